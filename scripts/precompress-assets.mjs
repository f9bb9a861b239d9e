// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) next to every text asset of 1 KB or more under
// public/build, public/enhance and public/styles, once at build time, so the server sends them as they are (server/static-assets.ts)
// instead of compressing each request at compression()'s faster, weaker level. `npm run build` runs it after
// `remix build`. A compressed file that would not be smaller is not written; ones whose source is gone are removed.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** compression()'s own threshold: smaller files are sent as they are either way. */
export const MIN_BYTES = 1024;
const TEXT = /\.(js|mjs|css|svg|json|map|txt|html)$/;
const COMPRESSED = /\.(br|gz)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const encoders = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gz: (bytes) => gzip(bytes, { level: 9 }),
};

async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch((error) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** Compresses the assets under each directory; returns how many files it wrote and removed. */
export async function precompressAssets(dirs) {
  let written = 0;
  let removed = 0;
  for (const dir of dirs) {
    const files = await filesUnder(dir);
    const present = new Set(files);
    for (const file of files.filter((f) => COMPRESSED.test(f))) {
      if (!present.has(file.slice(0, -3))) {
        await fs.rm(file);
        removed++;
      }
    }
    await Promise.all(
      files
        .filter((f) => TEXT.test(f))
        .map(async (file) => {
          const stat = await fs.stat(file);
          if (stat.size < MIN_BYTES) return;
          let bytes;
          for (const [ext, encode] of Object.entries(encoders)) {
            const target = `${file}.${ext}`;
            const done = await fs.stat(target).catch(() => null);
            if (done && done.mtimeMs >= stat.mtimeMs) continue;
            bytes ??= await fs.readFile(file);
            const packed = await encode(bytes);
            if (packed.length >= bytes.length) {
              await fs.rm(target, { force: true });
              continue;
            }
            await fs.writeFile(target, packed);
            written++;
          }
        }),
    );
  }
  return { written, removed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const started = performance.now();
  const { written, removed } = await precompressAssets(["build", "enhance", "styles"].map((dir) => path.join(root, "public", dir)));
  process.stdout.write(`precompress: ${written} .br/.gz files written, ${removed} stale removed (${Math.round(performance.now() - started)} ms)\n`);
}

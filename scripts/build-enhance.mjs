// Bundles app/enhance/main.ts (the vanilla script every page loads instead of React, ADR 006) into
// public/enhance/enhance-<contenthash>.js and writes its URL to app/enhance-asset.generated.ts for app/root.tsx.
// `npm run build` runs it before `remix build`. Both outputs are git-ignored; app/enhance-asset.generated.d.ts
// (committed) lets the type checker pass before the first build.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public", "enhance");
const generated = path.join(root, "app", "enhance-asset.generated.ts");

// Split: a behaviour only some pages use imports its heavy part lazily (slug.ts: slugify's character map), and that
// part becomes a chunk of its own, loaded by the pages that have the attribute (ADR 033).
const result = await build({
  entryPoints: [path.join(root, "app", "enhance", "main.ts")],
  bundle: true,
  splitting: true,
  outdir: outDir,
  entryNames: "enhance-[hash]",
  chunkNames: "chunk-[hash]",
  minify: true,
  format: "esm",
  target: ["es2020"],
  platform: "browser",
  write: false,
  legalComments: "none",
  logLevel: "warning",
  metafile: true,
});
const files = result.outputFiles.filter((out) => out.path.endsWith(".js"));
const entry = files.find((out) => path.basename(out.path).startsWith("enhance-"));
const file = path.basename(entry.path);
const code = entry.contents;

fs.mkdirSync(outDir, { recursive: true });
const fresh = new Set(files.map((out) => path.basename(out.path)));
for (const old of fs.readdirSync(outDir)) if (/^(enhance|chunk)-.+\.js$/.test(old) && !fresh.has(old)) fs.rmSync(path.join(outDir, old));
for (const out of files) fs.writeFileSync(out.path, out.contents);

const url = `/enhance/${file}`;
// The chunks the script imports statically (esbuild's shared helpers): preloaded by the page, so they load alongside it
// instead of after it.
const entryMeta = Object.entries(result.metafile.outputs).find(([out]) => path.basename(out) === file)?.[1];
const preloads = (entryMeta?.imports ?? []).filter((i) => i.kind === "import-statement").map((i) => `/enhance/${path.basename(i.path)}`);
const source =
  `// Written by scripts/build-enhance.mjs. Do not edit.\nexport const ENHANCE_URL = ${JSON.stringify(url)};\n` +
  `export const ENHANCE_PRELOADS: readonly string[] = ${JSON.stringify(preloads)};\n`;
if (!fs.existsSync(generated) || fs.readFileSync(generated, "utf8") !== source) fs.writeFileSync(generated, source);
process.stdout.write(`enhance: ${url} (${code.length} bytes; ${files.length - 1} chunk(s))\n`);

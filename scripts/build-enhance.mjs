// Bundles app/enhance/main.ts (the vanilla script every page loads instead of React, ADR 006) into
// public/enhance/enhance-<contenthash>.js and writes its URL to app/enhance-asset.generated.ts for app/root.tsx.
// `npm run build` runs it before `remix build`. Both outputs are git-ignored; app/enhance-asset.generated.d.ts
// (committed) lets the type checker pass before the first build.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createHash } from "node:crypto";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public", "enhance");
const generated = path.join(root, "app", "enhance-asset.generated.ts");

// Split: a behaviour only some pages use imports its heavy part lazily (slug.ts: slugify's character map), and that
// part becomes a chunk of its own, loaded by the pages that have the attribute (ADR 033). The islands (ADR 049: React,
// Mantine, @mantine/charts, @mantine/dates) are such chunks too, imported by app/enhance/islands.ts after the load event.
const bundle = (islandCss) =>
  build({
    entryPoints: [path.join(root, "app", "enhance", "main.ts")],
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"', __ISLAND_CSS__: JSON.stringify(islandCss) },
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
// Twice: the islands' stylesheet is made from what the first pass kept, and its URL is then written into the second.
const islandCss = await islandStyles((await bundle("")).metafile);
const result = await bundle(islandCss.url);
const files = result.outputFiles.filter((out) => out.path.endsWith(".js"));
const entry = files.find((out) => path.basename(out.path).startsWith("enhance-"));
const file = path.basename(entry.path);
const code = entry.contents;

fs.mkdirSync(outDir, { recursive: true });
const fresh = new Set(files.map((out) => path.basename(out.path)));
fresh.add(path.basename(islandCss.url));
for (const old of fs.readdirSync(outDir)) if (/^(enhance|chunk|islands)-.+\.(js|css)$/.test(old) && !fresh.has(old)) fs.rmSync(path.join(outDir, old));
for (const out of files) fs.writeFileSync(out.path, out.contents);
fs.writeFileSync(path.join(outDir, path.basename(islandCss.url)), islandCss.css);

const url = `/enhance/${file}`;
// The chunks the script imports statically (esbuild's shared helpers): preloaded by the page, so they load alongside it
// instead of after it.
const entryMeta = Object.entries(result.metafile.outputs).find(([out]) => path.basename(out) === file)?.[1];
const preloads = (entryMeta?.imports ?? []).filter((i) => i.kind === "import-statement").map((i) => `/enhance/${path.basename(i.path)}`);
const source =
  `// Written by scripts/build-enhance.mjs. Do not edit.\nexport const ENHANCE_URL = ${JSON.stringify(url)};\n` +
  `export const ENHANCE_PRELOADS: readonly string[] = ${JSON.stringify(preloads)};\n`;
if (!fs.existsSync(generated) || fs.readFileSync(generated, "utf8") !== source) fs.writeFileSync(generated, source);
process.stdout.write(`enhance: ${url} (${code.length} bytes; ${files.length - 1} chunk(s)); islands' CSS ${islandCss.url}\n`);

/**
 * The islands' stylesheet: @mantine/charts' and @mantine/dates' own, and @mantine/core's of every component the island
 * chunks kept (each styled component imports `<Name>.module.css.mjs`, whose CSS is `styles/<Name>.css`, ADR 027), in
 * the order @mantine/core/styles.css holds them. Core's in their `.layer.css` form (`@layer mantine`): the page's own
 * stylesheets are not layered, so a rule the page already has, or overrides, keeps winning when this file arrives
 * after it; these only add what the page lacks. Dates' and charts' are not layered and come last, as in Mantine's own
 * order: they style only their own classes, and must win over core's (a picked day over UnstyledButton's background).
 */
async function islandStyles(metafile) {
  const core = path.join(root, "node_modules", "@mantine", "core");
  const whole = fs.readFileSync(path.join(core, "styles.css"), "utf8");
  const names = new Set();
  for (const [out, meta] of Object.entries(metafile.outputs)) {
    if (path.basename(out).startsWith("enhance-")) continue;
    for (const [input, { bytesInOutput }] of Object.entries(meta.inputs)) {
      const m = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.css\.mjs$/.exec(input);
      if (m && bytesInOutput > 0) names.add(m[1]);
    }
  }
  const place = (name) => {
    const first = /\.(m_[0-9a-f]+)\b/.exec(fs.readFileSync(path.join(core, "styles", `${name}.css`), "utf8"))?.[1];
    const at = first ? whole.indexOf(first) : -1;
    if (at < 0) throw new Error(`@mantine/core/styles.css does not hold ${name}.css`);
    return at;
  };
  const core_ = [...names].sort((a, b) => place(a) - place(b)).map((name) => `@mantine/core/styles/${name}.layer.css`);
  const imports = [...core_, "@mantine/dates/styles.css", "@mantine/charts/styles.css", "@mantine/tiptap/styles.css"];
  const out = await build({
    stdin: { contents: imports.map((i) => `@import "${i}";`).join("\n"), loader: "css", resolveDir: root },
    bundle: true,
    minify: true,
    write: false,
    logLevel: "warning",
  });
  const css = out.outputFiles[0].contents;
  const hash = createHash("sha256").update(css).digest("hex").slice(0, 8).toUpperCase();
  return { url: `/enhance/islands-${hash}.css`, css };
}

// Writes each page's stylesheets (ADR 027): public/styles/<layout>-<hash>.css, shared by the pages of a layout, and
// public/styles/<page>-<hash>.css, the rest a page needs; and app/page-styles.generated.ts, the stylesheets of every
// route id, which app/root.tsx links for the matched routes. `npm run build` runs it before `remix build`. Both
// outputs are git-ignored; app/page-styles.generated.d.ts (committed) lets the type checker pass before the first build.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { analyzePageStyles, renderSheet } from "./page-styles";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public", "styles");
const generated = path.join(root, "app", "page-styles.generated.ts");

const started = performance.now();
const { plan, mantine } = await analyzePageStyles(root);
const files = await Promise.all(
  plan.sheets.map(async (sheet) => {
    const css = await renderSheet(sheet, mantine);
    const hash = crypto.createHash("sha256").update(css).digest("base64url").slice(0, 10);
    return { file: `${sheet.name}-${hash}.css`, css };
  }),
);

fs.mkdirSync(outDir, { recursive: true });
const keep = new Set(files.map((f) => f.file));
for (const old of fs.readdirSync(outDir)) if (!keep.has(old.replace(/\.(br|gz)$/, ""))) fs.rmSync(path.join(outDir, old));
for (const { file, css } of files) {
  const target = path.join(outDir, file);
  // Unchanged content keeps its file (and mtime), so precompress-assets does not redo it.
  if (!fs.existsSync(target) || fs.readFileSync(target, "utf8") !== css) fs.writeFileSync(target, css);
}

const hrefs = Object.fromEntries([...plan.routes].map(([id, sheets]) => [id, sheets.map((i) => `/styles/${files[i].file}`)]));
const source = [
  "// Written by scripts/build-styles.ts. Do not edit.",
  "/** Each route's stylesheets in link order: its layout's, shared by the pages under it, then its own (ADR 027). */",
  `export const PAGE_STYLES: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(hrefs, null, 2)};`,
  "",
].join("\n");
if (!fs.existsSync(generated) || fs.readFileSync(generated, "utf8") !== source) fs.writeFileSync(generated, source);

const kb = (n: number) => (n / 1024).toFixed(1);
const sizes = files.map((f) => `${f.file} ${kb(f.css.length)} KB (${kb(gzipSync(f.css).length)} gz)`);
process.stdout.write(
  `styles: ${files.length} stylesheets for ${plan.routes.size} routes in ${Math.round(performance.now() - started)} ms\n  ${sizes.join("\n  ")}\n`,
);

// Bundles app/enhance/main.ts (the vanilla script every page loads instead of React, ADR 006) into
// public/enhance/enhance-<contenthash>.js and writes its URL to app/enhance-asset.generated.ts for app/root.tsx.
// `npm run build` runs it before `remix build`. Both outputs are git-ignored; app/enhance-asset.generated.d.ts
// (committed) lets the type checker pass before the first build.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public", "enhance");
const generated = path.join(root, "app", "enhance-asset.generated.ts");

const result = await build({
  entryPoints: [path.join(root, "app", "enhance", "main.ts")],
  bundle: true,
  minify: true,
  format: "esm",
  target: ["es2020"],
  platform: "browser",
  write: false,
  legalComments: "none",
  logLevel: "warning",
});
const code = result.outputFiles[0].contents;
const hash = crypto.createHash("sha256").update(code).digest("base64url").slice(0, 10);
const file = `enhance-${hash}.js`;

fs.mkdirSync(outDir, { recursive: true });
for (const old of fs.readdirSync(outDir)) if (/^enhance-.+\.js$/.test(old) && old !== file) fs.rmSync(path.join(outDir, old));
fs.writeFileSync(path.join(outDir, file), code);

const url = `/enhance/${file}`;
const source = `// Written by scripts/build-enhance.mjs. Do not edit.\nexport const ENHANCE_URL = ${JSON.stringify(url)};\n`;
if (!fs.existsSync(generated) || fs.readFileSync(generated, "utf8") !== source) fs.writeFileSync(generated, source);
process.stdout.write(`enhance: ${url} (${code.length} bytes)\n`);

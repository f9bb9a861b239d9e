// The two starter themes shipped in the repo (api/modules/themes/starters/<name>/…), read once at start-up.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ThemeFiles } from "../../../domain/themes";

export const STARTER_NAMES = ["aurora", "ledger"] as const;
export type StarterName = (typeof STARTER_NAMES)[number];
export const STARTER_TITLES: Record<StarterName, string> = { aurora: "Aurora", ledger: "Ledger" };

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "starters");

function readTree(dir: string, prefix = ""): ThemeFiles {
  const files: ThemeFiles = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) Object.assign(files, readTree(path.join(dir, entry.name), rel));
    else files[rel] = fs.readFileSync(path.join(dir, entry.name), "utf8");
  }
  return files;
}

const lookup = (tree: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);

/**
 * A starter's texts in the store's language. The starters write their default texts (settings_data's values and the
 * sections' schema defaults) as `"t:defaults.key"`, Shopify's convention; a store gets them resolved from the theme's
 * own locales/{lang}.json when the starter is installed, so a Vietnamese store's hero says "Mua ngay", and the editor
 * and a downloaded zip show plain text the merchant can change.
 */
function localise(files: ThemeFiles, lang: "vi" | "en"): ThemeFiles {
  const texts = JSON.parse(files[`locales/${lang}.json`] ?? "{}") as unknown;
  const out: ThemeFiles = {};
  for (const [file, source] of Object.entries(files)) {
    const localised = file === "config/settings_data.json" || file.startsWith("sections/");
    out[file] = localised
      ? source.replace(/"t:([a-z0-9_.]+)"/g, (whole, key: string) => {
          const text = lookup(texts, key);
          return typeof text === "string" ? JSON.stringify(text) : whole;
        })
      : source;
  }
  return out;
}

const cache = new Map<string, ThemeFiles>();
export function starterFiles(name: StarterName, lang: "vi" | "en"): ThemeFiles {
  const key = `${name}:${lang}`;
  let files = cache.get(key);
  if (!files) cache.set(key, (files = localise(readTree(path.join(root, name)), lang)));
  return files;
}

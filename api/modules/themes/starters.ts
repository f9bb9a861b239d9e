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

const cache = new Map<StarterName, ThemeFiles>();
export function starterFiles(name: StarterName): ThemeFiles {
  let files = cache.get(name);
  if (!files) cache.set(name, (files = readTree(path.join(root, name))));
  return files;
}

import { readFile } from "node:fs/promises";
import type { GoogleCategory } from "../../../domain/feed";

const TAXONOMY_FILE = new URL("./google-product-taxonomy-with-ids.en-US.txt", import.meta.url);

let loaded: Promise<GoogleCategory[]> | null = null;

/** Google's product taxonomy, read once per process: about 5,600 lines like "1 - Animals & Pet Supplies". */
export function googleCategories(): Promise<GoogleCategory[]> {
  loaded ??= readFile(TAXONOMY_FILE, "utf8").then(parseTaxonomy);
  return loaded;
}

export function parseTaxonomy(text: string): GoogleCategory[] {
  const categories: GoogleCategory[] = [];
  for (const line of text.split(/\r?\n/)) {
    // The first line is a "# Google_Product_Taxonomy_Version" comment.
    const m = /^(\d+) - (.+)$/.exec(line.trim());
    if (m) categories.push({ id: Number(m[1]), name: m[2] });
  }
  return categories;
}

export async function searchGoogleCategories(search: string | undefined, limit: number): Promise<{ categories: GoogleCategory[]; total: number }> {
  const all = await googleCategories();
  const term = search?.toLowerCase();
  const matches = term ? all.filter((c) => c.name.toLowerCase().includes(term) || String(c.id) === term) : all;
  return { categories: matches.slice(0, limit), total: matches.length };
}

export async function findGoogleCategory(id: number): Promise<GoogleCategory | null> {
  return (await googleCategories()).find((c) => c.id === id) ?? null;
}

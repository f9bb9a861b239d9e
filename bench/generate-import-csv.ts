// Writes a products CSV for the import benchmark: N rows, deterministic, Vietnamese and English titles, multi-paragraph
// quoted descriptions (so records span lines), tags, ~15% unpublished. Streams to disk. Its columns are Backroom's export
// from before ADR 022 (one row per product, no variants), which the import still reads: the figures stay comparable.
//   node --import tsx bench/generate-import-csv.ts [--count 100000] [--out bench/out/products-import-100k.csv]
import fs from "node:fs";
import path from "node:path";
import { once } from "node:events";
import { csvRow, UTF8_BOM } from "../domain/csv";
import { slug } from "../domain/slug";
import { LEGACY_PRODUCT_CSV_HEADER } from "../domain/csv-columns";
import { CATALOG } from "../api/modules/products/seed-catalog";
import { arg, print } from "./lib";

export function importCsvPath(count: number): string {
  return path.join(path.dirname(new URL(import.meta.url).pathname), "out", `products-import-${count >= 1000 ? `${count / 1000}k` : count}.csv`);
}

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes the file (if it is not there already with this many rows) and returns its path and size. */
export async function generateImportCsv(count: number, out = importCsvPath(count)): Promise<{ file: string; bytes: number }> {
  if (fs.existsSync(out)) return { file: out, bytes: fs.statSync(out).size };
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const rnd = prng(7_531);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const stream = fs.createWriteStream(out + ".part");
  stream.write(UTF8_BOM + csvRow(LEGACY_PRODUCT_CSV_HEADER));
  const now = new Date("2026-11-01T00:00:00Z").toISOString();
  for (let i = 0; i < count; i++) {
    const line = pick(CATALOG);
    const title = `${pick(line.titles)} - ${pick(line.variants)}`;
    const tags = [pick(line.tags), pick(line.tags)].filter((t, j, a) => a.indexOf(t) === j);
    const description = `${pick(line.blurb).slice(0, 40).trim()}…\nMã ${i}.`;
    const row = csvRow([
      `${slug(title).slice(0, 200)}-${i}`,
      title,
      description,
      rnd() > 0.15 ? "true" : "false",
      line.productType,
      pick(line.vendors),
      tags.join(","),
      now,
      now,
    ]);
    if (!stream.write(row)) await once(stream, "drain");
  }
  stream.end();
  await once(stream, "finish");
  fs.renameSync(out + ".part", out);
  return { file: out, bytes: fs.statSync(out).size };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const count = Number(arg("count", "100000"));
  const { file, bytes } = await generateImportCsv(count, arg("out", importCsvPath(count)));
  print(`${file}: ${count} rows, ${(bytes / 1_048_576).toFixed(1)} MB`);
}

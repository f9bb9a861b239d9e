import { slug } from "../../../domain/slug";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { buildSearchText } from "./dto";
import { CATALOG, EXTRA_TAGS } from "./seed-catalog";
import { seededRandom as prng } from "../../../domain/seeded-random";

type NewProduct = typeof products.$inferInsert;

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];

function pickSome<T>(rnd: () => number, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]);
  return out;
}

/** One catalog product; `title` still needs a unique handle from the caller. */
function makeProduct(rnd: () => number) {
  const line = pick(rnd, CATALOG);
  const title = `${pick(rnd, line.titles)} - ${pick(rnd, line.variants)}`;
  const tags = pickSome(rnd, line.tags, 1 + Math.floor(rnd() * 3));
  if (rnd() < 0.3)
    tags.push(
      pick(
        rnd,
        EXTRA_TAGS.filter((t) => !tags.includes(t)),
      ),
    );
  return {
    title,
    description: pickSome(rnd, line.blurb, 2).join("\n\n"),
    // Roughly one in seven is a draft, so the unpublished tab has something in it.
    published: rnd() > 0.15,
    tags,
    productType: line.productType,
    vendor: pick(rnd, line.vendors),
  };
}

function toRow(storeId: string, p: ReturnType<typeof makeProduct>, handle: string, createdAt: Date): NewProduct {
  return { storeId, ...p, handle, searchText: buildSearchText({ ...p, handle }), createdAt, updatedAt: createdAt };
}

async function insertBatches(db: Db, rows: NewProduct[], batchSize: number) {
  for (let i = 0; i < rows.length; i += batchSize) {
    // A re-run finds its handles taken and inserts nothing, so seeding twice is harmless.
    await db
      .insert(products)
      .values(rows.slice(i, i + batchSize))
      .onConflictDoNothing({ target: [products.storeId, products.handle] });
  }
}

/** The demo store's catalog: `count` products spread over the last 180 days, the same every time. */
export async function seedDemoProducts(db: Db, storeId: string, count = 300, now = new Date()): Promise<void> {
  const rnd = prng(20_240_901);
  const handles = new Set<string>();
  const rows: NewProduct[] = [];
  for (let i = 0; i < count; i++) {
    const p = makeProduct(rnd);
    const base = slug(p.title);
    let handle = base;
    for (let n = 2; handles.has(handle); n++) handle = `${base}-${n}`;
    handles.add(handle);
    const ageMs = Math.floor(rnd() * 180 * 24 * 3600) * 1000;
    rows.push(toRow(storeId, p, handle, new Date(now.getTime() - ageMs)));
  }
  await insertBatches(db, rows, 500);
}

export interface GenerateOptions {
  /** Rows per INSERT; 2000 rows × 12 columns stays under PostgreSQL's 65535 parameters. */
  batchSize?: number;
  /** Index of the first product, so a resumed run continues the same sequence. */
  startIndex?: number;
  seed?: number;
  /** Product i is created `i` × 37 s before this. */
  newest?: Date;
  onProgress?: (done: number) => void;
}

/** Scale data for benchmarks: `count` products, each derived from its index alone, inserted in batches. */
export async function generateProducts(db: Db, storeId: string, count: number, opts: GenerateOptions = {}): Promise<void> {
  const { batchSize = 2000, startIndex = 0, seed = 1, newest = new Date("2026-01-01T00:00:00Z"), onProgress } = opts;
  for (let from = 0; from < count; from += batchSize) {
    const rows: NewProduct[] = [];
    for (let i = startIndex + from; i < startIndex + Math.min(count, from + batchSize); i++) {
      const p = makeProduct(prng(seed * 1_000_003 + i));
      // The index keeps the handle unique without asking the database.
      rows.push(toRow(storeId, p, `${slug(p.title)}-${i + 1}`, new Date(newest.getTime() - i * 37_000)));
    }
    await insertBatches(db, rows, batchSize);
    onProgress?.(Math.min(count, from + batchSize));
  }
}

import crypto from "node:crypto";
import { and, arrayContains, asc, count, desc, eq, getTableColumns, gt, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { ProductFilters, ProductForm } from "../../../domain/product";
import { slug } from "../../../domain/slug";
import type { Db } from "../../db/client";
import { productCounts, productTagCounts, products } from "../../db/schema";
import { sanitizeDescription } from "../../html/description";
import { buildSearchText, foldForSearch, type ProductRow } from "./dto";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Leaves room for a "-NNN" suffix inside the form's 255-character limit. */
const DERIVED_HANDLE_MAX = 240;
const SUFFIX_BATCH = 20;

export type SaveResult = { kind: "ok"; row: ProductRow } | { kind: "handle_taken" };
export type UpdateResult = SaveResult | { kind: "not_found" } | { kind: "conflict"; current: ProductRow };
export type DeleteResult = { kind: "deleted" } | { kind: "not_found" } | { kind: "conflict"; current: ProductRow };

export async function findProduct(db: Db | Tx, storeId: string, id: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findProductByHandle(db: Db, storeId: string, handle: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.handle, handle)))
    .limit(1);
  return row ?? null;
}

export async function createProduct(db: Db, storeId: string, form: ProductForm, now: Date): Promise<SaveResult> {
  // A derived handle can lose a race to a concurrent create; pick the next free one and try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const handle = form.handle || (await freeHandle(db, storeId, baseHandle(form.title)));
    if (form.handle && (await handleTakenByOther(db, storeId, handle, null))) return { kind: "handle_taken" };
    try {
      const [row] = await db
        .insert(products)
        .values({ storeId, ...formColumns(form, handle), createdAt: now, updatedAt: now })
        .returning();
      return { kind: "ok", row };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (form.handle) return { kind: "handle_taken" };
    }
  }
  return { kind: "handle_taken" };
}

/**
 * Optimistic concurrency: the row changes only if its version is still the one the editor loaded,
 * in one statement, so two saves can never both win.
 */
export async function updateProduct(db: Db | Tx, storeId: string, id: string, form: ProductForm & { version: number }, now: Date): Promise<UpdateResult> {
  let handle: string | null = form.handle || null;
  if (handle && (await handleTakenByOther(db, storeId, handle, id))) return { kind: "handle_taken" };
  // An empty handle means "derive from the title"; a title with no Latin slug keeps the handle it has.
  if (!handle) {
    const base = titleSlug(form.title);
    handle = base ? await freeHandle(db, storeId, base, id) : null;
  }
  let rows: ProductRow[];
  try {
    rows = await db
      .update(products)
      .set({
        ...formColumns(form, handle ?? ""),
        handle: handle ?? sql`${products.handle}`,
        searchText: handle ? buildSearchText({ ...form, handle }) : sql`${searchTextSql(form)} || ' ' || ${products.handle}`,
        version: sql`${products.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(products.id, id), eq(products.storeId, storeId), eq(products.version, form.version)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "handle_taken" };
    throw error;
  }
  if (rows[0]) return { kind: "ok", row: rows[0] };
  const current = await findProduct(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

export async function deleteProduct(db: Db, storeId: string, id: string, version?: number): Promise<DeleteResult> {
  const conditions = [eq(products.id, id), eq(products.storeId, storeId)];
  if (version !== undefined) conditions.push(eq(products.version, version));
  const rows = await db
    .delete(products)
    .where(and(...conditions))
    .returning({ id: products.id });
  if (rows.length > 0) return { kind: "deleted" };
  const current = version === undefined ? null : await findProduct(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

/** The list's bulk delete: the given products of this store (another store's ids match nothing); variants, options and images go by cascade. */
export async function deleteProducts(db: Db, storeId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, ids)))
    .returning({ id: products.id });
  return rows.length;
}

/**
 * One page, newest first. A deferred join: the inner query reads only the
 * (store, [published,] created_at, id) index to skip `offset` entries, and only the page's rows
 * are read from the table. Past the middle, the skip runs from the oldest end instead, so the
 * last page costs what the first does.
 */
export async function listProducts(db: Db, storeId: string, filters: ProductFilters, page: number, limit: number) {
  const offset = (page - 1) * limit;
  // The total first when it is one row of product_counts: it decides the direction of the skip.
  const knownTotal = countedByTrigger(filters) ? await countProducts(db, storeId, filters) : null;
  if (knownTotal !== null && offset >= knownTotal) return { rows: [], total: knownTotal };
  const fromOldest = knownTotal !== null && offset + limit / 2 > knownTotal / 2;
  const take = fromOldest ? Math.min(limit, knownTotal - offset) : limit;
  const skip = fromOldest ? Math.max(0, knownTotal - offset - limit) : offset;
  const order = fromOldest ? [asc(products.createdAt), asc(products.id)] : [desc(products.createdAt), desc(products.id)];
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(filterSql(storeId, filters))
    .orderBy(...order)
    .limit(take)
    .offset(skip)
    .as("page_ids");
  const rows = await db
    .select(getTableColumns(products))
    .from(products)
    .innerJoin(ids, eq(products.id, ids.id))
    .orderBy(desc(products.createdAt), desc(products.id));
  if (knownTotal !== null) return { rows, total: knownTotal };
  // A short page is the last one, so its rows give the total without a second scan (an empty
  // first page means none match; an empty later page says nothing: the offset may overshoot).
  const lastPage = rows.length < limit && (rows.length > 0 || offset === 0);
  const total = lastPage ? offset + rows.length : await countProducts(db, storeId, filters);
  return { rows, total };
}

export async function countProducts(db: Db, storeId: string, filters: ProductFilters): Promise<number> {
  if (countedByTrigger(filters)) {
    const conditions = [eq(productCounts.storeId, storeId)];
    if (filters.published !== undefined) conditions.push(eq(productCounts.published, filters.published === "true"));
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${productCounts.n}), 0)::int` })
      .from(productCounts)
      .where(and(...conditions));
    return Number(row?.n ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(products).where(filterSql(storeId, filters));
  return Number(row?.n ?? 0);
}

/** Only the tab filter (or none) is counted by the triggers of migration 0002. */
function countedByTrigger(f: ProductFilters): boolean {
  return f.search === undefined && f.productType === undefined && f.vendor === undefined && f.tag === undefined;
}

export async function listTags(db: Db, storeId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ tag: productTagCounts.tag })
    .from(productTagCounts)
    .where(and(eq(productTagCounts.storeId, storeId), gt(productTagCounts.n, 0)))
    .orderBy(asc(productTagCounts.tag))
    .limit(limit);
  return rows.map((r) => r.tag);
}

export const listProductTypes = (db: Db, storeId: string, limit: number) => distinctValues(db, storeId, "product_type", limit);
export const listVendors = (db: Db, storeId: string, limit: number) => distinctValues(db, storeId, "vendor", limit);

/**
 * Distinct non-empty values of a column with a (store_id, column) index, by a skip scan:
 * each step jumps to the next larger value, so the cost follows the number of distinct values,
 * not the number of products.
 */
async function distinctValues(db: Db, storeId: string, column: "product_type" | "vendor", limit: number): Promise<string[]> {
  const c = sql.identifier(column);
  const result = await db.execute<{ v: string }>(sql`
    with recursive vals(v) as (
      (select ${c} from products where store_id = ${storeId} and ${c} > '' order by ${c} limit 1)
      union all
      select (select ${c} from products where store_id = ${storeId} and ${c} > vals.v order by ${c} limit 1)
      from vals where vals.v is not null
    )
    select v from vals where v is not null limit ${limit}`);
  return result.rows.map((r) => r.v);
}

/** The list's filters as SQL, scoped to the store; the CSV export reads the same selection (exports/store.ts). */
export function filterSql(storeId: string, f: ProductFilters): SQL | undefined {
  const conditions: SQL[] = [eq(products.storeId, storeId)];
  if (f.published !== undefined) conditions.push(eq(products.published, f.published === "true"));
  // "" is a real value here: products with no type (SPEC §5).
  if (f.productType !== undefined) conditions.push(eq(products.productType, f.productType));
  if (f.vendor) conditions.push(eq(products.vendor, f.vendor));
  if (f.tag) conditions.push(arrayContains(products.tags, [f.tag]));
  if (f.search) conditions.push(sql`${products.searchText} like ${`%${escapeLike(foldForSearch(f.search))}%`}`);
  return and(...conditions);
}

/**
 * The columns a form sets, with the text the search box matches. Every create and update passes here, so no
 * description reaches the table uncleaned, whoever sent it (the editor, an API client).
 */
function formColumns(form: ProductForm, handle: string) {
  return {
    title: form.title,
    handle,
    description: sanitizeDescription(form.description),
    published: form.published,
    tags: form.tags,
    productType: form.productType,
    vendor: form.vendor,
    searchText: buildSearchText({ ...form, handle }),
  };
}

/** Search text without the handle, for an update that keeps the stored handle (appended in SQL). */
function searchTextSql(form: ProductForm): string {
  return buildSearchText({ ...form, handle: "" });
}

function titleSlug(title: string): string {
  return slug(title).slice(0, DERIVED_HANDLE_MAX).replace(/-+$/, "");
}

/** slug(title), or "product-" + 6 random hex when the title has nothing to slug (e.g. CJK). */
function baseHandle(title: string): string {
  return titleSlug(title) || `product-${crypto.randomBytes(3).toString("hex")}`;
}

/** `base`, else the first free `base-2`, `base-3`…; probed in batches by exact match on the unique index. */
async function freeHandle(db: Db | Tx, storeId: string, base: string, exceptId?: string): Promise<string> {
  for (let from = 1; ; from += SUFFIX_BATCH) {
    const candidates = Array.from({ length: SUFFIX_BATCH }, (_, i) => (from + i === 1 ? base : `${base}-${from + i}`));
    const conditions = [eq(products.storeId, storeId), inArray(products.handle, candidates)];
    if (exceptId) conditions.push(ne(products.id, exceptId));
    const taken = new Set(
      (
        await db
          .select({ handle: products.handle })
          .from(products)
          .where(and(...conditions))
      ).map((r) => r.handle),
    );
    const free = candidates.find((c) => !taken.has(c));
    if (free) return free;
  }
}

async function handleTakenByOther(db: Db | Tx, storeId: string, handle: string, exceptId: string | null): Promise<boolean> {
  const conditions = [eq(products.storeId, storeId), eq(products.handle, handle)];
  if (exceptId) conditions.push(ne(products.id, exceptId));
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** PostgreSQL unique_violation (23505), through drizzle's wrapping error. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

import { and, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { PageForm, PageListQuery } from "../../../domain/page";
import { slug } from "../../../domain/slug";
import type { StorefrontPage } from "../../../domain/storefront";
import type { Db } from "../../db/client";
import { pages } from "../../db/schema";
import { isUniqueViolation } from "../stores/store";

export type PageRow = typeof pages.$inferSelect;
export type SaveResult = { kind: "ok"; row: PageRow } | { kind: "handle_taken" } | { kind: "not_found" } | { kind: "conflict"; current: PageRow };
/** A handle made from a title leaves room for a "-12" suffix within the 255 characters. */
const DERIVED_HANDLE_MAX = 240;

export async function findPage(db: Db, storeId: string, id: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.storeId, storeId), eq(pages.id, id)))
    .limit(1);
  return row ?? null;
}

/** For the storefront (domain/storefront.ts): a visible page whose publish date has come. */
export async function findPublishedPage(db: Db, storeId: string, handle: string, now: Date): Promise<StorefrontPage | null> {
  const [row] = await db
    .select({ title: pages.title, handle: pages.handle, bodyHtml: pages.body, seoTitle: pages.seoTitle, seoDescription: pages.seoDescription })
    .from(pages)
    .where(and(eq(pages.storeId, storeId), eq(pages.handle, handle), eq(pages.visible, true), or(isNull(pages.publishedAt), lte(pages.publishedAt, now))))
    .limit(1);
  return row ?? null;
}

async function handleTaken(db: Db, storeId: string, handle: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.storeId, storeId), eq(pages.handle, handle)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

/** The title's slug, or with the first free "-n" after it; "page" for a title with no Latin slug. */
async function freeHandle(db: Db, storeId: string, title: string, exceptId: string | null): Promise<string> {
  const base = slug(title).slice(0, DERIVED_HANDLE_MAX).replace(/-+$/, "") || "page";
  for (let n = 1; ; n++) {
    const handle = n === 1 ? base : `${base}-${n}`;
    if (!(await handleTaken(db, storeId, handle, exceptId))) return handle;
  }
}

const columns = (form: PageForm, handle: string, now: Date) => ({
  title: form.title,
  handle,
  body: form.body,
  seoTitle: form.seoTitle,
  seoDescription: form.seoDescription,
  visible: form.visible,
  // A visible page saved without a date is published now; a hidden one keeps no date until it is shown.
  publishedAt: form.publishedAt ? new Date(form.publishedAt) : form.visible ? now : null,
});

export async function createPage(db: Db, storeId: string, form: PageForm, now: Date): Promise<SaveResult> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const handle = form.handle || (await freeHandle(db, storeId, form.title, null));
    if (form.handle && (await handleTaken(db, storeId, handle, null))) return { kind: "handle_taken" };
    try {
      const [row] = await db
        .insert(pages)
        .values({ storeId, ...columns(form, handle, now), createdAt: now, updatedAt: now })
        .returning();
      return { kind: "ok", row };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (form.handle) return { kind: "handle_taken" };
    }
  }
  return { kind: "handle_taken" };
}

/** One statement that matches the loaded version or changes nothing (ADR 007). */
export async function updatePage(db: Db, storeId: string, id: string, form: PageForm & { version: number }, now: Date): Promise<SaveResult> {
  const current = await findPage(db, storeId, id);
  if (!current) return { kind: "not_found" };
  const handle = form.handle || (slug(form.title) ? await freeHandle(db, storeId, form.title, id) : current.handle);
  if (form.handle && (await handleTaken(db, storeId, handle, id))) return { kind: "handle_taken" };
  try {
    const [row] = await db
      .update(pages)
      .set({ ...columns(form, handle, now), version: sql`${pages.version} + 1`, updatedAt: now })
      .where(and(eq(pages.id, id), eq(pages.storeId, storeId), eq(pages.version, form.version)))
      .returning();
    if (row) return { kind: "ok", row };
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "handle_taken" };
    throw error;
  }
  const latest = await findPage(db, storeId, id);
  return latest ? { kind: "conflict", current: latest } : { kind: "not_found" };
}

export type DeleteResult = { kind: "deleted" } | { kind: "not_found" } | { kind: "conflict"; current: PageRow };

export async function deletePage(db: Db, storeId: string, id: string, version?: number): Promise<DeleteResult> {
  const conditions = [eq(pages.id, id), eq(pages.storeId, storeId)];
  if (version !== undefined) conditions.push(eq(pages.version, version));
  const rows = await db
    .delete(pages)
    .where(and(...conditions))
    .returning({ id: pages.id });
  if (rows.length > 0) return { kind: "deleted" };
  const current = version === undefined ? null : await findPage(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

/** The list's bulk delete: another store's ids match nothing. */
export async function deletePages(db: Db, storeId: string, ids: string[]): Promise<number> {
  const rows = await db
    .delete(pages)
    .where(and(eq(pages.storeId, storeId), inArray(pages.id, ids)))
    .returning({ id: pages.id });
  return rows.length;
}

function listWhere(storeId: string, query: Pick<PageListQuery, "tab" | "search">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(pages.storeId, storeId)];
  if (query.tab) conditions.push(eq(pages.visible, query.tab === "visible"));
  if (query.search) conditions.push(ilike(pages.title, `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return and(...conditions);
}

export async function countPages(db: Db, storeId: string, query: Pick<PageListQuery, "tab" | "search">): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pages).where(listWhere(storeId, query));
  return row?.n ?? 0;
}

export async function listPages(db: Db, storeId: string, query: PageListQuery) {
  const where = listWhere(storeId, query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(where)
      .orderBy(desc(pages.createdAt), desc(pages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countPages(db, storeId, query),
  ]);
  return { rows, total };
}

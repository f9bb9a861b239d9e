import { and, count, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { DEFAULT_MENUS, treeSize, type MenuForm, type MenuItemDto, type MenuItemInput } from "../../../domain/navigation";
import type { StorefrontMenu, StorefrontMenuItem } from "../../../domain/storefront";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { prebuilt } from "../../db/prepared";
import { collections, menus, pages, products, stores } from "../../db/schema";
import { isUniqueViolation } from "../stores/store";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type MenuRow = typeof menus.$inferSelect;
export type SaveResult = { kind: "ok"; row: MenuRow } | { kind: "handle_taken" } | { kind: "not_found" } | { kind: "conflict"; current: MenuRow };

/**
 * The rows of a new store's starter menus, for its creation's transaction: main-menu (Home) and footer (Search), their
 * labels in the store's language, so a new storefront's header and footer have links. One transaction's now() is one
 * instant, so each row is a millisecond apart: the list (by creation) then shows them in this order.
 */
export const defaultMenuRows = (storeId: string, language: string) =>
  DEFAULT_MENUS.map((m, i) => ({
    storeId,
    handle: m.handle,
    title: m.title,
    items: m.items.map((item) => ({ label: item.label[language === "en" ? "en" : "vi"], type: "url" as const, targetId: null, url: item.url, children: [] })),
    createdAt: sql`now() + ${i} * interval '1 millisecond'`,
  }));

/** Creates the starter menus a store lacks (stores made before menus existed); idempotent, safe to race. */
export async function ensureDefaultMenus(db: Db | Tx, storeId: string, language?: string): Promise<void> {
  if (language === undefined) {
    const [row] = await db.select({ language: stores.language }).from(stores).where(eq(stores.id, storeId)).limit(1);
    language = row?.language ?? "vi";
  }
  await db.insert(menus).values(defaultMenuRows(storeId, language)).onConflictDoNothing();
}

export async function findMenu(db: Db, storeId: string, id: string): Promise<MenuRow | null> {
  const [row] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.storeId, storeId), eq(menus.id, id)))
    .limit(1);
  return row ?? null;
}

function walk(items: readonly MenuItemInput[], visit: (item: MenuItemInput) => void) {
  for (const item of items) {
    visit(item);
    walk(item.children, visit);
  }
}

export interface Target {
  handle: string;
  title: string;
}
export type Targets = Record<"product" | "collection" | "page", Map<string, Target>>;

/**
 * The items' products, collections and pages that are this store's, by id (a deleted or foreign one is absent): one
 * statement whatever the mix (a UNION ALL of the kinds that have ids), since the storefront reads it on every page.
 */
export async function targetsOf(db: Db, storeId: string, items: readonly MenuItemInput[]): Promise<Targets> {
  const wanted = { product: new Set<string>(), collection: new Set<string>(), page: new Set<string>() };
  walk(items, (i) => {
    if (i.type !== "url" && i.targetId) wanted[i.type].add(i.targetId);
  });
  const targets: Targets = { product: new Map(), collection: new Map(), page: new Map() };
  const tables = { product: products, collection: collections, page: pages } as const;
  const parts = (Object.keys(tables) as (keyof Targets)[])
    .filter((kind) => wanted[kind].size > 0)
    .map((kind) => {
      const table = tables[kind];
      return db
        .select({ kind: sql<keyof Targets>`${kind}::text`.as("kind"), id: table.id, handle: table.handle, title: table.title })
        .from(table)
        .where(and(eq(table.storeId, storeId), inArray(table.id, [...wanted[kind]])));
    });
  if (parts.length === 0) return targets;
  const [first, second, ...rest] = parts;
  const rows = second ? await unionAll(first!, second, ...rest) : await first!;
  for (const r of rows) targets[r.kind].set(r.id, { handle: r.handle, title: r.title });
  return targets;
}

export function itemDtos(items: readonly MenuItemInput[], targets: Targets): MenuItemDto[] {
  return items.map((i) => {
    const target = i.type === "url" || !i.targetId ? null : targets[i.type].get(i.targetId);
    return { ...i, targetTitle: target?.title ?? "", missing: i.type !== "url" && !target, children: itemDtos(i.children, targets) };
  });
}

const PREFIX = { product: "/products/", collection: "/collections/", page: "/pages/" } as const;

function storefrontItems(items: readonly MenuItemInput[], targets: Targets): StorefrontMenuItem[] {
  return items.flatMap((i) => {
    const target = i.type === "url" || !i.targetId ? null : targets[i.type].get(i.targetId);
    if (i.type !== "url" && !target) return [];
    const url = i.type === "url" ? i.url : `${PREFIX[i.type]}${target!.handle}`;
    return [{ label: i.label, url, children: storefrontItems(i.children, targets) }];
  });
}

// One text whatever the number of handles (an array parameter): one named statement (ADR 048), built once (ADR 076).
const menusQuery = prebuilt("backroom_sf_menus", (db) =>
  db
    .select({ title: menus.title, handle: menus.handle, items: menus.items })
    .from(menus)
    .where(and(eq(menus.storeId, sql.placeholder("storeId")), sql`${menus.handle} = any(${sql.placeholder("handles")}::text[])`)),
);

/**
 * For the storefront (domain/storefront.ts): the named menus' trees with resolved URLs, absent handles as null; items
 * whose target is gone are left out. Two statements for all of them (the menus, then their targets), as every page
 * shows the header's and the footer's.
 */
export async function findMenuTrees<H extends string>(db: Db, storeId: string, handles: readonly H[]): Promise<Record<H, StorefrontMenu | null>> {
  const rows = await menusQuery(db).execute({ storeId, handles: [...handles] });
  const targets = await targetsOf(
    db,
    storeId,
    rows.flatMap((r) => r.items),
  );
  const trees = Object.fromEntries(handles.map((h) => [h, null])) as Record<H, StorefrontMenu | null>;
  for (const row of rows) trees[row.handle as H] = { title: row.title, handle: row.handle, items: storefrontItems(row.items, targets) };
  return trees;
}

/** One menu's storefront tree (see findMenuTrees). */
export async function findMenuTree(db: Db, storeId: string, handle: string): Promise<StorefrontMenu | null> {
  return (await findMenuTrees(db, storeId, [handle]))[handle] ?? null;
}

async function handleTaken(db: Db, storeId: string, handle: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.storeId, storeId), eq(menus.handle, handle)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

async function freeHandle(db: Db, storeId: string, base: string, exceptId: string | null): Promise<string> {
  for (let n = 1; ; n++) {
    const handle = n === 1 ? base : `${base}-${n}`;
    if (!(await handleTaken(db, storeId, handle, exceptId))) return handle;
  }
}

export async function createMenu(db: Db, storeId: string, form: MenuForm, base: string, now: Date): Promise<SaveResult> {
  const handle = form.handle || (await freeHandle(db, storeId, base, null));
  if (form.handle && (await handleTaken(db, storeId, handle, null))) return { kind: "handle_taken" };
  try {
    const [row] = await db.insert(menus).values({ storeId, title: form.title, handle, items: form.items, createdAt: now, updatedAt: now }).returning();
    return { kind: "ok", row };
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "handle_taken" };
    throw error;
  }
}

/** The whole document against its version (ADR 007): title, handle and tree change together or not at all. */
export async function updateMenu(db: Db, storeId: string, id: string, form: MenuForm & { version: number }, now: Date): Promise<SaveResult> {
  const current = await findMenu(db, storeId, id);
  if (!current) return { kind: "not_found" };
  const handle = form.handle || current.handle;
  if (await handleTaken(db, storeId, handle, id)) return { kind: "handle_taken" };
  try {
    const [row] = await db
      .update(menus)
      .set({ title: form.title, handle, items: form.items, version: sql`${menus.version} + 1`, updatedAt: now })
      .where(and(eq(menus.id, id), eq(menus.storeId, storeId), eq(menus.version, form.version)))
      .returning();
    if (row) return { kind: "ok", row };
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "handle_taken" };
    throw error;
  }
  const latest = await findMenu(db, storeId, id);
  return latest ? { kind: "conflict", current: latest } : { kind: "not_found" };
}

export type DeleteResult = { kind: "deleted" } | { kind: "not_found" } | { kind: "conflict"; current: MenuRow };

export async function deleteMenu(db: Db, storeId: string, id: string, version?: number): Promise<DeleteResult> {
  const conditions = [eq(menus.id, id), eq(menus.storeId, storeId)];
  if (version !== undefined) conditions.push(eq(menus.version, version));
  const rows = await db
    .delete(menus)
    .where(and(...conditions))
    .returning({ id: menus.id });
  if (rows.length > 0) return { kind: "deleted" };
  const current = version === undefined ? null : await findMenu(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

function listWhere(storeId: string, search?: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(menus.storeId, storeId)];
  if (search) conditions.push(ilike(menus.title, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return and(...conditions);
}

export async function countMenus(db: Db, storeId: string, search?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menus).where(listWhere(storeId, search));
  return row?.n ?? 0;
}

export async function listMenus(db: Db, storeId: string, search: string | undefined, page: number, limit: number) {
  const where = listWhere(storeId, search);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(menus)
      .where(where)
      .orderBy(menus.createdAt, menus.id)
      .limit(limit)
      .offset((page - 1) * limit),
    countMenus(db, storeId, search),
  ]);
  return { rows: rows.map((r) => ({ ...r, itemCount: treeSize(r.items) })), total };
}

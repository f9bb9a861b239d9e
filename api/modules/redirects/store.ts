import { and, asc, count, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { redirectKey, requestKey, parseTarget, type RedirectForm } from "../../../domain/redirect";
import type { Db } from "../../db/client";
import { redirects } from "../../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type RedirectRow = typeof redirects.$inferSelect;

/**
 * The storefront's lookup (domain/storefront.ts): one probe of the unique (store_id, path_key) index, so it costs the
 * same at 10 redirects or 100k (bench/redirects-lookup.bench.ts). `path` as requested; a query string is ignored.
 */
export async function findRedirect(db: Db, storeId: string, path: string): Promise<{ target: string } | null> {
  const key = requestKey(path);
  if (key === null) return null;
  const [row] = await db
    .select({ target: redirects.target })
    .from(redirects)
    .where(and(eq(redirects.storeId, storeId), eq(redirects.pathKey, key)))
    .limit(1);
  return row ?? null;
}

/** Redirects of a store are written one writer at a time: the loop and chain checks read what the write relies on. */
async function lockStore(tx: Tx, storeId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${"redirects:" + storeId}, 0))`);
}

const keysOf = (form: RedirectForm) => ({ pathKey: redirectKey(form.path), targetKey: parseTarget(form.target)?.key ?? null });

export type Refusal = { field: "path" | "target"; reason: "taken" | "chain-target" | "chain-path" };

/**
 * Why `form` cannot be stored next to the store's other redirects (`exceptId`: the one being edited). With these refused,
 * no stored target is a stored path, so no chain, and so no loop, can ever form.
 */
async function refusals(tx: Tx, storeId: string, form: RedirectForm, exceptId: string | null): Promise<Refusal[]> {
  const { pathKey, targetKey } = keysOf(form);
  const others = exceptId ? ne(redirects.id, exceptId) : undefined;
  const hits = await tx
    .select({ pathKey: redirects.pathKey, targetKey: redirects.targetKey })
    .from(redirects)
    .where(
      and(
        eq(redirects.storeId, storeId),
        others,
        or(eq(redirects.pathKey, pathKey), eq(redirects.targetKey, pathKey), targetKey ? eq(redirects.pathKey, targetKey) : undefined),
      ),
    )
    .limit(10);
  const out: Refusal[] = [];
  if (hits.some((h) => h.pathKey === pathKey)) out.push({ field: "path", reason: "taken" });
  else if (hits.some((h) => h.targetKey === pathKey)) out.push({ field: "path", reason: "chain-path" });
  if (targetKey && hits.some((h) => h.pathKey === targetKey)) out.push({ field: "target", reason: "chain-target" });
  return out;
}

export async function findRedirectById(db: Db | Tx, storeId: string, id: string): Promise<RedirectRow | null> {
  const [row] = await db
    .select()
    .from(redirects)
    .where(and(eq(redirects.storeId, storeId), eq(redirects.id, id)))
    .limit(1);
  return row ?? null;
}

export type CreateResult = { kind: "ok"; row: RedirectRow } | { kind: "refused"; refusals: Refusal[] };

export async function createRedirect(db: Db, storeId: string, form: RedirectForm, now: Date): Promise<CreateResult> {
  return db.transaction(async (tx) => {
    await lockStore(tx, storeId);
    const refused = await refusals(tx, storeId, form, null);
    if (refused.length) return { kind: "refused", refusals: refused } as const;
    const [row] = await tx
      .insert(redirects)
      .values({ storeId, ...form, ...keysOf(form), createdAt: now, updatedAt: now })
      .returning();
    return { kind: "ok", row } as const;
  });
}

export type UpdateResult = CreateResult | { kind: "not_found" } | { kind: "conflict"; current: RedirectRow };

/** Against the loaded version (ADR 007); the checks run against every other redirect of the store. */
export async function updateRedirect(db: Db, storeId: string, id: string, form: RedirectForm & { version: number }, now: Date): Promise<UpdateResult> {
  return db.transaction(async (tx) => {
    await lockStore(tx, storeId);
    const current = await findRedirectById(tx, storeId, id);
    if (!current) return { kind: "not_found" } as const;
    if (current.version !== form.version) return { kind: "conflict", current } as const;
    const refused = await refusals(tx, storeId, form, id);
    if (refused.length) return { kind: "refused", refusals: refused } as const;
    const [row] = await tx
      .update(redirects)
      .set({ path: form.path, target: form.target, ...keysOf(form), version: sql`${redirects.version} + 1`, updatedAt: now })
      .where(and(eq(redirects.id, id), eq(redirects.storeId, storeId)))
      .returning();
    return { kind: "ok", row } as const;
  });
}

export type DeleteResult = { kind: "deleted" } | { kind: "not_found" } | { kind: "conflict"; current: RedirectRow };

export async function deleteRedirect(db: Db, storeId: string, id: string, version?: number): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    const current = await findRedirectById(tx, storeId, id);
    if (!current) return { kind: "not_found" } as const;
    if (version !== undefined && current.version !== version) return { kind: "conflict", current } as const;
    await tx.delete(redirects).where(and(eq(redirects.id, id), eq(redirects.storeId, storeId)));
    return { kind: "deleted" } as const;
  });
}

/** Bulk delete: only this store's ids are touched; the answer is how many went. */
export async function deleteRedirects(db: Db, storeId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await db
    .delete(redirects)
    .where(and(eq(redirects.storeId, storeId), inArray(redirects.id, ids)))
    .returning({ id: redirects.id });
  return gone.length;
}

function searchSql(storeId: string, search?: string): SQL | undefined {
  if (!search) return eq(redirects.storeId, storeId);
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(eq(redirects.storeId, storeId), or(ilike(redirects.path, like), ilike(redirects.target, like)));
}

export async function listRedirects(db: Db, storeId: string, search: string | undefined, page: number, limit: number) {
  const rows = await db
    .select()
    .from(redirects)
    .where(searchSql(storeId, search))
    .orderBy(desc(redirects.createdAt), desc(redirects.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = rows.length < limit && (rows.length > 0 || page === 1) ? (page - 1) * limit + rows.length : await countRedirects(db, storeId, search);
  return { rows, total };
}

export async function countRedirects(db: Db, storeId: string, search?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(redirects).where(searchSql(storeId, search));
  return Number(row?.n ?? 0);
}

/** Every redirect of the store by id, a batch at a time (keyset): the export holds one batch. */
export async function* redirectBatches(db: Db, storeId: string, batchSize = 5000): AsyncGenerator<Pick<RedirectRow, "path" | "target">[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({ id: redirects.id, path: redirects.path, target: redirects.target })
      .from(redirects)
      .where(and(eq(redirects.storeId, storeId), after ? gt(redirects.id, after) : undefined))
      .orderBy(asc(redirects.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1].id;
  }
}

const KEY_CHUNK = 20_000;
/** One array parameter, not a parameter per key (PostgreSQL caps a statement at 65535, and PGlite binds each slowly). */
const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** Which of `keys` are stored paths, and which are stored path targets, of the store: a query per 20k keys, not per row. */
export async function storedKeys(db: Db | Tx, storeId: string, keys: string[]): Promise<{ paths: Set<string>; targets: Set<string> }> {
  const paths = new Set<string>();
  const targets = new Set<string>();
  for (let i = 0; i < keys.length; i += KEY_CHUNK) {
    const chunk = textArray(keys.slice(i, i + KEY_CHUNK));
    const p = await db
      .select({ k: redirects.pathKey })
      .from(redirects)
      .where(and(eq(redirects.storeId, storeId), sql`${redirects.pathKey} = any(${chunk})`));
    const t = await db
      .selectDistinct({ k: redirects.targetKey })
      .from(redirects)
      .where(and(eq(redirects.storeId, storeId), sql`${redirects.targetKey} = any(${chunk})`));
    for (const r of p) paths.add(r.k);
    for (const r of t) if (r.k) targets.add(r.k);
  }
  return { paths, targets };
}

export interface ImportRow {
  path: string;
  pathKey: string;
  target: string;
  targetKey: string | null;
}

/**
 * Writes checked rows, a batch per transaction (all of a batch or none of it), under the store's lock; `check` runs
 * again inside the lock against what is stored then, so a redirect saved meanwhile cannot slip a chain in.
 */
export async function insertRedirectBatch(db: Db, storeId: string, rows: ImportRow[], now: Date, check: (tx: Tx) => Promise<ImportRow[]>): Promise<number> {
  return db.transaction(async (tx) => {
    await lockStore(tx, storeId);
    const ok = await check(tx);
    if (ok.length === 0) return 0;
    // Four array parameters whatever the batch's size (a parameter per cell would be 20k per 5000 rows).
    const col = (pick: (r: ImportRow) => string | null) => sql`${sql.param(ok.map(pick))}::text[]`;
    await tx.execute(sql`
      insert into ${redirects} (store_id, path, path_key, target, target_key, created_at, updated_at)
      select ${storeId}::uuid, r.path, r.path_key, r.target, r.target_key, ${now}, ${now}
      from unnest(${col((r) => r.path)}, ${col((r) => r.pathKey)}, ${col((r) => r.target)}, ${col((r) => r.targetKey)}) as r(path, path_key, target, target_key)`);
    return ok.length;
  });
}
export type { Tx as RedirectTx };

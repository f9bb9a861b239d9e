// Themes in the database (ADR 068): drizzle only here. One published theme per store, kept by a partial unique index;
// publishing demotes the old one and promotes the new one in one transaction and writes a history row.
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { ThemeFiles } from "../../../domain/themes";
import type { Db } from "../../db/client";
import { productImages, stores, themeMedia, themePublications, themes, users } from "../../db/schema";
import { STARTER_NAMES, STARTER_TITLES, starterFiles, type StarterName } from "./starters";

export type ThemeRow = typeof themes.$inferSelect;
export type ThemeSummaryRow = Omit<ThemeRow, "files"> & { fileCount: number };
type Stale = { kind: "conflict"; current: ThemeRow };
type NotFound = { kind: "not_found" };

const summaryColumns = {
  id: themes.id,
  storeId: themes.storeId,
  name: themes.name,
  role: themes.role,
  starter: themes.starter,
  version: themes.version,
  createdAt: themes.createdAt,
  updatedAt: themes.updatedAt,
  fileCount: sql<number>`(select count(*)::int from jsonb_object_keys(${themes.files}))`,
};

/** The published theme first, then drafts newest first. */
export async function listThemes(db: Db, storeId: string): Promise<ThemeSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(themes)
    .where(eq(themes.storeId, storeId))
    .orderBy(sql`${themes.role} = 'published' desc`, desc(themes.createdAt), asc(themes.id));
}

export async function findTheme(db: Db, storeId: string, id: string): Promise<ThemeRow | null> {
  const [row] = await db
    .select()
    .from(themes)
    .where(and(eq(themes.storeId, storeId), eq(themes.id, id)))
    .limit(1);
  return row ?? null;
}

/** A theme's id and version without its files (the editor's preview renders from the parsed-theme cache when it can). */
export async function findThemeRef(db: Db, storeId: string, id: string): Promise<{ id: string; version: number } | null> {
  const [row] = await db
    .select({ id: themes.id, version: themes.version })
    .from(themes)
    .where(and(eq(themes.storeId, storeId), eq(themes.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findPublishedTheme(db: Db, storeId: string): Promise<ThemeRow | null> {
  const [row] = await db
    .select()
    .from(themes)
    .where(and(eq(themes.storeId, storeId), eq(themes.role, "published")))
    .limit(1);
  return row ?? null;
}

/**
 * The store's published theme, installing and publishing the first starter when it has none. Two requests at once
 * both try the insert; the partial unique index lets one win and the other reads the winner.
 */
export async function ensurePublishedTheme(db: Db, storeId: string, now: Date): Promise<ThemeRow> {
  const found = await findPublishedTheme(db, storeId);
  if (found) return found;
  const starter: StarterName = STARTER_NAMES[0];
  const [store] = await db.select({ language: stores.language }).from(stores).where(eq(stores.id, storeId)).limit(1);
  const files = starterFiles(starter, store?.language === "en" ? "en" : "vi");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(themes)
      .values({ storeId, name: STARTER_TITLES[starter], role: "published", starter, files, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (row) await tx.insert(themePublications).values({ storeId, themeId: row.id, themeName: row.name, themeVersion: row.version, publishedAt: now });
  });
  const row = await findPublishedTheme(db, storeId);
  if (!row) throw new Error("No published theme after installing the starter");
  return row;
}

export async function countThemes(db: Db, storeId: string): Promise<number> {
  const [n] = await db.select({ n: count() }).from(themes).where(eq(themes.storeId, storeId));
  return Number(n?.n ?? 0);
}

export async function createTheme(db: Db, storeId: string, input: { name: string; files: ThemeFiles; starter: string | null }, now: Date): Promise<ThemeRow> {
  const [row] = await db
    .insert(themes)
    .values({ storeId, name: input.name, starter: input.starter, files: input.files, role: "draft", createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("Theme insert returned nothing");
  return row;
}

export async function renameTheme(
  db: Db,
  storeId: string,
  id: string,
  name: string,
  version: number,
  now: Date,
): Promise<{ kind: "ok"; row: ThemeRow } | Stale | NotFound> {
  const [row] = await db
    .update(themes)
    .set({ name, version: sql`${themes.version} + 1`, updatedAt: now })
    .where(and(eq(themes.storeId, storeId), eq(themes.id, id), eq(themes.version, version)))
    .returning();
  if (row) return { kind: "ok", row };
  const current = await findTheme(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

/** Saves the theme's files (the editor's settings) against its version. */
export async function saveThemeFiles(
  db: Db,
  storeId: string,
  id: string,
  files: ThemeFiles,
  version: number,
  now: Date,
): Promise<{ kind: "ok"; row: ThemeRow } | Stale | NotFound> {
  const [row] = await db
    .update(themes)
    .set({ files, version: sql`${themes.version} + 1`, updatedAt: now })
    .where(and(eq(themes.storeId, storeId), eq(themes.id, id), eq(themes.version, version)))
    .returning();
  if (row) return { kind: "ok", row };
  const current = await findTheme(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

export async function publishTheme(
  db: Db,
  storeId: string,
  id: string,
  version: number,
  userId: string | null,
  now: Date,
): Promise<{ kind: "ok"; row: ThemeRow } | Stale | NotFound> {
  const result = await db.transaction(async (tx) => {
    // Locks the target at the version the user saw; a stale one changes nothing.
    const [target] = await tx
      .select()
      .from(themes)
      .where(and(eq(themes.storeId, storeId), eq(themes.id, id)))
      .for("update");
    if (!target) return { kind: "not_found" } as const;
    if (target.version !== version) return { kind: "conflict", current: target } as const;
    await tx
      .update(themes)
      .set({ role: "draft", version: sql`${themes.version} + 1`, updatedAt: now })
      .where(and(eq(themes.storeId, storeId), eq(themes.role, "published"), sql`${themes.id} <> ${id}`));
    const [row] = await tx
      .update(themes)
      .set({ role: "published", version: sql`${themes.version} + 1`, updatedAt: now })
      .where(eq(themes.id, id))
      .returning();
    if (!row) return { kind: "not_found" } as const;
    await tx
      .insert(themePublications)
      .values({ storeId, themeId: row.id, themeName: row.name, themeVersion: row.version, publishedBy: userId, publishedAt: now });
    return { kind: "ok", row } as const;
  });
  return result;
}

export async function deleteTheme(
  db: Db,
  storeId: string,
  id: string,
  version: number | undefined,
): Promise<{ kind: "deleted" } | { kind: "published" } | Stale | NotFound> {
  const current = await findTheme(db, storeId, id);
  if (!current) return { kind: "not_found" };
  if (current.role === "published") return { kind: "published" };
  const where = and(eq(themes.storeId, storeId), eq(themes.id, id), eq(themes.role, "draft"), version === undefined ? undefined : eq(themes.version, version));
  const gone = await db.delete(themes).where(where).returning({ id: themes.id });
  if (gone.length) return { kind: "deleted" };
  const now = await findTheme(db, storeId, id);
  if (!now) return { kind: "not_found" };
  return now.role === "published" ? { kind: "published" } : { kind: "conflict", current: now };
}

/** Newest first, each with its publisher's name (else e-mail) for the admin's history table. */
export async function listPublications(db: Db, storeId: string, limit = 50) {
  return db
    .select({
      id: themePublications.id,
      themeId: themePublications.themeId,
      themeName: themePublications.themeName,
      themeVersion: themePublications.themeVersion,
      publishedBy: themePublications.publishedBy,
      publishedByName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      publishedAt: themePublications.publishedAt,
    })
    .from(themePublications)
    .leftJoin(users, eq(users.id, themePublications.publishedBy))
    .where(eq(themePublications.storeId, storeId))
    .orderBy(desc(themePublications.publishedAt), desc(themePublications.id))
    .limit(limit);
}

export interface StoreImageRow {
  key: string;
  alt: string;
  source: "product" | "theme";
  createdAt: Date;
}

/**
 * The theme editor's picker (ADR 074): the store's product images (stored keys under its own prefix; videos and old
 * external links left out) and its theme uploads, newest first. One row past `limit` says whether there is more.
 */
export async function listStoreImages(db: Db, storeId: string, page: number, limit: number): Promise<{ rows: StoreImageRow[]; hasMore: boolean }> {
  const prefix = `stores/${storeId}/%`;
  const { rows } = await db.execute<{ key: string; alt: string; source: "product" | "theme"; created_at: string | Date }>(sql`
    select ${productImages.src} as key, coalesce(nullif(${productImages.altText}, ''), ${productImages.alt}) as alt, 'product' as source, ${productImages.createdAt} as created_at
      from ${productImages}
     where ${productImages.storeId} = ${storeId} and ${productImages.kind} = 'image' and ${productImages.src} like ${prefix}
    union all
    select ${themeMedia.key}, ${themeMedia.alt}, 'theme', ${themeMedia.createdAt}
      from ${themeMedia}
     where ${themeMedia.storeId} = ${storeId}
    order by created_at desc, key desc
    limit ${limit + 1} offset ${(page - 1) * limit}`);
  const mapped = rows.map((r) => ({ key: r.key, alt: r.alt ?? "", source: r.source, createdAt: new Date(r.created_at) }));
  return { rows: mapped.slice(0, limit), hasMore: mapped.length > limit };
}

/** Records a theme upload; a second record of the same key is the first one (a retried request). */
export async function addThemeMedia(db: Db, storeId: string, key: string, alt: string): Promise<StoreImageRow> {
  await db.insert(themeMedia).values({ storeId, key, alt }).onConflictDoNothing({ target: themeMedia.key });
  const [row] = await db
    .select({ key: themeMedia.key, alt: themeMedia.alt, createdAt: themeMedia.createdAt })
    .from(themeMedia)
    .where(and(eq(themeMedia.storeId, storeId), eq(themeMedia.key, key)))
    .limit(1);
  if (!row) throw new Error("theme media row missing after insert");
  return { ...row, source: "theme" };
}

// The online store's preferences and the watermark (ADR 061): a row each per store, none until first saved (the
// defaults are version 1), saved against the version in one statement like the checkout options (ADR 060).
import { and, eq, sql } from "drizzle-orm";
import type { PreferencesDto, PreferencesForm } from "../../../domain/preferences";
import { DEFAULT_WATERMARK, type WatermarkDto, type WatermarkForm } from "../../../domain/watermark";
import type { Db } from "../../db/client";
import { storePreferences, storeWatermarks } from "../../db/schema";

type Saved<T> = { kind: "ok"; settings: T } | { kind: "conflict"; current: T };

const preferencesDto = (storeId: string, row: typeof storePreferences.$inferSelect | undefined): PreferencesDto => ({
  storeId,
  homeTitle: row?.homeTitle ?? "",
  homeDescription: row?.homeDescription ?? "",
  passwordEnabled: row?.passwordEnabled ?? false,
  storefrontPassword: row?.storefrontPassword ?? "",
  passwordMessage: row?.passwordMessage ?? "",
  version: row?.version ?? 1,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export async function getPreferences(db: Db, storeId: string): Promise<PreferencesDto> {
  const [row] = await db.select().from(storePreferences).where(eq(storePreferences.storeId, storeId)).limit(1);
  return preferencesDto(storeId, row);
}

export async function savePreferences(db: Db, storeId: string, form: PreferencesForm, now: Date): Promise<Saved<PreferencesDto>> {
  const { version, ...values } = form;
  const rows =
    version === 1
      ? await db
          .insert(storePreferences)
          .values({ storeId, ...values, version: 2, updatedAt: now })
          .onConflictDoNothing({ target: storePreferences.storeId })
          .returning()
      : await db
          .update(storePreferences)
          .set({ ...values, version: sql`${storePreferences.version} + 1`, updatedAt: now })
          .where(and(eq(storePreferences.storeId, storeId), eq(storePreferences.version, version)))
          .returning();
  if (rows[0]) return { kind: "ok", settings: preferencesDto(storeId, rows[0]) };
  return { kind: "conflict", current: await getPreferences(db, storeId) };
}

/** The watermark as stored; `imageUrl` and `sample` are the route's (it knows the storage). */
export type WatermarkRow = Omit<WatermarkDto, "imageUrl" | "sample">;

const watermarkRow = (storeId: string, row: typeof storeWatermarks.$inferSelect | undefined): WatermarkRow => ({
  storeId,
  enabled: row?.enabled ?? DEFAULT_WATERMARK.enabled,
  imageKey: row?.imageKey ?? DEFAULT_WATERMARK.imageKey,
  position: row?.position ?? DEFAULT_WATERMARK.position,
  opacity: row?.opacity ?? DEFAULT_WATERMARK.opacity,
  size: row?.size ?? DEFAULT_WATERMARK.size,
  version: row?.version ?? 1,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export async function getWatermark(db: Db, storeId: string): Promise<WatermarkRow> {
  const [row] = await db.select().from(storeWatermarks).where(eq(storeWatermarks.storeId, storeId)).limit(1);
  return watermarkRow(storeId, row);
}

export async function saveWatermark(db: Db, storeId: string, form: WatermarkForm, now: Date): Promise<Saved<WatermarkRow>> {
  const { version, ...values } = form;
  const rows =
    version === 1
      ? await db
          .insert(storeWatermarks)
          .values({ storeId, ...values, version: 2, updatedAt: now })
          .onConflictDoNothing({ target: storeWatermarks.storeId })
          .returning()
      : await db
          .update(storeWatermarks)
          .set({ ...values, version: sql`${storeWatermarks.version} + 1`, updatedAt: now })
          .where(and(eq(storeWatermarks.storeId, storeId), eq(storeWatermarks.version, version)))
          .returning();
  if (rows[0]) return { kind: "ok", settings: watermarkRow(storeId, rows[0]) };
  return { kind: "conflict", current: await getWatermark(db, storeId) };
}

// A store's profit settings (ADR 044): one row per store, none until first saved (then all 0 at version 1).
import { and, eq, sql } from "drizzle-orm";
import { currencyOf, fromMinor, toMinor, type CurrencyCode } from "../../../domain/money";
import type { ProfitSettingsBody, ProfitSettingsDto } from "../../../domain/profit-settings";
import type { Db } from "../../db/client";
import { storeProfitSettings, stores } from "../../db/schema";

type Row = typeof storeProfitSettings.$inferSelect;

export async function storeCurrency(db: Db, storeId: string): Promise<CurrencyCode> {
  const [row] = await db.select({ language: stores.language }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return currencyOf(row?.language);
}

const toDto = (row: Row | undefined, currency: CurrencyCode): ProfitSettingsDto => ({
  currency,
  paymentFeePercent: row ? Number(row.paymentFeePercent) : 0,
  paymentFeeFixed: fromMinor(row?.paymentFeeFixedMinor ?? 0, currency),
  shippingCostPerOrder: fromMinor(row?.shippingCostPerOrderMinor ?? 0, currency),
  version: row?.version ?? 1,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export async function getProfitSettings(db: Db, storeId: string): Promise<ProfitSettingsDto> {
  const [row, currency] = await Promise.all([
    db.select().from(storeProfitSettings).where(eq(storeProfitSettings.storeId, storeId)).limit(1),
    storeCurrency(db, storeId),
  ]);
  return toDto(row[0], currency);
}

/**
 * Saves against `version` (rule 9): a store without a row is at version 1, so version 1 inserts, or updates a row still
 * at 1; any other updates only the row at that version. Nothing written is a conflict, answered with the current settings.
 */
export async function saveProfitSettings(
  db: Db,
  storeId: string,
  currency: CurrencyCode,
  body: ProfitSettingsBody,
  now: Date,
): Promise<{ kind: "ok"; settings: ProfitSettingsDto } | { kind: "conflict"; current: ProfitSettingsDto }> {
  const values = {
    paymentFeePercent: body.paymentFeePercent,
    paymentFeeFixedMinor: toMinor(body.paymentFeeFixed, currency),
    shippingCostPerOrderMinor: toMinor(body.shippingCostPerOrder, currency),
    updatedAt: now,
  };
  const next = sql`${storeProfitSettings.version} + 1`;
  const rows =
    body.version === 1
      ? await db
          .insert(storeProfitSettings)
          .values({ storeId, ...values, version: 2 })
          .onConflictDoUpdate({ target: storeProfitSettings.storeId, set: { ...values, version: next }, setWhere: eq(storeProfitSettings.version, 1) })
          .returning()
      : await db
          .update(storeProfitSettings)
          .set({ ...values, version: next })
          .where(and(eq(storeProfitSettings.storeId, storeId), eq(storeProfitSettings.version, body.version)))
          .returning();
  if (rows[0]) return { kind: "ok", settings: toDto(rows[0], currency) };
  return { kind: "conflict", current: await getProfitSettings(db, storeId) };
}

// The store's general settings (ADR 054): columns of its `stores` row, versioned by the row's `version`.
import { and, eq, sql } from "drizzle-orm";
import type { GeneralSettingsDto, GeneralSettingsForm } from "../../../domain/general-settings";
import { DEFAULT_LOCALE, isLocale } from "../../../domain/i18n/locales";
import { currencyOf } from "../../../domain/money";
import type { Db } from "../../db/client";
import { stores } from "../../db/schema";

const columns = {
  id: stores.id,
  name: stores.name,
  contactEmail: stores.contactEmail,
  contactPhone: stores.contactPhone,
  language: stores.language,
  timezone: stores.timezone,
  version: stores.version,
  updatedAt: stores.updatedAt,
};
type Row = Pick<typeof stores.$inferSelect, keyof typeof columns>;

function toDto(row: Row): GeneralSettingsDto {
  const language = isLocale(row.language) ? row.language : DEFAULT_LOCALE;
  return {
    storeId: row.id,
    name: row.name,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    language,
    standardTimezone: row.timezone,
    currency: currencyOf(language),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The current store's settings (the route's membership check found the store, so the row exists). */
export async function getGeneralSettings(db: Db, storeId: string): Promise<GeneralSettingsDto> {
  const [row] = await db.select(columns).from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!row) throw new Error(`store ${storeId} not found`);
  return toDto(row);
}

/**
 * Saves against `version` (rule 9) in one statement: only the row still at that version changes, so of two saves from
 * the same version one wins and the other gets the conflict, answered with the settings as saved now.
 */
export async function saveGeneralSettings(
  db: Db,
  storeId: string,
  form: GeneralSettingsForm,
  now: Date,
): Promise<{ kind: "ok"; settings: GeneralSettingsDto } | { kind: "conflict"; current: GeneralSettingsDto }> {
  const [row] = await db
    .update(stores)
    .set({
      name: form.name,
      contactEmail: form.contactEmail,
      contactPhone: form.contactPhone,
      language: form.language,
      timezone: form.standardTimezone,
      version: sql`${stores.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(stores.id, storeId), eq(stores.version, form.version)))
    .returning(columns);
  if (row) return { kind: "ok", settings: toDto(row) };
  return { kind: "conflict", current: await getGeneralSettings(db, storeId) };
}

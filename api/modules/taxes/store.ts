// A store's taxes (ADR 059): one row per country with a rate, and the store-level switch. Rates are integers in
// thousandths of a percent. Every query names the store.
import { and, asc, eq, sql } from "drizzle-orm";
import { toScaledRate, type CountryTaxForm, type TaxSettingsForm } from "../../../domain/tax-settings";
import type { Db } from "../../db/client";
import { prebuilt } from "../../db/prepared";
import { taxCountries, taxSettings } from "../../db/schema";
import type { Executor } from "../checkout/store";

export type CountryTaxRow = typeof taxCountries.$inferSelect;
export interface TaxSwitch {
  pricesIncludeTax: boolean;
  version: number;
}

/** The switch; a store that never saved it includes tax in its prices (as every store did before taxes), version 1. */
export async function getSwitch(db: Executor, storeId: string): Promise<TaxSwitch> {
  const [row] = await db
    .select({ pricesIncludeTax: taxSettings.pricesIncludeTax, version: taxSettings.version })
    .from(taxSettings)
    .where(eq(taxSettings.storeId, storeId))
    .limit(1);
  return row ?? { pricesIncludeTax: true, version: 1 };
}

/** Saves the switch against `version`: the first save inserts the row (at version 2), later ones update it. */
export async function saveSwitch(db: Db, storeId: string, form: TaxSettingsForm, now: Date): Promise<{ kind: "ok" | "conflict"; settings: TaxSwitch }> {
  const [row] =
    form.version === 1
      ? await db
          .insert(taxSettings)
          .values({ storeId, pricesIncludeTax: form.pricesIncludeTax, version: 2, updatedAt: now })
          .onConflictDoNothing()
          .returning({ pricesIncludeTax: taxSettings.pricesIncludeTax, version: taxSettings.version })
      : await db
          .update(taxSettings)
          .set({ pricesIncludeTax: form.pricesIncludeTax, version: sql`${taxSettings.version} + 1`, updatedAt: now })
          .where(and(eq(taxSettings.storeId, storeId), eq(taxSettings.version, form.version)))
          .returning({ pricesIncludeTax: taxSettings.pricesIncludeTax, version: taxSettings.version });
  if (row) return { kind: "ok", settings: row };
  return { kind: "conflict", settings: await getSwitch(db, storeId) };
}

export async function listCountries(db: Executor, storeId: string): Promise<CountryTaxRow[]> {
  return db.select().from(taxCountries).where(eq(taxCountries.storeId, storeId)).orderBy(asc(taxCountries.countryCode));
}

// On every checkout call with an address: built once, a named statement (ADR 048, 080).
const countryTaxQuery = prebuilt("backroom_country_tax", (db) =>
  db
    .select()
    .from(taxCountries)
    .where(and(eq(taxCountries.storeId, sql.placeholder("storeId")), eq(taxCountries.countryCode, sql.placeholder("countryCode"))))
    .limit(1),
);

export async function findCountryTax(db: Executor, storeId: string, countryCode: string): Promise<CountryTaxRow | null> {
  const [row] = await countryTaxQuery(db).execute({ storeId, countryCode });
  return row ?? null;
}

/**
 * Without `version` the country is new (a row already there is a conflict: someone added it meanwhile); with it the
 * row still at that version changes (rule 9).
 */
export async function saveCountryTax(
  db: Db,
  storeId: string,
  countryCode: string,
  form: CountryTaxForm,
  now: Date,
): Promise<{ kind: "ok"; row: CountryTaxRow } | { kind: "conflict"; current: CountryTaxRow | null }> {
  const values = { rate: toScaledRate(form.rate), regions: form.regions.map((r) => ({ name: r.name, rate: toScaledRate(r.rate) })), updatedAt: now };
  const [row] =
    form.version === undefined
      ? await db
          .insert(taxCountries)
          .values({ storeId, countryCode, ...values })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(taxCountries)
          .set({ ...values, version: sql`${taxCountries.version} + 1` })
          .where(and(eq(taxCountries.storeId, storeId), eq(taxCountries.countryCode, countryCode), eq(taxCountries.version, form.version)))
          .returning();
  if (row) return { kind: "ok", row };
  return { kind: "conflict", current: await findCountryTax(db, storeId, countryCode) };
}

export async function deleteCountryTax(db: Db, storeId: string, countryCode: string): Promise<boolean> {
  const rows = await db
    .delete(taxCountries)
    .where(and(eq(taxCountries.storeId, storeId), eq(taxCountries.countryCode, countryCode)))
    .returning({ code: taxCountries.countryCode });
  return rows.length > 0;
}

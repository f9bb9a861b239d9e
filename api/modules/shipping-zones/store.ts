// A store's shipping zones (ADR 059). Every query names the store: another store's zone id finds nothing. A zone's
// countries live in their own table whose key (store, country) lets a country be in one zone only, even when two
// saves race: the loser's insert fails and is answered as the field error that names the other zone.
import crypto from "node:crypto";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { CurrencyCode } from "../../../domain/money";
import { toStoredRate, type ShippingZoneForm } from "../../../domain/shipping-zones";
import type { Db } from "../../db/client";
import { prebuilt } from "../../db/prepared";
import { shippingZoneCountries, shippingZones, type ZoneRate } from "../../db/schema";
import type { Executor } from "../checkout/store";

export interface ZoneRow {
  id: string;
  name: string;
  countries: string[];
  rates: ZoneRate[];
  version: number;
  updatedAt: Date;
}

const zoneColumns = {
  id: shippingZones.id,
  name: shippingZones.name,
  rates: shippingZones.rates,
  version: shippingZones.version,
  updatedAt: shippingZones.updatedAt,
};

/** The store's zones, oldest first, each with its countries (sorted). */
export async function listZones(db: Executor, storeId: string): Promise<ZoneRow[]> {
  const [zones, countries] = await Promise.all([
    db.select(zoneColumns).from(shippingZones).where(eq(shippingZones.storeId, storeId)).orderBy(asc(shippingZones.createdAt), asc(shippingZones.id)),
    db
      .select({ zoneId: shippingZoneCountries.zoneId, code: shippingZoneCountries.countryCode })
      .from(shippingZoneCountries)
      .where(eq(shippingZoneCountries.storeId, storeId))
      .orderBy(asc(shippingZoneCountries.countryCode)),
  ]);
  return zones.map((z) => ({ ...z, countries: countries.filter((c) => c.zoneId === z.id).map((c) => c.code) }));
}

export async function findZone(db: Executor, storeId: string, id: string): Promise<ZoneRow | null> {
  const [zone] = await db
    .select(zoneColumns)
    .from(shippingZones)
    .where(and(eq(shippingZones.storeId, storeId), eq(shippingZones.id, id)))
    .limit(1);
  if (!zone) return null;
  const countries = await db
    .select({ code: shippingZoneCountries.countryCode })
    .from(shippingZoneCountries)
    .where(and(eq(shippingZoneCountries.storeId, storeId), eq(shippingZoneCountries.zoneId, id)))
    .orderBy(asc(shippingZoneCountries.countryCode));
  return { ...zone, countries: countries.map((c) => c.code) };
}

/** The zone holding one country, if any: the checkout reads this and nothing else of the zones. */
export async function zoneForCountry(db: Executor, storeId: string, countryCode: string): Promise<ZoneRow | null> {
  const [hit] = await db
    .select({ zoneId: shippingZoneCountries.zoneId })
    .from(shippingZoneCountries)
    .where(and(eq(shippingZoneCountries.storeId, storeId), eq(shippingZoneCountries.countryCode, countryCode.toUpperCase())))
    .limit(1);
  return hit ? findZone(db, storeId, hit.zoneId) : null;
}

// On every checkout call's path: built once, a named statement (ADR 048, 080).
const hasZonesQuery = prebuilt("backroom_has_zones", (db) =>
  db
    .select({ id: shippingZones.id })
    .from(shippingZones)
    .where(eq(shippingZones.storeId, sql.placeholder("storeId")))
    .limit(1),
);

/** Whether the store has any zone at all (none: the checkout offers the default rates, ADR 059). */
export async function hasZones(db: Executor, storeId: string): Promise<boolean> {
  const [row] = await hasZonesQuery(db).execute({ storeId });
  return !!row;
}

/** Countries of the form already in another zone of the store: code → that zone's name. */
export async function takenCountries(db: Executor, storeId: string, codes: readonly string[], exceptZoneId: string | null): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: shippingZoneCountries.countryCode, zone: shippingZones.name })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .where(
      and(
        eq(shippingZoneCountries.storeId, storeId),
        inArray(shippingZoneCountries.countryCode, [...codes]),
        exceptZoneId ? ne(shippingZoneCountries.zoneId, exceptZoneId) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.code, r.zone]));
}

/** A rate keeps its id across saves (a checkout that chose it keeps it); a new one gets a fresh id. */
function storedRates(form: ShippingZoneForm, previous: readonly ZoneRate[], currency: CurrencyCode): ZoneRate[] {
  const known = new Set(previous.map((r) => r.id));
  return form.rates.map((r) => toStoredRate(r, r.id && known.has(r.id) ? r.id : crypto.randomUUID(), currency));
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === "23505" || err?.cause?.code === "23505";
};

export type SaveResult = { kind: "ok"; zone: ZoneRow } | { kind: "taken" } | { kind: "conflict"; current: ZoneRow } | { kind: "not_found" };

export async function createZone(db: Db, storeId: string, form: ShippingZoneForm, currency: CurrencyCode, now: Date): Promise<SaveResult> {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shippingZones)
        .values({ storeId, name: form.name, rates: storedRates(form, [], currency), createdAt: now, updatedAt: now })
        .returning({ id: shippingZones.id });
      await tx.insert(shippingZoneCountries).values(form.countries.map((countryCode) => ({ storeId, countryCode, zoneId: row!.id })));
      return row!.id;
    });
    return { kind: "ok", zone: (await findZone(db, storeId, id))! };
  } catch (e) {
    if (isUniqueViolation(e)) return { kind: "taken" };
    throw e;
  }
}

/** Saves against `version` (rule 9): only the row still at that version changes; its countries are replaced. */
export async function updateZone(db: Db, storeId: string, id: string, form: ShippingZoneForm, currency: CurrencyCode, now: Date): Promise<SaveResult> {
  const before = await findZone(db, storeId, id);
  if (!before) return { kind: "not_found" };
  try {
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(shippingZones)
        .set({ name: form.name, rates: storedRates(form, before.rates, currency), version: sql`${shippingZones.version} + 1`, updatedAt: now })
        .where(and(eq(shippingZones.storeId, storeId), eq(shippingZones.id, id), eq(shippingZones.version, form.version ?? 0)))
        .returning({ id: shippingZones.id });
      if (!row) return false;
      await tx.delete(shippingZoneCountries).where(and(eq(shippingZoneCountries.storeId, storeId), eq(shippingZoneCountries.zoneId, id)));
      await tx.insert(shippingZoneCountries).values(form.countries.map((countryCode) => ({ storeId, countryCode, zoneId: id })));
      return true;
    });
    if (!saved) {
      const current = await findZone(db, storeId, id);
      return current ? { kind: "conflict", current } : { kind: "not_found" };
    }
    return { kind: "ok", zone: (await findZone(db, storeId, id))! };
  } catch (e) {
    if (isUniqueViolation(e)) return { kind: "taken" };
    throw e;
  }
}

/** Deletes the store's zone (its countries go with it); false when the store has no such zone. */
export async function deleteZone(db: Db, storeId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(shippingZones)
    .where(and(eq(shippingZones.storeId, storeId), eq(shippingZones.id, id)))
    .returning({ id: shippingZones.id });
  return rows.length > 0;
}

// The store's settings: the general ones are columns of its `stores` row, versioned by the row's `version` (ADR 054);
// the checkout options and the legal policies have a row each (ADR 060).
import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_CHECKOUT_SETTINGS, type CheckoutSettingsDto, type CheckoutSettingsForm } from "../../../domain/checkout-settings";
import type { GeneralSettingsDto, GeneralSettingsForm } from "../../../domain/general-settings";
import type { LegalPoliciesDto, LegalPoliciesForm } from "../../../domain/legal-policies";
import { DEFAULT_LOCALE, isLocale } from "../../../domain/i18n/locales";
import { currencyOf } from "../../../domain/money";
import type { Db } from "../../db/client";
import { checkoutSettings, storePolicies, stores } from "../../db/schema";

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
export async function saveGeneralSettings(db: Db, storeId: string, form: GeneralSettingsForm, now: Date): Promise<Saved<GeneralSettingsDto>> {
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

type Saved<T> = { kind: "ok"; settings: T } | { kind: "conflict"; current: T };

// The checkout options and the policies (ADR 060): one row per store, none until first saved; the defaults are version
// 1, so version 1 inserts (or, on a racing insert, updates nothing and is a conflict) and any other updates only the
// row at that version.

const checkoutDto = (storeId: string, row: typeof checkoutSettings.$inferSelect | undefined): CheckoutSettingsDto => {
  const d = DEFAULT_CHECKOUT_SETTINGS;
  return {
    storeId,
    contactMethod: row?.contactMethod ?? d.contactMethod,
    firstName: row?.firstName ?? d.address.firstName,
    company: row?.company ?? d.address.company,
    address2: row?.address2 ?? d.address.address2,
    province: row?.province ?? d.address.province,
    zip: row?.zip ?? d.address.zip,
    phone: row?.phone ?? d.address.phone,
    orderNotes: row?.orderNotes ?? d.orderNotes,
    version: row?.version ?? 1,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
};

export async function getCheckoutSettings(db: Db, storeId: string): Promise<CheckoutSettingsDto> {
  const [row] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.storeId, storeId)).limit(1);
  return checkoutDto(storeId, row);
}

export async function saveCheckoutSettings(db: Db, storeId: string, form: CheckoutSettingsForm, now: Date): Promise<Saved<CheckoutSettingsDto>> {
  const { version, ...values } = form;
  const next = sql`${checkoutSettings.version} + 1`;
  const rows =
    version === 1
      ? await db
          .insert(checkoutSettings)
          .values({ storeId, ...values, version: 2, updatedAt: now })
          .onConflictDoNothing({ target: checkoutSettings.storeId })
          .returning()
      : await db
          .update(checkoutSettings)
          .set({ ...values, version: next, updatedAt: now })
          .where(and(eq(checkoutSettings.storeId, storeId), eq(checkoutSettings.version, version)))
          .returning();
  if (rows[0]) return { kind: "ok", settings: checkoutDto(storeId, rows[0]) };
  return { kind: "conflict", current: await getCheckoutSettings(db, storeId) };
}

const policiesDto = (storeId: string, row: typeof storePolicies.$inferSelect | undefined): LegalPoliciesDto => ({
  storeId,
  refundPolicy: row?.refundPolicy ?? "",
  privacyPolicy: row?.privacyPolicy ?? "",
  termsOfService: row?.termsOfService ?? "",
  shippingPolicy: row?.shippingPolicy ?? "",
  version: row?.version ?? 1,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export async function getLegalPolicies(db: Db, storeId: string): Promise<LegalPoliciesDto> {
  const [row] = await db.select().from(storePolicies).where(eq(storePolicies.storeId, storeId)).limit(1);
  return policiesDto(storeId, row);
}

/** `form` is already cleaned (the route sanitises each policy). */
export async function saveLegalPolicies(db: Db, storeId: string, form: LegalPoliciesForm, now: Date): Promise<Saved<LegalPoliciesDto>> {
  const { version, ...values } = form;
  const rows =
    version === 1
      ? await db
          .insert(storePolicies)
          .values({ storeId, ...values, version: 2, updatedAt: now })
          .onConflictDoNothing({ target: storePolicies.storeId })
          .returning()
      : await db
          .update(storePolicies)
          .set({ ...values, version: sql`${storePolicies.version} + 1`, updatedAt: now })
          .where(and(eq(storePolicies.storeId, storeId), eq(storePolicies.version, version)))
          .returning();
  if (rows[0]) return { kind: "ok", settings: policiesDto(storeId, rows[0]) };
  return { kind: "conflict", current: await getLegalPolicies(db, storeId) };
}

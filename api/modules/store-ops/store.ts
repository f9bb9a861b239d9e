// A store's payment methods, payout details and proxy (ADR 063): one row each per store, none until first saved.
// Secrets arrive here already sealed (routes.ts): this file never sees a plaintext account number or password.
import { and, eq, sql } from "drizzle-orm";
import { currencyOf } from "../../../domain/money";
import type { PaymentSettingsDto, PayoutDto, ProxyDto } from "../../../domain/store-ops";
import type { Db } from "../../db/client";
import { storePaymentSettings, storePayoutSettings, storeProfitSettings, storeProxySettings, stores } from "../../db/schema";
import type { Executor } from "../checkout/store";

// Payments -----------------------------------------------------------------------------------------------------------

// What the checkout offers is read with the store, in the checkout's own statements (checkout/store.ts `Storefront`).

export async function getPaymentSettings(db: Executor, storeId: string): Promise<PaymentSettingsDto> {
  const [row] = await db
    .select({ language: stores.language, payment: storePaymentSettings, fee: storeProfitSettings })
    .from(stores)
    .leftJoin(storePaymentSettings, eq(storePaymentSettings.storeId, stores.id))
    .leftJoin(storeProfitSettings, eq(storeProfitSettings.storeId, stores.id))
    .where(eq(stores.id, storeId))
    .limit(1);
  const p = row?.payment;
  return {
    storeId,
    currency: currencyOf(row?.language),
    cod: p?.codEnabled ?? true,
    bankTransfer: p?.bankTransferEnabled ?? true,
    bankTransferInstructions: p?.bankTransferInstructions ?? "",
    feePercent: row?.fee ? Number(row.fee.paymentFeePercent) : 0,
    feeFixedMinor: row?.fee?.paymentFeeFixedMinor ?? 0,
    version: p?.version ?? 1,
    updatedAt: p?.updatedAt.toISOString() ?? null,
  };
}

export interface PaymentValues {
  cod: boolean;
  bankTransfer: boolean;
  bankTransferInstructions: string;
  feePercent: number;
  feeFixedMinor: number;
}

/**
 * Saves the methods against `version` (version 1 inserts the first row at 2) and, in the same transaction, the fee into
 * the store's profit settings: the estimated-profit report's payment fee is the assigned one (ADR 063).
 */
export async function assignPayment(
  db: Db,
  storeId: string,
  values: PaymentValues,
  version: number,
  now: Date,
): Promise<{ kind: "ok" | "conflict"; settings: PaymentSettingsDto }> {
  const methods = {
    codEnabled: values.cod,
    bankTransferEnabled: values.bankTransfer,
    bankTransferInstructions: values.bankTransfer ? values.bankTransferInstructions : "",
    updatedAt: now,
  };
  const saved = await db.transaction(async (tx) => {
    const rows =
      version === 1
        ? await tx
            .insert(storePaymentSettings)
            .values({ storeId, ...methods, version: 2 })
            .onConflictDoNothing()
            .returning({ storeId: storePaymentSettings.storeId })
        : await tx
            .update(storePaymentSettings)
            .set({ ...methods, version: sql`${storePaymentSettings.version} + 1` })
            .where(and(eq(storePaymentSettings.storeId, storeId), eq(storePaymentSettings.version, version)))
            .returning({ storeId: storePaymentSettings.storeId });
    if (rows.length === 0) return false;
    const fee = { paymentFeePercent: values.feePercent, paymentFeeFixedMinor: values.feeFixedMinor, updatedAt: now };
    await tx
      .insert(storeProfitSettings)
      .values({ storeId, ...fee, version: 2 })
      .onConflictDoUpdate({ target: storeProfitSettings.storeId, set: { ...fee, version: sql`${storeProfitSettings.version} + 1` } });
    return true;
  });
  return { kind: saved ? "ok" : "conflict", settings: await getPaymentSettings(db, storeId) };
}

// Payout -------------------------------------------------------------------------------------------------------------

type PayoutRow = typeof storePayoutSettings.$inferSelect;

const payoutDto = (row: PayoutRow | undefined): PayoutDto => ({
  accountHolder: row?.accountHolder ?? "",
  bankName: row?.bankName ?? "",
  accountNumber: { isSet: !!row, last4: row?.accountNumberLast4 ?? "" },
  branch: row?.branch ?? "",
  swiftCode: row?.swiftCode ?? "",
  version: row?.version ?? 1,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export async function getPayout(db: Db, storeId: string): Promise<PayoutDto> {
  const [row] = await db.select().from(storePayoutSettings).where(eq(storePayoutSettings.storeId, storeId)).limit(1);
  return payoutDto(row);
}

export interface PayoutValues {
  accountHolder: string;
  bankName: string;
  /** Sealed, with its last four; null keeps the stored one. */
  accountNumber: { sealed: string; last4: string } | null;
  branch: string;
  swiftCode: string;
}

export type SaveResult<T> = { kind: "ok"; value: T } | { kind: "conflict"; current: T } | { kind: "missing-secret" };

export async function savePayout(db: Db, storeId: string, values: PayoutValues, version: number, now: Date): Promise<SaveResult<PayoutDto>> {
  const plain = { accountHolder: values.accountHolder, bankName: values.bankName, branch: values.branch, swiftCode: values.swiftCode, updatedAt: now };
  const secret = values.accountNumber ? { accountNumberSealed: values.accountNumber.sealed, accountNumberLast4: values.accountNumber.last4 } : {};
  let rows: PayoutRow[];
  if (version === 1) {
    // The first save must carry the number: there is nothing stored to keep.
    if (!values.accountNumber) return { kind: "missing-secret" };
    rows = await db
      .insert(storePayoutSettings)
      .values({ storeId, ...plain, accountNumberSealed: values.accountNumber.sealed, accountNumberLast4: values.accountNumber.last4, version: 2 })
      .onConflictDoNothing()
      .returning();
  } else {
    rows = await db
      .update(storePayoutSettings)
      .set({ ...plain, ...secret, version: sql`${storePayoutSettings.version} + 1` })
      .where(and(eq(storePayoutSettings.storeId, storeId), eq(storePayoutSettings.version, version)))
      .returning();
  }
  if (rows[0]) return { kind: "ok", value: payoutDto(rows[0]) };
  return { kind: "conflict", current: await getPayout(db, storeId) };
}

// Proxy --------------------------------------------------------------------------------------------------------------

type ProxyRow = typeof storeProxySettings.$inferSelect;

const proxyDto = (row: ProxyRow | undefined): ProxyDto => ({
  enabled: row?.enabled ?? false,
  url: row?.url ?? "",
  username: row?.username ?? "",
  passwordSet: !!row?.passwordSealed,
  version: row?.version ?? 1,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** The row as stored, sealed password included: for the integrations that will read it (ADR 063), never an answer. */
export async function proxyRow(db: Executor, storeId: string): Promise<ProxyRow | null> {
  const [row] = await db.select().from(storeProxySettings).where(eq(storeProxySettings.storeId, storeId)).limit(1);
  return row ?? null;
}

export async function getProxy(db: Db, storeId: string): Promise<ProxyDto> {
  return proxyDto((await proxyRow(db, storeId)) ?? undefined);
}

export interface ProxyValues {
  enabled: boolean;
  url: string;
  username: string;
  /** A new sealed password; undefined keeps the stored one, null removes it (no user name any more). */
  passwordSealed: string | null | undefined;
}

export async function saveProxy(
  db: Db,
  storeId: string,
  values: ProxyValues,
  version: number,
  now: Date,
): Promise<{ kind: "ok"; value: ProxyDto } | { kind: "conflict"; current: ProxyDto }> {
  const set = {
    enabled: values.enabled,
    url: values.url,
    username: values.username,
    updatedAt: now,
    ...(values.passwordSealed === undefined ? {} : { passwordSealed: values.passwordSealed }),
  };
  const rows =
    version === 1
      ? await db
          .insert(storeProxySettings)
          .values({ storeId, ...set, version: 2 })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(storeProxySettings)
          .set({ ...set, version: sql`${storeProxySettings.version} + 1` })
          .where(and(eq(storeProxySettings.storeId, storeId), eq(storeProxySettings.version, version)))
          .returning();
  if (rows[0]) return { kind: "ok", value: proxyDto(rows[0]) };
  return { kind: "conflict", current: await getProxy(db, storeId) };
}

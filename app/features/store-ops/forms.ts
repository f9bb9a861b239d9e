// Pure helpers of the payments, payout and proxy pages (ADR 063): the forms' values from the saved records and the
// editor screens' configs. Relative imports only: unit tests import this file without the app's path aliases.
import type { TFunction } from "../../../domain/i18n/core";
import { fromMinor, MINOR_DIGITS } from "../../../domain/money";
import type { PaymentSettingsDto, PayoutDto, ProxyDto } from "../../../domain/store-ops";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { settingsUrls } from "../settings/urls";

export const PAYMENTS_FORM_ID = "payments-form";
export const PAYOUT_FORM_ID = "payout-form";
export const PROXY_FORM_ID = "proxy-form";

/** Secret inputs: never filled in by a loader, and never sent back by a refused save (the kit's hideFields). */
export const PAYOUT_SECRET_FIELDS = ["accountNumber"] as const;
export const PROXY_SECRET_FIELDS = ["password"] as const;

export interface PaymentValues {
  cod: boolean;
  bankTransfer: boolean;
  bankTransferInstructions: string;
  feePercent: string;
  feeFixed: string;
  version: string;
}

/** The fixed fee as a person types it back: "3000" đ, "0.30" $ (no grouping, so it parses as it shows). */
export const typedFee = (minor: number, currency: PaymentSettingsDto["currency"]) => fromMinor(minor, currency).toFixed(MINOR_DIGITS[currency]);

export function paymentValues(dto: PaymentSettingsDto): PaymentValues {
  return {
    cod: dto.cod,
    bankTransfer: dto.bankTransfer,
    bankTransferInstructions: dto.bankTransferInstructions,
    feePercent: String(dto.feePercent),
    feeFixed: typedFee(dto.feeFixedMinor, dto.currency),
    version: String(dto.version),
  };
}

export type PayoutValues = Record<"accountHolder" | "bankName" | "accountNumber" | "branch" | "swiftCode" | "version", string>;

export function payoutValues(dto: PayoutDto): PayoutValues {
  return {
    accountHolder: dto.accountHolder,
    bankName: dto.bankName,
    accountNumber: "",
    branch: dto.branch,
    swiftCode: dto.swiftCode,
    version: String(dto.version),
  };
}

export interface ProxyValues {
  enabled: boolean;
  url: string;
  username: string;
  password: string;
  version: string;
}

export function proxyValues(dto: ProxyDto): ProxyValues {
  return { enabled: dto.enabled, url: dto.url, username: dto.username, password: "", version: String(dto.version) };
}

function singleRecordScreen<R>(t: TFunction<"ops">, page: "payments" | "payout" | "proxy", formId: string, url: string): EditorScreenConfig<R> {
  return {
    noun: page,
    formId,
    back: { to: settingsUrls.index, label: t("home") },
    create: { title: t(`${page}.title`), url },
    title: () => t(`${page}.title`),
    url: () => url,
    texts: { notSaved: t(`${page}.notSaved`), conflictTitle: t(`${page}.conflictTitle`) },
  };
}

export const paymentsScreen = (t: TFunction<"ops">) => singleRecordScreen<PaymentSettingsDto>(t, "payments", PAYMENTS_FORM_ID, settingsUrls.payments);
export const payoutScreen = (t: TFunction<"ops">) => singleRecordScreen<PayoutDto>(t, "payout", PAYOUT_FORM_ID, settingsUrls.payout);
export const proxyScreen = (t: TFunction<"ops">) => singleRecordScreen<ProxyDto>(t, "proxy", PROXY_FORM_ID, settingsUrls.proxy);

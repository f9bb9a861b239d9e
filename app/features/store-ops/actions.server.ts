// The payments, payout and proxy pages' server halves (ADR 063): their guards, and save (or, after a conflict,
// overwrite) through the editor kit. Secrets never come back in a reply (hideFields).
import type { AppLoadContext } from "@remix-run/node";
import type { TFunction } from "@domain/i18n/core";
import {
  paymentSettingsFormSchema,
  PayoutFormSchema,
  ProxyFormSchema,
  STORE_OPS_MESSAGES,
  type PaymentSettingsForm,
  type PayoutForm,
  type ProxyForm,
} from "@domain/store-ops";
import { conflictingRecord } from "~/api-client/shipping-taxes.server";
import { assignPayment, getPaymentSettings, savePayout, saveProxy, type PaymentSettingsDto } from "~/api-client/store-ops.server";
import { intentOf, unknownIntent, updateRecord, type EditorApi, type EditorConfig } from "~/components/editor/actions.server";
import { settingsUrls } from "../settings/urls";
import { PAYOUT_SECRET_FIELDS, PROXY_SECRET_FIELDS } from "./forms";

type Saved = { version: number; updatedAt: string };

function save<Dto extends Saved>(
  context: AppLoadContext,
  api: EditorApi,
  formData: FormData,
  config: Omit<EditorConfig<Dto>, "conflicting" | "listUrl" | "editorUrl"> & { url: string },
) {
  const intent = intentOf(formData, ["save", "overwrite"], "save");
  if (!intent) throw unknownIntent();
  const editor: EditorConfig<Dto> = {
    ...config,
    conflicting: (error) => {
      const current = conflictingRecord<Dto>(error);
      return current && { ...current, updatedAt: current.updatedAt ?? "" };
    },
    editorUrl: () => config.url,
    listUrl: config.url,
  };
  return updateRecord(editor as never, context, api, "", formData, intent);
}

const toasts = (message: string) => ({ created: message, updated: message, deleted: message });

export async function paymentsAction(context: AppLoadContext, api: EditorApi, t: TFunction<"ops">, storeId: string, formData: FormData) {
  // The fixed fee is typed in the store's currency: the saved settings say which.
  const { currency } = await getPaymentSettings(api);
  return save<PaymentSettingsDto & Saved>(context, api, formData, {
    noun: "payment settings",
    toasts: toasts(t("payments.saved")),
    schemas: { create: paymentSettingsFormSchema(currency), update: paymentSettingsFormSchema(currency) },
    fields: ["cod", "bankTransfer", "bankTransferInstructions", "feePercent", "feeFixed", "version"],
    update: (client, _id, value: PaymentSettingsForm) => assignPayment(client, { ...value, storeId }),
    conflictMessage: STORE_OPS_MESSAGES.paymentsConflict,
    url: settingsUrls.payments,
  });
}

export function payoutAction(context: AppLoadContext, api: EditorApi, t: TFunction<"ops">, formData: FormData) {
  return save(context, api, formData, {
    noun: "payout details",
    toasts: toasts(t("payout.saved")),
    schemas: { create: PayoutFormSchema, update: PayoutFormSchema },
    fields: ["accountHolder", "bankName", "accountNumber", "branch", "swiftCode", "version"],
    update: (client, _id, value: PayoutForm) => savePayout(client, value),
    conflictMessage: STORE_OPS_MESSAGES.payoutConflict,
    hideFields: PAYOUT_SECRET_FIELDS,
    url: settingsUrls.payout,
  });
}

export function proxyAction(context: AppLoadContext, api: EditorApi, t: TFunction<"ops">, formData: FormData) {
  return save(context, api, formData, {
    noun: "proxy settings",
    toasts: toasts(t("proxy.saved")),
    schemas: { create: ProxyFormSchema, update: ProxyFormSchema },
    fields: ["enabled", "url", "username", "password", "version"],
    update: (client, _id, value: ProxyForm) => saveProxy(client, value),
    conflictMessage: STORE_OPS_MESSAGES.proxyConflict,
    hideFields: PROXY_SECRET_FIELDS,
    url: settingsUrls.proxy,
  });
}

// The billing forms' values and screens (ADR 058), shared by their server and page halves. Relative imports only.
import type { PaymentInfoDto } from "../../../domain/billing";
import type { TFunction } from "../../../domain/i18n/core";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { billingUrls } from "./urls";

export const PAYMENT_INFO_FORM_ID = "payment-info-form";
export const TOP_UP_FORM_ID = "top-up-form";
export const PAYMENT_INFO_FIELDS = ["cardHolder", "cardNumber", "expiry", "cvc"] as const;
/** Never sent back to the browser, not even as the user typed them into a refused form (ADR 058). */
export const CARD_SECRET_FIELDS = ["cardNumber", "cvc"] as const;

export interface PaymentInfoValues {
  cardHolder: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  version?: string;
}

/** The card on file's holder and expiry fill the form; a new number and CVC are always typed. */
export function paymentInfoValues(info: PaymentInfoDto | null, version: number): PaymentInfoValues {
  const expiry = info ? `${String(info.expMonth).padStart(2, "0")}/${String(info.expYear % 100).padStart(2, "0")}` : "";
  return { cardHolder: info?.cardHolder ?? "", cardNumber: "", expiry, cvc: "", version: String(version) };
}

export interface TopUpValues {
  amount: string;
  idempotencyKey: string;
}

/** The editor kit's screens of the store's one card and of a top-up: no list to go back to, no delete. */
export function paymentInfoScreen(t: TFunction<"billing">): EditorScreenConfig<{ version: number }> {
  return {
    noun: "payment info",
    formId: PAYMENT_INFO_FORM_ID,
    back: { to: "/admin", label: t("home") },
    create: { title: t("billing.title"), url: billingUrls.billing },
    title: () => t("billing.title"),
    url: () => billingUrls.billing,
    texts: { notSaved: t("billing.notSaved"), conflictTitle: t("billing.conflictTitle") },
  };
}

export function topUpScreen(t: TFunction<"billing">): EditorScreenConfig<{ version: number }> {
  return {
    noun: "top-up",
    formId: TOP_UP_FORM_ID,
    back: { to: billingUrls.history, label: t("billing.history") },
    create: { title: t("topUp.title"), url: billingUrls.topUp },
    title: () => t("topUp.title"),
    url: () => billingUrls.topUp,
    texts: { notSaved: t("topUp.notSaved") },
  };
}

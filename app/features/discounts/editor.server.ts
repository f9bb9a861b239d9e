// The discount editor's kit configuration (ADR 031): the admin's schema (dates as a day and time in the store's zone),
// the API calls, where it goes. One per method: a code discount and an automatic one differ only in code / title.
import { DISCOUNT_MESSAGES, discountScreenSchema, discountScreenUpdateSchema, type DiscountDto, type DiscountMethod } from "@domain/discount";
import type { CurrencyCode } from "@domain/money";
import type { TFunction } from "@domain/i18n";
import { conflictingDiscount, createDiscount, deleteDiscount, updateDiscount } from "~/api-client/discounts.server";
import type { EditorConfig } from "~/components/editor/actions.server";
import { discountUrls } from "./urls";

export const DISCOUNT_FIELDS = [
  "method",
  "code",
  "title",
  "type",
  "value",
  "minimumKind",
  "minimumValue",
  "appliesTo",
  "productIds",
  "collectionIds",
  "getsAppliesTo",
  "getsProductIds",
  "getsCollectionIds",
  "buyQuantity",
  "getQuantity",
  "getPercent",
  "combinesWith",
  "startsDate",
  "startsTime",
  "endsDate",
  "endsTime",
  "usageLimit",
  "oncePerCustomer",
] as const;

/**
 * The editor as the request is answered: its toasts in the request's language (`t` of the discounts namespace), its
 * amounts typed in the store's `currency`.
 */
export function discountEditor(method: DiscountMethod, t: TFunction<"discounts">, currency: CurrencyCode): EditorConfig<DiscountDto> {
  const urls = discountUrls.of(method);
  return {
    noun: "Discount",
    toasts: { created: t("editor.created"), updated: t("editor.updated"), deleted: t("editor.deleted") },
    schemas: { create: discountScreenSchema(currency), update: discountScreenUpdateSchema(currency) },
    fields: DISCOUNT_FIELDS,
    // The posted method is the page's, whatever the form says.
    prepare: (formData) => {
      formData.set("method", method);
      return formData;
    },
    create: createDiscount,
    update: updateDiscount,
    remove: deleteDiscount,
    conflicting: conflictingDiscount,
    conflictMessage: DISCOUNT_MESSAGES.conflict,
    editorUrl: urls.update,
    listUrl: urls.list,
  };
}

// The customer editor's kit configuration (ADR 031): schemas, API calls, the conflict merge (ADR 007), and its own
// intent, "Add address", which re-renders the form as typed with one more address row (works without JavaScript).
import { ADDRESSES_MAX, CUSTOMER_CONFLICT_MESSAGE, CustomerFormSchema, CustomerUpdateSchema, type CustomerDto } from "@domain/customer";
import type { TFunction } from "@domain/i18n";
import { conflictingCustomer, createCustomer, deleteCustomer, updateCustomer } from "~/api-client/customers.server";
import { redraw, type EditorConfig } from "~/components/editor/actions.server";
import { parseForm } from "~/lib/forms";
import { addressRows, CUSTOMER_FIELDS, customerMerge, emptyAddress, withPostedAddresses } from "./form";
import { customerUrls } from "./urls";

/** The customer editor as the request is answered: toasts and the conflict view's labels in its language. */
export function customerEditor(t: TFunction<"customers">): EditorConfig<CustomerDto> {
  return {
    noun: "Customer",
    toasts: { created: t("editor.created"), updated: t("editor.updated"), deleted: t("editor.deleted") },
    schemas: { create: CustomerFormSchema, update: CustomerUpdateSchema },
    fields: CUSTOMER_FIELDS,
    create: createCustomer,
    update: updateCustomer,
    remove: deleteCustomer,
    conflicting: conflictingCustomer,
    conflictMessage: CUSTOMER_CONFLICT_MESSAGE,
    editorUrl: customerUrls.update,
    listUrl: customerUrls.list,
    prepare: withPostedAddresses,
    merge: customerMerge(t) as EditorConfig<CustomerDto>["merge"],
  };
}

/** The country a new address row starts with: the store's own (its language gives it; SPEC §3 general settings). */
export const storeCountry = (storeLanguage: string | null | undefined) => (storeLanguage === "en" ? "US" : "VN");

/** "Add address": the form as typed plus an empty row (nothing saved); at the limit, refused with the reason. */
export function addAddressIntent(formData: FormData, t: TFunction<"customers">, country: string) {
  const { payload } = parseForm(formData, CustomerFormSchema);
  const rows = addressRows(payload.addresses);
  if (rows.length >= ADDRESSES_MAX) return redraw("add-address", payload, t("editor.addressesMax", { n: ADDRESSES_MAX }));
  // The default radio is not one of the schema's fields: it goes back as the row's `default`.
  const chosen = formData.get("defaultAddress");
  const marked = rows.map((row, i) => ({ ...row, default: chosen === String(i) ? "on" : "" }));
  return redraw("add-address", { ...payload, addresses: [...marked, emptyAddress(country)] });
}

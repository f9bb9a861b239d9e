// The store's checkout options (SPEC §7 GET/PUT/POST /stores/settings/checkout; ADR 060): how a buyer is reached, which
// address fields the checkout asks for, and whether the buyer may leave a note. The storefront checkout API honours
// them (api/modules/checkout); the checkout answers them in `fields`, so a storefront knows what to show. Pure.
import { z } from "zod/v4";
import { checkbox, messages, safeString } from "./validation";

export const CONTACT_METHODS = ["email_or_phone", "email", "phone"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const FIELD_MODES = ["hidden", "optional", "required"] as const;
export type FieldMode = (typeof FIELD_MODES)[number];

/** The shipping address fields a store may hide, ask for, or require; last name, address, city and country are always required. */
export const ADDRESS_OPTION_FIELDS = ["firstName", "company", "address2", "province", "zip", "phone"] as const;
export type AddressOptionField = (typeof ADDRESS_OPTION_FIELDS)[number];

export const CHECKOUT_SETTINGS_MESSAGES = {
  contactMethod: "Contact method must be email_or_phone, email or phone",
  fieldMode: "Must be hidden, optional or required",
  conflict: "The checkout settings were changed by someone else since you opened them. Review them, then save again.",
  notesOff: "This store does not take order notes",
} as const;

const mode = z.enum(FIELD_MODES);
/** The options as the checkout reads them and answers them to the storefront (`CheckoutDto.fields`). */
export const CheckoutFieldSettingsSchema = z.object({
  contactMethod: z.enum(CONTACT_METHODS),
  address: z.object({ firstName: mode, company: mode, address2: mode, province: mode, zip: mode, phone: mode }),
  orderNotes: z.boolean(),
});
export type CheckoutFieldSettings = z.infer<typeof CheckoutFieldSettingsSchema>;

/** What a store that never saved its checkout options gets: Vietnamese checkouts commonly sell by phone, so either contact is enough. */
export const DEFAULT_CHECKOUT_SETTINGS: CheckoutFieldSettings = {
  contactMethod: "email_or_phone",
  address: { firstName: "optional", company: "hidden", address2: "optional", province: "optional", zip: "optional", phone: "optional" },
  orderNotes: true,
};

const contactMethod = z.preprocess((v) => v ?? "", z.enum(CONTACT_METHODS, { error: CHECKOUT_SETTINGS_MESSAGES.contactMethod }));
const fieldMode = z.preprocess((v) => v ?? "", z.enum(FIELD_MODES, { error: CHECKOUT_SETTINGS_MESSAGES.fieldMode }));
const version = z.coerce
  .number({ error: messages.required("Version") })
  .int()
  .min(1, messages.required("Version"));

/**
 * The settings form's fields and PUT /stores/settings/checkout's body (inside `settings`): flat, so the form posts it
 * as it is; `version` is the one the form was opened at (a stale one is 409).
 */
export const CheckoutSettingsFormSchema = z.object({
  contactMethod,
  firstName: fieldMode,
  company: fieldMode,
  address2: fieldMode,
  province: fieldMode,
  zip: fieldMode,
  phone: fieldMode,
  orderNotes: checkbox,
  version,
});
export type CheckoutSettingsForm = z.output<typeof CheckoutSettingsFormSchema>;

export const CHECKOUT_SETTINGS_FIELDS = ["contactMethod", ...ADDRESS_OPTION_FIELDS, "orderNotes"] as const;
export type CheckoutSettingsField = (typeof CHECKOUT_SETTINGS_FIELDS)[number];

export const CheckoutSettingsDtoSchema = z.object({
  storeId: safeString(),
  contactMethod: z.enum(CONTACT_METHODS),
  firstName: z.enum(FIELD_MODES),
  company: z.enum(FIELD_MODES),
  address2: z.enum(FIELD_MODES),
  province: z.enum(FIELD_MODES),
  zip: z.enum(FIELD_MODES),
  phone: z.enum(FIELD_MODES),
  orderNotes: z.boolean(),
  version: z.number().int(),
  /** null until the store first saves them (the defaults are shown). */
  updatedAt: safeString().nullable(),
});
export type CheckoutSettingsDto = z.infer<typeof CheckoutSettingsDtoSchema>;

/** The flat record as the checkout reads it. */
export function fieldSettingsOf(s: Pick<CheckoutSettingsDto, CheckoutSettingsField>): CheckoutFieldSettings {
  return {
    contactMethod: s.contactMethod,
    address: { firstName: s.firstName, company: s.company, address2: s.address2, province: s.province, zip: s.zip, phone: s.phone },
    orderNotes: s.orderNotes,
  };
}

/** The English label of each optional address field, as the checkout's messages name it (domain/checkout.ts AddressSchema). */
const ADDRESS_LABELS: Record<AddressOptionField, string> = {
  firstName: "First name",
  company: "Company",
  address2: "Address line 2",
  province: "Province",
  zip: "ZIP code",
  phone: "Phone",
};

type Address = Record<AddressOptionField, string>;

/** A shipping address as the store takes it: the fields it hides are emptied, whatever was sent. */
export function withoutHiddenFields<A extends Address>(address: A, settings: CheckoutFieldSettings): A {
  const kept = { ...address };
  for (const field of ADDRESS_OPTION_FIELDS) if (settings.address[field] === "hidden") kept[field] = "" as A[typeof field];
  return kept;
}

/** The required fields left empty, by field path (`shippingAddress.company`), to refuse a completion with. */
export function missingAddressFields(address: Address, settings: CheckoutFieldSettings): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ADDRESS_OPTION_FIELDS) {
    if (settings.address[field] === "required" && !address[field].trim()) errors[`shippingAddress.${field}`] = [messages.required(ADDRESS_LABELS[field])];
  }
  return errors;
}

/** The contact the store asks for, missing from a checkout: the field to name and its message; null when it is there. */
export function missingContact(contact: { email: string; phone: string }, method: ContactMethod): { field: "email" | "phone"; message: string } | null {
  if (method === "email") return contact.email ? null : { field: "email", message: messages.required("Email") };
  if (method === "phone") return contact.phone ? null : { field: "phone", message: messages.required("Phone") };
  return contact.email || contact.phone ? null : { field: "email", message: messages.required("Email or phone") };
}

/** The nested settings as the flat form (without a version). */
export function checkoutSettingsForm(s: CheckoutFieldSettings): Omit<CheckoutSettingsForm, "version"> {
  return { contactMethod: s.contactMethod, ...s.address, orderNotes: s.orderNotes };
}

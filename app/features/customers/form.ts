// Pure helpers of the customer editor, shared by its server and page halves: the form's values, the posted addresses
// as the schema reads them, the screen's config and the conflict merge (ADR 007).
// Relative imports only: the unit tests import this file without the app's path aliases.
import { ADDRESS_FIELDS, customerDisplayName, type CustomerDto } from "../../../domain/customer";
import type { TFunction } from "../../../domain/i18n/core";
import type { Locale } from "../../../domain/i18n/locales";
import { splitTags } from "../products/product-form";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { baseFingerprints, type FormValue, type MergeFields } from "../../components/editor/merge";
import { customerUrls } from "./urls";

export const CUSTOMER_FORM_ID = "customer-form";
/** The radio group naming the default address by its row (the schema reads `addresses[i].default`). */
export const DEFAULT_ADDRESS_FIELD = "defaultAddress";

export type AddressValues = Record<(typeof ADDRESS_FIELDS)[number], string> & { default?: string; remove?: string };

/** The editor's form as strings, so refused input comes back exactly as typed. */
export interface CustomerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  acceptsMarketing: boolean;
  tags: string;
  note: string;
  addresses: AddressValues[];
  version?: string;
  /** Fingerprints of the fields as the editor opened them (ADR 007's merge). */
  base?: string;
}

export const emptyAddress = (countryCode: string): AddressValues => ({
  ...(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ""])) as Record<(typeof ADDRESS_FIELDS)[number], string>),
  countryCode,
});

const addressValues = (dto: CustomerDto["addresses"][number]): AddressValues => ({
  ...(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, dto[f]])) as Record<(typeof ADDRESS_FIELDS)[number], string>),
  default: dto.default ? "on" : "",
});

/** The fields as the form submits them (checkbox "on" or absent, tags as one line): what the merge compares. */
export function customerFormValues(c: CustomerDto): Record<CustomerField, FormValue> {
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    acceptsMarketing: c.acceptsMarketing ? "on" : "",
    tags: c.tags.join(", "),
    note: c.note,
    addresses: c.addresses.map(addressValues),
  };
}

/** A saved customer's form, or a new one's: one empty address in the store's own country, the default. */
export function customerValues(customer: CustomerDto | null, defaultCountry: string): CustomerValues {
  if (!customer) {
    return {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      acceptsMarketing: false,
      tags: "",
      note: "",
      addresses: [{ ...emptyAddress(defaultCountry), default: "on" }],
    };
  }
  const form = customerFormValues(customer);
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    tags: customer.tags.join(", "),
    note: customer.note,
    addresses: customer.addresses.map(addressValues),
    version: String(customer.version),
    base: baseFingerprints(CUSTOMER_MERGE, form),
  };
}

const text = (v: unknown) => (typeof v === "string" ? v : "");
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** The rows of a posted (or merged) form's `addresses`, every field a string. */
export function addressRows(raw: unknown): AddressValues[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((row) => {
    const r = isObject(row) ? row : {};
    return { ...(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text(r[f])])) as AddressValues), default: text(r.default), remove: text(r.remove) };
  });
}

/** A row nobody typed in (the country select always holds a value, so it does not count). */
export const isBlankAddress = (row: AddressValues) => ADDRESS_FIELDS.every((f) => f === "countryCode" || row[f].trim() === "");

/**
 * The posted form as the schema should read it: rows ticked "Remove" and rows left empty are dropped, the others
 * renumbered, and the default radio (`defaultAddress`, a row number as posted) becomes that row's `default`. Then the
 * error of a field sits on the row that is shown again.
 */
export function withPostedAddresses(formData: FormData): FormData {
  const rows = new Map<number, Map<string, FormDataEntryValue>>();
  const out = new FormData();
  const chosen = formData.get(DEFAULT_ADDRESS_FIELD);
  for (const [key, value] of formData.entries()) {
    const m = /^addresses\[(\d+)\]\.(\w+)$/.exec(key);
    if (key === DEFAULT_ADDRESS_FIELD) continue;
    if (!m) out.append(key, value);
    else if (m[2] !== "default") (rows.get(Number(m[1])) ?? rows.set(Number(m[1]), new Map()).get(Number(m[1])))!.set(m[2]!, value);
  }
  const kept = [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .filter(([, row]) => row.get("remove") !== "on" && !isBlankAddress(addressRows([Object.fromEntries(row)])[0]!));
  kept.forEach(([index, row], i) => {
    for (const [name, value] of row) if (name !== "remove") out.append(`addresses[${i}].${name}`, value);
    if (chosen !== null && String(index) === chosen) out.append(`addresses[${i}].default`, "on");
  });
  return out;
}

/** The editor screen (ADR 031), in the page's language. */
export function customerScreen(t: TFunction<"customers">, locale: Locale): EditorScreenConfig<CustomerDto> {
  return {
    noun: "customer",
    formId: CUSTOMER_FORM_ID,
    back: { to: customerUrls.list, label: t("title") },
    create: { title: t("create"), url: customerUrls.create },
    title: (customer) => customerDisplayName(customer, locale),
    url: (customer) => customerUrls.update(customer._id),
    deleteLabel: t("editor.delete"),
    texts: {
      notSaved: t("editor.notSaved"),
      notDeleted: t("editor.notDeleted"),
      deleteTitle: t("editor.deleteTitle"),
      conflictTitle: t("editor.conflictTitle"),
    },
  };
}

export const CUSTOMER_FIELDS = ["firstName", "lastName", "email", "phone", "acceptsMarketing", "tags", "note", "addresses"] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

const isOn = (v: unknown) => v === "on" || v === "true" || v === true;

/** The addresses as they will be saved: kept rows, trimmed, default first (domain/customer.ts does the same). */
function canonicalAddresses(raw: unknown): string[][] {
  const rows = addressRows(raw).filter((row) => !isOn(row.remove) && !isBlankAddress(row));
  const at = Math.max(
    0,
    rows.findIndex((row) => isOn(row.default)),
  );
  const ordered = rows.length ? [rows[at]!, ...rows.filter((_, i) => i !== at)] : [];
  return ordered.map((row) => ADDRESS_FIELDS.map((f) => (f === "countryCode" ? row[f].trim().toUpperCase() : row[f].trim())));
}

/** A field's value as it will be saved, so "vip,sỉ" and "vip, sỉ" compare equal. */
export function canonicalValue(field: CustomerField, raw: unknown): string {
  switch (field) {
    case "acceptsMarketing":
      return isOn(raw) ? "on" : "";
    case "tags":
      return splitTags(raw).join(", ");
    case "email":
      return text(raw).trim().toLowerCase();
    case "note":
      return text(raw).replace(/\r\n/g, "\n").trim();
    case "addresses":
      return JSON.stringify(canonicalAddresses(raw));
    default:
      return text(raw).trim();
  }
}

const LABELS: Record<CustomerField, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  acceptsMarketing: "Accepts email marketing",
  tags: "Tags",
  note: "Note",
  addresses: "Addresses",
};

/** How the editor's fields merge after an edit conflict (ADR 007); the view's words come from `customerMerge`. */
export const CUSTOMER_MERGE: MergeFields<CustomerField, CustomerDto> = {
  fields: CUSTOMER_FIELDS,
  labels: LABELS,
  formValues: customerFormValues,
  canonical: canonicalValue,
};

const shorten = (value: string) => (value.length > 140 ? `${value.slice(0, 140)}…` : value) || "—";

/** CUSTOMER_MERGE as the conflict view shows it to this reader. */
export const customerMerge = (t: TFunction<"customers">): MergeFields<CustomerField, CustomerDto> => ({
  ...CUSTOMER_MERGE,
  labels: {
    firstName: t("editor.firstName"),
    lastName: t("editor.lastName"),
    email: t("editor.email"),
    phone: t("editor.phone"),
    acceptsMarketing: t("editor.acceptsMarketing"),
    tags: t("editor.tags"),
    note: t("editor.note"),
    addresses: t("editor.addresses"),
  },
  shown: (field, value) => {
    if (field === "acceptsMarketing") return value ? t("filters.yes") : t("filters.no");
    if (field === "addresses") {
      const rows = JSON.parse(value) as string[][];
      const line = (row: string[]) => [row[3], row[5], row[8]].filter(Boolean).join(", ");
      return shorten(rows.map(line).join("; "));
    }
    return shorten(value);
  },
});

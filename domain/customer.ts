// Customers (SPEC §2 customer, customer/create, customer/update/{id}): one schema for the editor and the API's body,
// the list's query, the answers. One customer per e-mail per store (case-insensitive); an address's country is one of
// SPEC §3's countries (domain/countries.ts).
import { z } from "zod/v4";
import { isCountryCode } from "./countries";
import type { CurrencyCode } from "./money";
import type { FinancialStatus, FulfillmentStatus, OrderStatus } from "./order";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, tagList } from "./product";
import { checkbox, messages, optionalText, PHONE_RE, safeString, TEXT_MAX } from "./validation";

export const CUSTOMER_CONFLICT_MESSAGE = "This customer was changed by someone else since you opened them. Review the latest version, then save again.";
export const EMAIL_TAKEN_MESSAGE = "Another customer already has this email";
export const UNKNOWN_COUNTRY_MESSAGE = "Country not found";
export const ONE_DEFAULT_MESSAGE = "Only one address can be the default";
export const CUSTOMER_IDENTITY_MESSAGE = "A customer needs a name, an email or a phone number";
export const WHOLE_NUMBER_MESSAGE = (field: string) => `${field} must be a whole number`;
const NOT_A_NUMBER = (field: string) => `${field} must be a number`;
const NOT_NEGATIVE = (field: string) => `${field} must be 0 or more`;
const TOO_LARGE = (field: string) => `${field} is too large`;

/** At most this many addresses a customer (a phone book, not a history). */
export const ADDRESSES_MAX = 10;
export const NOTE_MAX = 5000;
/** The editor of a new customer starts with one address row. */
export const ADDRESS_FIELDS = ["firstName", "lastName", "company", "address1", "address2", "city", "province", "zip", "countryCode", "phone"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** "" or a phone SPEC §5 accepts. */
export function optionalPhone(label = "Phone") {
  return optionalText(label, { max: 32 }).refine((v) => v === "" || PHONE_RE.test(v), messages.phone);
}

/** "" or an e-mail, lower-cased (e-mails are compared without case). */
export function optionalEmail() {
  return z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : (v ?? "")),
    safeString()
      .max(TEXT_MAX, messages.maxLength(TEXT_MAX))
      .refine((v) => v === "" || z.email().safeParse(v).success, messages.email),
  );
}

/** A country code of SPEC §3's table, any case in, upper case out. */
export const countryCode = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() : (v ?? "")),
  safeString()
    .min(1, messages.required("Country"))
    .refine((v) => v === "" || isCountryCode(v), UNKNOWN_COUNTRY_MESSAGE),
);

export const CustomerAddressSchema = z.object({
  firstName: optionalText("First name"),
  lastName: optionalText("Last name"),
  company: optionalText("Company"),
  address1: optionalText("Address").refine((v) => v !== "", messages.required("Address")),
  address2: optionalText("Apartment, suite, etc."),
  city: optionalText("City").refine((v) => v !== "", messages.required("City")),
  province: optionalText("Province"),
  zip: optionalText("Postal code", { max: 20 }),
  countryCode,
  phone: optionalPhone(),
  /** The customer's default address (at most one; none means the first). */
  default: checkbox,
});
export type CustomerAddressForm = z.infer<typeof CustomerAddressSchema>;

/** One schema for the customer editor (server and browser checks) and the API's body. */
export const CustomerFormSchema = z
  .object({
    firstName: optionalText("First name"),
    lastName: optionalText("Last name"),
    email: optionalEmail(),
    phone: optionalPhone(),
    acceptsMarketing: checkbox,
    tags: tagList,
    note: optionalText("Note", { max: NOTE_MAX }),
    addresses: z.preprocess((v) => v ?? [], z.array(CustomerAddressSchema).max(ADDRESSES_MAX, messages.maxLength(ADDRESSES_MAX))),
  })
  .superRefine((f, ctx) => {
    if (!f.firstName && !f.lastName && !f.email && !f.phone) ctx.addIssue({ code: "custom", path: [], message: CUSTOMER_IDENTITY_MESSAGE });
    if (f.addresses.filter((a) => a.default).length > 1) ctx.addIssue({ code: "custom", path: ["addresses"], message: ONE_DEFAULT_MESSAGE });
  })
  // The default address is kept first (what `countryCode` and the list's country filter read); none marked: the first.
  .transform((f) => {
    const at = Math.max(
      0,
      f.addresses.findIndex((a) => a.default),
    );
    const ordered = f.addresses.length ? [f.addresses[at]!, ...f.addresses.filter((_, i) => i !== at)] : [];
    return { ...f, addresses: ordered.map((a, i) => ({ ...a, default: i === 0 })) };
  });
export type CustomerForm = z.infer<typeof CustomerFormSchema>;

export const CustomerUpdateSchema = z.intersection(CustomerFormSchema, z.object({ version: z.coerce.number().int().min(1) }));

/** The list's tabs (SPEC §2 `tab`): everyone, who accepts marketing, who ordered twice or more, who never ordered. */
export const CUSTOMER_SEGMENTS = ["all", "subscribed", "returning", "prospects"] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];
export const CUSTOMER_SORTS = ["newest", "oldest", "name", "spent", "orders"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
/** A whole count from a query ("3"), 0 or more. */
export const countFilter = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: NOT_A_NUMBER(label) })
      .int(WHOLE_NUMBER_MESSAGE(label))
      .min(0, NOT_NEGATIVE(label))
      .max(1_000_000_000, TOO_LARGE(label))
      .optional(),
  );
/** An amount of the store's currency from a query ("1500000", "12.50"), 0 or more. */
export const amountFilter = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: NOT_A_NUMBER(label) })
      .min(0, NOT_NEGATIVE(label))
      .max(1e13, TOO_LARGE(label))
      .optional(),
  );
const textFilter = z.preprocess(blankToUndefined, safeString().trim().max(TEXT_MAX, messages.maxLength(TEXT_MAX)).optional());

export const CustomerListQuerySchema = z.object({
  /** Name, e-mail or phone. */
  search: textFilter,
  segment: z.preprocess(blankToUndefined, z.enum(CUSTOMER_SEGMENTS).default("all")),
  acceptsMarketing: z.preprocess(blankToUndefined, z.enum(["true", "false"]).optional()),
  ordersMin: countFilter("Orders from"),
  ordersMax: countFilter("Orders to"),
  spentMin: amountFilter("Amount spent from"),
  spentMax: amountFilter("Amount spent to"),
  tag: textFilter,
  country: z.preprocess(blankToUndefined, countryCode.optional()),
  sort: z.preprocess(blankToUndefined, z.enum(CUSTOMER_SORTS).default("newest")),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), "Invalid page size")
    .default(DEFAULT_PAGE_SIZE),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;
export type CustomerFilters = Omit<CustomerListQuery, "page" | "limit" | "sort">;

export const CustomerOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export interface CustomerAddressDto {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  countryCode: string;
  phone: string;
  /** The first address is the default one. */
  default: boolean;
}

export interface CustomerDto {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  acceptsMarketing: boolean;
  tags: string[];
  note: string;
  /** The default address first. */
  addresses: CustomerAddressDto[];
  /** The default address's country ("" without an address). */
  countryCode: string;
  /** Kept up to date by order placement (and refunds): the list filters and sorts by them. */
  ordersCount: number;
  /** In the store's currency, as a decimal number (ADR 035). */
  amountSpent: number;
  currency: CurrencyCode;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A row of a customer's orders on their page (the orders screens link from it). */
export interface CustomerOrderDto {
  _id: string;
  /** "#1001" */
  name: string;
  createdAt: string;
  financialStatus: FinancialStatus;
  fulfillmentStatus: FulfillmentStatus;
  status: OrderStatus;
  total: number;
  currency: CurrencyCode;
}

/**
 * How a customer is named in lists and titles: "Lan Nguyễn" in English, "Nguyễn Lan" in Vietnamese (family name
 * first), else the e-mail, else the phone.
 */
export function customerDisplayName(c: Pick<CustomerDto, "firstName" | "lastName" | "email" | "phone">, locale: "vi" | "en" = "en"): string {
  const parts = locale === "vi" ? [c.lastName, c.firstName] : [c.firstName, c.lastName];
  return parts.filter(Boolean).join(" ") || c.email || c.phone;
}

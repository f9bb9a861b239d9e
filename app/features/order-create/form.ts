// The manual order dialog's one form (ADR 041): its zod schema (the action parses with it, and what it makes is the
// API's `POST /orders` body), its field names, and its URL state on the orders list (`?dialog=create`). Browser-safe.
import { z } from "zod/v4";
import { AddressSchema, CartLineSchema, CHECKOUT_MESSAGES, optionalEmail, optionalPhone, type ManualOrder } from "@domain/checkout";
import { PAYMENT_METHODS } from "@domain/order";
import { checkbox, messages, optionalText, safeString } from "@domain/validation";

export const CREATE_ORDER_DIALOG = "create";
export const CREATE_ORDER_DIALOG_ID = "order-create-dialog";
export const CREATE_ORDER_FORM_ID = "order-create-form";
export const CREATE_ORDER_INTENT = "create";
/** GET parameters of the dialog's search round trips: the words searched, a variant to add (with `qty.{id}`), a line to remove. */
export const SEARCH_PARAM = "productSearch";
export const ADD_PARAM = "add";
export const REMOVE_PARAM = "remove";
export const addQuantityName = (variantId: string) => `qty.${variantId}`;

/** The fields of the dialog besides its lines, as the form names them. */
export const ORDER_TEXT_FIELDS = [
  "email",
  "phone",
  "firstName",
  "lastName",
  "address1",
  "address2",
  "city",
  "province",
  "zip",
  "countryCode",
  "shippingRate",
  "paymentMethod",
  "discountCode",
  "note",
  "tags",
  "idempotencyKey",
] as const;
export type OrderTextField = (typeof ORDER_TEXT_FIELDS)[number];

export interface CreateOrderValues extends Record<OrderTextField, string> {
  paid: boolean;
  lines: { variantId: string; quantity: string }[];
}

const ADDRESS_FIELDS = ["firstName", "lastName", "address1", "address2", "city", "province", "zip"] as const;
const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/**
 * The form as posted → the API's manual order. The address is optional (a sale picked up in store); once any of its
 * lines is typed, it must be a whole address (SPEC §3's country, last name, address, city), each error on its field.
 */
export const CreateOrderFormSchema = z
  .object({
    lines: z.array(CartLineSchema, { error: CHECKOUT_MESSAGES.cartEmpty }).min(1, CHECKOUT_MESSAGES.cartEmpty),
    email: optionalEmail(),
    phone: optionalPhone(),
    firstName: z.preprocess(text, safeString()),
    lastName: z.preprocess(text, safeString()),
    address1: z.preprocess(text, safeString()),
    address2: z.preprocess(text, safeString()),
    city: z.preprocess(text, safeString()),
    province: z.preprocess(text, safeString()),
    zip: z.preprocess(text, safeString()),
    countryCode: z.preprocess(text, safeString()),
    shippingRate: z.preprocess(text, safeString().max(50, CHECKOUT_MESSAGES.shippingRate)),
    paymentMethod: z.preprocess((v) => v || "cod", z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.paymentMethod })),
    paid: checkbox,
    discountCode: z.preprocess(text, safeString().max(64, messages.maxLength(64))),
    note: optionalText("Note", { max: 5000 }),
    tags: z.preprocess(text, safeString().max(1000, messages.maxLength(1000))),
    idempotencyKey: z.preprocess(text, safeString().min(1, messages.required("Idempotency key"))),
  })
  .transform((f, ctx): ManualOrder => {
    let shippingAddress: ManualOrder["shippingAddress"] = null;
    if (ADDRESS_FIELDS.some((k) => f[k] !== "")) {
      const address = AddressSchema.safeParse({
        ...Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, f[k]])),
        company: "",
        countryCode: f.countryCode,
        phone: "",
      });
      if (address.success) shippingAddress = address.data;
      else for (const issue of address.error.issues) ctx.addIssue({ code: "custom", path: [String(issue.path[0])], message: issue.message });
    }
    return {
      lines: f.lines,
      email: f.email,
      phone: f.phone,
      shippingAddress,
      shippingRate: f.shippingRate,
      paymentMethod: f.paymentMethod,
      paid: f.paid,
      discountCode: f.discountCode,
      note: f.note,
      tags: [
        ...new Set(
          f.tags
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ],
      idempotencyKey: f.idempotencyKey,
    };
  });

/** An API field error's key as the form names the field: `shippingAddress.city` → `city`, `lines.0.quantity` → `lines[0].quantity`. */
export function formFieldOf(apiKey: string): string {
  if (apiKey.startsWith("shippingAddress.")) return apiKey.slice("shippingAddress.".length);
  return apiKey.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}

/** The list's URL with the dialog open (its other parameters kept), or closed. */
export function createOrderDialogHref(url: { pathname: string; search: string }, open: boolean): string {
  const params = new URLSearchParams(url.search);
  for (const key of [...params.keys()]) if (isDialogParam(key)) params.delete(key);
  params.delete("index");
  if (open) params.set("dialog", CREATE_ORDER_DIALOG);
  const search = params.toString();
  return url.pathname + (search ? `?${search}` : "");
}

/** Where the dialog's form posts: the list's index route, the dialog still open (a refusal re-renders it). */
export function createOrderFormAction(url: { pathname: string; search: string }): string {
  const href = createOrderDialogHref(url, true);
  return href.replace("?", "?index&");
}

/** The dialog's own state in a URL (its form's fields, sent by its GET round trips), as opposed to the list's. */
export function isDialogParam(key: string): boolean {
  return (
    key === "dialog" ||
    key === "intent" ||
    key === "paid" ||
    key === SEARCH_PARAM ||
    key === ADD_PARAM ||
    key === REMOVE_PARAM ||
    key.startsWith("qty.") ||
    key.startsWith("lines[") ||
    (ORDER_TEXT_FIELDS as readonly string[]).includes(key)
  );
}

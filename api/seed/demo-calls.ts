// Every API call the demo's history makes, one small function each (ADR 042), so a changed shape is changed in one
// place. The storefront's calls are ADR 037's; the order actions (mark paid, fulfil, refund, cancel) and the order edit
// are issue 9's orders API: until they exist a call answers 404 or 405, and the history goes on without that step.
import type { Address } from "../db/schema/customers";
import type { SeedAnswer, SeedingApi } from "./seeding-api";

export interface Session {
  token: string;
  storeId: string;
}
const auth = (s: Session) => ({ authorization: `Bearer ${s.token}`, "store-id": s.storeId });

export interface Attribution {
  sessionId: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  country?: string;
}
export interface CartLine {
  variantId: string;
  quantity: number;
}
export interface StorefrontEvent extends Omit<Attribution, "sessionId"> {
  kind: "view_content" | "add_to_cart" | "reached_checkout" | "session_converted";
  sessionId: string;
  productId?: string;
  variantId?: string;
  orderId?: string;
}

export const signIn = (api: SeedingApi, email: string, password: string, at?: Date) => api.call("POST", "/auth/signin", { at, body: { email, password } });

export const signOut = (api: SeedingApi, token: string) => api.call("POST", "/auth/signout", { headers: { authorization: `Bearer ${token}` }, body: {} });

/** A page of 200 products: the published ones, or with `drafts` every product (the demo's pictures go on all of them). */
export const listProducts = (api: SeedingApi, s: Session, page: number, opts: { drafts?: boolean } = {}) =>
  api.call("GET", `/products?${opts.drafts ? "" : "published=true&"}limit=200&page=${page}`, { headers: auth(s) });

/** A product saved with its fields, `version` and `images` (the whole list, ADR 009). */
export const updateProduct = (api: SeedingApi, s: Session, productId: string, at: Date, product: Record<string, unknown>) =>
  api.call("PUT", `/products/${productId}`, { at, headers: auth(s), body: { product } });

/** SPEC §7: a single-use link to PUT one image to. */
export const presignUpload = (api: SeedingApi, s: Session, filename: string) =>
  api.call("GET", `/media/presigned-url-upload?filename=${encodeURIComponent(filename)}`, { headers: auth(s) });

export const listVariants = (api: SeedingApi, s: Session, productId: string) => api.call("GET", `/products/${productId}/variants`, { headers: auth(s) });

// The storefront's checkout (ADR 037): public, under the store's id.
export const createCheckout = (
  api: SeedingApi,
  storeId: string,
  at: Date,
  body: { lines: CartLine[]; email?: string; phone?: string; attribution?: Attribution },
) => api.call("POST", `/storefront/${storeId}/checkouts`, { at, body });

export const setCheckoutContact = (api: SeedingApi, storeId: string, token: string, at: Date, contact: { email?: string; phone?: string }) =>
  api.call("PUT", `/storefront/${storeId}/checkouts/${token}`, { at, body: contact });

export const setCheckoutAddress = (api: SeedingApi, storeId: string, token: string, at: Date, shippingAddress: Address) =>
  api.call("PUT", `/storefront/${storeId}/checkouts/${token}`, { at, body: { shippingAddress } });

export const setCheckoutContactAndAddress = (
  api: SeedingApi,
  storeId: string,
  token: string,
  at: Date,
  contact: { email?: string; phone?: string },
  shippingAddress: Address,
) => api.call("PUT", `/storefront/${storeId}/checkouts/${token}`, { at, body: { ...contact, shippingAddress } });

export const chooseShippingRate = (api: SeedingApi, storeId: string, token: string, at: Date, code: string) =>
  api.call("PUT", `/storefront/${storeId}/checkouts/${token}/shipping-line`, { at, body: { code } });

export const completeCheckout = (api: SeedingApi, storeId: string, token: string, at: Date, paymentMethod: "cod" | "bank_transfer", key: string) =>
  api.call("POST", `/storefront/${storeId}/checkouts/${token}/complete`, { at, body: { paymentMethod }, headers: { "idempotency-key": key } });

export const recordEvents = (api: SeedingApi, storeId: string, at: Date, events: StorefrontEvent[]) =>
  api.call("POST", `/storefront/${storeId}/events`, { at, body: { events } });

// Staff.
export const createManualOrder = (
  api: SeedingApi,
  s: Session,
  at: Date,
  order: {
    lines: CartLine[];
    email?: string;
    phone?: string;
    shippingAddress: Address | null;
    shippingRate: string;
    paymentMethod: "cod" | "bank_transfer" | "manual";
    paid: boolean;
    note?: string;
    tags?: string[];
    idempotencyKey: string;
  },
) => api.call("POST", "/orders", { at, headers: auth(s), body: { product: order } });

export const tagOrder = (api: SeedingApi, s: Session, orderId: string, at: Date, changes: { tags: string[]; version: number }) =>
  api.call("PUT", `/orders/${orderId}`, { at, headers: auth(s), body: { product: changes } });

export const markOrderPaid = (api: SeedingApi, s: Session, orderId: string, at: Date, idempotencyKey: string) =>
  api.call("POST", `/orders/${orderId}/mark-paid`, { at, headers: auth(s), body: { idempotencyKey } });

export const fulfilOrder = (
  api: SeedingApi,
  s: Session,
  orderId: string,
  at: Date,
  fulfillment: { lines: { lineId: string; quantity: number }[]; trackingCompany: string; trackingNumber: string; trackingUrl: string; idempotencyKey: string },
) => api.call("POST", `/orders/${orderId}/fulfillments`, { at, headers: auth(s), body: { fulfillment: { ...fulfillment, notifyCustomer: false } } });

export const refundOrder = (
  api: SeedingApi,
  s: Session,
  at: Date,
  refund: { orderId: string; lines: { lineId: string; quantity: number; restock: boolean }[]; shipping: number; reason: string; idempotencyKey: string },
) => api.call("POST", "/orders/refund", { at, headers: auth(s), body: { ...refund, notify: false } });

export const cancelOrder = (
  api: SeedingApi,
  s: Session,
  at: Date,
  cancel: { orderId: string; reason: string; restock: boolean; refund: boolean; idempotencyKey: string },
) => api.call("POST", "/orders/cancel", { at, headers: auth(s), body: { ...cancel, notify: false } });

/** An answer that says the route is not there (yet): the step is skipped, not failed. */
export const isMissingRoute = (answer: SeedAnswer) => answer.status === 404 || answer.status === 405;

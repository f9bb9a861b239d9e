// The storefront's checkout (docs/decisions/037-storefront-checkout.md): what a buyer may send, how a checkout is priced,
// the default shipping rates (a store without shipping zones, ADR 059), and the storefront's funnel events.
// Pure: no I/O. Money is in integer minor units of the store's currency (ADR 035) until a DTO turns it into amounts.
import { z } from "zod/v4";
import { isCountryCode as isKnownCountry } from "./countries";
import type { CheckoutFieldSettings } from "./checkout-settings";
import { IDEMPOTENCY_KEY_RE } from "./inventory";
import { allocate, type CurrencyCode, type StoreLanguage } from "./money";
import { PAYMENT_METHODS } from "./order";
import { taxOfLine } from "./tax-settings";
import { checkbox, messages, optionalText, PHONE_RE, requiredText, safeString, TEXT_MAX } from "./validation";

/** Lines in one checkout, and units of one line: a cart larger than this is not a shopper's. */
export const CHECKOUT_LINES_MAX = 100;
export const LINE_QUANTITY_MAX = 1000;
/** Storefront events accepted in one call (a page's beacon batch). */
export const EVENTS_PER_CALL_MAX = 50;
export const REFERRER_MAX = 2048;
/** A buyer's note (checkout settings, ADR 060) and a staff order's note. */
export const ORDER_NOTE_MAX = 5000;

/** The manual provider's payment methods; other providers add theirs (api/modules/checkout/payments.ts, ADR 037). */
export const CHECKOUT_PAYMENT_METHODS = ["cod", "bank_transfer"] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];
/** A payment method's id as a provider names it: the API checks it against the methods its providers offer. */
export const PAYMENT_METHOD_RE = /^[a-z][a-z0-9_]{0,39}$/;
/** A completion's payment refused by its provider (402), or a provider that could not be asked (502): nothing is placed. */
export const PAYMENT_MESSAGES = {
  declined: "The payment was declined. Nothing was charged: choose another payment method or try again.",
  failed: "The payment could not be processed. Nothing was placed: try again in a moment.",
} as const;

/** SPEC §3's funnel actions; api/db/schema/storefront-events.ts keeps the same list for its column. */
export const STOREFRONT_EVENT_KINDS = ["view_content", "add_to_cart", "reached_checkout", "session_converted"] as const;
export type StorefrontEventKind = (typeof STOREFRONT_EVENT_KINDS)[number];

// The API's words (English; domain/i18n/*/messages.ts says them in Vietnamese).
export const CHECKOUT_MESSAGES = {
  cartEmpty: "Add at least one item",
  linesMax: `At most ${CHECKOUT_LINES_MAX} items in a checkout`,
  quantity: `Quantity must be a whole number from 1 to ${LINE_QUANTITY_MAX}`,
  variantNotFound: "Variant not found",
  productNotFound: "Product not found",
  orderNotFound: "Order not found",
  country: "Choose a country",
  shippingRate: "Choose one of the shipping rates",
  paymentMethod: "Choose one of the payment methods",
  completed: "This checkout is already completed",
  keyFormat: "Idempotency-Key must be 8-100 letters, digits or _ . : -",
  keyReused: "This Idempotency-Key was already used for a different request",
  priceChanged: "Prices changed since the checkout was shown. Review it, then complete it again.",
  sessionId: "Session id must be 1-100 letters, digits, _ or -",
  eventKind: "Event must be one of view_content, add_to_cart, reached_checkout, session_converted",
  eventsMax: `At most ${EVENTS_PER_CALL_MAX} events a call`,
  eventsEmpty: "Send at least one event",
  price: "Total price must be a number",
} as const;
/** A line that cannot be sold any more (deleted, or its product hidden). */
export const lineUnavailableMessage = (item: string) => `${item} is no longer available`;
/** The refusal of the line a racing checkout left short: names it and says what is left. */
export const outOfStockMessage = (item: string, left: number) => (left <= 0 ? `${item} is out of stock` : `Only ${left} left of ${item}`);
/** "Áo dài (S / Đỏ)": a line as a buyer or a merchant reads it. */
export const lineName = (title: string, variantTitle: string) => (variantTitle ? `${title} (${variantTitle})` : title);

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SESSION_ID_RE = /^[A-Za-z0-9_-]{1,100}$/;

/** SPEC §3's country list (domain/countries.ts): a code is two capital letters it knows. */
export const isCountryCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && isKnownCountry(code);

const blankToEmpty = (v: unknown) => (typeof v === "string" ? v.trim() : (v ?? ""));

/** SPEC §5's email rule on an optional field: "" or a valid address (lower-cased). */
export const optionalEmail = (label = "Email") =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : (v ?? "")),
    safeString({ error: messages.required(label) })
      .max(TEXT_MAX, messages.maxLength(TEXT_MAX))
      .refine((v) => v === "" || z.email().safeParse(v).success, messages.email),
  );
/** SPEC §5's phone rule on an optional field: "" or a phone number. */
export const optionalPhone = (label = "Phone") =>
  z.preprocess(
    blankToEmpty,
    safeString({ error: messages.required(label) }).refine((v) => v === "" || PHONE_RE.test(v), messages.phone),
  );

const countryCode = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() : (v ?? "")),
  safeString({ error: CHECKOUT_MESSAGES.country }).refine(isCountryCode, CHECKOUT_MESSAGES.country),
);

/** A shipping address (api/db/schema/customers.ts `Address`): every field a string, optional ones "". */
export const AddressSchema = z.object({
  firstName: optionalText("First name"),
  lastName: requiredText("Last name"),
  company: optionalText("Company"),
  address1: requiredText("Address"),
  address2: optionalText("Address line 2"),
  city: requiredText("City"),
  province: optionalText("Province"),
  zip: optionalText("ZIP code", { max: 20 }),
  countryCode,
  phone: optionalPhone(),
});
export type AddressInput = z.infer<typeof AddressSchema>;

const wholeQuantity = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
  z
    .number({ error: CHECKOUT_MESSAGES.quantity })
    .int(CHECKOUT_MESSAGES.quantity)
    .min(1, CHECKOUT_MESSAGES.quantity)
    .max(LINE_QUANTITY_MAX, CHECKOUT_MESSAGES.quantity),
);

export const CartLineSchema = z.object({
  variantId: z.preprocess((v) => v ?? "", safeString().regex(UUID_RE, CHECKOUT_MESSAGES.variantNotFound)),
  quantity: wholeQuantity,
});
export type CartLine = z.infer<typeof CartLineSchema>;

const cartLines = z
  .array(CartLineSchema, { error: CHECKOUT_MESSAGES.cartEmpty })
  .min(1, CHECKOUT_MESSAGES.cartEmpty)
  .max(CHECKOUT_LINES_MAX, CHECKOUT_MESSAGES.linesMax);

/** Lines of one variant become one line (their quantities added), in the order they first came. */
export function mergeCartLines(lines: readonly CartLine[]): CartLine[] {
  const byVariant = new Map<string, CartLine>();
  for (const line of lines) {
    const id = line.variantId.toLowerCase();
    const seen = byVariant.get(id);
    if (seen) seen.quantity += line.quantity;
    else byVariant.set(id, { variantId: id, quantity: line.quantity });
  }
  return [...byVariant.values()];
}

const optionalUtm = (label: string) => optionalText(label);

/** Where the visit came from: kept on the checkout and on each storefront event. */
export const AttributionSchema = z.object({
  sessionId: z.preprocess(
    blankToEmpty,
    safeString().refine((v) => v === "" || SESSION_ID_RE.test(v), CHECKOUT_MESSAGES.sessionId),
  ),
  referrer: optionalText("Referrer", { max: REFERRER_MAX }),
  utmSource: optionalUtm("UTM source"),
  utmMedium: optionalUtm("UTM medium"),
  utmCampaign: optionalUtm("UTM campaign"),
  country: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : (v ?? "")),
    safeString().refine((v) => v === "" || isCountryCode(v), CHECKOUT_MESSAGES.country),
  ),
});
export type AttributionInput = z.infer<typeof AttributionSchema>;

/** POST /storefront/:storeId/checkouts: a cart, and what the storefront already knows of the buyer. */
export const CheckoutCreateSchema = z.object({
  lines: cartLines,
  email: optionalEmail(),
  phone: optionalPhone(),
  attribution: AttributionSchema.optional(),
});
export type CheckoutCreate = z.infer<typeof CheckoutCreateSchema>;

/** PUT /storefront/:storeId/checkouts/:token: what is sent changes; what is left out stays. */
export const CheckoutUpdateSchema = z.object({
  lines: cartLines.optional(),
  email: optionalEmail().optional(),
  phone: optionalPhone().optional(),
  shippingAddress: AddressSchema.nullable().optional(),
  /** The buyer's note to the store; refused when the store takes none (checkout settings, ADR 060). */
  note: optionalText("Note", { max: ORDER_NOTE_MAX }).optional(),
});
export type CheckoutUpdate = z.infer<typeof CheckoutUpdateSchema>;

export const ShippingLineSelectSchema = z.object({
  code: z.preprocess(blankToEmpty, safeString().min(1, CHECKOUT_MESSAGES.shippingRate).max(50, CHECKOUT_MESSAGES.shippingRate)),
});

/**
 * POST …/complete (with the `Idempotency-Key` header). `totalPrice`, when sent, is the total the buyer was shown: a
 * completion that would charge another amount (a price changed meanwhile) is refused instead.
 */
export const CheckoutCompleteSchema = z.object({
  paymentMethod: z.preprocess((v) => v ?? "", safeString({ error: CHECKOUT_MESSAGES.paymentMethod }).regex(PAYMENT_METHOD_RE, CHECKOUT_MESSAGES.paymentMethod)),
  totalPrice: z.number({ error: CHECKOUT_MESSAGES.price }).min(0, CHECKOUT_MESSAGES.price).optional(),
});
export type CheckoutComplete = z.infer<typeof CheckoutCompleteSchema>;

/** The `Idempotency-Key` header (the same characters as the admin forms' keys). */
export const IdempotencyKeyHeaderSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : ""),
  safeString()
    .min(1, messages.required("Idempotency-Key"))
    .refine((v) => v === "" || IDEMPOTENCY_KEY_RE.test(v), CHECKOUT_MESSAGES.keyFormat),
);

const optionalUuid = (message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    safeString()
      .regex(UUID_RE, message)
      .transform((s) => s.toLowerCase())
      .optional(),
  );

export const StorefrontEventSchema = z
  .object({
    kind: z.preprocess((v) => v ?? "", z.enum(STOREFRONT_EVENT_KINDS, { error: CHECKOUT_MESSAGES.eventKind })),
    sessionId: z.preprocess(
      blankToEmpty,
      safeString()
        .min(1, messages.required("Session id"))
        .refine((v) => v === "" || SESSION_ID_RE.test(v), CHECKOUT_MESSAGES.sessionId),
    ),
    productId: optionalUuid(CHECKOUT_MESSAGES.productNotFound),
    variantId: optionalUuid(CHECKOUT_MESSAGES.variantNotFound),
    orderId: optionalUuid(CHECKOUT_MESSAGES.orderNotFound),
  })
  .extend(AttributionSchema.omit({ sessionId: true }).shape)
  .superRefine((e, ctx) => {
    // What the analytics issue reads per kind: a product view or a cart add names the product; a conversion its order.
    if ((e.kind === "view_content" || e.kind === "add_to_cart") && !e.productId)
      ctx.addIssue({ code: "custom", path: ["productId"], message: messages.required("Product") });
    if (e.kind === "session_converted" && !e.orderId) ctx.addIssue({ code: "custom", path: ["orderId"], message: messages.required("Order") });
  });
export type StorefrontEventInput = z.infer<typeof StorefrontEventSchema>;

export const StorefrontEventsSchema = z.object({
  events: z
    .array(StorefrontEventSchema, { error: CHECKOUT_MESSAGES.eventsEmpty })
    .min(1, CHECKOUT_MESSAGES.eventsEmpty)
    .max(EVENTS_PER_CALL_MAX, CHECKOUT_MESSAGES.eventsMax),
});

/** Tags on a manual order: a short list of short words, as the orders list filters by them. */
export const ORDER_TAGS_MAX = 50;

/**
 * POST /orders (SPEC §7: the payload under `product`): a phone sale typed in by staff, placed by the same code as a
 * storefront completion. `paid` marks it paid (a successful sale) instead of pending; `idempotencyKey` is made when the
 * form renders, so a resubmitted form places one order.
 */
export const ManualOrderSchema = z.object({
  lines: cartLines,
  email: optionalEmail(),
  phone: optionalPhone(),
  shippingAddress: AddressSchema.nullable().default(null),
  /** One of the shipping rates, or "" for none (picked up in store). */
  shippingRate: z.preprocess(blankToEmpty, safeString().max(50, CHECKOUT_MESSAGES.shippingRate)),
  paymentMethod: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "manual" : v),
    z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.paymentMethod }),
  ),
  paid: checkbox.default(false),
  /** A discount code to apply (any case), "" for none; the store's automatic discounts apply either way (ADR 041). */
  discountCode: z.preprocess((v) => (typeof v === "string" ? v.trim() : (v ?? "")), safeString().max(64, messages.maxLength(64))),
  note: optionalText("Note", { max: ORDER_NOTE_MAX }),
  tags: z
    .array(requiredText("Tag"), { error: messages.required("Tag") })
    .max(ORDER_TAGS_MAX, messages.maxLength(ORDER_TAGS_MAX))
    .default([])
    .transform((tags) => [...new Set(tags)]),
  idempotencyKey: z.preprocess(
    (v) => v ?? "",
    safeString()
      .min(1, messages.required("Idempotency key"))
      .refine((v) => v === "" || IDEMPOTENCY_KEY_RE.test(v), "Idempotency key must be 8-100 letters, digits or _ . : -"),
  ),
});
export type ManualOrder = z.infer<typeof ManualOrderSchema>;

// Shipping -------------------------------------------------------------------------------------------------------

export interface ShippingRate {
  code: string;
  title: string;
  priceMinor: number;
}

/**
 * The rates a checkout is offered while its store has no shipping zone (ADR 059), and a manual order's: one list per
 * store language, so in the store's currency (SPEC §9: vi is VND, en is USD) and words. The one place they are set.
 */
export const SHIPPING_RATES: Record<StoreLanguage, readonly ShippingRate[]> = {
  vi: [
    { code: "standard", title: "Giao hàng tiêu chuẩn", priceMinor: 30_000 },
    { code: "express", title: "Giao hàng nhanh", priceMinor: 60_000 },
  ],
  en: [
    { code: "standard", title: "Standard shipping", priceMinor: 500 },
    { code: "express", title: "Express shipping", priceMinor: 1_500 },
  ],
};
export const shippingRatesFor = (language: string | null | undefined): readonly ShippingRate[] => SHIPPING_RATES[language === "en" ? "en" : "vi"];
export const findShippingRate = (language: string | null | undefined, code: string): ShippingRate | null =>
  shippingRatesFor(language).find((rate) => rate.code === code) ?? null;

// Pricing --------------------------------------------------------------------------------------------------------

/** What pricing needs of a line; the API's lines carry more (title, stock …), which pricing passes through. */
export interface PricingLine {
  variantId: string;
  productId: string;
  quantity: number;
  unitPriceMinor: number;
}

/**
 * What a discount takes off (the discounts area makes these from the checkout's `discountCode` and the automatic
 * discounts): `lines` comes off the items, spread over `lineIndexes` (all lines when absent) in proportion to their
 * amounts; `shipping` comes off the shipping. Amounts are capped at what there is to take off.
 */
export interface DiscountApplication {
  discountId: string;
  code: string | null;
  title: string;
  type: string;
  target: "lines" | "shipping";
  amountMinor: number;
  lineIndexes?: readonly number[];
  /**
   * Exactly what comes off each line (one entry per line of the cart, in its order), when the step has spread the
   * amount itself (the discounts area's `priceCart` does: buy X get Y's cheapest units, shares on what is left after
   * product discounts). Each share is still capped at what is left of its line.
   */
  lineShares?: readonly number[];
}

export type PricedLine<L extends PricingLine> = L & {
  /** unit price × quantity. */
  lineTotalMinor: number;
  /** This line's share of the discounts (shares add up to the lines' discount exactly, ADR 035). */
  discountMinor: number;
};

/** The cart a discount step looks at: lines priced, shipping chosen, nothing taken off yet. */
export interface PricedCart<L extends PricingLine> {
  currency: CurrencyCode;
  lines: readonly PricedLine<L>[];
  subtotalMinor: number;
  shippingMinor: number;
}

/** The seam for discounts: a pure step the API loads for a checkout (ADR 037). */
export type DiscountStep<L extends PricingLine = PricingLine> = (cart: PricedCart<L>) => readonly DiscountApplication[];

export interface AppliedDiscountPrice {
  discountId: string;
  code: string | null;
  title: string;
  type: string;
  amountMinor: number;
  /** What it took off the shipping (part of `amountMinor`). */
  shippingMinor?: number;
  /** What it took off each line, in the lines' order (the rest of `amountMinor`): a refund of a line gives back its price less these. */
  lineShares?: number[];
}

export interface CheckoutPrice<L extends PricingLine> {
  currency: CurrencyCode;
  lines: PricedLine<L>[];
  subtotalMinor: number;
  /** Off the lines and off the shipping together. */
  discountMinor: number;
  /** The shipping rate's price, before a shipping discount (which is in `discountMinor`). */
  shippingMinor: number;
  /** The lines' tax (ADR 059): inside their prices when the store's prices include tax, else added on top. */
  taxMinor: number;
  /** Whether `taxMinor` is inside the prices (and so not added to the total). */
  taxIncluded: boolean;
  /** subtotal − discount + shipping, plus the tax when it is not included. */
  totalMinor: number;
  discounts: AppliedDiscountPrice[];
}

/**
 * Every price a checkout and its order show, in one place: the checkout's reads, its completion (with prices read
 * again in the completion's transaction) and a manual order all go through here, and a discount joins as `discount`.
 */
export function priceCheckout<L extends PricingLine>(input: {
  currency: CurrencyCode;
  lines: readonly L[];
  shipping: ShippingRate | null;
  discount?: DiscountStep<L> | null;
  /** The shipping address's tax rate (thousandths of a percent, domain/tax-settings.ts) and whether prices include it. */
  tax?: { scaledRate: number; included: boolean } | null;
}): CheckoutPrice<L> {
  const lines: PricedLine<L>[] = input.lines.map((line) => ({ ...line, lineTotalMinor: line.unitPriceMinor * line.quantity, discountMinor: 0 }));
  const subtotalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  const shippingMinor = input.shipping?.priceMinor ?? 0;
  const discounts: AppliedDiscountPrice[] = [];
  let shippingDiscountMinor = 0;
  const applications = input.discount?.({ currency: input.currency, lines, subtotalMinor, shippingMinor }) ?? [];
  for (const a of applications) {
    const wanted = Math.max(0, Math.round(a.amountMinor));
    let taken: number;
    let fromShipping = 0;
    const shares = lines.map(() => 0);
    if (a.target === "shipping") {
      taken = fromShipping = Math.min(wanted, shippingMinor - shippingDiscountMinor);
      shippingDiscountMinor += taken;
    } else if (a.lineShares) {
      taken = 0;
      lines.forEach((line, i) => {
        const share = Math.min(Math.max(0, Math.round(a.lineShares![i] ?? 0)), line.lineTotalMinor - line.discountMinor);
        line.discountMinor += share;
        shares[i] = share;
        taken += share;
      });
    } else {
      const indexes = (a.lineIndexes ?? lines.map((_, i) => i)).filter((i) => lines[i] !== undefined);
      const room = indexes.map((i) => lines[i]!.lineTotalMinor - lines[i]!.discountMinor);
      taken = Math.min(
        wanted,
        room.reduce((sum, r) => sum + r, 0),
      );
      allocate(taken, room).forEach((share, k) => {
        lines[indexes[k]!]!.discountMinor += share;
        shares[indexes[k]!] = share;
      });
    }
    discounts.push({
      discountId: a.discountId,
      code: a.code,
      title: a.title,
      type: a.type,
      amountMinor: taken,
      shippingMinor: fromShipping,
      lineShares: shares,
    });
  }
  const discountMinor = lines.reduce((sum, line) => sum + line.discountMinor, 0) + shippingDiscountMinor;
  // Tax per line on what the line costs after its discounts, rounded per line; shipping is not taxed (ADR 059).
  const tax = input.tax ?? null;
  const taxIncluded = tax?.included ?? true;
  const taxMinor = tax ? lines.reduce((sum, line) => sum + taxOfLine(line.lineTotalMinor - line.discountMinor, tax.scaledRate, tax.included), 0) : 0;
  return {
    currency: input.currency,
    lines,
    subtotalMinor,
    discountMinor,
    shippingMinor,
    taxMinor,
    taxIncluded,
    totalMinor: subtotalMinor - discountMinor + shippingMinor + (taxIncluded ? 0 : taxMinor),
    discounts,
  };
}

// Answers --------------------------------------------------------------------------------------------------------

export interface AddressDto {
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
}

export interface ShippingRateDto {
  code: string;
  title: string;
  price: number;
}

export interface AppliedDiscountDto {
  discountId: string;
  code: string | null;
  title: string;
  type: string;
  amount: number;
}

export interface CheckoutLineDto {
  variantId: string;
  productId: string | null;
  title: string;
  variantTitle: string;
  sku: string;
  image: string | null;
  quantity: number;
  price: number;
  linePrice: number;
  totalDiscount: number;
  /** False when the variant is gone, its product hidden, or fewer are in stock than the line asks for. */
  available: boolean;
}

export interface CheckoutDto {
  token: string;
  storeId: string;
  currency: CurrencyCode;
  lines: CheckoutLineDto[];
  email: string;
  phone: string;
  shippingAddress: AddressDto | null;
  shippingLine: ShippingRateDto | null;
  availableShippingRates: ShippingRateDto[];
  /** What `…/complete` takes as `paymentMethod`: the methods of the API's payment providers (none once completed). */
  availablePaymentMethods: string[];
  /** What bank transfer tells the buyer (the account to pay into), as the store's operator assigned it (ADR 063); null when none. */
  bankTransferInstructions: string | null;
  /** The store's checkout options (ADR 060): which contact and address fields to ask for, and whether to offer a note. */
  fields: CheckoutFieldSettings;
  note: string;
  /** Set by `PUT …/discount-code` (ADR 041); priced through `priceCheckout`'s discount step. */
  discountCode: string | null;
  /** Why the checkout's code takes nothing off now (the cart changed under its minimum, it expired …); a completion refuses it. */
  discountCodeError: string | null;
  /** What each applied discount (the code's and the automatic ones) takes off. */
  discounts: AppliedDiscountDto[];
  subtotalPrice: number;
  totalDiscounts: number;
  totalShipping: number;
  totalTax: number;
  totalPrice: number;
  completedAt: string | null;
  orderId: string | null;
  orderName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PlacedOrderLineDto {
  _id: string;
  variantId: string | null;
  productId: string | null;
  title: string;
  variantTitle: string;
  sku: string;
  image: string | null;
  quantity: number;
  price: number;
  totalDiscount: number;
}

/** An order as placing it answers (the storefront's completion, the admin's manual order). */
export interface PlacedOrderDto {
  _id: string;
  number: number;
  name: string;
  email: string;
  phone: string;
  customerId: string | null;
  customerName: string;
  currency: CurrencyCode;
  subtotalPrice: number;
  totalDiscounts: number;
  totalShipping: number;
  totalTax: number;
  totalPrice: number;
  financialStatus: string;
  fulfillmentStatus: string;
  status: string;
  paymentMethod: string;
  source: string;
  shippingAddress: AddressDto | null;
  shippingLine: ShippingRateDto | null;
  note: string;
  tags: string[];
  lines: PlacedOrderLineDto[];
  createdAt: string;
}

// The manual order's variant search (GET /orders/manual/variants) -----------------------------------------------

export const ORDER_VARIANT_SEARCH_MAX = 20;

export const OrderVariantQuerySchema = z.object({
  search: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), safeString().max(TEXT_MAX, messages.maxLength(TEXT_MAX))),
  /** Comma-separated variant ids (the lines already chosen); malformed ones are ignored. */
  ids: z.preprocess(
    (v) =>
      (typeof v === "string" ? v.split(",") : [])
        .map((s) => s.trim().toLowerCase())
        .filter((s) => UUID_RE.test(s))
        .slice(0, CHECKOUT_LINES_MAX),
    z.array(safeString()),
  ),
  limit: z.coerce.number().int().min(1).max(ORDER_VARIANT_SEARCH_MAX).default(ORDER_VARIANT_SEARCH_MAX),
});

export interface OrderVariantDto {
  variantId: string;
  productId: string;
  title: string;
  variantTitle: string;
  sku: string;
  price: number;
  inventoryQuantity: number;
  published: boolean;
}

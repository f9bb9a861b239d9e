// The storefront's public API (ADR 037): checkouts by their unguessable token and funnel events, both under the store's
// id; and the admin's manual order (SPEC §7 `POST /orders`, scope `orders`), placed by the same code as a completion.
import { z } from "zod/v4";
import {
  CheckoutCompleteSchema,
  CheckoutCreateSchema,
  CheckoutUpdateSchema,
  ManualOrderSchema,
  OrderVariantQuerySchema,
  type OrderVariantDto,
  ShippingLineSelectSchema,
  StorefrontEventsSchema,
  type AddressDto,
  type AppliedDiscountDto,
  type CheckoutDto,
  type CheckoutLineDto,
  type PlacedOrderDto,
  type PlacedOrderLineDto,
  type ShippingRateDto,
} from "../checkout";
import { CheckoutFieldSettingsSchema } from "../checkout-settings";
import { CheckoutDiscountCodeSchema } from "../discount";
import { CURRENCY } from "../money";
import { safeString } from "../validation";
import { defineEndpoint, IsoDate, Uuid } from "./endpoint";
import { sameShape } from "./type-check";

const Currency = z.enum([CURRENCY.vi.code, CURRENCY.en.code]);

export const AddressDtoSchema = z.object({
  firstName: safeString(),
  lastName: safeString(),
  company: safeString(),
  address1: safeString(),
  address2: safeString(),
  city: safeString(),
  province: safeString(),
  zip: safeString(),
  countryCode: safeString(),
  phone: safeString(),
});
sameShape<z.infer<typeof AddressDtoSchema>, AddressDto>(true);

export const ShippingRateDtoSchema = z.object({ code: safeString(), title: safeString(), price: z.number() });
sameShape<z.infer<typeof ShippingRateDtoSchema>, ShippingRateDto>(true);

export const AppliedDiscountDtoSchema = z.object({
  discountId: safeString(),
  code: safeString().nullable(),
  title: safeString(),
  type: safeString(),
  amount: z.number(),
});
sameShape<z.infer<typeof AppliedDiscountDtoSchema>, AppliedDiscountDto>(true);

export const CheckoutLineDtoSchema = z.object({
  variantId: safeString(),
  productId: safeString().nullable(),
  title: safeString(),
  variantTitle: safeString(),
  sku: safeString(),
  image: safeString().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  linePrice: z.number(),
  totalDiscount: z.number(),
  available: z.boolean(),
});
sameShape<z.infer<typeof CheckoutLineDtoSchema>, CheckoutLineDto>(true);

export const CheckoutDtoSchema = z.object({
  token: safeString(),
  storeId: safeString(),
  currency: Currency,
  lines: z.array(CheckoutLineDtoSchema),
  email: safeString(),
  phone: safeString(),
  shippingAddress: AddressDtoSchema.nullable(),
  shippingLine: ShippingRateDtoSchema.nullable(),
  availableShippingRates: z.array(ShippingRateDtoSchema),
  availablePaymentMethods: z.array(safeString()),
  bankTransferInstructions: safeString().nullable(),
  fields: CheckoutFieldSettingsSchema,
  note: safeString(),
  discountCode: safeString().nullable(),
  discountCodeError: safeString().nullable(),
  discounts: z.array(AppliedDiscountDtoSchema),
  subtotalPrice: z.number(),
  totalDiscounts: z.number(),
  totalShipping: z.number(),
  totalTax: z.number(),
  totalPrice: z.number(),
  completedAt: IsoDate.nullable(),
  orderId: safeString().nullable(),
  orderName: safeString().nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof CheckoutDtoSchema>, CheckoutDto>(true);

export const PlacedOrderLineDtoSchema = z.object({
  _id: safeString(),
  variantId: safeString().nullable(),
  productId: safeString().nullable(),
  title: safeString(),
  variantTitle: safeString(),
  sku: safeString(),
  image: safeString().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  totalDiscount: z.number(),
});
sameShape<z.infer<typeof PlacedOrderLineDtoSchema>, PlacedOrderLineDto>(true);

export const PlacedOrderDtoSchema = z.object({
  _id: safeString(),
  number: z.number().int(),
  name: safeString(),
  email: safeString(),
  phone: safeString(),
  customerId: safeString().nullable(),
  customerName: safeString(),
  currency: Currency,
  subtotalPrice: z.number(),
  totalDiscounts: z.number(),
  totalShipping: z.number(),
  totalTax: z.number(),
  totalPrice: z.number(),
  financialStatus: safeString(),
  fulfillmentStatus: safeString(),
  status: safeString(),
  paymentMethod: safeString(),
  source: safeString(),
  shippingAddress: AddressDtoSchema.nullable(),
  shippingLine: ShippingRateDtoSchema.nullable(),
  note: safeString(),
  tags: z.array(safeString()),
  lines: z.array(PlacedOrderLineDtoSchema),
  createdAt: IsoDate,
});
sameShape<z.infer<typeof PlacedOrderDtoSchema>, PlacedOrderDto>(true);

/** The store as the storefront names it (ADR 037: its id); a malformed one is 404 like an unknown one. */
const StoreParams = z.object({ storeId: Uuid });
/** The checkout's token: 32 URL-safe characters; anything else names no checkout (404). */
const TokenParams = StoreParams.extend({ token: safeString() });

const one = z.object({ checkout: CheckoutDtoSchema });
const placed = z.object({ order: PlacedOrderDtoSchema, replayed: z.boolean() });
const storefront = { access: "public" } as const;

export const checkoutEndpoints = {
  create: defineEndpoint({
    method: "POST",
    path: "/storefront/:storeId/checkouts",
    ...storefront,
    status: 201,
    summary: "Start a checkout from cart lines (rate-limited per client); answers its token, the credential of every later call",
    params: StoreParams,
    body: CheckoutCreateSchema,
    response: one,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/storefront/:storeId/checkouts/:token",
    ...storefront,
    summary: "A checkout, priced now (stock and prices read again)",
    params: TokenParams,
    response: one,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/storefront/:storeId/checkouts/:token",
    ...storefront,
    summary: "Set the lines, e-mail, phone or shipping address (what is left out stays)",
    params: TokenParams,
    body: CheckoutUpdateSchema,
    response: one,
  }),
  shippingLine: defineEndpoint({
    method: "PUT",
    path: "/storefront/:storeId/checkouts/:token/shipping-line",
    ...storefront,
    summary: "Choose one of `availableShippingRates` by its code",
    params: TokenParams,
    body: ShippingLineSelectSchema,
    response: one,
  }),
  discountCode: defineEndpoint({
    method: "PUT",
    path: "/storefront/:storeId/checkouts/:token/discount-code",
    ...storefront,
    summary:
      "Apply a discount code (any case), or remove the checkout's code with an empty `code`. A code that would take nothing off " +
      "is refused with 400 and its reason on `code` (unknown, not active yet, expired, usage limit reached, used by this customer, " +
      "minimum not met, no eligible items, not combinable); the checkout is left as it was",
    params: TokenParams,
    body: CheckoutDiscountCodeSchema,
    response: one,
  }),
  complete: defineEndpoint({
    method: "POST",
    path: "/storefront/:storeId/checkouts/:token/complete",
    ...storefront,
    status: 201,
    summary:
      "Place the order (header `Idempotency-Key` required): prices read again, the payment asked of the provider of `paymentMethod` " +
      "(one of the checkout's `availablePaymentMethods`; cash on delivery and bank transfer are a pending sale), stock taken. " +
      "201 with the order; the same key again answers 200 with the same order and `replayed: true`; 409 when a line is short (`lines` names it), " +
      "when the checkout was completed with another key, or when the key was used for another request; 402 when the provider declines " +
      "the payment and 502 when it cannot be asked (nothing placed or taken either way)",
    params: TokenParams,
    body: CheckoutCompleteSchema,
    response: placed,
  }),
};

export const storefrontEventEndpoints = {
  record: defineEndpoint({
    method: "POST",
    path: "/storefront/:storeId/events",
    ...storefront,
    status: 201,
    summary: "Record funnel events (view_content, add_to_cart, reached_checkout, session_converted) with session and attribution; rate-limited per client",
    params: StoreParams,
    body: StorefrontEventsSchema,
    response: z.object({ recorded: z.number().int() }),
  }),
};

export const OrderVariantDtoSchema = z.object({
  variantId: safeString(),
  productId: safeString(),
  title: safeString(),
  variantTitle: safeString(),
  sku: safeString(),
  price: z.number(),
  inventoryQuantity: z.number().int(),
  published: z.boolean(),
});
sameShape<z.infer<typeof OrderVariantDtoSchema>, OrderVariantDto>(true);

export const orderPlacementEndpoints = {
  variants: defineEndpoint({
    method: "GET",
    path: "/orders/manual/variants",
    access: "store",
    scope: "orders",
    summary:
      "Variants a manual order can sell (hidden products' too), with price and stock: by product title or SKU (`search`, at most `limit`), " +
      "and the ones named by `ids` (the lines already chosen), in one answer",
    query: OrderVariantQuerySchema,
    response: z.object({ variants: z.array(OrderVariantDtoSchema), chosen: z.array(OrderVariantDtoSchema) }),
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/orders",
    access: "store",
    scope: "orders",
    status: 201,
    summary: "Create a manual order (payload under `product`, SPEC §7), paid or pending; the same `idempotencyKey` again answers 200 with the same order",
    body: ManualOrderSchema,
    envelope: { key: "product" },
    response: placed,
  }),
};

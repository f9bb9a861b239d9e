// An order's money and stock actions (SPEC §7 Orders: fulfilments, refund, cancel; ADR 035, 039), scope `orders`.
// Each creating call carries an `idempotencyKey`: the same key and request again answer the first result (200,
// `replayed: true`), the same key with another request 409.
import { z } from "zod/v4";
import { CURRENCY } from "../money";
import {
  FulfillmentCreateSchema,
  FulfillmentUpdateSchema,
  MarkPaidSchema,
  OrderCancelSchema,
  RefundCreateSchema,
  type ActionLineDto,
  type FulfillmentDto,
  type FulfillmentsDto,
  type OrderActionSummaryDto,
  type RefundableDto,
  type RefundDto,
} from "../order-actions";
import { safeString } from "../validation";
import { defineEndpoint, ids, IsoDate } from "./endpoint";
import { sameShape } from "./type-check";

const Currency = z.enum([CURRENCY.vi.code, CURRENCY.en.code]);

export const OrderActionSummaryDtoSchema = z.object({
  _id: safeString(),
  name: safeString(),
  currency: Currency,
  status: safeString(),
  financialStatus: safeString(),
  fulfillmentStatus: safeString(),
  totalPrice: z.number(),
  paid: z.number(),
  refunded: z.number(),
  version: z.number().int(),
});
sameShape<z.infer<typeof OrderActionSummaryDtoSchema>, OrderActionSummaryDto>(true);

export const FulfillmentDtoSchema = z.object({
  _id: safeString(),
  orderId: safeString(),
  status: safeString(),
  lines: z.array(z.object({ lineId: safeString(), quantity: z.number().int() })),
  trackingCompany: safeString(),
  trackingNumber: safeString(),
  trackingUrl: safeString(),
  notifyCustomer: z.boolean(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof FulfillmentDtoSchema>, FulfillmentDto>(true);

const ActionLineDtoSchema = z.object({
  lineId: safeString(),
  title: safeString(),
  variantTitle: safeString(),
  sku: safeString(),
  image: safeString().nullable(),
  variantId: safeString().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  totalDiscount: z.number(),
  fulfilledQuantity: z.number().int(),
  refundedQuantity: z.number().int(),
  unfulfilledQuantity: z.number().int(),
  refundableQuantity: z.number().int(),
  refundableAmount: z.number(),
});
sameShape<z.infer<typeof ActionLineDtoSchema>, ActionLineDto>(true);

const FulfillmentsDtoSchema = z.object({
  order: OrderActionSummaryDtoSchema,
  lines: z.array(ActionLineDtoSchema),
  fulfillments: z.array(FulfillmentDtoSchema),
});
sameShape<z.infer<typeof FulfillmentsDtoSchema>, FulfillmentsDto>(true);

export const RefundDtoSchema = z.object({
  _id: safeString(),
  orderId: safeString(),
  lines: z.array(z.object({ lineId: safeString(), quantity: z.number().int(), restock: z.boolean(), amount: z.number() })),
  shipping: z.number(),
  amount: z.number(),
  reason: safeString(),
  createdAt: IsoDate,
});
sameShape<z.infer<typeof RefundDtoSchema>, RefundDto>(true);

const RefundableDtoSchema = z.object({
  order: OrderActionSummaryDtoSchema,
  lines: z.array(ActionLineDtoSchema),
  shipping: z.object({ total: z.number(), refunded: z.number(), refundable: z.number() }),
  totalRefundable: z.number(),
  refunds: z.array(RefundDtoSchema),
});
sameShape<z.infer<typeof RefundableDtoSchema>, RefundableDto>(true);

const scoped = { access: "store", scope: "orders" } as const;
const orderId = ids("id");
const fulfillmentIds = ids("id", "fid");
const oneFulfillment = z.object({ fulfillment: FulfillmentDtoSchema, order: OrderActionSummaryDtoSchema, replayed: z.boolean() });

export const orderActionEndpoints = {
  listFulfillments: defineEndpoint({
    method: "GET",
    path: "/orders/:id/fulfillments",
    ...scoped,
    summary: "An order's fulfilments, with each line's quantities still to ship",
    params: orderId,
    response: FulfillmentsDtoSchema,
  }),
  createFulfillment: defineEndpoint({
    method: "POST",
    path: "/orders/:id/fulfillments",
    ...scoped,
    status: 201,
    summary:
      "Fulfil some or all of what is left (payload under `fulfillment`) with tracking; `notifyCustomer` sends the shipping confirmation. " +
      "The same `idempotencyKey` again answers 200 with the same fulfilment",
    params: orderId,
    body: FulfillmentCreateSchema,
    envelope: { key: "fulfillment", orWhole: true },
    response: oneFulfillment,
  }),
  updateFulfillment: defineEndpoint({
    method: "PUT",
    path: "/orders/:id/fulfillments/:fid",
    ...scoped,
    summary: "Edit a fulfilment's tracking (with its `version`; stale is 409); `notifyCustomer` sends the shipping update",
    params: fulfillmentIds,
    body: FulfillmentUpdateSchema,
    envelope: { key: "fulfillment", orWhole: true },
    response: oneFulfillment,
  }),
  cancelFulfillment: defineEndpoint({
    method: "PUT",
    path: "/orders/:id/fulfillments/:fid/cancel",
    ...scoped,
    summary: "Cancel a fulfilment: its quantities are to ship again. Cancelling a cancelled one answers it again (`replayed`)",
    params: fulfillmentIds,
    response: oneFulfillment,
  }),
  refundable: defineEndpoint({
    method: "GET",
    path: "/orders/:id/refund",
    ...scoped,
    summary: "What can still be refunded: per line (quantity and amount, its discount share taken off), shipping, and in all (paid less refunded)",
    params: orderId,
    response: RefundableDtoSchema,
  }),
  refund: defineEndpoint({
    method: "POST",
    path: "/orders/refund",
    ...scoped,
    status: 201,
    summary:
      "Refund lines (restocked or not) and shipping; the server computes the amounts and never gives back more than is left. " +
      "The same `idempotencyKey` again answers 200 with the first refund",
    body: RefundCreateSchema,
    response: z.object({ refund: RefundDtoSchema, order: OrderActionSummaryDtoSchema, replayed: z.boolean() }),
  }),
  cancel: defineEndpoint({
    method: "POST",
    path: "/orders/cancel",
    ...scoped,
    summary: "Cancel an order: restock what was not shipped (once), optionally refund what was paid, void a pending payment",
    body: OrderCancelSchema,
    response: z.object({ order: OrderActionSummaryDtoSchema, refund: RefundDtoSchema.nullable(), replayed: z.boolean() }),
  }),
  markPaid: defineEndpoint({
    method: "POST",
    path: "/orders/:id/mark-paid",
    ...scoped,
    summary: "Mark a pending order (cash on delivery, bank transfer, manual) as paid: an addition to SPEC §7 (ADR 039)",
    params: orderId,
    body: MarkPaidSchema,
    response: z.object({ order: OrderActionSummaryDtoSchema, replayed: z.boolean() }),
  }),
};

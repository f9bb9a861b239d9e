// Abandoned checkouts (SPEC §2 abandoned, abandoned/checkout/{id}; ADR 040). SPEC §7 names only the counter (reports.ts);
// the list, one checkout, sending a message now and the recovery schedule are additions under /orders/abcheckouts,
// scope `orders`. The restore link every message carries is public, beside the storefront's checkout calls (ADR 037).
import { z } from "zod/v4";
import {
  AbandonedListQuerySchema,
  RECOVERY_CHANNELS,
  RECOVERY_STATUSES,
  RecoveryScheduleUpdateSchema,
  SendRecoverySchema,
  type AbandonedCheckoutDto,
  type AbandonedLineDto,
  type AbandonedSummaryDto,
  type RecoveryEntry,
  type RecoverySchedule,
} from "../abandoned";
import { RECOVERY_SKIP_REASONS } from "../abandoned-limits";
import { CURRENCY } from "../money";
import { safeString } from "../validation";
import { AddressDtoSchema } from "./checkout";
import { defineEndpoint, ids, IsoDate, paged, Uuid } from "./endpoint";
import { sameShape } from "./type-check";

const Currency = z.enum([CURRENCY.vi.code, CURRENCY.en.code]);

const SummarySchema = z.object({
  _id: safeString(),
  abandonedAt: IsoDate,
  createdAt: IsoDate,
  customerName: safeString(),
  email: safeString(),
  phone: safeString(),
  total: z.number(),
  currency: Currency,
  status: z.enum(RECOVERY_STATUSES),
  sent: z.number().int(),
  failed: z.number().int(),
  orderId: safeString().nullable(),
});
sameShape<z.infer<typeof SummarySchema>, AbandonedSummaryDto>(true);

const LineSchema = z.object({
  variantId: safeString(),
  title: safeString(),
  variantTitle: safeString(),
  sku: safeString(),
  image: safeString().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  linePrice: z.number(),
  available: z.boolean(),
});
sameShape<z.infer<typeof LineSchema>, AbandonedLineDto>(true);

const EntrySchema = z.object({
  channel: z.enum(RECOVERY_CHANNELS),
  step: z.number().int(),
  sentAt: IsoDate,
  clickedAt: IsoDate.optional(),
  key: safeString().optional(),
  failedAt: IsoDate.optional(),
  error: safeString().optional(),
  skipped: z.enum(RECOVERY_SKIP_REASONS).optional(),
});
sameShape<z.infer<typeof EntrySchema>, RecoveryEntry>(true);

const CheckoutSchema = SummarySchema.extend({
  token: safeString(),
  customerId: safeString().nullable(),
  shippingAddress: AddressDtoSchema.nullable(),
  lines: z.array(LineSchema),
  subtotal: z.number(),
  shipping: z.number(),
  discounts: z.number(),
  recovery: z.array(EntrySchema),
  recoverUrl: safeString(),
  orderName: safeString().nullable(),
  completedAt: IsoDate.nullable(),
});
sameShape<z.infer<typeof CheckoutSchema>, AbandonedCheckoutDto>(true);

const StepSettingSchema = z.object({ enabled: z.boolean(), delayHours: z.number().int() });
const ScheduleSchema = z.object({ email: z.array(StepSettingSchema), sms: z.array(StepSettingSchema) });
sameShape<z.infer<typeof ScheduleSchema>, RecoverySchedule>(true);
const SettingsSchema = z.object({ schedule: ScheduleSchema, version: z.number().int(), updatedAt: IsoDate.nullable() });

const scoped = { access: "store", scope: "orders" } as const;

export const abandonedEndpoints = {
  settings: defineEndpoint({
    method: "GET",
    path: "/orders/abcheckouts/settings",
    ...scoped,
    summary: "The store's recovery schedule (the defaults, version 1, until it is first saved)",
    response: z.object({ settings: SettingsSchema }),
  }),
  saveSettings: defineEndpoint({
    method: "PUT",
    path: "/orders/abcheckouts/settings",
    ...scoped,
    summary: "Save the recovery schedule against its version (409 `{ current }` when stale)",
    body: RecoveryScheduleUpdateSchema,
    envelope: { key: "settings" },
    response: z.object({ settings: SettingsSchema }),
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/orders/abcheckouts",
    ...scoped,
    summary: "Abandoned checkouts, last touched newest first: days `from`/`to` of the last touch (dd-mm-yyyy, store time zone), `search`",
    query: AbandonedListQuerySchema,
    response: paged({ checkouts: z.array(SummarySchema) }),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/orders/abcheckouts/:id",
    ...scoped,
    summary: "One abandoned checkout: its cart priced now, the buyer, the recovery messages",
    params: ids("id"),
    response: z.object({ checkout: CheckoutSchema }),
  }),
  send: defineEndpoint({
    method: "POST",
    path: "/orders/abcheckouts/:id/send",
    ...scoped,
    summary: "Send the next recovery message of a channel now (idempotent by `idempotencyKey`)",
    params: ids("id"),
    body: SendRecoverySchema,
    status: 201,
    response: z.object({ entry: EntrySchema, replayed: z.boolean() }),
  }),
  recover: defineEndpoint({
    method: "GET",
    path: "/storefront/:storeId/checkouts/:token/recover",
    access: "public",
    summary: "The restore link of a recovery message: records the click (`step`, e.g. email-1) and redirects to the cart",
    params: z.object({ storeId: Uuid, token: safeString() }),
    query: z.object({ step: safeString().optional() }),
    status: 302,
    produces: "text/plain",
  }),
};

// A store's payment methods (SPEC §7 assign-payment; operators), payout details, proxy (operators) and the operators'
// members view (ADR 063). Restricted calls answer everyone but operators 404, as their screens do (SPEC §2).
import { z } from "zod/v4";
import { MemberDetailSchema, MemberListQuerySchema, MemberRowSchema } from "../members";
import { AssignPaymentBodySchema, PaymentSettingsDtoSchema, PayoutDtoSchema, PayoutFormSchema, ProxyDtoSchema, ProxyFormSchema } from "../store-ops";
import { defineEndpoint, ids, MessageSchema } from "./endpoint";

const operators = { access: "operator", scope: "settings" } as const;
const scoped = { access: "store", scope: "settings" } as const;
const payment = z.object({ payment: PaymentSettingsDtoSchema });

export const storePaymentEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/stores/payments/admin/payment",
    ...operators,
    summary: "The store's payment methods and fee (operators only; 404 for everyone else); version 1 until first assigned",
    response: payment,
  }),
  assign: defineEndpoint({
    method: "POST",
    path: "/stores/payments/admin/assign-payment",
    ...operators,
    summary:
      "SPEC §7: assign the store (`storeId`, the `store-id` header's store) its payment methods (cash on delivery, bank transfer with its instructions) and fee (percent + fixed minor units per order), against the version (409 `{ current }`); the checkout offers those methods and the profit report uses that fee",
    body: AssignPaymentBodySchema,
    envelope: { key: "payment", orWhole: true },
    response: payment,
  }),
};

export const payoutEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/stores/settings/payout",
    ...scoped,
    summary: "The store's payout bank details; the account number as `isSet` and `last4` only",
    response: z.object({ payout: PayoutDtoSchema }),
  }),
  save: defineEndpoint({
    method: "PUT",
    path: "/stores/settings/payout",
    ...scoped,
    summary: "Save the payout details against the version (409 `{ current }`); a blank account number keeps the stored one",
    body: PayoutFormSchema,
    envelope: { key: "payout", orWhole: true },
    response: z.object({ payout: PayoutDtoSchema }),
  }),
};

export const proxyEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/stores/settings/proxy",
    ...operators,
    summary: "The store's outbound proxy for its integrations (operators only; 404 for everyone else); the password never answered",
    response: z.object({ proxy: ProxyDtoSchema }),
  }),
  save: defineEndpoint({
    method: "PUT",
    path: "/stores/settings/proxy",
    ...operators,
    summary:
      "Save the proxy against the version (409 `{ current }`): an http, https or socks5 URL, optional credentials; a blank password keeps the stored one",
    body: ProxyFormSchema,
    envelope: { key: "proxy", orWhole: true },
    response: z.object({ proxy: ProxyDtoSchema }),
  }),
};

export const memberEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/users/admin/members",
    access: "operator",
    summary: "The platform's users, newest first, searched by e-mail or name (operators only; 404 for everyone else)",
    query: MemberListQuerySchema,
    response: z.object({ members: z.array(MemberRowSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/users/admin/members/:id",
    access: "operator",
    summary: "One user: verified or not, sign-in info, and their stores with role and plan (operators only)",
    params: ids("id"),
    response: z.object({ member: MemberDetailSchema }),
  }),
  disable: defineEndpoint({
    method: "POST",
    path: "/users/admin/members/:id/disable",
    access: "operator",
    summary: "Disable an account: it cannot sign in and every session of it is revoked (not one's own: 400; operators only)",
    params: ids("id"),
    response: MessageSchema,
  }),
  enable: defineEndpoint({
    method: "POST",
    path: "/users/admin/members/:id/enable",
    access: "operator",
    summary: "Enable a disabled account again (operators only)",
    params: ids("id"),
    response: MessageSchema,
  }),
};

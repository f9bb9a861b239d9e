// Payments (operators), payout, proxy (operators) and the members view (domain/contracts/store-ops.ts; ADR 063).
import { memberEndpoints as me, payoutEndpoints as po, proxyEndpoints as px, storePaymentEndpoints as pay } from "@domain/contracts/store-ops";
import type { MemberListQuery } from "@domain/members";
import type { PaymentSettingsDto, PayoutDto, PayoutForm, ProxyDto, ProxyForm } from "@domain/store-ops";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

export type { PaymentSettingsDto, PayoutDto, ProxyDto };
type Api = Pick<ApiClients, "store">;

export const getPaymentSettings = async (api: Api) => (await call(api.store, pay.get)).payment;
export const assignPayment = async (
  api: Api,
  payment: Pick<PaymentSettingsDto, "storeId" | "cod" | "bankTransfer" | "bankTransferInstructions" | "feePercent" | "feeFixedMinor" | "version">,
) => (await call(api.store, pay.assign, { body: { payment } })).payment;

export const getPayout = async (api: Api) => (await call(api.store, po.get)).payout;
export const savePayout = async (api: Api, payout: PayoutForm) => (await call(api.store, po.save, { body: { payout } })).payout;

export const getProxy = async (api: Api) => (await call(api.store, px.get)).proxy;
export const saveProxy = async (api: Api, proxy: ProxyForm) => (await call(api.store, px.save, { body: { proxy } })).proxy;

export const listMembers = (api: Pick<ApiClients, "accounts">, query: Partial<MemberListQuery>) => call(api.accounts, me.list, { query });
export const setMemberDisabled = (api: Pick<ApiClients, "accounts">, id: string, disabled: boolean) =>
  call(api.accounts, disabled ? me.disable : me.enable, { params: { id } });
export const getMember = async (api: Pick<ApiClients, "accounts">, id: string) => (await call(api.accounts, me.get, { params: { id } })).member;

// Abandoned checkouts (domain/contracts/abandoned.ts, scope `orders`), their counter on the report base (SPEC §7
// Reports), and the storefront's calls the restored-cart page makes for the buyer (domain/contracts/checkout.ts).
import { abandonedEndpoints as ae } from "@domain/contracts/abandoned";
import { checkoutEndpoints as ce } from "@domain/contracts/checkout";
import type { ResponseOf } from "@domain/contracts/endpoint";
import { reportEndpoints } from "@domain/contracts/reports";
import type { AbandonedCounter, AbandonedListQuery, RecoveryChannel, RecoverySchedule } from "@domain/abandoned";
import type { AddressDto, CheckoutDto } from "@domain/checkout";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

type Api = Pick<ApiClients, "store">;

export type AbandonedList = ResponseOf<typeof ae.list>;
export type AbandonedCheckout = ResponseOf<typeof ae.get>["checkout"];
export type RecoverySettings = ResponseOf<typeof ae.settings>["settings"];
export type AbandonedListParams = { [K in keyof AbandonedListQuery]?: AbandonedListQuery[K] | string };

export function listAbandoned(api: Api, query: AbandonedListParams): Promise<AbandonedList> {
  return call(api.store, ae.list, { query });
}

export async function getAbandoned(api: Api, id: string): Promise<AbandonedCheckout> {
  return (await call(api.store, ae.get, { params: { id } })).checkout;
}

/** The next message of the channel, now; the same `idempotencyKey` again answers the first send with `replayed`. */
export function sendRecovery(api: Api, id: string, channel: RecoveryChannel, idempotencyKey: string) {
  return call(api.store, ae.send, { params: { id }, body: { channel, idempotencyKey } });
}

export async function getRecoverySettings(api: Api): Promise<RecoverySettings> {
  return (await call(api.store, ae.settings)).settings;
}

/** A stale `version` answers 409 with `body.current`. */
export async function saveRecoverySettings(api: Api, schedule: RecoverySchedule, version: number): Promise<RecoverySettings> {
  return (await call(api.store, ae.saveSettings, { body: { settings: { schedule, version } } })).settings;
}

/** SPEC §7's counter, on the report base: `from`/`to` days (dd-mm-yyyy) in `timezone`. */
export function abandonedCounter(
  api: Pick<ApiClients, "reports">,
  q: { from: string; to: string; storeIds: string[]; timezone: string },
): Promise<AbandonedCounter> {
  return call(api.reports, reportEndpoints.abandonedCounter, {
    query: { from_time: q.from, to_time: q.to, stores: q.storeIds.join(","), timezone: q.timezone },
  });
}

// The buyer's restored cart (routes/checkouts.$storeId.$token): public calls, no sign-in.
export async function getPublicCheckout(api: Api, storeId: string, token: string): Promise<CheckoutDto> {
  return (await call(api.store, ce.get, { params: { storeId, token } })).checkout;
}
export async function updatePublicCheckout(api: Api, storeId: string, token: string, body: { email?: string; phone?: string; shippingAddress?: AddressDto }) {
  return (await call(api.store, ce.update, { params: { storeId, token }, body })).checkout;
}
export async function choosePublicShipping(api: Api, storeId: string, token: string, code: string) {
  return (await call(api.store, ce.shippingLine, { params: { storeId, token }, body: { code } })).checkout;
}
export function completePublicCheckout(api: Api, storeId: string, token: string, idempotencyKey: string) {
  return call(api.store, ce.complete, { params: { storeId, token }, body: { paymentMethod: "cod" }, headers: { "idempotency-key": idempotencyKey } });
}

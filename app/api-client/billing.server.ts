// Billing (domain/contracts/billing.ts; ADR 058). SPEC §8: the subscription and payment-info calls swallow errors:
// confirming a plan and saving payment info answer false, reading payment info answers null, and the screen says so.
// What is not swallowed is an answer about the input itself (400 by field, 409 stale version): the form needs it to
// keep the input and show why, as every other form does. A 401 still signs out (the client throws a redirect).
import { billingEndpoints as be } from "@domain/contracts/billing";
import type { ChoosePlanForm, CurrentSubscription, PaymentInfoDto, PaymentInfoForm, SubscriptionDto, TopUpForm } from "@domain/billing";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { CurrentSubscription, PaymentInfoDto, SubscriptionDto };
type Api = Pick<ApiClients, "store">;

/** An answer to the input (bad field, stale version): the form's to show, never swallowed. */
const answersTheInput = (error: unknown) => isApiError(error) && (error.status === 400 || error.status === 409);

async function swallowing<T, F>(run: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await run();
  } catch (error) {
    if (!isApiError(error) || answersTheInput(error)) throw error;
    return fallback;
  }
}

export async function listPlans(api: Api): Promise<SubscriptionDto[]> {
  return (await call(api.store, be.subscriptions)).subscriptions;
}

export function currentSubscription(api: Api): Promise<CurrentSubscription> {
  return call(api.store, be.currentSubscription);
}

export async function trialTime(api: Api) {
  return (await call(api.store, be.trialTime)).trial;
}

/** The card on file (or `paymentInfo: null` when none) and its version; null when it could not be loaded (SPEC §8). */
export function getPaymentInfo(api: Api): Promise<{ paymentInfo: PaymentInfoDto | null; version: number } | null> {
  return swallowing(() => call(api.store, be.getPaymentInfo), null);
}

/** The saved card; false when the call failed (SPEC §8); a 400 or 409 is thrown for the form. */
export function updatePaymentInfo(api: Api, paymentInfo: PaymentInfoForm): Promise<PaymentInfoDto | false> {
  return swallowing(async () => (await call(api.store, be.savePaymentInfo, { body: { paymentInfo } })).paymentInfo!, false);
}

/** True once chosen; false when the call failed (SPEC §8); a 400 (no card, plan not offered) or 409 is thrown. */
export function confirmPlan(api: Api, subscription: ChoosePlanForm): Promise<boolean> {
  return swallowing(async () => (await call(api.store, be.choosePlan, { body: { subscription } }), true), false);
}

export async function topUp(api: Api, form: TopUpForm) {
  return call(api.store, be.topUp, { body: { topUp: form } });
}

export function topUpHistory(api: Api, page: number, limit: number) {
  return call(api.store, be.topUpHistory, { query: { page, limit } });
}

/** The payment info as saved now, from a 409 of updatePaymentInfo; null for any other error. */
export function conflictingPaymentInfo(error: unknown): { paymentInfo: PaymentInfoDto | null; version: number } | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const current = (error.body as { current?: unknown } | null)?.current;
  return current && typeof current === "object" && "version" in current ? (current as { paymentInfo: PaymentInfoDto | null; version: number }) : null;
}

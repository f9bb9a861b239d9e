// The billing screens (ADR 058) as Remix runs their loaders and actions, against the real API on PGlite: the
// restricted billing page 404s for non-operators in loader and action; the card form keeps the input on 400 and 409
// except the number and CVC, which never come back; SPEC §8's swallowing client; a top-up form sent twice credits
// once; choosing a plan without a card is refused with a clear message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingEndpoints as be } from "../../domain/contracts/billing";
import type { AppConfig } from "../../app/lib/context";
import { readToast } from "../../app/lib/toast.server";
import { createApiClients } from "../../app/api-client/client.server";
import { confirmPlan, getPaymentInfo, updatePaymentInfo } from "../../app/api-client/billing.server";
import { action as billingAction, loader as billingLoader } from "../../app/routes/admin.settings.billing/route";
import { action as pricingAction } from "../../app/routes/admin.pricing/route";
import { action as topUpAction, loader as topUpLoader } from "../../app/routes/admin.topUp._index/route";
import { loader as historyLoader } from "../../app/routes/admin.topUp.history/route";
import { adminConfigFor, loadContextOf, postForm, sessionCookieOf } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let config: AppConfig;
beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "billing-secret");
});
afterAll(async () => {
  await h?.close();
});

type Reply = { intent: string; result?: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> }; conflict?: { version: number } };
type SignedIn = { token: string; refreshToken: string; storeId: string };
let n = 0;
const operator = () => h.owner(`billing-app-${++n}-${Math.random().toString(36).slice(2, 7)}@backroom.dev`);
const get = async (user: SignedIn, path: string, run: (args: never) => Promise<unknown>) => {
  const request = new Request(`http://127.0.0.1${path}`, { headers: { cookie: await sessionCookieOf(config, user) } });
  return run({ request, context: loadContextOf(config), params: {} } as never).catch((e: unknown) => e);
};
const card = (over: Record<string, string> = {}) => ({
  cardHolder: "Lan Nguyen",
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/39",
  cvc: "737",
  version: "1",
  ...over,
});
const toastOf = async (setCookie: string) =>
  (await readToast(new Request("http://127.0.0.1/", { headers: { cookie: setCookie.split(";")[0]! } }), loadContextOf(config))).toast;

describe("the billing page", () => {
  it("is the operators': the 404 page for an owner who is not one, in the loader and the action", async () => {
    const owner = await h.owner();
    const page = (await get(owner, "/admin/settings/billing", billingLoader as never)) as Response;
    expect(page).toBeInstanceOf(Response);
    expect(page.status).toBe(404);
    expect((await postForm<Reply>(config, owner, billingAction, "/admin/settings/billing", card())).status).toBe(404);
    const op = await operator();
    const data = (await get(op, "/admin/settings/billing", billingLoader as never)) as Awaited<ReturnType<typeof billingLoader>>;
    expect(data.trial).toMatchObject({ status: "ACTIVE", diff: 14 });
    expect(data.payment).toEqual({ paymentInfo: null, version: 1 });
    expect(data.current.subscription).toBeNull();
  });

  it("refuses a bad card with 400: the holder and expiry kept, the number and CVC never sent back", async () => {
    const op = await operator();
    const answer = await postForm<Reply>(config, op, billingAction, "/admin/settings/billing", card({ cardNumber: "4242 4242 4242 4241", cvc: "9931" }));
    expect(answer.status).toBe(400);
    expect(answer.data?.result?.error).toEqual({ cardNumber: ["Card number is not valid"] });
    expect(answer.data?.result?.initialValue).toMatchObject({ cardHolder: "Lan Nguyen", expiry: "12/39" });
    const text = JSON.stringify(answer.data);
    expect(text).not.toContain("4241");
    expect(text).not.toContain("9931");
  });

  it("saves the card (toast, last four shown in groups of four) and answers a stale version with 409, input kept", async () => {
    const op = await operator();
    const saved = await postForm<Reply>(config, op, billingAction, "/admin/settings/billing", card());
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/admin/settings/billing");
    expect(await toastOf(saved.setCookie)).toMatchObject({ kind: "success", message: "Đã lưu thông tin thanh toán" });
    const data = (await get(op, "/admin/settings/billing", billingLoader as never)) as Awaited<ReturnType<typeof billingLoader>>;
    expect(data.payment?.paymentInfo).toMatchObject({ cardNumber: "•••• •••• •••• 4242", brand: "visa", version: 2 });

    const stale = await postForm<Reply>(config, op, billingAction, "/admin/settings/billing", card({ cardHolder: "Mine", cardNumber: "5555 5555 5555 4444" }));
    expect(stale.status).toBe(409);
    expect(stale.data?.conflict).toMatchObject({ version: 2 });
    expect(stale.data?.result?.initialValue).toMatchObject({ cardHolder: "Mine", expiry: "12/39" });
    expect(JSON.stringify(stale.data)).not.toContain("5555555555554444");
    const kept = await postForm<Reply>(config, op, billingAction, "/admin/settings/billing", {
      ...card({ cardHolder: "Mine", cardNumber: "5555 5555 5555 4444" }),
      intent: "overwrite",
      latestVersion: "2",
    });
    expect(kept.status).toBe(302);
  });
});

describe("SPEC §8: the subscription and payment-info calls swallow errors", () => {
  it("get payment info answers null, update payment and confirm plan false, when the API cannot be reached", async () => {
    const dead = createApiClients({ ...config, apiBaseUrl: "http://127.0.0.1:9/api" }, { token: "x", storeId: "y" });
    expect(await getPaymentInfo(dead)).toBeNull();
    expect(await updatePaymentInfo(dead, { cardHolder: "A", cardNumber: "4242424242424242", expiry: "12/39", cvc: "123", version: 1 })).toBe(false);
    expect(await confirmPlan(dead, { planId: "p", version: 1 })).toBe(false);
  });
});

describe("top-up and pricing", () => {
  it("a top-up form sent twice credits once; the history lists it", async () => {
    const op = await operator();
    await postForm<Reply>(config, op, billingAction, "/admin/settings/billing", card());
    const form = (await get(op, "/admin/topUp", topUpLoader as never)) as Awaited<ReturnType<typeof topUpLoader>>;
    const fields = { amount: "150.000", idempotencyKey: form.idempotencyKey, version: "1" };
    const first = await postForm<Reply>(config, op, topUpAction, "/admin/topUp", fields);
    expect(first.status).toBe(302);
    expect(first.location).toBe("/admin/topUp/history");
    expect(await toastOf(first.setCookie)).toMatchObject({ message: "Đã nạp 150.000 đ vào số dư" });
    const second = await postForm<Reply>(config, op, topUpAction, "/admin/topUp", fields);
    expect(second.status).toBe(302);
    expect(await toastOf(second.setCookie)).toMatchObject({ message: "Lần nạp này đã được thực hiện: không trừ tiền thêm lần nữa" });
    const history = (await get(op, "/admin/topUp/history", historyLoader as never)) as Awaited<ReturnType<typeof historyLoader>>;
    expect(history.history).toMatchObject({ total: 1, balanceMinor: 150_000 });

    const tooSmall = await postForm<Reply>(config, op, topUpAction, "/admin/topUp", { ...fields, amount: "10", idempotencyKey: "another-key-123" });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.data?.result?.initialValue).toMatchObject({ amount: "10", idempotencyKey: "another-key-123" });
    const reused = await postForm<Reply>(config, op, topUpAction, "/admin/topUp", { ...fields, amount: "200000" });
    expect(reused.status).toBe(409);
    expect(reused.data?.result?.initialValue?.amount).toBe("200000");
    expect(reused.data?.result?.initialValue?.idempotencyKey).not.toBe(form.idempotencyKey);
  });

  it("choosing a plan without a card is refused with a clear message; with one it is chosen", async () => {
    const op = await operator();
    const plans = (await h.request(be.subscriptions, { headers: op.headers })).body.subscriptions;
    const pro = plans.find((p) => p.code === "pro")!;
    const refused = await postForm<Reply>(config, op, pricingAction, "/admin/pricing", { intent: "choose", planId: pro._id, version: "1" });
    expect(refused.status).toBe(400);
    expect(Object.values(refused.data?.result?.error ?? {}).flat()).toEqual(["Hãy thêm thẻ trong mục Thanh toán trước khi chọn gói"]);
    await postForm<Reply>(config, op, billingAction, "/admin/settings/billing", card());
    const chosen = await postForm<Reply>(config, op, pricingAction, "/admin/pricing", { intent: "choose", planId: pro._id, version: "1" });
    expect(chosen.status).toBe(302);
    expect(await toastOf(chosen.setCookie)).toMatchObject({ message: "Đã chọn gói Pro" });
    const stale = await postForm<Reply>(config, op, pricingAction, "/admin/pricing", { intent: "choose", planId: plans[0]!._id, version: "1" });
    expect(stale.status).toBe(409);
  });
});

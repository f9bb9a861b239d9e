// The payments, payout and proxy pages (ADR 063) as Remix runs their loaders and actions, against the real API on
// PGlite: the restricted pages 404 for a non-operator in loader and action; the typed fixed fee becomes minor units;
// a refused or stale save keeps the input but never the typed secret.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payoutEndpoints, storePaymentEndpoints } from "../../domain/contracts/store-ops";
import type { AppConfig } from "../../app/lib/context";
import { readToast } from "../../app/lib/toast.server";
import * as payments from "../../app/routes/admin.settings.payments/route";
import * as payout from "../../app/routes/admin.settings.payout/route";
import * as proxy from "../../app/routes/admin.settings.proxy/route";
import { adminConfigFor, loadContextOf, postForm, sessionCookieOf } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let config: AppConfig;
beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "store-ops-secret");
});
afterAll(async () => {
  await h?.close();
});

type SignedIn = { token: string; refreshToken: string; storeId: string };
type Reply = { result?: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> }; conflict?: { version: number } };
type Route = { action: Parameters<typeof postForm>[2]; loader: (args: never) => Promise<unknown> };

let seq = 0;
const operator = () => h.owner(`ops-app-${++seq}-${Math.random().toString(36).slice(2, 6)}@backroom.dev`);
const post = (user: SignedIn, route: Route, path: string, fields: Record<string, string>) => postForm<Reply>(config, user, route.action, path, fields);
const toastOf = async (setCookie: string) =>
  (await readToast(new Request("http://127.0.0.1/", { headers: { cookie: setCookie.split(";")[0]! } }), loadContextOf(config))).toast;
async function load(user: SignedIn, route: Route, path: string) {
  const request = new Request(`http://127.0.0.1${path}`, { headers: { cookie: await sessionCookieOf(config, user) } });
  return route.loader({ request, context: loadContextOf(config), params: {} } as never).catch((e: unknown) => e);
}

describe("store ops pages", () => {
  it("payments and proxy are 404 for a merchant in loader and action; payout is theirs", async () => {
    const owner = await h.owner();
    for (const [route, path] of [
      [payments, "/admin/settings/payments"],
      [proxy, "/admin/settings/proxy"],
    ] as const) {
      expect(((await load(owner, route as Route, path)) as Response).status).toBe(404);
      expect((await post(owner, route as Route, path, { version: "1" })).status).toBe(404);
    }
    const page = (await load(owner, payout as Route, "/admin/settings/payout")) as { payout: { version: number } };
    expect(page.payout.version).toBe(1);
  });

  it("payments: the fixed fee typed in đồng is saved in minor units with a toast; a refusal keeps the input", async () => {
    const ops = await operator();
    const refused = await post(ops, payments as Route, "/admin/settings/payments", { feePercent: "2", feeFixed: "3.000", version: "1" });
    expect(refused.status).toBe(400);
    expect(refused.data?.result?.error).toMatchObject({ cod: ["Offer at least one payment method"] });
    expect(refused.data?.result?.initialValue).toMatchObject({ feeFixed: "3.000" });
    const bad = await post(ops, payments as Route, "/admin/settings/payments", { cod: "on", feeFixed: "3,5", version: "1" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data?.result?.error ?? {})).toEqual(["feeFixed"]);

    const saved = await post(ops, payments as Route, "/admin/settings/payments", { cod: "on", feePercent: "2", feeFixed: "3.000", version: "1" });
    expect(saved.status).toBe(302);
    expect(await toastOf(saved.setCookie)).toMatchObject({ kind: "success", message: "Đã lưu cài đặt thanh toán" });
    expect((await h.request(storePaymentEndpoints.get, { headers: ops.headers })).body.payment).toMatchObject({
      cod: true,
      bankTransfer: false,
      feePercent: 2,
      feeFixedMinor: 3000,
      version: 2,
    });
    const stale = await post(ops, payments as Route, "/admin/settings/payments", { bankTransfer: "on", bankTransferInstructions: "ACB", version: "1" });
    expect(stale.status).toBe(409);
    expect(stale.data?.conflict?.version).toBe(2);
    expect(stale.data?.result?.initialValue).toMatchObject({ bankTransferInstructions: "ACB" });
  });

  it("payout: a refused or stale save never sends the typed account number back", async () => {
    const owner = await h.owner();
    const number = "9704366612345678";
    const refused = await post(owner, payout as Route, "/admin/settings/payout", { accountHolder: "", bankName: "VCB", accountNumber: number, version: "1" });
    expect(refused.status).toBe(400);
    expect(refused.data?.result?.error).toMatchObject({ accountHolder: ["Account holder required"] });
    expect(JSON.stringify(refused.data)).not.toContain(number);
    const saved = await post(owner, payout as Route, "/admin/settings/payout", { accountHolder: "A", bankName: "VCB", accountNumber: number, version: "1" });
    expect(saved.status).toBe(302);
    const stale = await post(owner, payout as Route, "/admin/settings/payout", { accountHolder: "B", bankName: "VCB", accountNumber: number, version: "1" });
    expect(stale.status).toBe(409);
    expect(JSON.stringify(stale.data)).not.toContain(number);
    const page = await load(owner, payout as Route, "/admin/settings/payout");
    expect(JSON.stringify(page)).not.toContain(number);
    expect((await h.request(payoutEndpoints.get, { headers: owner.headers })).body.payout.accountNumber).toEqual({ isSet: true, last4: "5678" });
  });
});

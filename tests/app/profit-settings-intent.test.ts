// The profit settings card's intent as Remix runs it, against the real API on PGlite (through a stand-in of the
// estimated-profit page's action): bad input is 400 with the input kept, a stale version 409 with the newest version,
// a save redirects back with a toast.
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencyOf } from "../../domain/money";
import { profitSettingsEndpoints as pe } from "../../domain/contracts/profit-settings";
import type { AppConfig } from "../../app/lib/context";
import { requireStore } from "../../app/lib/guards.server";
import { loadProfitSettingsCard, profitSettingsIntent } from "../../app/features/profit-settings/profit-settings.server";
import { PROFIT_SETTINGS_INTENT } from "../../app/features/profit-settings/profit-settings-form";
import { adminConfigFor, postForm } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let config: AppConfig;
beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "profit-settings-secret");
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

/** What the estimated-profit page's action will do with the card's intent. */
async function pageAction({ request, context }: ActionFunctionArgs) {
  const { api, user } = await requireStore(request, context, "analytics");
  const formData = await request.formData();
  if (formData.get("intent") === PROFIT_SETTINGS_INTENT) return profitSettingsIntent({ context, api, request, formData, currency: currencyOf(user.language) });
  throw new Response("Unknown intent", { status: 400 });
}

type CardReply = { profitSettings: { result: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> }; conflictVersion: number | null } };

async function post(owner: Owner, fields: Record<string, string>) {
  const answer = await postForm<CardReply>(config, owner, pageAction, "/admin/estimated-profit?range=7", fields);
  return { ...answer, data: answer.data?.profitSettings ?? null };
}

describe("the profit settings card's intent", () => {
  it("saves typed amounts and redirects back with a toast; bad input is 400 as typed; a stale version is 409 with the newest", async () => {
    const owner = await h.owner();
    const fields = { intent: PROFIT_SETTINGS_INTENT, paymentFeePercent: "2,9", paymentFeeFixed: "2.000", shippingCostPerOrder: "25.000", version: "1" };
    const saved = await post(owner, fields);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/admin/estimated-profit?range=7");
    expect(saved.setCookie).toMatch(/toast/i);
    const api = { store: { get: (path: string) => h.call("GET", path, { headers: owner.headers }).then((r) => r.body) } };
    expect((await h.request(pe.get, { headers: owner.headers })).body.settings).toMatchObject({
      paymentFeePercent: 2.9,
      paymentFeeFixed: 2000,
      shippingCostPerOrder: 25000,
      version: 2,
    });
    expect((await loadProfitSettingsCard(api as never)).profitSettings).toMatchObject({ version: 2 });

    const bad = await post(owner, { ...fields, paymentFeePercent: "150", shippingCostPerOrder: "25,5", version: "2" });
    expect(bad.status).toBe(400);
    expect(bad.data?.result.initialValue).toMatchObject({ paymentFeePercent: "150", shippingCostPerOrder: "25,5" });
    expect(bad.data?.result.error).toMatchObject({
      paymentFeePercent: ["Payment fee (%) must be from 0 to 100"],
      shippingCostPerOrder: ["Write a whole number of đồng, like 30000 or 30.000"],
    });

    const stale = await post(owner, { ...fields, paymentFeePercent: "3", version: "1" });
    expect(stale.status).toBe(409);
    expect(stale.data?.conflictVersion).toBe(2);
    expect(stale.data?.result.initialValue).toMatchObject({ paymentFeePercent: "3" });
    const retried = await post(owner, { ...fields, paymentFeePercent: "3", version: String(stale.data?.conflictVersion) });
    expect(retried.status).toBe(302);
    expect((await h.request(pe.get, { headers: owner.headers })).body.settings).toMatchObject({ paymentFeePercent: 3, version: 3 });
  });
});

// The shipping zone and taxes pages (ADR 059) as Remix runs their loaders and actions, against the real API on PGlite:
// guards (settings scope; taxes operators only, 404 for everyone else in loader and action), a 400 and a 409 keep the
// input, a save redirects with a toast, and the country dialog's steps keep the unsaved zone in the URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippingZoneEndpoints as sz, taxEndpoints as te } from "../../domain/contracts/shipping-taxes";
import type { AppConfig } from "../../app/lib/context";
import { action as createAction, loader as createLoader } from "../../app/routes/admin.settings.shipping.create/route";
import { action as updateAction, loader as updateLoader } from "../../app/routes/admin.settings.shipping.update.$id/route";
import { action as taxesAction, loader as taxesLoader } from "../../app/routes/admin.settings.taxes._index/route";
import { action as countryAction, loader as countryLoader } from "../../app/routes/admin.settings.taxes.$id/route";
import { adminConfigFor, loadContextOf, postForm, sessionCookieOf } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let config: AppConfig;
beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "settings-shipping-secret");
});
afterAll(async () => {
  await h?.close();
});

type SignedIn = { token: string; refreshToken: string; storeId: string };
type Reply = { intent: string; result?: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> }; conflict?: { version: number } };
const zoneForm = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: "Domestic",
  countries: "VN",
  "rates[0].name": "Standard",
  "rates[0].price": "30000",
  "rates[0].condition": "price",
  "rates[0].min": "0",
  "rates[0].max": "",
  // The spare row the page always shows: blank, so not saved.
  "rates[1].name": "",
  "rates[1].price": "",
  "rates[1].condition": "none",
  ...overrides,
});
const get = async (user: SignedIn, path: string) => new Request(`http://127.0.0.1${path}`, { headers: { cookie: await sessionCookieOf(config, user) } });
const run = <T>(p: Promise<T>) => p.catch((e: unknown) => e);

describe("the shipping zone pages", () => {
  it("create: a bad input is 400 with all of it kept; a good one redirects to the zone with a toast; blank rate rows are dropped", async () => {
    const owner = await h.owner();
    const bad = await postForm<Reply>(config, owner, createAction, "/admin/settings/shipping/create", zoneForm({ name: "", "rates[0].price": "-5" }));
    expect(bad.status).toBe(400);
    expect(bad.data?.result?.error).toMatchObject({ name: ["Zone name required"], "rates[0].price": ["Enter a number of 0 or more"] });
    expect(bad.data?.result?.initialValue).toMatchObject({ countries: "VN", rates: [{ name: "Standard", price: "-5" }] });

    const ok = await postForm<Reply>(config, owner, createAction, "/admin/settings/shipping/create", zoneForm());
    expect(ok.status).toBe(302);
    const zones = (await h.request(sz.list, { headers: owner.headers })).body.zones;
    expect(zones).toHaveLength(1);
    expect(ok.location).toBe(`/admin/settings/shipping/update/${zones[0]!._id}`);
    expect(zones[0]!.rates.map((r) => r.name)).toEqual(["Standard"]);

    // The same country again: the API's message on the countries field, the input kept.
    const taken = await postForm<Reply>(config, owner, createAction, "/admin/settings/shipping/create", zoneForm({ name: "Again" }));
    expect(taken.status).toBe(400);
    // The API says it in the admin's language (Vietnamese here, the store's).
    expect(taken.data?.result?.error?.countries).toEqual(["Vietnam đã thuộc vùng Domestic"]);
    expect(taken.data?.result?.initialValue).toMatchObject({ name: "Again" });
  });

  it("update: a stale version is 409 with the input kept; staff without the settings scope are refused", async () => {
    const owner = await h.owner();
    const zone = (
      await h.request(sz.create, {
        headers: owner.headers,
        body: { zone: { name: "Domestic", countries: ["VN"], rates: [{ name: "Standard", price: 1 }] } } as never,
      })
    ).body.zone;
    const path = `/admin/settings/shipping/update/${zone._id}`;
    expect((await postForm<Reply>(config, owner, updateAction, path, zoneForm({ name: "First", version: "1" }), { id: zone._id })).status).toBe(302);
    const stale = await postForm<Reply>(config, owner, updateAction, path, zoneForm({ name: "Second", version: "1" }), { id: zone._id });
    expect(stale.status).toBe(409);
    expect(stale.data?.conflict?.version).toBe(2);
    expect(stale.data?.result?.initialValue).toMatchObject({ name: "Second" });
    const staff = { ...(await h.staff(owner.storeId, ["orders"])), storeId: owner.storeId, refreshToken: "" };
    expect((await postForm<Reply>(config, staff, updateAction, path, zoneForm({ version: "2" }), { id: zone._id })).status).toBe(403);
    // Another store's zone is the 404 page, and its owner's post changes nothing.
    const other = await h.owner();
    const elsewhere = await run(updateLoader({ request: await get(other, path), context: loadContextOf(config), params: { id: zone._id } }));
    expect((elsewhere as Response).status).toBe(404);
    expect((await postForm<Reply>(config, other, updateAction, path, zoneForm({ name: "Taken", version: "2" }), { id: zone._id })).status).toBe(400);
    expect((await h.request(sz.get, { headers: owner.headers, params: { id: zone._id } })).body.zone).toMatchObject({ name: "First", version: 2 });
  });

  it("the country dialog's steps redirect to the next URL with the unsaved zone in it", async () => {
    const owner = await h.owner();
    const base = "/admin/settings/shipping/create?draft=1&name=My%20zone&rates[0].name=Std&rates[0].price=5&dialog=countries&search=viet";
    const added = await run(createLoader({ request: await get(owner, `${base}&add=VN`), context: loadContextOf(config), params: {} }));
    expect(added).toBeInstanceOf(Response);
    const next = new URL((added as Response).headers.get("location")!, "http://127.0.0.1");
    expect(next.searchParams.getAll("countries")).toEqual(["VN"]);
    expect(next.searchParams.get("name")).toBe("My zone");
    expect(next.searchParams.get("rates[0].name")).toBe("Std");
    expect(next.searchParams.get("dialog")).toBe("countries");

    const all = await run(
      createLoader({ request: await get(owner, `${base.replace("viet", "lan")}&countries=VN&addAll=1`), context: loadContextOf(config), params: {} }),
    );
    const withAll = new URL((all as Response).headers.get("location")!, "http://127.0.0.1").searchParams.getAll("countries");
    // "lan" finds Thailand, Finland, Poland … (and Thái Lan, Phần Lan, Ba Lan in Vietnamese): every page of them.
    expect(withAll).toEqual(expect.arrayContaining(["VN", "TH", "FI", "PL"]));

    const done = await run(
      createLoader({ request: await get(owner, `${base}&countries=VN&countries=TH&remove=TH&continue=1`), context: loadContextOf(config), params: {} }),
    );
    const closed = new URL((done as Response).headers.get("location")!, "http://127.0.0.1");
    expect(closed.searchParams.getAll("countries")).toEqual(["VN"]);
    expect(closed.searchParams.has("dialog")).toBe(false);

    const open = (await createLoader({ request: await get(owner, `${base}&countries=VN`), context: loadContextOf(config), params: {} })) as {
      state: { draft: { name: string }; dialog: { results: { code: string }[]; selected: { code: string }[] } };
    };
    expect(open.state.draft.name).toBe("My zone");
    expect(open.state.dialog.results.map((c) => c.code)).toEqual(["VN"]);
    expect(open.state.dialog.selected.map((c) => c.code)).toEqual(["VN"]);
  });
});

describe("the taxes pages", () => {
  const operator = () => h.owner(`tax-page-${Math.random().toString(36).slice(2, 8)}@backroom.dev`);

  it("are the 404 page for a store owner who is not an operator, in the loaders and the actions", async () => {
    const owner = await h.owner();
    const ctx = { context: loadContextOf(config) };
    for (const answer of [
      await run(taxesLoader({ request: await get(owner, "/admin/settings/taxes"), ...ctx, params: {} })),
      await run(countryLoader({ request: await get(owner, "/admin/settings/taxes/VN"), ...ctx, params: { id: "VN" } })),
    ])
      expect((answer as Response).status).toBe(404);
    expect((await postForm<Reply>(config, owner, taxesAction, "/admin/settings/taxes", { pricesIncludeTax: "on", version: "1" })).status).toBe(404);
    expect((await postForm<Reply>(config, owner, countryAction, "/admin/settings/taxes/VN", { rate: "10" }, { id: "VN" })).status).toBe(404);
  });

  it("an operator saves the switch and a country's rate with regions; a bad rate is 400 with the input kept; a stale one 409", async () => {
    const ops = await operator();
    expect((await postForm<Reply>(config, ops, taxesAction, "/admin/settings/taxes", { version: "1" })).status).toBe(302);
    expect((await h.request(te.list, { headers: ops.headers })).body.settings).toEqual({ pricesIncludeTax: false, version: 2 });

    const path = "/admin/settings/taxes/VN";
    const fields = { rate: "10", "regions[0].name": "Hà Nội", "regions[0].rate": "8", "regions[1].name": "", "regions[1].rate": "" };
    const bad = await postForm<Reply>(config, ops, countryAction, path, { ...fields, rate: "abc" }, { id: "VN" });
    expect(bad.status).toBe(400);
    expect(bad.data?.result?.error?.rate).toEqual(["Tax rate must be a number from 0 to 100 with at most 3 decimals"]);
    expect(bad.data?.result?.initialValue).toMatchObject({ rate: "abc", regions: [{ name: "Hà Nội", rate: "8" }] });
    const ok = await postForm<Reply>(config, ops, countryAction, path, fields, { id: "VN" });
    expect(ok.status).toBe(302);
    expect(ok.location).toBe(path);
    expect((await h.request(te.getCountry, { headers: ops.headers, params: { countryCode: "VN" } })).body.tax).toMatchObject({
      rate: 10,
      regions: [{ name: "Hà Nội", rate: 8 }],
      version: 1,
    });
    expect((await postForm<Reply>(config, ops, countryAction, path, { ...fields, rate: "9", version: "1" }, { id: "VN" })).status).toBe(302);
    const stale = await postForm<Reply>(config, ops, countryAction, path, { ...fields, rate: "7", version: "1" }, { id: "VN" });
    expect(stale.status).toBe(409);
    expect(stale.data?.result?.initialValue).toMatchObject({ rate: "7" });
  });
});

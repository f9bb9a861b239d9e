// The store's general settings (SPEC §7 GET/PUT /stores/settings/general; ADR 054) on the real API over PGlite: read,
// save against the version, SPEC §5's refusals, a stale version's 409, the settings scope, and the store boundary.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEndpoints as ae } from "../../domain/contracts/accounts";
import { profitSettingsEndpoints as pe } from "../../domain/contracts/profit-settings";
import { storeSettingsEndpoints as se } from "../../domain/contracts/store-settings";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const get = (headers: Record<string, string>) => h.request(se.getGeneral, { headers });
const save = (headers: Record<string, string>, settings: Record<string, unknown>) => h.request(se.saveGeneral, { headers, body: { settings } });
const valid = { name: "Tiệm Hoa Lan", contactEmail: "hello@hoalan.vn", contactPhone: "+84 90 123 4567", language: "vi", standardTimezone: "Asia/Ho_Chi_Minh" };

describe("general settings", () => {
  it("read the store's row: a new store has its name, its owner's e-mail, Vietnamese, Vietnam's zone, version 1", async () => {
    const owner = await h.owner("lan.owner@shop.test");
    const res = await get(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({
      storeId: owner.storeId,
      name: "Store of lan.owner@shop.test",
      contactEmail: "lan.owner@shop.test",
      contactPhone: "",
      language: "vi",
      standardTimezone: "Asia/Ho_Chi_Minh",
      currency: "VND",
      version: 1,
    });
  });

  it("save every field against the version, trimmed, the time zone by its IANA name; the store's language follows", async () => {
    const owner = await h.owner();
    const saved = await save(owner.headers, {
      name: "  Lan's Flowers  ",
      contactEmail: " Hello@LanFlowers.com ",
      contactPhone: "",
      language: "en",
      // Node's ICU calls Vietnam's zone by its old name; the store keeps IANA's.
      standardTimezone: "asia/saigon",
      version: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings).toMatchObject({
      name: "Lan's Flowers",
      contactEmail: "hello@lanflowers.com",
      contactPhone: "",
      language: "en",
      standardTimezone: "Asia/Ho_Chi_Minh",
      currency: "USD",
      version: 2,
    });
    expect((await get(owner.headers)).body.settings).toEqual(saved.body.settings);
    // The admin's default language, the store's zone and its currency elsewhere follow the saved settings.
    const info = await h.request(ae.info, { headers: owner.headers });
    expect(info.body).toMatchObject({ language: "en", timezone: "Asia/Ho_Chi_Minh" });
    expect((await h.request(pe.get, { headers: owner.headers })).body.settings.currency).toBe("USD");
    // The store switcher's name.
    const stores = await h.request(ae.stores, { headers: owner.headers });
    expect(stores.body.stores.find((s) => s.storeId === owner.storeId)?.name).toBe("Lan's Flowers");

    // Unwrapped bodies are taken too (the envelope's orWhole), and an alias resolves to its zone.
    const again = await h.request(se.saveGeneral, { headers: owner.headers, body: { ...valid, standardTimezone: "US/Pacific", version: 2 } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.settings).toMatchObject({ standardTimezone: "America/Los_Angeles", language: "vi", currency: "VND", version: 3 });
  });

  it("refuse bad input with each field's SPEC §5 message, and write nothing", async () => {
    const owner = await h.owner();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Store name required"],
      [{ name: "   " }, "name", "Store name required"],
      [{ name: "x".repeat(256) }, "name", "Max length is 255"],
      [{ contactEmail: "not-an-address" }, "contactEmail", "This is required email"],
      [{ contactEmail: "" }, "contactEmail", "Contact email required"],
      [{ contactPhone: "call me" }, "contactPhone", "Phone is not valid"],
      [{ language: "fr" }, "language", "Language must be vi or en"],
      [{ language: undefined }, "language", "Language must be vi or en"],
      [{ standardTimezone: "Mars/Olympus_Mons" }, "standardTimezone", "Time zone is not a known IANA time zone"],
      [{ standardTimezone: "+07:00" }, "standardTimezone", "Time zone is not a known IANA time zone"],
      [{ standardTimezone: "" }, "standardTimezone", "Time zone required"],
      [{ version: "abc" }, "version", "Version required"],
    ];
    for (const [change, field, message] of cases) {
      const res = await save(owner.headers, { ...valid, version: 1, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      // The first message is the one the form shows next to the field.
      expect(res.error.errors[field]?.[0], JSON.stringify(change)).toBe(message);
    }
    const now = (await get(owner.headers)).body.settings;
    expect(now).toMatchObject({ version: 1, name: `Store of ${now.contactEmail}`, standardTimezone: "Asia/Ho_Chi_Minh" });
  });

  it("answer a stale version with 409 and the settings as saved now; saving against those goes through", async () => {
    const owner = await h.owner();
    expect((await save(owner.headers, { ...valid, name: "First", version: 1 })).status).toBe(200);
    const stale = await save(owner.headers, { ...valid, name: "Second", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe("The general settings were changed by someone else since you opened them. Review them, then save again.");
    expect(stale.error.current).toMatchObject({ name: "First", version: 2 });
    expect((await get(owner.headers)).body.settings).toMatchObject({ name: "First", version: 2 });
    const again = await save(owner.headers, { ...valid, name: "Second", version: 2 });
    expect(again.body.settings).toMatchObject({ name: "Second", version: 3 });
  });

  it("need the settings scope: staff without it get 403 on both calls, staff with it may read and save; no token is 401", async () => {
    const owner = await h.owner();
    const ordersOnly = await h.staff(owner.storeId, ["orders", "analytics"]);
    expect((await get(ordersOnly.headers)).status).toBe(403);
    expect((await save(ordersOnly.headers, { ...valid, name: "Staff was here", version: 1 })).status).toBe(403);
    expect((await get(owner.headers)).body.settings).toMatchObject({ version: 1 });

    const manager = await h.staff(owner.storeId, ["settings"]);
    expect((await get(manager.headers)).status).toBe(200);
    expect((await save(manager.headers, { ...valid, name: "Managed", version: 1 })).body.settings).toMatchObject({ name: "Managed", version: 2 });
    expect((await h.request(se.getGeneral, {})).status).toBe(401);
  });

  it("are each store's own: another store's are never read or written", async () => {
    const a = await h.owner();
    const b = await h.owner();
    expect((await save(a.headers, { ...valid, name: "Store A", version: 1 })).status).toBe(200);
    // B's owner naming A's store is not a member there: 404, and A's settings are untouched.
    const intoA = { ...b.headers, "store-id": a.storeId };
    expect((await get(intoA)).status).toBe(404);
    expect((await save(intoA, { ...valid, name: "Taken over", version: 2 })).status).toBe(404);
    // The body cannot name another store either: there is no id to send, and a stray one is ignored.
    expect((await save(b.headers, { ...valid, storeId: a.storeId, name: "Store B", version: 1 })).body.settings).toMatchObject({
      storeId: b.storeId,
      name: "Store B",
    });
    expect((await get(a.headers)).body.settings).toMatchObject({ storeId: a.storeId, name: "Store A", version: 2 });
    expect((await get(b.headers)).body.settings).toMatchObject({ storeId: b.storeId, name: "Store B", version: 2 });
  });
});

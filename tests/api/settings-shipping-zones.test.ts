// Shipping zones (ADR 059, /api/stores/settings/shipping-zones) on the real API over PGlite: create, read, update against
// the version, delete; bad input with field messages, a country in one zone only, the settings scope, the store boundary.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippingZoneEndpoints as sz } from "../../domain/contracts/shipping-taxes";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Headers = Record<string, string>;
const create = (headers: Headers, zone: Record<string, unknown>) => h.request(sz.create, { headers, body: { zone } as never });
const update = (headers: Headers, id: string, zone: Record<string, unknown>) => h.request(sz.update, { headers, params: { id }, body: { zone } as never });
const asia = {
  name: "Asia",
  countries: ["vn", "TH", "VN"],
  rates: [
    { name: "Standard", price: 30000, condition: "price", min: 0, max: 499999 },
    { name: "Free over 500k", price: 0, condition: "price", min: 500000, max: "" },
    { name: "Heavy", price: 90000, condition: "weight", min: 5, max: null },
  ],
};

describe("shipping zones", () => {
  it("create a zone (countries upper-cased, each once; kilograms kept), read it alone and in the list, update it, delete it", async () => {
    const owner = await h.owner();
    const made = await create(owner.headers, asia);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const zone = made.body.zone;
    expect(zone).toMatchObject({ name: "Asia", countries: ["TH", "VN"], version: 1 });
    expect(zone.rates.map((r) => [r.name, r.price, r.condition, r.min, r.max])).toEqual([
      ["Standard", 30000, "price", 0, 499999],
      ["Free over 500k", 0, "price", 500000, null],
      ["Heavy", 90000, "weight", 5, null],
    ]);
    expect((await h.request(sz.get, { headers: owner.headers, params: { id: zone._id } })).body.zone).toEqual(zone);
    expect((await h.request(sz.list, { headers: owner.headers })).body.zones).toEqual([zone]);

    const saved = await update(owner.headers, zone._id, {
      ...asia,
      name: "Vietnam only",
      countries: ["VN"],
      rates: [{ ...zone.rates[0], price: 25000 }],
      version: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The rate kept its id: a checkout that chose it still finds it.
    expect(saved.body.zone).toMatchObject({ name: "Vietnam only", countries: ["VN"], version: 2, rates: [{ id: zone.rates[0]!.id, price: 25000 }] });

    expect((await h.request(sz.delete, { headers: owner.headers, params: { id: zone._id } })).status).toBe(200);
    expect((await h.request(sz.get, { headers: owner.headers, params: { id: zone._id } })).status).toBe(404);
    expect((await h.request(sz.delete, { headers: owner.headers, params: { id: zone._id } })).status).toBe(404);
    expect((await h.request(sz.list, { headers: owner.headers })).body.zones).toEqual([]);
  });

  it("refuse bad input with each field's message, and write nothing", async () => {
    const owner = await h.owner();
    const rate = asia.rates[0]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Zone name required"],
      [{ name: "x".repeat(101) }, "name", "Max length is 100"],
      [{ countries: [] }, "countries", "Choose at least one country"],
      [{ countries: undefined }, "countries", "Choose at least one country"],
      [{ countries: ["ZZ"] }, "countries.0", "Choose a country"],
      [{ rates: [] }, "rates", "Add at least one rate"],
      [{ rates: [{ ...rate, name: " " }] }, "rates.0.name", "Rate name required"],
      [{ rates: [{ ...rate, price: -1 }] }, "rates.0.price", "Enter a number of 0 or more"],
      [{ rates: [{ ...rate, price: "abc" }] }, "rates.0.price", "Enter a number of 0 or more"],
      [{ rates: [{ ...rate, condition: "volume" }] }, "rates.0.condition", "Condition is none, price or weight"],
      [{ rates: [{ ...rate, min: 10, max: 5 }] }, "rates.0.max", "The maximum must be at least the minimum"],
      [{ rates: [{ ...rate, condition: "weight", min: 0, max: 200000 }] }, "rates.0.max", "Max length is 100000"],
    ];
    for (const [change, field, message] of cases) {
      const res = await create(owner.headers, { ...asia, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.error.errors[field]?.[0], `${JSON.stringify(change)} ${JSON.stringify(res.error.errors)}`).toBe(message);
    }
    expect((await h.request(sz.list, { headers: owner.headers })).body.zones).toEqual([]);
  });

  it("keep a country in one zone: a second zone with it is refused naming the other zone; the zone itself may keep it", async () => {
    const owner = await h.owner();
    const first = (await create(owner.headers, asia)).body.zone;
    const clash = await create(owner.headers, { ...asia, name: "South-East Asia", countries: ["LA", "VN"] });
    expect(clash.status).toBe(400);
    expect(clash.error.errors.countries).toEqual(["Vietnam is already in the zone Asia"]);
    expect((await update(owner.headers, first._id, { ...asia, countries: ["VN", "TH", "KH"], version: 1 })).status).toBe(200);
    // In Vietnamese for an admin reading Vietnamese.
    const vi = await h.request(sz.create, { headers: { ...owner.headers, "accept-language": "vi" }, body: { zone: { ...asia, countries: ["KH"] } } as never });
    expect(vi.status).toBe(400);
    expect(vi.error.errors.countries?.[0]).toBe("Cambodia đã thuộc vùng Asia");
    // Another store may ship to the same countries.
    const other = await h.owner();
    expect((await create(other.headers, asia)).status).toBe(201);
  });

  it("answer a stale version with 409 and the zone as saved now", async () => {
    const owner = await h.owner();
    const zone = (await create(owner.headers, asia)).body.zone;
    expect((await update(owner.headers, zone._id, { ...asia, name: "First", version: 1 })).status).toBe(200);
    const stale = await update(owner.headers, zone._id, { ...asia, name: "Second", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe("This shipping zone was changed by someone else since you opened it. Review it, then save again.");
    expect(stale.error.current).toMatchObject({ name: "First", version: 2 });
    expect((await update(owner.headers, zone._id, { ...asia, name: "Second" })).status).toBe(400);
  });

  it("need the settings scope (403 without it, 401 without a token); another store's zone is 404 on every call", async () => {
    const owner = await h.owner();
    const zone = (await create(owner.headers, asia)).body.zone;
    const ordersOnly = await h.staff(owner.storeId, ["orders"]);
    expect((await h.request(sz.list, { headers: ordersOnly.headers })).status).toBe(403);
    expect((await create(ordersOnly.headers, { ...asia, countries: ["FR"] })).status).toBe(403);
    expect((await h.request(sz.delete, { headers: ordersOnly.headers, params: { id: zone._id } })).status).toBe(403);
    const manager = await h.staff(owner.storeId, ["settings"]);
    expect((await h.request(sz.list, { headers: manager.headers })).body.zones).toHaveLength(1);
    expect((await h.request(sz.list, {})).status).toBe(401);

    const b = await h.owner();
    expect((await h.request(sz.get, { headers: b.headers, params: { id: zone._id } })).status).toBe(404);
    expect((await update(b.headers, zone._id, { ...asia, version: 1 })).status).toBe(404);
    expect((await h.request(sz.delete, { headers: b.headers, params: { id: zone._id } })).status).toBe(404);
    // Naming A's store in the header: not a member, 404.
    expect((await h.request(sz.list, { headers: { ...b.headers, "store-id": owner.storeId } })).status).toBe(404);
    expect((await h.request(sz.get, { headers: owner.headers, params: { id: zone._id } })).body.zone).toMatchObject({ name: "Asia", version: 1 });
    // A malformed id names nothing.
    expect((await h.request(sz.get, { headers: owner.headers, params: { id: "not-an-id" } })).status).toBe(404);
  });
});

// Taxes (ADR 059, /api/stores/settings/taxes) on the real API over PGlite: the switch and a country's rate with regions,
// against their versions; bad input; operators only (everyone else 404, as the restricted screen); the store boundary.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taxEndpoints as te } from "../../domain/contracts/shipping-taxes";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

let seq = 0;
/** The harness's operator domain is backroom.dev. */
const operator = () => h.owner(`tax-ops${++seq}-${Math.random().toString(36).slice(2, 6)}@backroom.dev`);
type Headers = Record<string, string>;
const saveCountry = (headers: Headers, countryCode: string, tax: Record<string, unknown>) =>
  h.request(te.saveCountry, { headers, params: { countryCode }, body: { tax } as never });

describe("taxes", () => {
  it("a new store includes tax in its prices and lists no country; the switch and a country save against their versions", async () => {
    const ops = await operator();
    expect((await h.request(te.list, { headers: ops.headers })).body).toEqual({ settings: { pricesIncludeTax: true, version: 1 }, countries: [] });

    const off = await h.request(te.saveSettings, { headers: ops.headers, body: { settings: { pricesIncludeTax: false, version: 1 } } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.settings).toEqual({ pricesIncludeTax: false, version: 2 });
    const stale = await h.request(te.saveSettings, { headers: ops.headers, body: { settings: { pricesIncludeTax: true, version: 1 } } });
    expect(stale.status).toBe(409);
    expect(stale.error.current).toEqual({ pricesIncludeTax: false, version: 2 });
    // A form's unchecked box sends nothing: that is "off".
    expect((await h.request(te.saveSettings, { headers: ops.headers, body: { settings: { version: 2 } } as never })).body.settings).toEqual({
      pricesIncludeTax: false,
      version: 3,
    });

    const unknown = await h.request(te.getCountry, { headers: ops.headers, params: { countryCode: "vn" } });
    expect(unknown.body.tax).toMatchObject({ countryCode: "VN", rate: 0, regions: [], version: 0 });
    const vn = await saveCountry(ops.headers, "vn", { rate: "10", regions: [{ name: "Hà Nội", rate: 8.125 }] });
    expect(vn.status, JSON.stringify(vn.body)).toBe(200);
    expect(vn.body.tax).toMatchObject({ countryCode: "VN", rate: 10, regions: [{ name: "Hà Nội", rate: 8.125 }], version: 1 });
    // A second "new" save of the same country is a conflict: someone added it meanwhile.
    expect((await saveCountry(ops.headers, "VN", { rate: 5 })).status).toBe(409);
    const updated = await saveCountry(ops.headers, "VN", { rate: 7.5, regions: [], version: 1 });
    expect(updated.body.tax).toMatchObject({ rate: 7.5, regions: [], version: 2 });
    const staleCountry = await saveCountry(ops.headers, "VN", { rate: 9, version: 1 });
    expect(staleCountry.status).toBe(409);
    expect(staleCountry.error.message).toBe("The tax settings were changed by someone else since you opened them. Review them, then save again.");
    expect(staleCountry.error.current).toMatchObject({ rate: 7.5, version: 2 });
    expect((await h.request(te.list, { headers: ops.headers })).body.countries.map((c) => [c.countryCode, c.rate])).toEqual([["VN", 7.5]]);

    expect((await h.request(te.deleteCountry, { headers: ops.headers, params: { countryCode: "VN" } })).status).toBe(200);
    expect((await h.request(te.deleteCountry, { headers: ops.headers, params: { countryCode: "VN" } })).status).toBe(404);
    expect((await h.request(te.list, { headers: ops.headers })).body.countries).toEqual([]);
  });

  it("refuse bad input with the field's message; an unknown country is 404", async () => {
    const ops = await operator();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rate: "" }, "rate", "Tax rate must be a number from 0 to 100 with at most 3 decimals"],
      [{ rate: -1 }, "rate", "Tax rate must be a number from 0 to 100 with at most 3 decimals"],
      [{ rate: 100.5 }, "rate", "Tax rate must be a number from 0 to 100 with at most 3 decimals"],
      [{ rate: 1.2345 }, "rate", "Tax rate must be a number from 0 to 100 with at most 3 decimals"],
      [{ rate: "ten" }, "rate", "Tax rate must be a number from 0 to 100 with at most 3 decimals"],
      [{ rate: 5, regions: [{ name: "", rate: 1 }] }, "regions.0.name", "Region required"],
      [
        {
          rate: 5,
          regions: [
            { name: "Hà Nội", rate: 1 },
            { name: "ha noi", rate: 2 },
          ],
        },
        "regions.1.name",
        "This region is listed twice",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await saveCountry(ops.headers, "VN", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.errors[field]?.[0], JSON.stringify(res.error.errors)).toBe(message);
    }
    expect((await h.request(te.saveSettings, { headers: ops.headers, body: { settings: { pricesIncludeTax: true } } as never })).status).toBe(400);
    expect((await saveCountry(ops.headers, "ZZ", { rate: 5 })).status).toBe(404);
    expect((await h.request(te.getCountry, { headers: ops.headers, params: { countryCode: "VNM" } })).status).toBe(404);
    expect((await h.request(te.list, { headers: ops.headers })).body.countries).toEqual([]);
  });

  it("admit operators only: a store owner who is not one, and staff, get 404 on every call; no token is 401", async () => {
    const owner = await h.owner();
    const calls = (headers: Headers) => [
      h.request(te.list, { headers }),
      h.request(te.saveSettings, { headers, body: { settings: { pricesIncludeTax: false, version: 1 } } }),
      h.request(te.getCountry, { headers, params: { countryCode: "VN" } }),
      saveCountry(headers, "VN", { rate: 10 }),
      h.request(te.deleteCountry, { headers, params: { countryCode: "VN" } }),
    ];
    for (const res of await Promise.all(calls(owner.headers))) expect(res.status).toBe(404);
    const ops = await operator();
    const staff = await h.staff(ops.storeId, ["settings"]);
    for (const res of await Promise.all(calls(staff.headers))) expect(res.status).toBe(404);
    // An operator still needs the settings scope of the store.
    const opsStaff = await h.staff(ops.storeId, ["orders"], `tax-ops-staff${++seq}@backroom.dev`);
    expect((await h.request(te.list, { headers: opsStaff.headers })).status).toBe(403);
    expect((await h.request(te.list, {})).status).toBe(401);
    expect((await h.request(te.list, { headers: ops.headers })).body.settings.version).toBe(1);
  });

  it("are each store's own: an operator of another store neither reads nor writes them", async () => {
    const a = await operator();
    const b = await operator();
    expect((await saveCountry(a.headers, "VN", { rate: 10 })).status).toBe(200);
    const intoA = { ...b.headers, "store-id": a.storeId };
    expect((await h.request(te.list, { headers: intoA })).status).toBe(404);
    expect((await saveCountry(intoA, "VN", { rate: 1, version: 1 })).status).toBe(404);
    expect((await h.request(te.list, { headers: b.headers })).body.countries).toEqual([]);
    // B's own Vietnam is a new row, A's stays.
    expect((await saveCountry(b.headers, "VN", { rate: 5 })).body.tax).toMatchObject({ rate: 5, version: 1 });
    expect((await h.request(te.getCountry, { headers: a.headers, params: { countryCode: "VN" } })).body.tax).toMatchObject({ rate: 10, version: 1 });
  });
});

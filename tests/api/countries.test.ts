// SPEC §3 countries (domain/countries.ts) and their two calls: the public list and the settings list, 100 a page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countryEndpoints as ce } from "../../domain/contracts/countries";
import { COUNTRIES, countryName, findCountry } from "../../domain/countries";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("the country table", () => {
  it("has about 240 countries, each a two-letter code with a name and a dial code", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
      expect(c.name.length).toBeGreaterThan(1);
    }
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(findCountry("vn")).toEqual({ code: "VN", name: "Vietnam", dialCode: "+84" });
    expect(findCountry("US")?.dialCode).toBe("+1");
    expect(findCountry("XK")?.dialCode).toBe("+383");
    expect(findCountry("ZZ")).toBeUndefined();
    expect(countryName("VN", "vi")).toBe("Việt Nam");
    expect(countryName("DE", "vi")).toBe("Đức");
    expect(countryName("DE", "en")).toBe("Germany");
  });
});

describe("GET /stores/public/countries", () => {
  it("answers every country without signing in, in English unless asked for Vietnamese, cacheable", async () => {
    const en = await h.request(ce.publicList);
    expect(en.status).toBe(200);
    expect(en.body.countries).toHaveLength(COUNTRIES.length);
    expect(en.body.countries).toContainEqual({ name: "Vietnam", dialCode: "+84", code: "VN" });
    expect(en.headers.get("cache-control")).toBe("public, max-age=86400");
    const vi = await h.request(ce.publicList, { headers: { "accept-language": "vi" } });
    expect(vi.body.countries).toContainEqual({ name: "Việt Nam", dialCode: "+84", code: "VN" });
    // Sorted as Vietnamese sorts: "Ả Rập Xê-út" before "Ai Cập" before "Đức".
    const names = vi.body.countries.map((c) => c.name);
    expect(names.indexOf("Ai Cập")).toBeLessThan(names.indexOf("Đức"));
  });
});

describe("GET /stores/settings/countries", () => {
  it("pages 100 at a time (SPEC §9), searches by name, code or dial code, and needs the settings scope", async () => {
    const owner = await h.owner();
    const first = await h.request(ce.settingsList, { headers: owner.headers });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: COUNTRIES.length, page: 1, limit: 100 });
    expect(first.body.countries).toHaveLength(100);
    const last = await h.request(ce.settingsList, { headers: owner.headers, query: { page: 3 } });
    expect(last.body.countries).toHaveLength(COUNTRIES.length - 200);
    expect((await h.request(ce.settingsList, { headers: owner.headers, query: { limit: 101 } })).status).toBe(400);

    const search = async (term: string, locale = "en") =>
      (await h.request(ce.settingsList, { headers: { ...owner.headers, "accept-language": locale }, query: { search: term } })).body.countries.map(
        (c) => c.code,
      );
    expect(await search("viet")).toEqual(["VN"]);
    expect(await search("viet nam", "vi")).toEqual(["VN"]);
    expect(await search("duc", "vi")).toEqual(["DE"]);
    expect(await search("vn")).toEqual(["VN"]);
    expect(await search("+84")).toEqual(["VN"]);
    expect((await search("+1")).sort()).toEqual(expect.arrayContaining(["CA", "US"]));

    const staff = await h.staff(owner.storeId, ["customers"]);
    expect((await h.request(ce.settingsList, { headers: staff.headers })).status).toBe(403);
    expect((await h.request(ce.settingsList)).status).toBe(401);
  });
});

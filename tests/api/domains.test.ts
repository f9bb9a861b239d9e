// Domains (ADR 067, /api/domains) on the real API over PGlite: the platform domain, connecting a domain (normalised,
// once over all stores), the DNS check against a DNS server this file starts on 127.0.0.1 (right, missing, wrong,
// SERVFAIL, timeout), primary and redirect against the version, removal, the registrar's local fake, the storefront's
// host lookup, the domains scope and the store boundary.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { domainEndpoints as de } from "../../domain/contracts/domains";
import { findStoreByHost } from "../../api/modules/domains/store";
import { startHarness, type Harness } from "../helpers/harness";
import { startDnsServer, type TestDnsServer } from "../helpers/dns-server";

const IPV4 = "198.51.100.7";
const TARGET = "shops.backroom.test";
let h: Harness;
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  h = await startHarness({
    domains: { storefront: { ipv4: IPV4, cnameTarget: TARGET }, resolver: { servers: [dns.address], timeoutMs: 400 }, checksPerMinute: 5 },
  });
});
afterAll(async () => {
  await h?.close();
  await dns?.close();
});
beforeEach(() => {
  dns.setMode("answer");
  dns.setZone({});
});

type Headers = Record<string, string>;
const connect = (headers: Headers, domain: unknown) => h.request(de.connect, { headers, body: { domain } });
const check = (headers: Headers, id: string) => h.request(de.check, { headers, params: { id } });
const update = (headers: Headers, id: string, domain: Record<string, unknown>) => h.request(de.update, { headers, params: { id }, body: { domain } });
let n = 0;
const fresh = (sub = "") => `${sub}shop${++n}-${Math.random().toString(36).slice(2, 6)}.vn`;
const txtOf = (d: { records: { type: string; value: string }[] }) => d.records.find((r) => r.type === "TXT")!.value;

describe("domains", () => {
  it("list the platform domain first, primary, not removable; connect a domain normalised to lower case and punycode", async () => {
    const owner = await h.owner();
    const list = await h.request(de.list, { headers: owner.headers });
    expect(list.status).toBe(200);
    expect(list.body.domains).toHaveLength(1);
    const platform = list.body.domains[0]!;
    expect(platform).toMatchObject({ _id: owner.storeId, kind: "platform", verified: true, primary: true, redirectToPrimary: true, version: 1 });
    expect(platform.host).toMatch(/^[a-z0-9.-]+$/);
    const del = await h.request(de.delete, { headers: owner.headers, params: { id: platform._id }, query: {} });
    expect(del.status).toBe(400);
    expect(del.error.message).toBe("The platform domain cannot be removed");

    const made = await connect(owner.headers, "  HTTPS://Cửa-Hàng-Test.VN/products?x=1 ");
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.domain.host).toBe(new URL("http://cửa-hàng-test.vn").hostname);
    expect(made.body.domain.host).toMatch(/^xn--[a-z0-9-]+\.vn$/);
    expect(made.body.domain).toMatchObject({ kind: "connected", verified: false, primary: false, lastCheck: null, version: 1 });
    const records = made.body.domain.records;
    expect(records[0]).toEqual({ type: "A", name: made.body.domain.host, value: IPV4 });
    expect(records[1]).toMatchObject({ type: "TXT", name: `_backroom-verify.${made.body.domain.host}` });
    expect(records[1]!.value).toMatch(/^backroom-verify=[0-9a-f]{32}$/);

    // A subdomain gets a CNAME to the platform's target; shop.com.vn is an apex.
    const www = await connect(owner.headers, "www.my-brand.com");
    expect(www.body.domain.records[0]).toEqual({ type: "CNAME", name: "www.my-brand.com", value: TARGET });
    const apex = await connect(owner.headers, "my-brand.com.vn");
    expect(apex.body.domain.records[0]).toMatchObject({ type: "A", name: "my-brand.com.vn" });
    expect((await h.request(de.list, { headers: owner.headers })).body.domains.map((d) => d.kind)).toEqual(["platform", "connected", "connected", "connected"]);
  });

  it("refuse bad input with the field's message (SPEC §5 'Domain is url link'), and a domain any store has", async () => {
    const owner = await h.owner();
    const cases: [unknown, string][] = [
      ["", "Domain required"],
      [undefined, "Domain required"],
      ["not a domain", "Domain is url link"],
      ["localhost", "Domain is url link"],
      ["shop..vn", "Domain is url link"],
      ["-shop.vn", "Domain is url link"],
      ["shop.123", "Domain is url link"],
      ["user@shop.vn", "Domain is url link"],
      [`${"a".repeat(64)}.vn`, "Domain is url link"],
      ["x".repeat(300), "Max length is 253"],
      ["my-store.backroom.shop", "Domains ending in .backroom.shop are the platform's own"],
    ];
    for (const [domain, message] of cases) {
      const res = await connect(owner.headers, domain);
      expect(res.status, String(domain)).toBe(400);
      expect(res.error.errors.domain?.[0], `${String(domain)} ${JSON.stringify(res.error.errors)}`).toBe(message);
    }
    const host = fresh();
    expect((await connect(owner.headers, host)).status).toBe(201);
    const again = await connect(owner.headers, host.toUpperCase());
    expect(again.status).toBe(400);
    expect(again.error.errors.domain).toEqual(["This domain is already connected to a store"]);
    const other = await h.owner();
    expect((await connect(other.headers, `https://${host}/`)).error.errors.domain).toEqual(["This domain is already connected to a store"]);
    // Another store's platform domain too.
    const platform = (await h.request(de.list, { headers: owner.headers })).body.domains[0]!.host;
    expect((await connect(other.headers, platform)).status).toBe(400);
    // In Vietnamese for an admin reading Vietnamese.
    const vi = await h.request(de.connect, { headers: { ...other.headers, "accept-language": "vi" }, body: { domain: "not a domain" } });
    expect(vi.error.errors.domain?.[0]).not.toBe("");
    expect((await h.request(de.list, { headers: owner.headers })).body.domains).toHaveLength(2);
  });

  it("check DNS: every record right → verified; A missing; A wrong (found vs expected); TXT with the wrong token", async () => {
    const owner = await h.owner();
    const domain = (await connect(owner.headers, fresh())).body.domain;
    const verify = `_backroom-verify.${domain.host}`;

    dns.setZone({ [verify]: { TXT: [txtOf(domain)] } });
    let res = await check(owner.headers, domain._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.report.records.map((r) => [r.type, r.status])).toEqual([
      ["A", "missing"],
      ["TXT", "ok"],
    ]);
    expect(res.body.domain.verified).toBe(false);
    expect(res.body.domain.lastCheck).toEqual(res.body.report);

    dns.setZone({ [domain.host]: { A: ["1.2.3.4"] }, [verify]: { TXT: [txtOf(domain)] } });
    res = await check(owner.headers, domain._id);
    expect(res.body.report.records[0]).toMatchObject({ type: "A", status: "wrong", found: ["1.2.3.4"], value: IPV4, error: null });
    expect(res.body.domain.verified).toBe(false);

    dns.setZone({ [domain.host]: { A: [IPV4] }, [verify]: { TXT: ["backroom-verify=someone-elses-token"] } });
    res = await check(owner.headers, domain._id);
    expect(res.body.report.records[1]).toMatchObject({ type: "TXT", status: "wrong", found: ["backroom-verify=someone-elses-token"], value: txtOf(domain) });
    expect(res.body.domain.verified).toBe(false);

    dns.setZone({ [domain.host]: { A: [IPV4] }, [verify]: { TXT: ["google-site-verification=x", txtOf(domain)] } });
    res = await check(owner.headers, domain._id);
    expect(res.body.report.records.map((r) => r.status)).toEqual(["ok", "ok"]);
    expect(res.body.domain.verified).toBe(true);
    expect(dns.questions).toContain(`A ${domain.host}`);
    expect(dns.questions).toContain(`TXT ${verify}`);
  });

  it("check a subdomain's CNAME, and report SERVFAIL and a resolver that does not answer as resolver failures, not missing", async () => {
    const owner = await h.owner();
    const domain = (await connect(owner.headers, fresh("www."))).body.domain;
    const verify = `_backroom-verify.${domain.host}`;
    dns.setZone({ [domain.host]: { CNAME: ["elsewhere.example.net"] }, [verify]: { TXT: [txtOf(domain)] } });
    let res = await check(owner.headers, domain._id);
    expect(res.body.report.records[0]).toMatchObject({ type: "CNAME", status: "wrong", found: ["elsewhere.example.net"], value: TARGET });

    dns.setZone({ [domain.host]: { CNAME: [TARGET] }, [verify]: { TXT: [txtOf(domain)] } });
    expect((await check(owner.headers, domain._id)).body.domain.verified).toBe(true);

    dns.setMode("servfail");
    res = await check(owner.headers, domain._id);
    expect(res.status).toBe(200);
    expect(res.body.report.records.map((r) => [r.status, r.error])).toEqual([
      ["resolver_failed", "SERVFAIL"],
      ["resolver_failed", "SERVFAIL"],
    ]);
    // An undecided check leaves the verification as it was.
    expect(res.body.domain.verified).toBe(true);

    dns.setMode("silent");
    res = await check(owner.headers, domain._id);
    expect(res.body.report.records.map((r) => [r.status, r.error])).toEqual([
      ["resolver_failed", "timeout"],
      ["resolver_failed", "timeout"],
    ]);
  });

  it("rate-limit checks per store (429), another store keeps its own", async () => {
    const owner = await h.owner();
    const domain = (await connect(owner.headers, fresh())).body.domain;
    for (let i = 0; i < 5; i++) expect((await check(owner.headers, domain._id)).status).toBe(200);
    const refused = await check(owner.headers, domain._id);
    expect(refused.status).toBe(429);
    expect(refused.error.message).toBe("Too many DNS checks. Please wait a minute and try again.");
    const other = await h.owner();
    const theirs = (await connect(other.headers, fresh())).body.domain;
    expect((await check(other.headers, theirs._id)).status).toBe(200);
    h.clock.advance(61_000);
    expect((await check(owner.headers, domain._id)).status).toBe(200);
  });

  it("make a verified domain primary (not an unverified one), set redirects against the version (409), and serve the storefront's host lookup", async () => {
    const owner = await h.owner();
    const domain = (await connect(owner.headers, fresh())).body.domain;
    const list = (await h.request(de.list, { headers: owner.headers })).body.domains;
    const platform = list[0]!;
    const notYet = await update(owner.headers, domain._id, { primary: true, redirectToPrimary: false, version: 1 });
    expect(notYet.status).toBe(400);
    expect(notYet.error.errors.primary).toEqual(["Only a verified domain can be the primary domain"]);
    // An unverified domain reaches no store.
    expect(await findStoreByHost(h.database.db, domain.host)).toBeNull();
    expect(await findStoreByHost(h.database.db, platform.host.toUpperCase())).toEqual({
      storeId: owner.storeId,
      primaryHost: platform.host,
      redirectToPrimary: true,
    });

    dns.setZone({ [domain.host]: { A: [IPV4] }, [`_backroom-verify.${domain.host}`]: { TXT: [txtOf(domain)] } });
    expect((await check(owner.headers, domain._id)).body.domain.verified).toBe(true);
    const made = await update(owner.headers, domain._id, { primary: "on", redirectToPrimary: "", version: 1 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.domain).toMatchObject({ primary: true, redirectToPrimary: false, version: 2 });
    const after = (await h.request(de.list, { headers: owner.headers })).body.domains;
    expect(after.map((d) => d.primary)).toEqual([false, true]);
    expect(await findStoreByHost(h.database.db, `${domain.host}.`)).toEqual({ storeId: owner.storeId, primaryHost: domain.host, redirectToPrimary: false });
    expect(await findStoreByHost(h.database.db, platform.host)).toEqual({ storeId: owner.storeId, primaryHost: domain.host, redirectToPrimary: true });

    const stale = await update(owner.headers, domain._id, { primary: true, redirectToPrimary: true, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe("This domain was changed by someone else since you opened it. Review it, then save again.");
    expect(stale.error.current).toMatchObject({ version: 2, redirectToPrimary: false });
    expect((await update(owner.headers, domain._id, { primary: true })).status).toBe(400);

    // The primary domain cannot be removed; the platform domain takes it back, then it can.
    expect((await h.request(de.delete, { headers: owner.headers, params: { id: domain._id }, query: {} })).error.message).toBe(
      "Make another domain primary before removing this one",
    );
    const back = await update(owner.headers, platform._id, { primary: true, redirectToPrimary: false, version: platform.version });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.domain).toMatchObject({ primary: true, redirectToPrimary: false, version: 2 });
    expect((await update(owner.headers, platform._id, { primary: true, redirectToPrimary: true, version: 1 })).status).toBe(409);
    expect(await findStoreByHost(h.database.db, platform.host)).toEqual({ storeId: owner.storeId, primaryHost: platform.host, redirectToPrimary: false });

    // A later conclusive failure un-verifies it (and would hand primary back); a stale delete is 409, a current one removes it.
    expect((await h.request(de.delete, { headers: owner.headers, params: { id: domain._id }, query: { version: 1 } })).status).toBe(409);
    expect((await h.request(de.delete, { headers: owner.headers, params: { id: domain._id }, query: { version: 2 } })).status).toBe(200);
    expect((await h.request(de.get, { headers: owner.headers, params: { id: domain._id } })).status).toBe(404);
    expect(await findStoreByHost(h.database.db, domain.host)).toBeNull();
    expect(await findStoreByHost(h.database.db, "nobody.example.org")).toBeNull();
  });

  it("a primary domain whose records go wrong stops being primary: the platform domain is again", async () => {
    const owner = await h.owner();
    const domain = (await connect(owner.headers, fresh())).body.domain;
    dns.setZone({ [domain.host]: { A: [IPV4] }, [`_backroom-verify.${domain.host}`]: { TXT: [txtOf(domain)] } });
    await check(owner.headers, domain._id);
    expect((await update(owner.headers, domain._id, { primary: true, redirectToPrimary: true, version: 1 })).status).toBe(200);
    dns.setZone({ [domain.host]: { A: ["10.0.0.1"] }, [`_backroom-verify.${domain.host}`]: { TXT: [txtOf(domain)] } });
    expect((await check(owner.headers, domain._id)).body.domain).toMatchObject({ verified: false, primary: false });
    expect((await h.request(de.list, { headers: owner.headers })).body.domains[0]!.primary).toBe(true);
  });

  it("search the local fake registrar (it says so), buy an available name, refuse a taken one", async () => {
    const owner = await h.owner();
    const res = await h.request(de.search, { headers: owner.headers, query: { q: "Lua Viet" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.registrar).toEqual({ name: "Local fake registrar", fake: true });
    const com = res.body.offers.find((o) => o.domain === "lua-viet.com")!;
    expect(com).toEqual({ domain: "lua-viet.com", available: true, price: { vnd: 350000, usd: 13.99 } });
    expect(res.body.offers.map((o) => o.domain)).toContain("lua-viet.vn");
    const taken = await h.request(de.search, { headers: owner.headers, query: { q: "shopee.vn" } });
    expect(taken.body.offers[0]).toEqual({ domain: "shopee.vn", available: false, price: null });
    expect((await h.request(de.search, { headers: owner.headers, query: { q: "" } })).error.errors.q).toEqual(["Type a name to search for"]);
    expect((await h.request(de.search, { headers: owner.headers, query: { q: "bad_name!.vn" } })).error.errors.q).toEqual(["Domain is url link"]);

    const name = `lua-${Math.random().toString(36).slice(2, 8)}.shop`;
    const bought = await h.request(de.purchase, { headers: owner.headers, body: { domain: name } });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.domain).toMatchObject({ host: name, kind: "purchased", verified: true, primary: false });
    expect(await findStoreByHost(h.database.db, name)).toMatchObject({ storeId: owner.storeId });
    const twice = await h.request(de.purchase, { headers: owner.headers, body: { domain: name } });
    expect(twice.error.errors.domain).toEqual(["This domain is not available"]);
    expect((await h.request(de.search, { headers: owner.headers, query: { q: name } })).body.offers[0]!.available).toBe(false);
    expect((await h.request(de.purchase, { headers: owner.headers, body: { domain: "google.com" } })).error.errors.domain).toEqual([
      "This domain is not available",
    ]);
    expect((await h.request(de.purchase, { headers: owner.headers, body: { domain: "nope" } })).error.errors.domain).toEqual(["Domain is url link"]);
    // A bought domain is not removed here, nor checked in DNS.
    expect((await h.request(de.delete, { headers: owner.headers, params: { id: bought.body.domain._id }, query: {} })).error.message).toBe(
      "A purchased domain cannot be removed here",
    );
    expect((await check(owner.headers, bought.body.domain._id)).status).toBe(400);
  });

  it("need the domains scope (403 without it, 401 without a token); another store's domain is 404 on every call", async () => {
    const owner = await h.owner();
    const domain = (await connect(owner.headers, fresh())).body.domain;
    const ordersOnly = await h.staff(owner.storeId, ["orders", "settings"]);
    expect((await h.request(de.list, { headers: ordersOnly.headers })).status).toBe(403);
    expect((await connect(ordersOnly.headers, fresh())).status).toBe(403);
    expect((await check(ordersOnly.headers, domain._id)).status).toBe(403);
    expect((await update(ordersOnly.headers, domain._id, { primary: false, redirectToPrimary: true, version: 1 })).status).toBe(403);
    expect((await h.request(de.delete, { headers: ordersOnly.headers, params: { id: domain._id }, query: {} })).status).toBe(403);
    expect((await h.request(de.search, { headers: ordersOnly.headers, query: { q: "abcdef" } })).status).toBe(403);
    expect((await h.request(de.purchase, { headers: ordersOnly.headers, body: { domain: "abcdefg.shop" } })).status).toBe(403);
    const manager = await h.staff(owner.storeId, ["domains"]);
    expect((await h.request(de.list, { headers: manager.headers })).body.domains).toHaveLength(2);
    expect((await h.request(de.list, {})).status).toBe(401);

    const b = await h.owner();
    expect((await h.request(de.get, { headers: b.headers, params: { id: domain._id } })).status).toBe(404);
    expect((await check(b.headers, domain._id)).status).toBe(404);
    expect((await update(b.headers, domain._id, { primary: false, redirectToPrimary: true, version: 1 })).status).toBe(404);
    expect((await h.request(de.delete, { headers: b.headers, params: { id: domain._id }, query: {} })).status).toBe(404);
    // The other store's platform domain (its id is that store's) is 404 as well.
    expect((await update(b.headers, owner.storeId, { primary: true, redirectToPrimary: true, version: 1 })).status).toBe(404);
    expect((await h.request(de.get, { headers: owner.headers, params: { id: "not-an-id" } })).status).toBe(404);
    expect((await h.request(de.get, { headers: owner.headers, params: { id: domain._id } })).body.domain.version).toBe(1);
  });
});

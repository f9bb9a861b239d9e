// DNS records of purchased domains (ADR 067, /api/domains/:id/dns-records) on the real API over PGlite: the bought
// domain's default records, add / edit / delete with checks per type, the CNAME rule, the storefront's records kept
// (refused on the primary domain, confirmed on another), the version (409), the domains scope and the store boundary.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dnsRecordEndpoints as dr, domainEndpoints as de } from "../../domain/contracts/domains";
import { startHarness, type Harness } from "../helpers/harness";

const IPV4 = "198.51.100.7";
const TARGET = "shops.backroom.test";
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ domains: { storefront: { ipv4: IPV4, cnameTarget: TARGET }, resolver: { servers: null, timeoutMs: 500 }, checksPerMinute: 5 } });
});
afterAll(async () => {
  await h?.close();
});

type Headers = Record<string, string>;
async function boughtDomain(headers: Headers) {
  const name = `rec-${Math.random().toString(36).slice(2, 9)}.store`;
  const res = await h.request(de.purchase, { headers, body: { domain: name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.domain;
}
const list = (headers: Headers, id: string) => h.request(dr.list, { headers, params: { id } });
const add = (headers: Headers, id: string, record: Record<string, unknown>) => h.request(dr.create, { headers, params: { id }, body: { record } });
const edit = (headers: Headers, id: string, recordId: string, record: Record<string, unknown>) =>
  h.request(dr.update, { headers, params: { id, recordId }, body: { record } });
const remove = (headers: Headers, id: string, recordId: string, query: Record<string, string> = {}) =>
  h.request(dr.delete, { headers, params: { id, recordId }, query });

describe("dns records", () => {
  it("a bought domain starts with the apex A and the www CNAME to the storefront; add, edit and delete records of every type", async () => {
    const owner = await h.owner();
    const domain = await boughtDomain(owner.headers);
    const start = await list(owner.headers, domain._id);
    expect(start.status).toBe(200);
    expect(start.body.records.map((r) => [r.type, r.name, r.fqdn, r.value, r.ttl])).toEqual([
      ["A", "@", domain.host, IPV4, 3600],
      ["CNAME", "www", `www.${domain.host}`, TARGET, 3600],
    ]);
    const made: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { type: "AAAA", name: "@", value: "2001:DB8::1", ttl: 300 },
        { value: "2001:db8::1", ttl: 300 },
      ],
      [
        { type: "MX", name: "", value: "Mail.Example.com.", priority: "10" },
        { name: "@", value: "mail.example.com", priority: 10, ttl: 3600 },
      ],
      [{ type: "TXT", name: "_dmarc", value: '"v=DMARC1; p=none" "rua=mailto:d@example.com"' }, { name: "_dmarc" }],
      [
        { type: "CAA", name: "@", flags: 0, tag: "issue", value: "letsencrypt.org" },
        { flags: 0, tag: "issue", priority: null },
      ],
      [
        { type: "CAA", name: "@", flags: "128", tag: "iodef", value: "mailto:security@example.com" },
        { flags: 128, tag: "iodef" },
      ],
      [{ type: "CNAME", name: "blog", value: "hosted.example.net" }, { fqdn: `blog.${domain.host}` }],
      [{ type: "A", name: "shop.eu", value: "192.0.2.1" }, { fqdn: `shop.eu.${domain.host}` }],
    ];
    for (const [input, expected] of made) {
      const res = await add(owner.headers, domain._id, input);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.record).toMatchObject({ ...expected, version: 1 });
    }
    expect((await list(owner.headers, domain._id)).body.records).toHaveLength(9);

    const mx = (await list(owner.headers, domain._id)).body.records.find((r) => r.type === "MX")!;
    const saved = await edit(owner.headers, domain._id, mx._id, { type: "MX", name: "@", value: "mx2.example.com", priority: 20, version: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.record).toMatchObject({ value: "mx2.example.com", priority: 20, version: 2 });
    const stale = await edit(owner.headers, domain._id, mx._id, { type: "MX", name: "@", value: "mx3.example.com", priority: 5, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe("This DNS record was changed by someone else since you opened it. Review it, then save again.");
    expect(stale.error.current).toMatchObject({ value: "mx2.example.com", version: 2 });
    expect((await remove(owner.headers, domain._id, mx._id, { version: "1" })).status).toBe(409);
    expect((await remove(owner.headers, domain._id, mx._id, { version: "2" })).status).toBe(200);
    expect((await remove(owner.headers, domain._id, mx._id)).status).toBe(404);
  });

  it("refuse bad input per type with the field's message, and write nothing", async () => {
    const owner = await h.owner();
    const domain = await boughtDomain(owner.headers);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: "SRV", value: "x" }, "type", "Type is A, AAAA, CNAME, MX, TXT or CAA"],
      [{ type: "A", value: "" }, "value", "Value required"],
      [{ type: "A", value: "256.1.1.1" }, "value", "Enter an IPv4 address, such as 203.0.113.10"],
      [{ type: "A", value: "2001:db8::1" }, "value", "Enter an IPv4 address, such as 203.0.113.10"],
      [{ type: "AAAA", value: "192.0.2.1" }, "value", "Enter an IPv6 address, such as 2001:db8::1"],
      [{ type: "A", name: "bad name!", value: "192.0.2.1" }, "name", "Domain is url link"],
      [{ type: "A", name: "-x", value: "192.0.2.1" }, "name", "Domain is url link"],
      [{ type: "A", value: "192.0.2.1", ttl: 30 }, "ttl", "TTL is a whole number of seconds from 60 to 86400"],
      [{ type: "A", value: "192.0.2.1", ttl: 90000 }, "ttl", "TTL is a whole number of seconds from 60 to 86400"],
      [{ type: "A", value: "192.0.2.1", ttl: "1.5" }, "ttl", "TTL is a whole number of seconds from 60 to 86400"],
      [{ type: "CNAME", name: "shop", value: "not a host" }, "value", "Domain is url link"],
      [{ type: "CNAME", name: "@", value: "x.example.com" }, "name", "A CNAME cannot sit at the domain's apex (@)"],
      [{ type: "MX", value: "mail.example.com" }, "priority", "Priority is a whole number from 0 to 65535"],
      [{ type: "MX", value: "mail.example.com", priority: 70000 }, "priority", "Priority is a whole number from 0 to 65535"],
      [{ type: "MX", value: "http://", priority: 10 }, "value", "Domain is url link"],
      [{ type: "TXT", value: "x".repeat(256) }, "value", "Each TXT string is at most 255 characters"],
      [{ type: "TXT", value: '"open' }, "value", "Close every quoted TXT string"],
      [{ type: "CAA", value: "letsencrypt.org", tag: "issue" }, "flags", "Flags is a whole number from 0 to 255"],
      [{ type: "CAA", value: "letsencrypt.org", flags: 0, tag: "policy" }, "tag", "Tag is issue, issuewild or iodef"],
      [{ type: "CAA", value: "letsencrypt.org", flags: 300, tag: "issue" }, "flags", "Flags is a whole number from 0 to 255"],
      [{ type: "CAA", value: "not a ca", flags: 0, tag: "issue" }, "value", "Domain is url link"],
      [{ type: "CAA", value: "http://example.com", flags: 0, tag: "iodef" }, "value", "Enter a mailto: or https: address"],
    ];
    for (const [input, field, message] of cases) {
      const res = await add(owner.headers, domain._id, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error.errors[field]?.[0], `${JSON.stringify(input)} ${JSON.stringify(res.error.errors)}`).toBe(message);
    }
    // Two TXT strings of 255 each are one valid record.
    expect((await add(owner.headers, domain._id, { type: "TXT", value: `"${"a".repeat(255)}" "${"b".repeat(255)}"` })).status).toBe(201);
    expect((await list(owner.headers, domain._id)).body.records).toHaveLength(3);
  });

  it("keep a CNAME alone on its name", async () => {
    const owner = await h.owner();
    const domain = await boughtDomain(owner.headers);
    const beside = await add(owner.headers, domain._id, { type: "TXT", name: "www", value: "hello" });
    expect(beside.status).toBe(400);
    expect(beside.error.errors.name).toEqual(["This name already has a CNAME, which cannot sit beside other records"]);
    expect((await add(owner.headers, domain._id, { type: "A", name: "api", value: "192.0.2.9" })).status).toBe(201);
    const cname = await add(owner.headers, domain._id, { type: "CNAME", name: "api", value: "x.example.com" });
    expect(cname.error.errors.name).toEqual(["A CNAME cannot sit beside other records of the same name"]);
    expect((await add(owner.headers, domain._id, { type: "CNAME", name: "www", value: "x.example.com" })).error.errors.name).toEqual([
      "A CNAME cannot sit beside other records of the same name",
    ]);
  });

  it("keep the storefront's records: refused on the primary domain, confirmed on another", async () => {
    const owner = await h.owner();
    const domain = await boughtDomain(owner.headers);
    const records = (await list(owner.headers, domain._id)).body.records;
    const apex = records.find((r) => r.type === "A")!;
    const www = records.find((r) => r.type === "CNAME")!;

    // Not primary: the merchant must confirm.
    const away = await edit(owner.headers, domain._id, apex._id, { type: "A", name: "@", value: "192.0.2.50", version: 1 });
    expect(away.status).toBe(400);
    expect(away.error.errors.confirm).toEqual([`This change stops the storefront answering on ${domain.host}. Tick the box to confirm.`]);
    const del = await remove(owner.headers, domain._id, www._id);
    expect(del.status).toBe(400);
    expect(del.error.errors.confirm).toEqual([`This change stops the storefront answering on www.${domain.host}. Tick the box to confirm.`]);
    // A TTL change keeps the storefront: no confirmation asked.
    expect((await edit(owner.headers, domain._id, apex._id, { type: "A", name: "@", value: IPV4, ttl: 600, version: 1 })).status).toBe(200);
    expect((await edit(owner.headers, domain._id, apex._id, { type: "A", name: "@", value: "192.0.2.50", version: 2, confirm: "on" })).status).toBe(200);
    expect((await remove(owner.headers, domain._id, www._id, { confirm: "true" })).status).toBe(200);

    // Primary: refused whatever the confirmation.
    const other = await boughtDomain(owner.headers);
    expect(
      (await h.request(de.update, { headers: owner.headers, params: { id: other._id }, body: { primary: true, redirectToPrimary: true, version: 1 } })).status,
    ).toBe(200);
    const mine = (await list(owner.headers, other._id)).body.records;
    const refused = await edit(owner.headers, other._id, mine[0]!._id, { type: "A", name: "@", value: "192.0.2.50", version: 1, confirm: true });
    expect(refused.status).toBe(400);
    expect(refused.error.errors.value).toEqual(["This record points your primary domain at the storefront. Make another domain primary before changing it."]);
    expect((await remove(owner.headers, other._id, mine[1]!._id, { confirm: "true" })).error.message).toBe(
      "This record points your primary domain at the storefront. Make another domain primary before changing it.",
    );
    expect((await list(owner.headers, other._id)).body.records.map((r) => r.value)).toEqual([IPV4, TARGET]);
  });

  it("need the domains scope; another store's domain or record is 404; a connected domain hosts no records", async () => {
    const owner = await h.owner();
    const domain = await boughtDomain(owner.headers);
    const record = (await list(owner.headers, domain._id)).body.records[0]!;
    const staff = await h.staff(owner.storeId, ["products"]);
    expect((await list(staff.headers, domain._id)).status).toBe(403);
    expect((await add(staff.headers, domain._id, { type: "A", name: "x", value: "192.0.2.1" })).status).toBe(403);
    expect((await edit(staff.headers, domain._id, record._id, { type: "A", name: "@", value: IPV4, version: 1 })).status).toBe(403);
    expect((await remove(staff.headers, domain._id, record._id)).status).toBe(403);

    const b = await h.owner();
    expect((await list(b.headers, domain._id)).status).toBe(404);
    expect((await add(b.headers, domain._id, { type: "A", name: "x", value: "192.0.2.1" })).status).toBe(404);
    expect((await edit(b.headers, domain._id, record._id, { type: "A", name: "@", value: IPV4, version: 1 })).status).toBe(404);
    expect((await remove(b.headers, domain._id, record._id)).status).toBe(404);
    // B's own domain with A's record id: 404 too.
    const theirs = await boughtDomain(b.headers);
    expect((await edit(b.headers, theirs._id, record._id, { type: "A", name: "@", value: IPV4, version: 1 })).status).toBe(404);
    expect((await remove(b.headers, theirs._id, record._id)).status).toBe(404);

    const connected = (await h.request(de.connect, { headers: owner.headers, body: { domain: `c-${Math.random().toString(36).slice(2, 8)}.vn` } })).body.domain;
    expect((await list(owner.headers, connected._id)).status).toBe(404);
    expect((await list(owner.headers, owner.storeId)).status).toBe(404);
    expect((await list(owner.headers, domain._id)).body.records[0]).toMatchObject({ version: 1, value: IPV4 });
  });
});

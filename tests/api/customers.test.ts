// Customers API (domain/contracts/customers.ts): versions and 409s, one customer per e-mail per store, addresses with
// SPEC §3 countries and SPEC §5 phones, the list's search, tabs and filters, a customer's orders, scope and store.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, orders, stores } from "../../api/db/schema";
import { customerEndpoints as ce } from "../../domain/contracts/customers";
import type { CustomerDto } from "../../domain/customer";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

const ADDRESS = { firstName: "Lan", lastName: "Nguyễn", address1: "12 Lý Thường Kiệt", city: "Hà Nội", countryCode: "VN", phone: "+84 901 234 567" };

async function customer(owner: Owner, fields: Record<string, unknown>): Promise<CustomerDto> {
  const res = await h.request(ce.create, { headers: owner.headers, body: { customer: fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.customer;
}

/** What order placement keeps on the row (the checkout's code does it; here it is written directly). */
async function setTotals(id: string, ordersCount: number, amountSpentMinor: number) {
  await h.database.db.update(customers).set({ ordersCount, amountSpentMinor }).where(eq(customers.id, id));
}

describe("customer lifecycle", () => {
  it("creates, reads, lists, counts, updates, refuses a stale version, and deletes", async () => {
    const owner = await h.owner();
    const { headers } = owner;
    const created = await customer(owner, {
      firstName: " Lan ",
      lastName: "Nguyễn",
      email: " Lan.Nguyen@Example.COM ",
      phone: "0901 234 567",
      acceptsMarketing: true,
      tags: "vip, VIP , sỉ",
      note: "Giao giờ hành chính",
      addresses: [
        { ...ADDRESS, address1: "1 Office Rd", countryCode: "us", phone: "" },
        { ...ADDRESS, default: true },
      ],
    });
    expect(created).toMatchObject({
      firstName: "Lan",
      lastName: "Nguyễn",
      email: "lan.nguyen@example.com",
      phone: "0901 234 567",
      acceptsMarketing: true,
      tags: ["vip", "sỉ"],
      note: "Giao giờ hành chính",
      countryCode: "VN",
      ordersCount: 0,
      amountSpent: 0,
      currency: "VND",
      version: 1,
    });
    // The default address comes first, with its flag; the other keeps its fields (country upper-cased).
    expect(created.addresses.map((a) => [a.address1, a.countryCode, a.default])).toEqual([
      ["12 Lý Thường Kiệt", "VN", true],
      ["1 Office Rd", "US", false],
    ]);
    expect(created.addresses[1]).toMatchObject({ company: "", address2: "", province: "", zip: "", phone: "" });

    const id = created._id;
    expect((await h.request(ce.get, { headers, params: { id } })).body.customer).toEqual(created);
    const list = await h.request(ce.list, { headers });
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 50 });
    expect(list.body.customers[0]).toEqual(created);
    expect((await h.request(ce.count, { headers })).body).toEqual({ count: 1 });

    const form = { firstName: "Lan", lastName: "Trần", email: "lan.nguyen@example.com", tags: ["vip"], addresses: [ADDRESS] };
    const updated = await h.request(ce.update, { headers, params: { id }, body: { customer: { ...form, version: 1 } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.customer).toMatchObject({ lastName: "Trần", phone: "", acceptsMarketing: false, note: "", tags: ["vip"], version: 2 });
    expect(updated.body.customer.addresses).toHaveLength(1);
    expect(updated.body.customer.addresses[0]!.default).toBe(true);

    const stale = await h.request(ce.update, { headers, params: { id }, body: { customer: { ...form, lastName: "Lost", version: 1 } } });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe("This customer was changed by someone else since you opened them. Review the latest version, then save again.");
    expect(stale.error.current).toMatchObject({ lastName: "Trần", version: 2 });
    expect((await h.request(ce.get, { headers, params: { id } })).body.customer.lastName).toBe("Trần");

    expect((await h.request(ce.delete, { headers, params: { id }, query: { version: 1 } })).status).toBe(409);
    expect((await h.request(ce.delete, { headers, params: { id }, query: { version: 2 } })).body).toEqual({ message: "Customer deleted" });
    expect((await h.request(ce.get, { headers, params: { id } })).status).toBe(404);
    expect((await h.request(ce.delete, { headers, params: { id } })).status).toBe(404);
    expect((await h.request(ce.get, { headers, params: { id: "not-a-uuid" } })).status).toBe(404);
  });

  it("keeps order totals on an edit: the editor never writes them", async () => {
    const owner = await h.owner();
    const c = await customer(owner, { email: "totals@example.com" });
    await setTotals(c._id, 3, 1_250_000);
    const res = await h.request(ce.update, {
      headers: owner.headers,
      params: { id: c._id },
      body: { customer: { email: "totals@example.com", firstName: "Hà", version: 1, ordersCount: 99, amountSpent: 1 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({ firstName: "Hà", ordersCount: 3, amountSpent: 1_250_000, currency: "VND" });
  });

  it("says amounts in the store's currency: an English store's cents become dollars", async () => {
    const owner = await h.owner();
    await h.database.db.update(stores).set({ language: "en" }).where(eq(stores.id, owner.storeId));
    const c = await customer(owner, { email: "usd@example.com" });
    await setTotals(c._id, 1, 12_345);
    expect((await h.request(ce.get, { headers: owner.headers, params: { id: c._id } })).body.customer).toMatchObject({ amountSpent: 123.45, currency: "USD" });
    const list = await h.request(ce.list, { headers: owner.headers, query: { spentMin: "123.45" } });
    expect(list.body.customers.map((x) => x._id)).toEqual([c._id]);
    expect((await h.request(ce.count, { headers: owner.headers, query: { spentMin: "123.46" } })).body.count).toBe(0);
  });
});

describe("bad input", () => {
  it("answers 400 with SPEC §5's messages per field, and saves nothing", async () => {
    const owner = await h.owner();
    const bad = await h.call("POST", "/customers", {
      headers: owner.headers,
      body: {
        customer: {
          firstName: "x".repeat(256),
          email: "not-an-email",
          phone: "call me",
          note: "n".repeat(5001),
          addresses: [
            { address1: " ", city: "", countryCode: "", phone: "12" },
            { address1: "1 Road", city: "Huế", countryCode: "ZZ", default: true },
            { address1: "2 Road", city: "Huế", countryCode: "VN", default: true },
          ],
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      firstName: ["Max length is 255"],
      email: ["This is required email"],
      phone: ["Phone is not valid"],
      note: ["Max length is 5000"],
      "addresses.0.address1": ["Address required"],
      "addresses.0.city": ["City required"],
      "addresses.0.countryCode": ["Country required"],
      "addresses.0.phone": ["Phone is not valid"],
      "addresses.1.countryCode": ["Country not found"],
      addresses: ["Only one address can be the default"],
    });
    expect((await h.request(ce.count, { headers: owner.headers })).body.count).toBe(0);
  });

  it("needs a name, an e-mail or a phone; refuses NUL characters, too many addresses and a body that is not an object", async () => {
    const owner = await h.owner();
    const nobody = await h.call("POST", "/customers", { headers: owner.headers, body: { customer: { acceptsMarketing: true, tags: ["x"] } } });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors).toEqual({ _form: ["A customer needs a name, an email or a phone number"] });

    const nul = await h.call("POST", "/customers", { headers: owner.headers, body: { customer: { firstName: "A\u0000B" } } });
    expect(nul.status).toBe(400);
    expect(nul.body.errors.firstName).toEqual(["Contains a NUL character, which is not allowed"]);

    const many = await h.call("POST", "/customers", {
      headers: owner.headers,
      body: { customer: { firstName: "Many", addresses: Array.from({ length: 11 }, (_, i) => ({ address1: `${i} Road`, city: "Huế", countryCode: "VN" })) } },
    });
    expect(many.status).toBe(400);
    expect(many.body.errors.addresses).toEqual(["Max length is 10"]);

    const wrongType = await h.call("POST", "/customers", { headers: owner.headers, body: { customer: { firstName: "T", addresses: "home" } } });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.errors)).toEqual(["addresses"]);

    // Vietnamese when asked (ADR 034): the same field, its message translated.
    const vi = await h.call("POST", "/customers", {
      headers: { ...owner.headers, "accept-language": "vi" },
      body: { customer: { firstName: "V", addresses: [{ address1: "1", city: "Huế", countryCode: "QQ" }] } },
    });
    expect(vi.status).toBe(400);
    expect(vi.body.errors["addresses.0.countryCode"]).toEqual(["Không tìm thấy quốc gia"]);
  });

  it("refuses a NUL character in every string it takes with a field message, never a 500", async () => {
    const owner = await h.owner();
    const NUL = "a\u0000b";
    const base = { firstName: "N", addresses: [{ ...ADDRESS }] };
    const fields = ["firstName", "lastName", "email", "phone", "note", "tags"] as const;
    for (const field of fields) {
      const res = await h.call("POST", "/customers", { headers: owner.headers, body: { customer: { ...base, [field]: field === "tags" ? [NUL] : NUL } } });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors), field).toEqual([field === "tags" ? "tags.0" : field]);
    }
    for (const field of ["firstName", "lastName", "company", "address1", "address2", "city", "province", "zip", "countryCode", "phone"]) {
      const res = await h.call("POST", "/customers", { headers: owner.headers, body: { customer: { ...base, addresses: [{ ...ADDRESS, [field]: NUL }] } } });
      expect(res.status, field).toBe(400);
      expect(res.body.errors[`addresses.0.${field}`], field).toContain("Contains a NUL character, which is not allowed");
    }
    for (const param of ["search", "tag", "country"]) {
      const res = await h.call("GET", `/customers?${param}=${encodeURIComponent(NUL)}`, { headers: owner.headers });
      expect(res.status, param).toBe(400);
    }
  });

  it("refuses bad list filters with a message naming the filter", async () => {
    const owner = await h.owner();
    const res = await h.call("GET", "/customers?ordersMin=1.5&spentMax=-1&country=ZZ&segment=vip&sort=cheapest&limit=7", { headers: owner.headers });
    expect(res.status).toBe(400);
    expect(res.body.errors.ordersMin).toEqual(["Orders from must be a whole number"]);
    expect(res.body.errors.spentMax).toEqual(["Amount spent to must be 0 or more"]);
    expect(res.body.errors.country).toEqual(["Country not found"]);
    expect(Object.keys(res.body.errors).sort()).toEqual(["country", "limit", "ordersMin", "segment", "sort", "spentMax"]);
    expect((await h.call("GET", "/customers?ordersMax=abc", { headers: owner.headers })).body.errors.ordersMax).toEqual(["Orders to must be a number"]);
  });
});

describe("one customer per e-mail per store", () => {
  it("refuses a duplicate e-mail in any case, on create and on update, with a field error", async () => {
    const owner = await h.owner();
    const first = await customer(owner, { email: "hoa@example.com", firstName: "Hoa" });
    const other = await customer(owner, { email: "mai@example.com", firstName: "Mai" });

    const dup = await h.request(ce.create, { headers: owner.headers, body: { customer: { email: "HOA@Example.com", firstName: "Hoa 2" } } });
    expect(dup.status).toBe(400);
    expect(dup.error.errors).toEqual({ email: ["Another customer already has this email"] });
    expect(dup.error.message).toBe("Another customer already has this email");

    const steal = await h.request(ce.update, {
      headers: owner.headers,
      params: { id: other._id },
      body: { customer: { email: "Hoa@example.com", firstName: "Mai", version: 1 } },
    });
    expect(steal.status).toBe(400);
    expect(steal.error.errors).toEqual({ email: ["Another customer already has this email"] });
    expect((await h.request(ce.get, { headers: owner.headers, params: { id: other._id } })).body.customer).toMatchObject({
      email: "mai@example.com",
      version: 1,
    });

    // Keeping one's own e-mail is not a duplicate; customers without an e-mail are many.
    const own = await h.request(ce.update, {
      headers: owner.headers,
      params: { id: first._id },
      body: { customer: { email: "HOA@example.com", firstName: "Hoa", version: 1 } },
    });
    expect(own.status).toBe(200);
    await customer(owner, { phone: "0901111111" });
    await customer(owner, { phone: "0902222222" });

    // Another store may have the same e-mail.
    await customer(await h.owner(), { email: "hoa@example.com" });
  });

  it("gives one of two simultaneous creates with the same e-mail the customer, and the other the field error", async () => {
    const owner = await h.owner();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        h.request(ce.create, { headers: owner.headers, body: { customer: { email: `race@example.com`, firstName: `R${i}` } } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
    for (const r of results.filter((x) => x.status === 400)) expect(r.error.errors).toEqual({ email: ["Another customer already has this email"] });
    expect((await h.request(ce.count, { headers: owner.headers })).body.count).toBe(1);
  });
});

describe("stores and permissions", () => {
  it("never shows, changes or deletes another store's customer (404), and lists only the store's own", async () => {
    const mine = await h.owner();
    const theirs = await h.owner();
    const theirCustomer = await customer(theirs, { email: "their@example.com", firstName: "Their" });
    await customer(mine, { email: "mine@example.com", firstName: "Mine" });
    const params = { id: theirCustomer._id };
    expect((await h.request(ce.get, { headers: mine.headers, params })).status).toBe(404);
    expect((await h.request(ce.orders, { headers: mine.headers, params })).status).toBe(404);
    expect((await h.request(ce.update, { headers: mine.headers, params, body: { customer: { firstName: "Hacked", version: 1 } } })).status).toBe(404);
    expect((await h.request(ce.delete, { headers: mine.headers, params })).status).toBe(404);
    expect((await h.request(ce.delete, { headers: mine.headers, params, query: { version: 1 } })).status).toBe(404);
    expect((await h.request(ce.get, { headers: theirs.headers, params })).body.customer).toMatchObject({ firstName: "Their", version: 1 });
    const list = await h.request(ce.list, { headers: mine.headers, query: { search: "example.com" } });
    expect(list.body.customers.map((c) => c.firstName)).toEqual(["Mine"]);
    // Their store's id with my token: not a member, so as if it did not exist.
    expect((await h.request(ce.list, { headers: { ...mine.headers, "store-id": theirs.storeId } })).status).toBe(404);
  });

  it("needs the customers scope (SPEC §6): staff without it get 403, with it the calls work; no token is 401", async () => {
    const owner = await h.owner();
    const c = await customer(owner, { email: "scoped@example.com" });
    const productsOnly = await h.staff(owner.storeId, ["products"]);
    const withScope = await h.staff(owner.storeId, ["customers"]);
    expect((await h.request(ce.list, { headers: productsOnly.headers })).status).toBe(403);
    expect((await h.request(ce.get, { headers: productsOnly.headers, params: { id: c._id } })).status).toBe(403);
    expect((await h.request(ce.create, { headers: productsOnly.headers, body: { customer: { firstName: "No" } } })).status).toBe(403);
    expect((await h.request(ce.delete, { headers: productsOnly.headers, params: { id: c._id } })).status).toBe(403);
    expect((await h.request(ce.list, { headers: withScope.headers })).body.total).toBe(1);
    expect((await h.request(ce.create, { headers: withScope.headers, body: { customer: { firstName: "Yes" } } })).status).toBe(201);
    expect((await h.request(ce.list, { headers: { "store-id": owner.storeId } })).status).toBe(401);
  });
});

describe("the list: search, tabs, filters, sort", () => {
  it("searches names both ways round, e-mails and phones by their digits; filters by tab, marketing, orders, amount, tag and country", async () => {
    const owner = await h.owner();
    const { headers } = owner;
    const lan = await customer(owner, {
      firstName: "Lan",
      lastName: "Nguyễn",
      email: "lan@shop.vn",
      phone: "+84 901 234 567",
      acceptsMarketing: true,
      tags: ["VIP"],
      addresses: [ADDRESS],
    });
    const tom = await customer(owner, {
      firstName: "Tom",
      lastName: "Baker",
      email: "tom@example.com",
      tags: ["wholesale"],
      addresses: [{ ...ADDRESS, countryCode: "US" }],
    });
    await customer(owner, { firstName: "Mai", lastName: "Lê", phone: "0987 654 321", acceptsMarketing: true });
    await setTotals(lan._id, 5, 5_000_000);
    await setTotals(tom._id, 1, 300_000);

    const ids = async (query: Record<string, string>) => {
      const res = await h.request(ce.list, { headers, query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const count = await h.request(ce.count, { headers, query });
      expect(count.body.count).toBe(res.body.total);
      return res.body.customers.map((c) => c.firstName);
    };
    expect(await ids({})).toEqual(["Mai", "Tom", "Lan"]);
    expect(await ids({ search: "nguyễn lan" })).toEqual(["Lan"]);
    expect(await ids({ search: "lan nguy" })).toEqual(["Lan"]);
    expect(await ids({ search: "EXAMPLE.com" })).toEqual(["Tom"]);
    expect(await ids({ search: "901234" })).toEqual(["Lan"]);
    expect(await ids({ search: "0987 654" })).toEqual(["Mai"]);
    expect(await ids({ search: "100%" })).toEqual([]);
    expect(await ids({ segment: "subscribed" })).toEqual(["Mai", "Lan"]);
    expect(await ids({ segment: "returning" })).toEqual(["Lan"]);
    expect(await ids({ segment: "prospects" })).toEqual(["Mai"]);
    expect(await ids({ acceptsMarketing: "false" })).toEqual(["Tom"]);
    expect(await ids({ ordersMin: "1", ordersMax: "4" })).toEqual(["Tom"]);
    expect(await ids({ spentMin: "300000" })).toEqual(["Tom", "Lan"]);
    expect(await ids({ spentMax: "299999" })).toEqual(["Mai"]);
    expect(await ids({ tag: "vip" })).toEqual(["Lan"]);
    expect(await ids({ country: "us" })).toEqual(["Tom"]);
    expect(await ids({ segment: "subscribed", country: "VN", tag: "VIP", search: "lan" })).toEqual(["Lan"]);
    expect(await ids({ segment: "subscribed", acceptsMarketing: "false" })).toEqual([]);
    expect(await ids({ sort: "spent" })).toEqual(["Lan", "Tom", "Mai"]);
    expect(await ids({ sort: "orders" })).toEqual(["Lan", "Tom", "Mai"]);
    expect(await ids({ sort: "name" })).toEqual(["Lan", "Mai", "Tom"]);
    expect(await ids({ sort: "oldest" })).toEqual(["Lan", "Tom", "Mai"]);
    const paged = await h.request(ce.list, { headers, query: { limit: 10, page: 2 } });
    expect(paged.body).toMatchObject({ customers: [], total: 3, page: 2, limit: 10 });
  });
});

describe("a customer's orders", () => {
  it("lists the customer's orders newest first, only this store's, with totals in the order's currency", async () => {
    const owner = await h.owner();
    const c = await customer(owner, { email: "buyer@example.com" });
    const db = h.database.db;
    const base = { storeId: owner.storeId, customerId: c._id, email: "buyer@example.com", currency: "VND" as const };
    await db.insert(orders).values([
      { ...base, number: 1001, name: "#1001", totalMinor: 250_000, idempotencyKey: "k1", createdAt: new Date("2026-01-01T00:00:00Z") },
      {
        ...base,
        number: 1002,
        name: "#1002",
        totalMinor: 990_000,
        idempotencyKey: "k2",
        financialStatus: "paid",
        fulfillmentStatus: "fulfilled",
        createdAt: new Date("2026-02-01T00:00:00Z"),
      },
    ]);
    // Another customer's order in the same store is not theirs.
    const other = await customer(owner, { email: "other@example.com" });
    await db.insert(orders).values({ ...base, customerId: other._id, number: 1003, name: "#1003", idempotencyKey: "k3" });

    const res = await h.request(ce.orders, { headers: owner.headers, params: { id: c._id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(res.body.orders.map((o) => [o.name, o.total, o.currency, o.financialStatus, o.fulfillmentStatus, o.status])).toEqual([
      ["#1002", 990_000, "VND", "paid", "fulfilled", "open"],
      ["#1001", 250_000, "VND", "pending", "unfulfilled", "open"],
    ]);
    expect(
      (await h.request(ce.orders, { headers: owner.headers, params: { id: c._id }, query: { limit: 1, page: 2 } })).body.orders.map((o) => o.name),
    ).toEqual(["#1001"]);
    expect((await h.request(ce.orders, { headers: owner.headers, params: { id: c._id }, query: { limit: 51 } })).status).toBe(400);

    // Deleting the customer leaves the orders (their customer_id set null).
    expect((await h.request(ce.delete, { headers: owner.headers, params: { id: c._id } })).status).toBe(200);
    const kept = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.name, "#1001"));
    expect(kept).toEqual([{ customerId: null }]);
  });
});

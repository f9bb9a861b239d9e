// Discounts API (SPEC §2 discount/code and discount/automatic): lifecycle, bad input, codes unique per store in any
// case, statuses from the dates, cross-store ids, permissions, the checkout's look-up and the usage limit under a race.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores } from "../../api/db/schema";
import { findApplicable, takeUsage, recordUsage } from "../../api/modules/discounts/store";
import { discountEndpoints as de } from "../../domain/contracts/discounts";
import type { DiscountDto } from "../../domain/discount";
import { priceCart } from "../../domain/discount-pricing";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(h.clock.now().getTime() + ms).toISOString();

const codeForm = (over: Record<string, unknown> = {}) => ({ method: "code", code: "SALE10", type: "percentage", value: 10, startsAt: iso(-DAY), ...over });

async function create(owner: Owner, form: Record<string, unknown>): Promise<DiscountDto> {
  const res = await h.request(de.create, { headers: owner.headers, body: { discount: form } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.discount;
}

async function product(owner: Owner, title = "Áo thun"): Promise<string> {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title, published: true } } });
  expect(res.status).toBe(201);
  return res.body.product._id;
}

describe("discount lifecycle", () => {
  it("creates, reads, lists, counts, updates, refuses a stale version, and deletes", async () => {
    const owner = await h.owner();
    const { headers } = owner;
    const code = await create(owner, codeForm({ minimumKind: "amount", minimumValue: 200000, usageLimit: 100, combinesWith: { shippingDiscounts: true } }));
    expect(code).toMatchObject({
      method: "code",
      code: "SALE10",
      title: "SALE10",
      type: "percentage",
      value: 10,
      minimumKind: "amount",
      minimumValue: 200000,
      currency: "VND",
      status: "active",
      usageLimit: 100,
      usageCount: 0,
      codesCount: 1,
      codeJob: null,
      combinesWith: { orderDiscounts: false, productDiscounts: false, shippingDiscounts: true },
      version: 1,
    });
    const auto = await create(owner, { method: "automatic", title: "Giảm 50.000 đ", type: "fixed_amount", value: 50000, startsAt: iso(-DAY) });
    expect(auto).toMatchObject({ method: "automatic", code: null, title: "Giảm 50.000 đ", value: 50000, codesCount: 0 });

    const id = code._id;
    expect((await h.request(de.get, { headers, params: { id } })).body.discount).toEqual(code);
    const codes = await h.request(de.list, { headers, query: { method: "code" } });
    expect(codes.body.discounts.map((d) => d._id)).toEqual([id]);
    expect((await h.request(de.list, { headers })).body.total).toBe(2);
    expect((await h.request(de.count, { headers, query: { method: "automatic" } })).body).toEqual({ count: 1 });

    const form = codeForm({ code: "SALE15", value: 15.5 });
    const updated = await h.request(de.update, { headers, params: { id }, body: { discount: { ...form, version: 1 } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.discount).toMatchObject({ code: "SALE15", value: 15.5, version: 2, minimumKind: "none", usageLimit: null });
    // The code itself was renamed: the old one is free again and the new one is the discount's.
    expect((await findApplicable(h.database.db, owner.storeId, "sale15", h.clock.now())).code?.discountId).toBe(id);
    expect((await findApplicable(h.database.db, owner.storeId, "SALE10", h.clock.now())).refusal).toBe("unknown");

    const stale = await h.request(de.update, { headers, params: { id }, body: { discount: { ...form, code: "LOST", version: 1 } } });
    expect(stale.status).toBe(409);
    expect(stale.error.current).toMatchObject({ code: "SALE15", version: 2 });
    expect((await h.request(de.delete, { headers, params: { id }, query: { version: 1 } })).status).toBe(409);
    expect((await h.request(de.delete, { headers, params: { id }, query: { version: 2 } })).body).toEqual({ message: "Discount deleted" });
    expect((await h.request(de.get, { headers, params: { id } })).status).toBe(404);
    expect((await h.request(de.get, { headers, params: { id: "nope" } })).status).toBe(404);
    // Its code went with it.
    expect((await findApplicable(h.database.db, owner.storeId, "SALE15", h.clock.now())).refusal).toBe("unknown");
  });

  it("a method cannot change on update", async () => {
    const owner = await h.owner();
    const auto = await create(owner, { method: "automatic", title: "Auto", type: "percentage", value: 5, startsAt: iso(0) });
    const res = await h.request(de.update, { headers: owner.headers, params: { id: auto._id }, body: { discount: { ...codeForm(), version: 1 } } });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ method: ["A discount's method cannot change"] });
  });

  it("stores money in the store's currency: USD keeps cents, VND refuses decimals", async () => {
    const vnd = await h.owner();
    const refused = await h.request(de.create, { headers: vnd.headers, body: { discount: codeForm({ type: "fixed_amount", value: 10.5 }) } });
    expect(refused.status).toBe(400);
    expect(refused.error.errors).toEqual({ value: ["Amounts in VND are whole numbers"] });

    const usd = await h.owner();
    await h.database.db.update(stores).set({ language: "en" }).where(eq(stores.id, usd.storeId));
    const ok = await create(usd, codeForm({ code: "FIVE", type: "fixed_amount", value: 5.25, minimumKind: "amount", minimumValue: 19.99 }));
    expect(ok).toMatchObject({ currency: "USD", value: 5.25, minimumValue: 19.99 });
    const applicable = await findApplicable(h.database.db, usd.storeId, "five", h.clock.now());
    expect(applicable.discounts[0]).toMatchObject({ value: 525, minimum: { kind: "amount", value: 1999 } });
    const cents = await h.request(de.create, { headers: usd.headers, body: { discount: codeForm({ code: "X", type: "fixed_amount", value: 1.005 }) } });
    expect(cents.error.errors).toEqual({ value: ["Amounts in USD have at most 2 decimals"] });
  });
});

describe("bad input", () => {
  it("answers each field with a clear message and saves nothing", async () => {
    const owner = await h.owner();
    const bad = async (form: Record<string, unknown>) => {
      const res = await h.request(de.create, { headers: owner.headers, body: { discount: form } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.error.errors;
    };
    expect(await bad({ method: "code", type: "percentage", value: 10, startsAt: iso(0) })).toEqual({ code: ["Code required"] });
    expect(await bad(codeForm({ code: "HELLO WORLD" }))).toEqual({ code: ["Code may use only letters, digits, - and _"] });
    expect(await bad(codeForm({ code: "A".repeat(65) }))).toEqual({ code: ["Max length is 64"] });
    expect(await bad({ method: "automatic", type: "percentage", value: 10, startsAt: iso(0) })).toEqual({ title: ["Title required"] });
    expect(await bad(codeForm({ value: 0 }))).toEqual({ value: ["Percentage must be more than 0 and at most 100"] });
    expect(await bad(codeForm({ value: 101 }))).toEqual({ value: ["Percentage must be more than 0 and at most 100"] });
    expect(await bad(codeForm({ value: "abc" }))).toMatchObject({ value: [expect.stringMatching(/Value/)] });
    expect(await bad(codeForm({ value: undefined }))).toEqual({ value: ["Value required"] });
    expect(await bad(codeForm({ type: "fixed_amount", value: -5 }))).toEqual({ value: ["Value must be more than 0"] });
    expect(await bad(codeForm({ type: "bogus" }))).toMatchObject({ type: [expect.any(String)] });
    expect(await bad(codeForm({ minimumKind: "quantity", minimumValue: 1.5 }))).toEqual({ minimumValue: ["Minimum must be a whole number"] });
    expect(await bad(codeForm({ minimumKind: "amount" }))).toEqual({ minimumValue: ["Minimum required"] });
    expect(await bad(codeForm({ appliesTo: "products" }))).toEqual({ productIds: ["Products required"] });
    expect(await bad(codeForm({ appliesTo: "collections", collectionIds: ["x"] }))).toEqual({ "collectionIds.0": ["Invalid id"] });
    expect(await bad(codeForm({ type: "buy_x_get_y" }))).toEqual({ buyQuantity: ["Customer buys required"], getQuantity: ["Customer gets required"] });
    expect(await bad(codeForm({ type: "buy_x_get_y", buyQuantity: 2, getQuantity: 1, getPercent: 150 }))).toEqual({
      getPercent: ["Discount on the items they get must be a whole percent from 1 to 100"],
    });
    expect(await bad(codeForm({ startsAt: "yesterday" }))).toEqual({ startsAt: ["Start date is not a date"] });
    expect(await bad(codeForm({ startsAt: undefined }))).toEqual({ startsAt: ["Start date required"] });
    expect(await bad(codeForm({ endsAt: iso(-2 * DAY) }))).toEqual({ endsAt: ["End date must be after the start date"] });
    expect(await bad(codeForm({ usageLimit: 0 }))).toEqual({ usageLimit: ["Usage limit must be more than 0"] });
    expect(await bad(codeForm({ code: "NUL\u0000" }))).toMatchObject({ code: expect.arrayContaining([expect.stringMatching(/NUL/)]) });
    expect((await h.request(de.count, { headers: owner.headers })).body.count).toBe(0);
  });

  it("codes are unique per store in any case, with a field error; another store may use the same code", async () => {
    const owner = await h.owner();
    await create(owner, codeForm({ code: "Tet2026" }));
    const dup = await h.request(de.create, { headers: owner.headers, body: { discount: codeForm({ code: "TET2026" }) } });
    expect(dup.status).toBe(400);
    expect(dup.error.errors).toEqual({ code: ["Code is already used by another discount"] });
    const other = await create(owner, codeForm({ code: "OTHER" }));
    const renamed = await h.request(de.update, {
      headers: owner.headers,
      params: { id: other._id },
      body: { discount: codeForm({ code: "tet2026", version: 1 }) },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.error.errors).toEqual({ code: ["Code is already used by another discount"] });
    expect((await h.request(de.get, { headers: owner.headers, params: { id: other._id } })).body.discount).toMatchObject({ code: "OTHER", version: 1 });
    // The same words in Vietnamese for the admin.
    const vi = await h.request(de.create, { headers: { ...owner.headers, "accept-language": "vi" }, body: { discount: codeForm({ code: "tet2026" }) } });
    expect(vi.error.errors.code![0]).not.toBe("Code is already used by another discount");
    const viMissing = await h.request(de.create, {
      headers: { ...owner.headers, "accept-language": "vi" },
      body: { discount: codeForm({ code: "", usageLimit: 0 }) },
    });
    expect(viMissing.error.errors).toEqual({ code: ["Mã là bắt buộc"], usageLimit: ["Giới hạn lượt dùng phải lớn hơn 0"] });
    const elsewhere = await h.owner();
    await create(elsewhere, codeForm({ code: "TET2026" }));
  });
});

describe("list: status from the dates, search by title or any code", () => {
  it("filters active, scheduled and expired, and finds a discount by one of its codes in any case", async () => {
    const owner = await h.owner();
    const { headers } = owner;
    const active = await create(owner, codeForm({ code: "NOW", endsAt: iso(DAY) }));
    const scheduled = await create(owner, codeForm({ code: "LATER", startsAt: iso(DAY) }));
    const expired = await create(owner, codeForm({ code: "PAST", startsAt: iso(-3 * DAY), endsAt: iso(-DAY) }));
    const auto = await create(owner, { method: "automatic", title: "Mùa hè rực rỡ", type: "free_shipping", startsAt: iso(-DAY) });
    const ids = async (query: Record<string, string>) => (await h.request(de.list, { headers, query })).body.discounts.map((d) => d._id);
    expect(await ids({ status: "active", method: "code" })).toEqual([active._id]);
    expect(await ids({ status: "active" })).toEqual([auto._id, active._id]);
    expect(await ids({ status: "scheduled" })).toEqual([scheduled._id]);
    expect(await ids({ status: "expired" })).toEqual([expired._id]);
    expect(scheduled.status).toBe("scheduled");
    expect(expired.status).toBe("expired");
    expect(await ids({ search: "hè" })).toEqual([auto._id]);
    expect(await ids({ search: "later" })).toEqual([scheduled._id]);
    expect(await ids({ search: "100%_" })).toEqual([]);
    expect((await h.request(de.list, { headers, query: { status: "soon" } })).status).toBe(400);
    expect((await h.request(de.list, { headers, query: { limit: "100000" } })).status).toBe(400);
  });
});

describe("cross-store ids and permissions", () => {
  it("another store's discount, products and collections are not found", async () => {
    const mine = await h.owner();
    const theirs = await h.owner();
    const their = await create(theirs, codeForm({ code: "THEIRS" }));
    const theirProduct = await product(theirs);
    const theirCollection = (await h.call("POST", "/collections", { headers: theirs.headers, body: { collection: { title: "Theirs" } } })).body.collection;
    const params = { id: their._id };
    expect((await h.request(de.get, { headers: mine.headers, params })).status).toBe(404);
    expect((await h.request(de.update, { headers: mine.headers, params, body: { discount: codeForm({ version: 1 }) } })).status).toBe(404);
    expect((await h.request(de.delete, { headers: mine.headers, params })).status).toBe(404);
    expect((await h.request(de.codes, { headers: mine.headers, params })).status).toBe(404);
    expect((await h.request(de.generateCodes, { headers: mine.headers, params, body: { count: 5 } })).status).toBe(404);
    expect((await h.request(de.exportCodes, { headers: mine.headers, params })).status).toBe(404);
    expect((await h.request(de.list, { headers: mine.headers })).body.total).toBe(0);
    const withProduct = await h.request(de.create, {
      headers: mine.headers,
      body: { discount: codeForm({ appliesTo: "products", productIds: [theirProduct] }) },
    });
    expect(withProduct.error.errors).toEqual({ productIds: ["Some products were not found in this store"] });
    const withCollection = await h.request(de.create, {
      headers: mine.headers,
      body: { discount: codeForm({ appliesTo: "collections", collectionIds: [theirCollection._id] }) },
    });
    expect(withCollection.error.errors).toEqual({ collectionIds: ["Some collections were not found in this store"] });
    expect((await findApplicable(h.database.db, mine.storeId, "THEIRS", h.clock.now())).refusal).toBe("unknown");
    expect(await takeUsage(h.database.db, mine.storeId, their._id)).toBe(false);
    const myProduct = await product(mine, "Áo khoác");
    const targets = await h.request(de.targets, {
      headers: mine.headers,
      query: { productIds: `${myProduct},${theirProduct}`, productSearch: "áo", collectionIds: theirCollection._id, collectionSearch: "Theirs" },
    });
    expect(targets.status, JSON.stringify(targets.body)).toBe(200);
    expect(targets.body).toEqual({
      chosenProducts: [{ _id: myProduct, title: "Áo khoác" }],
      foundProducts: [{ _id: myProduct, title: "Áo khoác" }],
      chosenCollections: [],
      foundCollections: [],
    });
    expect((await h.request(de.targets, { headers: mine.headers, query: { productIds: "nope" } })).status).toBe(400);
    const ok = await create(mine, codeForm({ code: "MINE", appliesTo: "products", productIds: [myProduct, myProduct] }));
    expect(ok.productIds).toEqual([myProduct]);
  });

  it("staff need the discounts scope; no token is 401", async () => {
    const owner = await h.owner();
    const d = await create(owner, codeForm({ code: "STAFF" }));
    const without = await h.staff(owner.storeId, ["products"]);
    expect((await h.request(de.list, { headers: without.headers })).status).toBe(403);
    expect((await h.request(de.create, { headers: without.headers, body: { discount: codeForm({ code: "NO" }) } })).status).toBe(403);
    expect((await h.request(de.exportCodes, { headers: without.headers, params: { id: d._id } })).status).toBe(403);
    const withScope = await h.staff(owner.storeId, ["discounts"]);
    expect((await h.request(de.get, { headers: withScope.headers, params: { id: d._id } })).status).toBe(200);
    expect((await h.call("GET", "/discounts", { headers: { "store-id": owner.storeId } })).status).toBe(401);
  });
});

describe("what a checkout uses", () => {
  it("findApplicable gives the running automatic discounts and the typed code's, or why not", async () => {
    const owner = await h.owner();
    const db = h.database.db;
    const now = h.clock.now();
    const auto = await create(owner, {
      method: "automatic",
      title: "Free ship",
      type: "free_shipping",
      startsAt: iso(-DAY),
      combinesWith: { orderDiscounts: true },
    });
    await create(owner, { method: "automatic", title: "Later", type: "percentage", value: 5, startsAt: iso(DAY) });
    const code = await create(owner, codeForm({ code: "Hello10", oncePerCustomer: true, combinesWith: { shippingDiscounts: true } }));
    await create(owner, codeForm({ code: "SOON", startsAt: iso(DAY) }));
    await create(owner, codeForm({ code: "OVER", startsAt: iso(-2 * DAY), endsAt: iso(-DAY) }));
    await create(owner, codeForm({ code: "ONCE", usageLimit: 1 }));

    const none = await findApplicable(db, owner.storeId, null, now);
    expect(none.discounts.map((d) => d.id)).toEqual([auto._id]);
    const hit = await findApplicable(db, owner.storeId, "  hello10 ", now, "a@b.vn");
    expect(hit.refusal).toBeNull();
    expect(hit.code).toMatchObject({ discountId: code._id, code: "Hello10" });
    expect(hit.discounts.map((d) => d.id)).toEqual([auto._id, code._id]);
    expect((await findApplicable(db, owner.storeId, "nope", now)).refusal).toBe("unknown");
    // Not started yet is refused as a code that does not exist (ADR 041: no probing for launches).
    expect((await findApplicable(db, owner.storeId, "soon", now)).refusal).toBe("unknown");
    expect((await findApplicable(db, owner.storeId, "over", now)).refusal).toBe("expired");

    // The pricing function takes what it found: 10 % off 300,000 đ plus free shipping.
    const priced = priceCart({
      lines: [{ variantId: "v", productId: "p", collectionIds: [], quantity: 3, unitPriceMinor: 100_000 }],
      shippingMinor: 30_000,
      currency: "VND",
      discounts: hit.discounts,
      now,
    });
    expect(priced.discountMinor).toBe(60_000);

    const once = await findApplicable(db, owner.storeId, "ONCE", now);
    expect(await takeUsage(db, owner.storeId, once.code!.discountId, once.code!.codeId)).toBe(true);
    expect(await takeUsage(db, owner.storeId, once.code!.discountId, once.code!.codeId)).toBe(false);
    expect((await findApplicable(db, owner.storeId, "ONCE", now)).refusal).toBe("used_up");

    await recordUsage(
      db,
      { storeId: owner.storeId, discountId: code._id, codeId: hit.code!.codeId, orderId: crypto.randomUUID(), customerKey: "A@B.vn", amountMinor: 30_000 },
      now,
    );
    expect((await findApplicable(db, owner.storeId, "HELLO10", now, "a@b.vn")).refusal).toBe("used_by_customer");
    expect((await findApplicable(db, owner.storeId, "HELLO10", now, "c@d.vn")).refusal).toBeNull();
  });

  it("20 concurrent takes on a usage limit of 5 take exactly 5", async () => {
    const owner = await h.owner();
    const d = await create(owner, codeForm({ code: "RACE", usageLimit: 5 }));
    const { code } = await findApplicable(h.database.db, owner.storeId, "race", h.clock.now());
    const results = await Promise.all(Array.from({ length: 20 }, () => takeUsage(h.database.db, owner.storeId, d._id, code!.codeId)));
    expect(results.filter(Boolean)).toHaveLength(5);
    const after = (await h.request(de.get, { headers: owner.headers, params: { id: d._id } })).body.discount;
    expect(after.usageCount).toBe(5);
    const codes = (await h.request(de.codes, { headers: owner.headers, params: { id: d._id } })).body.codes;
    expect(codes[0]!.usageCount).toBe(5);
    // Inside transactions too, as a checkout's completion takes it.
    const d2 = await create(owner, codeForm({ code: "RACE2", usageLimit: 5 }));
    const inTx = await Promise.all(Array.from({ length: 20 }, () => h.database.db.transaction((tx) => takeUsage(tx, owner.storeId, d2._id))));
    expect(inTx.filter(Boolean)).toHaveLength(5);
  });
});

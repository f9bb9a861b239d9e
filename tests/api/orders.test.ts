// SPEC §7 Orders, the read side (ADR 038): the list's tabs, search, filters and date ranges, counts, one order, the
// note/tags/archive edit with its version, delete, the timeline and comments, the export, the buyer's view, the profit
// report, the print hub's 501; bad input, the orders scope, other stores' ids.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, orderCounts, orders } from "../../api/db/schema";
import { exportOrderBatches } from "../../api/modules/orders/export-store";
import { orderPlacementEndpoints } from "../../domain/contracts/checkout";
import { orderEndpoints as oe } from "../../domain/contracts/orders";
import { OrderFilterSchema } from "../../domain/order-admin";
import { startHarness, type Harness } from "../helpers/harness";
import { ADDRESS, complete, idempotencyKey, product, readyCheckout, type Owner } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const db = () => h.database.db;

/** A store with two products and three orders: two by checkout (Lan, Minh), one manual paid phone sale (Hoa). */
async function shop() {
  const owner = await h.owner();
  const ao = await product(h, owner, "Áo dài lụa", [{ option1: "M", price: 350000, sku: "AD-M", inventoryQuantity: 50 }]);
  const chan = await product(h, owner, "Chăn bông", [{ price: 200000, sku: "CB-1", inventoryQuantity: 50 }]);
  const first = await readyCheckout(h, owner.storeId, [{ variantId: ao.variantIds[0]!, quantity: 2 }], { email: "lan@example.com" });
  const a = await complete(h, owner.storeId, first.token);
  expect(a.status, JSON.stringify(a.body)).toBe(201);
  const second = await readyCheckout(h, owner.storeId, [{ variantId: chan.variantIds[0]!, quantity: 1 }], { email: "minh@example.com" });
  const b = await complete(h, owner.storeId, second.token, { paymentMethod: "bank_transfer" });
  expect(b.status, JSON.stringify(b.body)).toBe(201);
  const c = await h.request(orderPlacementEndpoints.create, {
    headers: owner.headers,
    body: {
      product: {
        lines: [{ variantId: chan.variantIds[0]!, quantity: 3 }],
        email: "hoa@example.com",
        phone: "0912345678",
        shippingAddress: { ...ADDRESS, firstName: "Hoa", lastName: "Trần" },
        paid: true,
        paymentMethod: "cod",
        tags: ["vip"],
        idempotencyKey: idempotencyKey(),
      },
    },
  });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  return { owner, lan: a.body.order, minh: b.body.order, hoa: c.body.order };
}

const names = (list: { orders: { name: string }[] }) => list.orders.map((o) => o.name);

describe("the orders list", () => {
  it("lists newest first with totals and unit counts; tabs, search, filters and counts", async () => {
    const { owner, lan, hoa } = await shop();
    const { headers } = owner;
    const all = await h.request(oe.list, { headers });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(names(all.body)).toEqual(["#1003", "#1002", "#1001"]);
    expect(all.body).toMatchObject({ total: 3, page: 1, limit: 50 });
    expect(all.body.orders[2]).toMatchObject({
      name: "#1001",
      email: "lan@example.com",
      itemsCount: 2,
      currency: "VND",
      financialStatus: "pending",
      fulfillmentStatus: "unfulfilled",
    });
    expect(all.body.orders[0]).toMatchObject({ name: "#1003", financialStatus: "paid", tags: ["vip"], itemsCount: 3, total: 600000 });
    // The placement stores the units (ADR 052); an order placed before migration 0029 has none and its lines are counted.
    const stored = await db().select({ id: orders.id, n: orders.itemsCount }).from(orders).where(eq(orders.storeId, owner.storeId));
    expect(stored.map((o) => o.n).sort()).toEqual([1, 2, 3]);
    await db().update(orders).set({ itemsCount: null }).where(eq(orders.id, lan._id));
    expect((await h.request(oe.list, { headers })).body.orders[2]).toMatchObject({ name: "#1001", itemsCount: 2 });
    expect(names((await h.request(oe.list, { headers, query: { sort: "oldest" } })).body)).toEqual(["#1001", "#1002", "#1003"]);

    const q = async (query: Record<string, string | number>) => names((await h.request(oe.list, { headers, query })).body);
    expect(await q({ q: "#1002" })).toEqual(["#1002"]);
    expect(await q({ q: "1001" })).toEqual(["#1001"]);
    expect(await q({ q: "lan@example.com" })).toEqual(["#1001"]);
    expect(await q({ q: "minh@" })).toEqual(["#1002"]);
    expect(await q({ q: "0912345678" })).toEqual(["#1003"]);
    expect(await q({ q: "Trần" })).toEqual(["#1003"]);
    expect(await q({ q: "chăn" })).toEqual(["#1003", "#1002"]);
    expect(await q({ q: "100%_" })).toEqual([]);
    expect(await q({ financialStatus: "paid" })).toEqual(["#1003"]);
    expect(await q({ paymentMethod: "bank_transfer" })).toEqual(["#1002"]);
    expect(await q({ tag: "vip" })).toEqual(["#1003"]);
    expect(await q({ tab: "unpaid" })).toEqual(["#1002", "#1001"]);
    expect(await q({ datePreset: "today" })).toEqual(["#1003", "#1002", "#1001"]);
    expect(await q({ datePreset: "yesterday" })).toEqual([]);
    expect(await q({ limit: 10, page: 2 })).toEqual([]);

    // Counts: the tab's, and each tab's with the other filters (from order_counts without filters, a scan with them).
    const counts = await h.request(oe.count, { headers });
    expect(counts.body).toEqual({ count: 3, tabs: { all: 3, open: 3, unfulfilled: 3, unpaid: 2, archived: 0, cancelled: 0 } });
    const filtered = await h.request(oe.count, { headers, query: { q: "chăn", tab: "unpaid" } });
    expect(filtered.body).toEqual({ count: 1, tabs: { all: 2, open: 2, unfulfilled: 2, unpaid: 1, archived: 0, cancelled: 0 } });
    const byStatus = await h.request(oe.count, { headers, query: { financialStatus: "paid" } });
    expect(byStatus.body.count).toBe(1);

    // Archiving moves it out of "all" into "archived", and the counts follow (triggers).
    const archived = await h.request(oe.update, { headers, params: { id: lan._id }, body: { product: { archived: true, version: 1 } } });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(await q({})).toEqual(["#1003", "#1002"]);
    expect(await q({ tab: "archived" })).toEqual(["#1001"]);
    expect((await h.request(oe.count, { headers })).body.tabs).toEqual({ all: 2, open: 2, unfulfilled: 2, unpaid: 1, archived: 1, cancelled: 0 });
    const rows = await db().select().from(orderCounts).where(eq(orderCounts.storeId, owner.storeId));
    expect(rows.reduce((n, r) => n + r.n, 0)).toBe(3);
    expect(hoa.name).toBe("#1003");
  });

  it("reads deep pages from the far end in the same order", async () => {
    const { owner } = await shop();
    const { headers } = owner;
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...names((await h.request(oe.list, { headers, query: { limit: 10, page } })).body));
    expect(pages).toEqual(["#1003", "#1002", "#1001"]);
    // 10 a page: page 1 holds all three; the far end is exercised with a sort too.
    const oldest = names((await h.request(oe.list, { headers, query: { limit: 10, sort: "oldest" } })).body);
    expect(oldest).toEqual(["#1001", "#1002", "#1003"]);
  });

  it("refuses bad filters with field messages: a day after today, a start after the end, a malformed day or status", async () => {
    const { owner } = await shop();
    const { headers } = owner;
    const tomorrow = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
    const after = await h.request(oe.list, { headers, query: { dateTo: tomorrow } });
    expect(after.status).toBe(400);
    expect(after.error.errors?.dateTo).toEqual(["Dates after today cannot be chosen"]);
    const order = await h.request(oe.count, { headers, query: { dateFrom: "2026-01-10", dateTo: "2026-01-01" } });
    expect(order.status).toBe(400);
    expect(order.error.errors?.dateTo).toEqual(["The start date must be on or before the end date"]);
    const malformed = await h.request(oe.list, { headers, query: { dateFrom: "2026-02-31" } });
    expect(malformed.status).toBe(400);
    expect(malformed.error.errors?.dateFrom).toEqual(["Date must be YYYY-MM-DD"]);
    expect((await h.request(oe.list, { headers, query: { financialStatus: "rich" } })).status).toBe(400);
    expect((await h.request(oe.list, { headers, query: { limit: 7 } })).status).toBe(400);
    expect((await h.request(oe.list, { headers, query: { datePreset: "next_week" } })).status).toBe(400);
    // Custom days in the past are fine.
    expect((await h.request(oe.list, { headers, query: { dateFrom: "2020-01-01", dateTo: "2020-01-31" } })).body.total).toBe(0);
  });
});

describe("one order", () => {
  it("answers lines, totals, customer and addresses; edits note and tags against the version; 409 when stale", async () => {
    const { owner, hoa } = await shop();
    const { headers } = owner;
    const got = await h.request(oe.get, { headers, params: { id: hoa._id } });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const o = got.body.order;
    expect(o).toMatchObject({
      name: "#1003",
      subtotalPrice: 600000,
      totalShipping: 0,
      total: 600000,
      totalPaid: 600000,
      netPayment: 600000,
      version: 1,
      source: "admin",
    });
    expect(o.lines).toEqual([
      expect.objectContaining({ title: "Chăn bông", sku: "CB-1", quantity: 3, price: 200000, fulfilledQuantity: 0, refundedQuantity: 0, total: 600000 }),
    ]);
    expect(o.customer).toMatchObject({ email: "hoa@example.com", ordersCount: 1 });
    expect(o.shippingAddress).toMatchObject({ firstName: "Hoa", city: "Hồ Chí Minh", countryCode: "VN" });
    expect(o.publicToken).toMatch(/^[0-9a-f]{64}$/);

    const saved = await h.request(oe.update, {
      headers,
      params: { id: hoa._id },
      body: { product: { note: "Gọi trước khi giao", tags: "vip, sỉ", version: 1 } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.order).toMatchObject({ note: "Gọi trước khi giao", tags: ["vip", "sỉ"], version: 2 });
    const stale = await h.request(oe.update, { headers, params: { id: hoa._id }, body: { product: { note: "Old tab", version: 1 } } });
    expect(stale.status).toBe(409);
    expect((stale.error as unknown as { current: { note: string; version: number } }).current).toMatchObject({ note: "Gọi trước khi giao", version: 2 });
    const tooLong = await h.request(oe.update, { headers, params: { id: hoa._id }, body: { product: { note: "x".repeat(5001), version: 2 } } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error.errors?.note).toEqual(["Max length is 5000"]);
    expect((await h.request(oe.update, { headers, params: { id: hoa._id }, body: { product: { note: "no version" } } })).status).toBe(400);

    const history = await h.request(oe.history, { headers, params: { id: hoa._id } });
    expect(history.body.events.map((e) => e.kind)).toEqual(["edited", "mail_sent", "paid", "placed"]);
    expect(history.body.events[0]!.author).toContain("owner");
  });

  it("deletes only cancelled or archived orders", async () => {
    const { owner, minh } = await shop();
    const { headers } = owner;
    const refused = await h.request(oe.delete, { headers, params: { id: minh._id } });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe("Only cancelled or archived orders can be deleted");
    await h.request(oe.update, { headers, params: { id: minh._id }, body: { product: { archived: true, version: 1 } } });
    expect((await h.request(oe.delete, { headers, params: { id: minh._id }, query: { version: 1 } })).status).toBe(409);
    const deleted = await h.request(oe.delete, { headers, params: { id: minh._id }, query: { version: 2 } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await h.request(oe.get, { headers, params: { id: minh._id } })).status).toBe(404);
    expect((await h.request(oe.count, { headers })).body.tabs.archived).toBe(0);
  });

  it("takes a deleted order out of its customer's order count and amount spent", async () => {
    const { owner, hoa } = await shop();
    const { headers } = owner;
    const customerOf = async (email: string) =>
      (
        await db()
          .select()
          .from(customers)
          .where(and(eq(customers.storeId, owner.storeId), eq(customers.email, email)))
      )[0]!;
    const before = await customerOf("hoa@example.com");
    expect(before).toMatchObject({ ordersCount: 1, amountSpentMinor: hoa.totalPrice });
    await h.request(oe.update, { headers, params: { id: hoa._id }, body: { product: { archived: true, version: 1 } } });
    expect((await h.request(oe.delete, { headers, params: { id: hoa._id } })).status).toBe(200);
    expect(await customerOf("hoa@example.com")).toMatchObject({ ordersCount: 0, amountSpentMinor: 0 });
  });

  it("takes staff comments of 1–5000 characters onto the timeline, newest first", async () => {
    const { owner, lan } = await shop();
    const { headers } = owner;
    const added = await h.request(oe.comment, { headers, body: { orderId: lan._id, message: "  Khách hẹn chiều mai  " } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.event).toMatchObject({ kind: "comment", message: "Khách hẹn chiều mai" });
    const empty = await h.request(oe.comment, { headers, body: { orderId: lan._id, message: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.error.errors?.message).toEqual(["Comment required"]);
    expect((await h.request(oe.comment, { headers, body: { orderId: lan._id, message: "x".repeat(5001) } })).status).toBe(400);
    expect((await h.request(oe.comment, { headers, body: { orderId: "nope", message: "hi" } })).status).toBe(400);
    expect((await h.request(oe.comment, { headers, body: { orderId: crypto.randomUUID(), message: "hi" } })).status).toBe(404);
    const events = (await h.request(oe.history, { headers, params: { id: lan._id } })).body.events;
    expect(events[0]).toMatchObject({ kind: "comment", message: "Khách hẹn chiều mai" });
    expect(events.at(-1)).toMatchObject({ kind: "placed", author: null });
  });

  it("shows the buyer their order by its token, and nothing staff-only", async () => {
    const { owner, lan } = await shop();
    await h.request(oe.update, { headers: owner.headers, params: { id: lan._id }, body: { product: { note: "staff only", tags: ["secret"], version: 1 } } });
    const [row] = await db().select({ token: orders.publicToken }).from(orders).where(eq(orders.id, lan._id));
    const view = await h.request(oe.public, { params: { token: row!.token } });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.order).toMatchObject({ name: "#1001", financialStatus: "pending", cancelled: false, totalPrice: 730000 });
    const text = JSON.stringify(view.body);
    expect(text).not.toContain("staff only");
    expect(text).not.toContain("secret");
    expect(text).not.toContain(lan._id);
    expect((await h.request(oe.public, { params: { token: "0".repeat(64) } })).status).toBe(404);
    expect((await h.request(oe.public, { params: { token: "short" } })).status).toBe(404);
  });

  it("estimates profit with the cost unknown, and the print hub's refresh is 501", async () => {
    const { owner, lan } = await shop();
    const profit = await h.request(oe.profit, { headers: owner.headers, query: { orderId: lan._id } });
    expect(profit.status, JSON.stringify(profit.body)).toBe(200);
    expect(profit.body.profit).toMatchObject({ revenue: 730000, shipping: 30000, costKnown: false, costOfGoods: null, profit: null });
    expect((await h.request(oe.profit, { headers: owner.headers, query: { orderId: "x" } })).status).toBe(400);
    const hub = await h.request(oe.printHubRefresh, { headers: owner.headers, params: { id: lan._id } });
    expect(hub.status).toBe(501);
    expect(hub.body.message).toContain("print hub");
  });
});

describe("the export", () => {
  it("writes one row per line item of the filtered orders, times in the store's zone", async () => {
    const { owner } = await shop();
    const { headers } = owner;
    const started = await h.request(oe.export, { headers, query: { q: "chăn" } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    let task = started.body.task;
    for (let i = 0; i < 200 && !task.downloadUrl; i++) {
      await new Promise((r) => setTimeout(r, 25));
      task = (await h.request(oe.exportTasks, { headers })).body.tasks.find((t) => t._id === task._id)!;
    }
    expect(task).toMatchObject({ status: 2, rowCount: 2 });
    const csv = await h.call("GET", task.downloadUrl!, { headers });
    expect(csv.status).toBe(200);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Name,Email,Phone,Financial Status/);
    expect(lines).toHaveLength(3);
    // Newest first (the list's order).
    expect(lines[1]).toMatch(/^#1003,hoa@example.com,/);
    expect(lines[2]).toMatch(/^#1002,minh@example.com,/);
    expect(lines[2]).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(lines[2]).toContain("Chăn bông");
    // The products export does not see it.
    expect((await h.call("GET", "/products/export/csv/tasks", { headers })).body.tasks).toEqual([]);
    expect((await h.request(oe.export, { headers, query: { dateTo: "2999-01-01" } })).status).toBe(400);
  });

  it("pages by a keyset that keeps orders of the same instant and of the same millisecond, each exactly once", async () => {
    const { owner } = await shop();
    const mine = await db().select({ id: orders.id }).from(orders).where(eq(orders.storeId, owner.storeId));
    expect(mine).toHaveLength(3);
    // Two orders at one microsecond, the third a microsecond earlier: a Date cursor (milliseconds) would skip one.
    const stamps = ["2026-03-01 10:00:00.123457+00", "2026-03-01 10:00:00.123457+00", "2026-03-01 10:00:00.123456+00"];
    for (const [i, { id }] of mine.entries()) await db().execute(sql`update orders set created_at = ${stamps[i]}::timestamptz where id = ${id}`);
    const seen: string[] = [];
    for await (const batch of exportOrderBatches(db(), owner.storeId, OrderFilterSchema.parse({}), { ok: true, from: null, to: null }, 1)) {
      seen.push(...batch.map((b) => b.order.id));
    }
    expect([...seen].sort()).toEqual(mine.map((m) => m.id).sort());
  });
});

describe("permissions and stores", () => {
  it("needs the orders scope; another store's orders are 404", async () => {
    const { owner, lan } = await shop();
    const other: Owner = await h.owner();
    const productsOnly = await h.staff(owner.storeId, ["products"]);
    const withScope = await h.staff(owner.storeId, ["orders"]);
    expect((await h.request(oe.list, { headers: productsOnly.headers })).status).toBe(403);
    expect((await h.request(oe.get, { headers: productsOnly.headers, params: { id: lan._id } })).status).toBe(403);
    expect((await h.request(oe.comment, { headers: productsOnly.headers, body: { orderId: lan._id, message: "x" } })).status).toBe(403);
    expect((await h.request(oe.profit, { headers: productsOnly.headers, query: { orderId: lan._id } })).status).toBe(403);
    expect((await h.request(oe.export, { headers: productsOnly.headers })).status).toBe(403);
    expect((await h.request(oe.list, { headers: withScope.headers })).body.total).toBe(3);
    expect((await h.request(oe.list, { headers: { "store-id": owner.storeId } })).status).toBe(401);

    const theirs = other.headers;
    expect((await h.request(oe.get, { headers: theirs, params: { id: lan._id } })).status).toBe(404);
    expect((await h.request(oe.update, { headers: theirs, params: { id: lan._id }, body: { product: { note: "x", version: 1 } } })).status).toBe(404);
    expect((await h.request(oe.delete, { headers: theirs, params: { id: lan._id } })).status).toBe(404);
    expect((await h.request(oe.history, { headers: theirs, params: { id: lan._id } })).status).toBe(404);
    expect((await h.request(oe.comment, { headers: theirs, body: { orderId: lan._id, message: "x" } })).status).toBe(404);
    expect((await h.request(oe.profit, { headers: theirs, query: { orderId: lan._id } })).status).toBe(404);
    expect((await h.request(oe.list, { headers: theirs })).body.total).toBe(0);
    expect((await h.request(oe.get, { headers: owner.headers, params: { id: "not-an-id" } })).status).toBe(404);
  });
});

// Issue 9's proof for permissions and other stores' ids, one test per call (ADR 038, 039): a staff member without the
// orders scope gets 403, another store's owner gets 404 for this store's order, fulfilment or export file, and neither
// changes anything. The last test makes the same calls with the orders scope and sees them act, so each refusal above
// is the guard's and not a malformed request's.
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportTasks, fulfillments, orderActionKeys, orderEvents, orders, orderTransactions, refunds } from "../../api/db/schema";
import { orderActionEndpoints as oa } from "../../domain/contracts/order-actions";
import { orderEndpoints as oe, type OrderExportTaskDto } from "../../domain/contracts/orders";
import { startHarness, type Harness } from "../helpers/harness";
import { idempotencyKey, type Owner } from "./checkout-helpers";
import { lineOf, pendingOrder, shop } from "./order-actions-helpers";

let h: Harness;
/** The store under test: an open cash-on-delivery order with one of its two units shipped, and an archived order. */
let owner: Owner;
let open: { _id: string; lines: { _id: string; variantId: string | null }[] };
let archived: { _id: string };
let aoLine: string;
let shipped: { _id: string; version: number };
let ordersExport: OrderExportTaskDto;
let productsExportId: string;
/** Another store with its own order and fulfilment. */
let stranger: Owner;
let theirs: { _id: string };
let theirShipment: { _id: string };

async function exportDone(who: Owner, started: { _id: string }, path: string) {
  for (let i = 0; i < 200; i++) {
    const tasks = (await h.call("GET", path, { headers: who.headers })).body.tasks as { _id: string; status: number; downloadUrl: string | null }[];
    const task = tasks.find((t) => t._id === started._id);
    if (task && task.status >= 2) return task;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`export ${started._id} did not finish`);
}

async function fulfil(who: Owner, order: { _id: string; lines: { _id: string }[] }, lineId: string) {
  const res = await h.request(oa.createFulfillment, {
    headers: who.headers,
    params: { id: order._id },
    body: { fulfillment: { lines: [{ lineId, quantity: 1 }], trackingCompany: "GHN", trackingNumber: "GHN1", idempotencyKey: idempotencyKey() } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.fulfillment;
}

beforeAll(async () => {
  h = await startHarness();
  owner = await h.owner();
  const { ao, non } = await shop(h, owner);
  open = await pendingOrder(
    h,
    owner,
    [
      { variantId: ao, quantity: 2 },
      { variantId: non, quantity: 1 },
    ],
    "open@example.com",
  );
  aoLine = lineOf(open, ao);
  shipped = await fulfil(owner, open, aoLine);
  archived = await pendingOrder(h, owner, [{ variantId: non, quantity: 1 }], "archived@example.com");
  const archiving = await h.request(oe.update, { headers: owner.headers, params: { id: archived._id }, body: { product: { archived: true, version: 1 } } });
  expect(archiving.status, JSON.stringify(archiving.body)).toBe(200);

  const started = await h.request(oe.export, { headers: owner.headers, query: { tab: "all" } });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  ordersExport = (await exportDone(owner, started.body.task, "/orders/doExport/tasks")) as OrderExportTaskDto;
  expect(ordersExport.downloadUrl).toBe(`/orders/doExport/tasks/${ordersExport._id}/download`);
  const products = await h.call("GET", "/products/export/csv", { headers: owner.headers });
  expect(products.status, JSON.stringify(products.body)).toBe(202);
  productsExportId = (await exportDone(owner, products.body.task, "/products/export/csv/tasks"))._id;

  stranger = await h.owner();
  const theirShop = await shop(h, stranger);
  const mine = await pendingOrder(h, stranger, [{ variantId: theirShop.ao, quantity: 2 }], "stranger@example.com");
  theirs = mine;
  theirShipment = await fulfil(stranger, mine, lineOf(mine, theirShop.ao));
  // Two stores, four orders and two exports: over a minute on two busy shared cores.
}, 180_000);
afterAll(async () => {
  await h?.close();
});

/** Everything the calls below could change in the store under test. */
async function state(storeId = owner.storeId) {
  const db = h.database.db;
  const n = async (table: typeof refunds | typeof orderEvents | typeof orderTransactions | typeof orderActionKeys) =>
    (await db.select({ n: count() }).from(table).where(eq(table.storeId, storeId)))[0]!.n;
  return {
    orders: await db.select().from(orders).where(eq(orders.storeId, storeId)).orderBy(asc(orders.id)),
    fulfillments: await db.select().from(fulfillments).where(eq(fulfillments.storeId, storeId)).orderBy(asc(fulfillments.id)),
    exportTasks: await db
      .select({ id: exportTasks.id, status: exportTasks.status, updatedAt: exportTasks.updatedAt })
      .from(exportTasks)
      .where(eq(exportTasks.storeId, storeId))
      .orderBy(asc(exportTasks.id)),
    refunds: await n(refunds),
    events: await n(orderEvents),
    transactions: await n(orderTransactions),
    actionKeys: await n(orderActionKeys),
  };
}

const versionOf = async (id: string) => (await h.database.db.select({ v: orders.version }).from(orders).where(eq(orders.id, id)))[0]!.v;

type Call = (headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;

/** Every call on this store's records, by name; each acts when made with the orders scope (the last test). */
const calls: Record<string, Call> = {
  "update a fulfilment's tracking": (headers) =>
    h.request(oa.updateFulfillment, {
      headers,
      params: { id: open._id, fid: shipped._id },
      body: { fulfillment: { trackingCompany: "Viettel Post", trackingNumber: "VTP-X", version: shipped.version } },
    }),
  "cancel a fulfilment": (headers) => h.request(oa.cancelFulfillment, { headers, params: { id: open._id, fid: shipped._id } }),
  "create a fulfilment": (headers) =>
    h.request(oa.createFulfillment, {
      headers,
      params: { id: open._id },
      body: { fulfillment: { lines: [{ lineId: aoLine, quantity: 1 }], idempotencyKey: idempotencyKey() } },
    }),
  refund: (headers) =>
    h.request(oa.refund, {
      headers,
      body: { orderId: open._id, lines: [{ lineId: aoLine, quantity: 1, restock: true }], idempotencyKey: idempotencyKey() },
    }),
  "mark as paid": (headers) => h.request(oa.markPaid, { headers, params: { id: open._id }, body: { idempotencyKey: idempotencyKey() } }),
  "update the note and tags (PUT)": async (headers) =>
    h.request(oe.update, { headers, params: { id: open._id }, body: { product: { note: "changed", tags: ["x"], version: await versionOf(open._id) } } }),
  "the timeline": (headers) => h.request(oe.history, { headers, params: { id: open._id } }),
  "the print hub's refresh": (headers) => h.request(oe.printHubRefresh, { headers, params: { id: open._id } }),
  "download the orders export": (headers) => h.request(oe.exportDownload, { headers, params: { id: ordersExport._id } }),
  "delete an archived order": (headers) => h.request(oe.delete, { headers, params: { id: archived._id } }),
};
/** Calls on the store rather than a record: only the scope can refuse them. */
const storeCalls: Record<string, Call> = {
  count: (headers) => h.request(oe.count, { headers }),
  "the export tasks": (headers) => h.request(oe.exportTasks, { headers }),
  "start an export": (headers) => h.request(oe.export, { headers }),
};

describe("a staff member without the orders scope", () => {
  it.each([...Object.keys(calls), ...Object.keys(storeCalls)])("is refused (403) and changes nothing: %s", async (name) => {
    const clerk = await h.staff(owner.storeId, ["products", "customers"]);
    const before = await state();
    const res = await (calls[name] ?? storeCalls[name]!)(clerk.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(await state()).toEqual(before);
  });
});

describe("another store's owner", () => {
  it.each(Object.keys(calls))("gets 404 for this store's record and changes nothing: %s", async (name) => {
    const before = await state();
    const res = await calls[name]!(stranger.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(await state()).toEqual(before);
  });

  it("counts and lists only its own store's orders and export tasks", async () => {
    const count = await h.request(oe.count, { headers: stranger.headers });
    expect(count.status).toBe(200);
    expect(count.body).toMatchObject({ count: 1, tabs: { all: 1, archived: 0 } });
    const tasks = await h.request(oe.exportTasks, { headers: stranger.headers });
    expect(tasks.status).toBe(200);
    expect(tasks.body.tasks).toEqual([]);
  });

  it("naming this store in its header is 404 (not a member), for the store's calls too", async () => {
    const asThisStore = { ...stranger.headers, "store-id": owner.storeId };
    for (const call of [...Object.values(storeCalls), calls["the timeline"]!]) {
      expect((await call(asThisStore)).status).toBe(404);
    }
  });

  it("cannot reach this store's fulfilment through its own order", async () => {
    const before = await state();
    const update = await h.request(oa.updateFulfillment, {
      headers: stranger.headers,
      params: { id: theirs._id, fid: shipped._id },
      body: { fulfillment: { trackingNumber: "MINE", version: shipped.version } },
    });
    const cancel = await h.request(oa.cancelFulfillment, { headers: stranger.headers, params: { id: theirs._id, fid: shipped._id } });
    expect([update.status, cancel.status]).toEqual([404, 404]);
    expect(await state()).toEqual(before);
    // Nor can this store's owner reach theirs through one of its own orders.
    const strangerBefore = await state(stranger.storeId);
    const back = await h.request(oa.cancelFulfillment, { headers: owner.headers, params: { id: open._id, fid: theirShipment._id } });
    expect(back.status).toBe(404);
    expect(await state(stranger.storeId)).toEqual(strangerBefore);
  });

  it("cannot download this store's products export through the orders download either", async () => {
    const res = await h.request(oe.exportDownload, { headers: owner.headers, params: { id: productsExportId } });
    expect(res.status).toBe(404);
  });
});

describe("with the orders scope", () => {
  it("the same calls act: the refusals above are the guards'", async () => {
    const seller = await h.staff(owner.storeId, ["orders"]);
    const statuses: Record<string, number> = {};
    // In an order where each call still has something to act on: the PUT before the other changes move the version,
    // the tracking edit before the cancel, the new fulfilment before the refund.
    for (const name of [
      "update the note and tags (PUT)",
      "update a fulfilment's tracking",
      "cancel a fulfilment",
      "create a fulfilment",
      "refund",
      "mark as paid",
      "the timeline",
      "the print hub's refresh",
      "download the orders export",
      "delete an archived order",
    ]) {
      statuses[name] = (await calls[name]!(seller.headers)).status;
    }
    for (const [name, call] of Object.entries(storeCalls)) statuses[name] = (await call(seller.headers)).status;
    expect(statuses).toEqual({
      "update the note and tags (PUT)": 200,
      "update a fulfilment's tracking": 200,
      "cancel a fulfilment": 200,
      "create a fulfilment": 201,
      refund: 201,
      "mark as paid": 200,
      "the timeline": 200,
      "the print hub's refresh": 501,
      "download the orders export": 200,
      "delete an archived order": 200,
      count: 200,
      "the export tasks": 200,
      "start an export": 202,
    });
    expect(Object.keys(statuses).sort()).toEqual([...Object.keys(calls), ...Object.keys(storeCalls)].sort());
  });
});

// The notification centre (ADR 062) on the real API over PGlite: a storefront order writes a "new order" notification
// after its commit; the list (unread first), mark read and mark all read; the shell's unread count in GET /users/info;
// the scope filter (staff without `orders` see no order); personal rows; another store's ids 404; pruning to 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { notifications } from "../../api/db/schema";
import { insertNotification, pruneNotifications } from "../../api/modules/notifications/store";
import { accountEndpoints as ae } from "../../domain/contracts/accounts";
import { notificationEndpoints as ne } from "../../domain/contracts/notifications";
import { NOTIFICATIONS_KEPT_PER_STORE } from "../../domain/notifications";
import { startHarness, type Harness } from "../helpers/harness";
import { complete, product, readyCheckout } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Headers = Record<string, string>;
const list = (headers: Headers, query: Record<string, string | number> = {}) => h.request(ne.list, { headers, query });
const unreadBadge = async (headers: Headers) => (await h.request(ae.info, { headers, query: { include: "stores" } })).body.unreadNotifications;

async function placeOrder(owner: Awaited<ReturnType<Harness["owner"]>>) {
  const { variantIds } = await product(h, owner, "Áo thun", [{ price: 150000, inventoryQuantity: 10 }]);
  const { token } = await readyCheckout(h, owner.storeId, [{ variantId: variantIds[0]!, quantity: 1 }]);
  const done = await complete(h, owner.storeId, token);
  expect(done.status, JSON.stringify(done.body)).toBe(201);
  return done.body;
}

describe("notification centre", () => {
  it("a storefront order notifies the store: listed unread with its link, counted in the shell, then marked read", async () => {
    const owner = await h.owner();
    expect(await unreadBadge(owner.headers)).toBe(0);
    await placeOrder(owner);
    const res = await list(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.unread).toBe(1);
    const [n] = res.body.notifications;
    expect(n).toMatchObject({ kind: "order_created", personal: false, readAt: null });
    expect(n!.params.order).toMatch(/^#\d+/);
    expect(n!.link).toMatch(/^\/admin\/orders\/detail\/[0-9a-f-]{36}$/);
    expect(await unreadBadge(owner.headers)).toBe(1);

    const read = await h.request(ne.markRead, { headers: owner.headers, params: { id: n!.id } });
    expect(read.status).toBe(200);
    expect(read.body.notification.readAt).not.toBeNull();
    expect(await unreadBadge(owner.headers)).toBe(0);
    expect((await list(owner.headers, { tab: "unread" })).body.notifications).toEqual([]);
  });

  it("lists unread first, newest first; mark all read; paging by page and limit", async () => {
    const owner = await h.owner();
    const now = h.clock.now();
    for (let i = 1; i <= 12; i++) {
      await insertNotification(
        h.database.db,
        { storeId: owner.storeId, kind: "export_done", scope: "products", params: { what: "products", rows: String(i) } },
        new Date(now.getTime() + i),
      );
    }
    const page1 = await list(owner.headers, { limit: 10 });
    expect(page1.body.notifications.map((n) => n.params.rows)).toEqual(["12", "11", "10", "9", "8", "7", "6", "5", "4", "3"]);
    // Read one from the middle: it goes after the unread ones.
    const seven = page1.body.notifications.find((n) => n.params.rows === "7")!;
    await h.request(ne.markRead, { headers: owner.headers, params: { id: seven.id } });
    const again = await list(owner.headers, { limit: 10, page: 2 });
    expect(again.body.notifications.map((n) => n.params.rows)).toEqual(["1", "7"]);
    expect(again.body).toMatchObject({ total: 12, unread: 11, page: 2, limit: 10 });

    const all = await h.request(ne.markAllRead, { headers: owner.headers });
    expect(all.body.updated).toBe(11);
    expect((await list(owner.headers)).body.unread).toBe(0);
    expect((await list(owner.headers, { limit: 7 })).status).toBe(400);
  });

  it("filters by scope and by user: staff without orders see no order; a personal one is its user's only", async () => {
    const owner = await h.owner();
    const noOrders = await h.staff(owner.storeId, ["products"]);
    const withOrders = await h.staff(owner.storeId, ["orders"]);
    await placeOrder(owner);
    await insertNotification(
      h.database.db,
      { storeId: owner.storeId, userId: noOrders.userId, kind: "import_done", scope: "products", params: { file: "a.csv" } },
      h.clock.now(),
    );
    const kinds = async (headers: Headers) => (await list(headers)).body.notifications.map((n) => n.kind).sort();
    expect(await kinds(owner.headers)).toEqual(["order_created"]);
    expect(await kinds(noOrders.headers)).toEqual(["import_done"]);
    expect(await kinds(withOrders.headers)).toEqual(["order_created"]);
    expect(await unreadBadge(noOrders.headers)).toBe(1);
    expect(await unreadBadge(withOrders.headers)).toBe(1);

    // What one cannot see cannot be marked: 404, and mark all leaves it.
    const order = (await list(owner.headers)).body.notifications[0]!;
    expect((await h.request(ne.markRead, { headers: noOrders.headers, params: { id: order.id } })).status).toBe(404);
    await h.request(ne.markAllRead, { headers: noOrders.headers });
    expect((await list(owner.headers)).body.unread).toBe(1);
  });

  it("another store's notification is 404, a malformed id 404, a non-member 404 and no token 401", async () => {
    const a = await h.owner();
    const b = await h.owner();
    await insertNotification(h.database.db, { storeId: a.storeId, kind: "import_failed", scope: "products", params: { file: "x.csv" } }, h.clock.now());
    const id = (await list(a.headers)).body.notifications[0]!.id;
    expect((await h.request(ne.markRead, { headers: b.headers, params: { id } })).status).toBe(404);
    expect((await h.request(ne.markRead, { headers: a.headers, params: { id: "not-a-uuid" } })).status).toBe(404);
    expect((await list({ ...b.headers, "store-id": a.storeId })).status).toBe(404);
    expect((await h.request(ne.list, { headers: { "store-id": a.storeId } })).status).toBe(401);
    expect((await list(a.headers)).body.notifications[0]!.readAt).toBeNull();
    // A badge for a store one is not a member of is 0, not someone else's count.
    expect(await unreadBadge({ ...b.headers, "store-id": a.storeId })).toBe(0);
  });

  it("keeps the newest 500 of a store", async () => {
    const owner = await h.owner();
    const now = h.clock.now().getTime();
    const rows = Array.from({ length: NOTIFICATIONS_KEPT_PER_STORE + 3 }, (_, i) => ({
      storeId: owner.storeId,
      kind: "export_done" as const,
      scope: "products",
      params: { rows: String(i) },
      createdAt: new Date(now + i),
    }));
    await h.database.db.insert(notifications).values(rows.slice(0, -1));
    const stored = async () => (await h.database.db.select({ n: count() }).from(notifications).where(eq(notifications.storeId, owner.storeId)))[0]!.n;
    // Every 20th insert (by the shared sequence) trims the store: of 20 in a row, exactly one does.
    for (let i = 0; i < 20; i++) {
      const params = { rows: i === 19 ? "last" : `more ${i}` };
      await insertNotification(h.database.db, { storeId: owner.storeId, kind: "export_done", scope: "products", params }, new Date(now + 9999 + i));
    }
    const afterInserts = await stored();
    expect(afterInserts).toBeGreaterThanOrEqual(NOTIFICATIONS_KEPT_PER_STORE);
    expect(afterInserts).toBeLessThan(NOTIFICATIONS_KEPT_PER_STORE + 20);
    await pruneNotifications(h.database.db, owner.storeId);
    expect(await stored()).toBe(NOTIFICATIONS_KEPT_PER_STORE);
    const newest = await list(owner.headers, { limit: 10 });
    expect(newest.body.notifications[0]!.params.rows).toBe("last");
    expect(await unreadBadge(owner.headers)).toBe(100);
  });
});

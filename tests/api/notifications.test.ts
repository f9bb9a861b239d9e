// The notification centre (ADR 062) on the real API over PGlite: a storefront order writes a "new order" notification
// after its commit; the list (unread first), mark read and mark all read; the shell's unread count in GET /users/info;
// the scope filter (staff without `orders` see no order); personal rows; another store's ids 404; pruning to 500.
// Read state is each member's (ADR 081): one member's read or read-all leaves the others' unread.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, inArray } from "drizzle-orm";
import { notificationReadMarks, notificationReads, notifications, storeMembers } from "../../api/db/schema";
import { removeMember } from "../../api/modules/staff/store";
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
    // Two members read the oldest rows (the owner one by one, a clerk too): their reads go with the pruned rows.
    const clerk = await h.staff(owner.storeId, ["products"]);
    const oldest = await h.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.storeId, owner.storeId))
      .orderBy(notifications.seq)
      .limit(5);
    const oldestIds = oldest.map((o) => o.id);
    for (const id of oldestIds) {
      expect((await h.request(ne.markRead, { headers: owner.headers, params: { id } })).status).toBe(200);
      expect((await h.request(ne.markRead, { headers: clerk.headers, params: { id } })).status).toBe(200);
    }
    const readsOf = async (ids: string[]) =>
      (await h.database.db.select({ n: count() }).from(notificationReads).where(inArray(notificationReads.notificationId, ids)))[0]!.n;
    expect(await readsOf(oldestIds)).toBe(10);
    await pruneNotifications(h.database.db, owner.storeId);
    expect(await stored()).toBe(NOTIFICATIONS_KEPT_PER_STORE);
    expect(await readsOf(oldestIds)).toBe(0);
    const newest = await list(owner.headers, { limit: 10 });
    expect(newest.body.notifications[0]!.params.rows).toBe("last");
    expect(await unreadBadge(owner.headers)).toBe(100);
  });
});

describe("read state is each member's (ADR 081)", () => {
  const insert = (storeId: string, rows: string, userId: string | null = null) =>
    insertNotification(h.database.db, { storeId, userId, kind: "export_done", scope: "products", params: { what: "products", rows } }, h.clock.now());
  const unreadRows = async (headers: Headers) => (await list(headers, { tab: "unread" })).body.notifications.map((n) => n.params.rows);
  // The harness's clock runs (real time plus an offset): a read time is checked to lie in its window.
  const within = (iso: string | null | undefined, from: Date, to = h.clock.now()) => {
    expect(iso).toBeTruthy();
    const t = Date.parse(iso!);
    expect(t).toBeGreaterThanOrEqual(from.getTime());
    expect(t).toBeLessThanOrEqual(to.getTime());
  };

  it("one member reading a store-wide notification leaves it unread for another; counts and badge are each member's", async () => {
    const a = await h.owner();
    const b = await h.staff(a.storeId, ["products"]);
    await insert(a.storeId, "1");
    await insert(a.storeId, "2");
    const [two, one] = (await list(a.headers)).body.notifications;
    expect([two!.params.rows, one!.params.rows]).toEqual(["2", "1"]);

    const beforeRead = h.clock.now();
    const read = await h.request(ne.markRead, { headers: a.headers, params: { id: one!.id } });
    expect(read.status).toBe(200);
    within(read.body.notification.readAt, beforeRead);
    // A's view: "1" read, after the unread "2"; B's: both unread, "1" with no read time.
    const aList = await list(a.headers);
    expect(aList.body).toMatchObject({ total: 2, unread: 1 });
    expect(aList.body.notifications.map((n) => [n.params.rows, n.readAt === null])).toEqual([
      ["2", true],
      ["1", false],
    ]);
    const bList = await list(b.headers);
    expect(bList.body).toMatchObject({ total: 2, unread: 2 });
    expect(bList.body.notifications.every((n) => n.readAt === null)).toBe(true);
    expect(await unreadBadge(a.headers)).toBe(1);
    expect(await unreadBadge(b.headers)).toBe(2);
    expect((await list(a.headers, { tab: "unread" })).body).toMatchObject({ total: 1, unread: 1 });

    // Marking it again keeps the first read's time; B reading it later gets B's own.
    const firstReadAt = read.body.notification.readAt;
    h.clock.advance(60_000);
    expect((await h.request(ne.markRead, { headers: a.headers, params: { id: one!.id } })).body.notification.readAt).toBe(firstReadAt);
    const beforeBRead = h.clock.now();
    const bRead = await h.request(ne.markRead, { headers: b.headers, params: { id: one!.id } });
    within(bRead.body.notification.readAt, beforeBRead);
    expect(await unreadRows(b.headers)).toEqual(["2"]);
    expect(await unreadRows(a.headers)).toEqual(["2"]);
  });

  it("read-all is the member's: another's stay unread, and a notification after it is unread again", async () => {
    const a = await h.owner();
    const b = await h.staff(a.storeId, ["products"]);
    for (const rows of ["1", "2", "3"]) await insert(a.storeId, rows);
    // A read one by one first: read-all counts only the two still unread, and keeps that one's own read time.
    const first = (await list(a.headers)).body.notifications.find((n) => n.params.rows === "1")!;
    const firstReadAt = (await h.request(ne.markRead, { headers: a.headers, params: { id: first.id } })).body.notification.readAt;
    h.clock.advance(60_000);

    const beforeAll = h.clock.now();
    const all = await h.request(ne.markAllRead, { headers: a.headers });
    expect(all.status).toBe(200);
    expect(all.body.updated).toBe(2);
    const aList = await list(a.headers);
    expect(aList.body).toMatchObject({ total: 3, unread: 0 });
    const readAt = Object.fromEntries(aList.body.notifications.map((n) => [n.params.rows, n.readAt]));
    within(readAt["3"], beforeAll);
    expect(readAt["2"]).toBe(readAt["3"]);
    expect(readAt["1"]).toBe(firstReadAt);
    expect(await unreadBadge(a.headers)).toBe(0);
    // One row, however many it covered.
    const marks = await h.database.db.select().from(notificationReadMarks).where(eq(notificationReadMarks.storeId, a.storeId));
    expect(marks.map((m) => m.userId)).toEqual([a.userId]);
    expect(await unreadRows(b.headers)).toEqual(["3", "2", "1"]);
    expect(await unreadBadge(b.headers)).toBe(3);

    // Written after A's read-all: unread for A (and for B); a second read-all moves A's mark on.
    await insert(a.storeId, "4");
    expect(await unreadRows(a.headers)).toEqual(["4"]);
    expect(await unreadBadge(a.headers)).toBe(1);
    expect(await unreadBadge(b.headers)).toBe(4);
    expect((await h.request(ne.markAllRead, { headers: a.headers })).body.updated).toBe(1);
    expect((await h.request(ne.markAllRead, { headers: a.headers })).body.updated).toBe(0);
    expect(await unreadBadge(a.headers)).toBe(0);

    // B's read-all covers B only.
    expect((await h.request(ne.markAllRead, { headers: b.headers })).body.updated).toBe(4);
    await insert(a.storeId, "5");
    expect(await unreadRows(a.headers)).toEqual(["5"]);
    expect(await unreadRows(b.headers)).toEqual(["5"]);
  });

  it("personal notifications: read by their user only, and another's personal row is neither seen nor marked", async () => {
    const a = await h.owner();
    const b = await h.staff(a.storeId, ["products"]);
    await insert(a.storeId, "for b", b.userId);
    await insert(a.storeId, "for a", a.userId);
    expect(await unreadRows(a.headers)).toEqual(["for a"]);
    expect(await unreadRows(b.headers)).toEqual(["for b"]);
    const forB = (await list(b.headers)).body.notifications[0]!;
    expect((await h.request(ne.markRead, { headers: a.headers, params: { id: forB.id } })).status).toBe(404);
    expect(await unreadBadge(b.headers)).toBe(1);
    // A's read-all marks up to A's newest unread, which is above B's row: B's row stays B's to read.
    await h.request(ne.markAllRead, { headers: a.headers });
    expect(await unreadRows(b.headers)).toEqual(["for b"]);
    expect((await h.request(ne.markRead, { headers: b.headers, params: { id: forB.id } })).status).toBe(200);
    expect(await unreadBadge(b.headers)).toBe(0);
  });

  it("another store's member neither sees nor reads a store's notifications, and their read-all changes nothing here", async () => {
    const a = await h.owner();
    const b = await h.staff(a.storeId, ["products"]);
    const other = await h.owner();
    await insert(a.storeId, "here");
    await insert(other.storeId, "there");
    const here = (await list(a.headers)).body.notifications[0]!;
    expect((await list(other.headers)).body.notifications.map((n) => n.params.rows)).toEqual(["there"]);
    expect((await h.request(ne.markRead, { headers: other.headers, params: { id: here.id } })).status).toBe(404);
    expect((await h.request(ne.markAllRead, { headers: other.headers })).body.updated).toBe(1);
    expect((await h.request(ne.markAllRead, { headers: { ...other.headers, "store-id": a.storeId } })).status).toBe(404);
    expect(await h.database.db.select().from(notificationReads).where(eq(notificationReads.notificationId, here.id))).toEqual([]);
    expect(await unreadRows(a.headers)).toEqual(["here"]);
    expect(await unreadRows(b.headers)).toEqual(["here"]);
    expect(await unreadBadge({ ...other.headers, "store-id": a.storeId })).toBe(0);
  });

  it("a member removed from the store loses their read-all mark with the membership", async () => {
    const a = await h.owner();
    const b = await h.staff(a.storeId, ["products"]);
    await insert(a.storeId, "1");
    await h.request(ne.markAllRead, { headers: b.headers });
    const marksOf = async () => (await h.database.db.select().from(notificationReadMarks).where(eq(notificationReadMarks.userId, b.userId))).length;
    expect(await marksOf()).toBe(1);
    const [member] = await h.database.db.select({ id: storeMembers.id }).from(storeMembers).where(eq(storeMembers.userId, b.userId));
    expect(await removeMember(h.database.db, a.storeId, member!.id)).toBe(true);
    expect(await marksOf()).toBe(0);
  });
});

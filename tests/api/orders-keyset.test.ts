// The orders list's keyset paging (ADR 047): walking by `nextCursor` gives exactly the ids walking by `page` gives, in
// each sort, across orders of one instant; `prevCursor` walks back; a stale cursor still answers a full page; a bad
// one is a 400 with its field; another store's orders never show.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../api/db/schema";
import { orderEndpoints as oe } from "../../domain/contracts/orders";
import { CURSOR_MESSAGES, encodeCursor } from "../../domain/keyset-cursor";
import { ORDER_SORTS, type OrderSort } from "../../domain/order-admin";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Fixture = { id: string; at: string; status: "open" | "archived" };

/**
 * `count` orders written as rows (the list reads rows; how they were placed is the checkout tests' business), their
 * instants in threes that share a microsecond, and pairs a microsecond apart inside one millisecond: ties a
 * millisecond cursor or a cursor without the id would skip or repeat. Every seventh is archived (out of `all`).
 */
async function ordersOf(storeId: string, count: number, offsetMicros = 0): Promise<Fixture[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const micros = 123_400 + (i % 2) + offsetMicros;
    const at = `2026-03-01T10:${String(Math.floor(i / 3)).padStart(2, "0")}:00.${String(micros).padStart(6, "0")}Z`;
    return {
      storeId,
      number: 1001 + i,
      name: `#${1001 + i}`,
      currency: "VND" as const,
      idempotencyKey: `keyset-${storeId}-${i}`,
      status: i % 7 === 0 ? ("archived" as const) : ("open" as const),
      createdAt: new Date(0),
      at,
    };
  });
  const made = await h.database.db
    .insert(orders)
    .values(rows.map(({ at: _at, ...row }) => row))
    .returning({ id: orders.id, number: orders.number });
  // created_at to the microsecond (a JS Date would drop them): set as text.
  for (const m of made) {
    const at = rows[m.number - 1001]!.at;
    await h.database.db
      .update(orders)
      .set({ createdAt: sql`${at}::timestamptz` })
      .where(eq(orders.id, m.id));
  }
  return made.map((m) => ({ id: m.id, at: rows[m.number - 1001]!.at, status: rows[m.number - 1001]!.status }));
}

/** The list's order worked out here: newest first with ties by id ascending, oldest the exact reverse (the index's two directions). */
function expected(fixtures: Fixture[], sort: OrderSort, tab: "all" | "archived"): string[] {
  const inTab = fixtures.filter((f) => (tab === "all" ? f.status !== "archived" : f.status === "archived"));
  const newest = [...inTab].sort((a, b) => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at < b.at ? 1 : -1)).map((f) => f.id);
  return sort === "newest" ? newest : newest.reverse();
}

type ListAnswer = { orders: { _id: string }[]; page: number; total: number; nextCursor: string | null; prevCursor: string | null };
type Query = Record<string, string | number>;

async function list(headers: Record<string, string>, query: Query): Promise<ListAnswer> {
  const res = await h.request(oe.list, { headers, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const idsOf = (answer: ListAnswer) => answer.orders.map((o) => o._id);

describe("keyset paging of the orders list", () => {
  it("walks the same ids in the same order by nextCursor as by page, in each sort and tab; prevCursor walks back", async () => {
    const owner = await h.owner();
    const fixtures = await ordersOf(owner.storeId, 45);
    const { headers } = owner;
    for (const sort of ORDER_SORTS) {
      for (const tab of ["all", "archived"] as const) {
        const base = { sort, tab, limit: 10 };
        const want = expected(fixtures, sort, tab);
        const pages = Math.ceil(want.length / 10);

        const byPage: string[][] = [];
        for (let page = 1; page <= pages; page++) byPage.push(idsOf(await list(headers, { ...base, page })));
        expect(byPage.flat(), `${sort} ${tab} by page`).toEqual(want);

        const byCursor: string[][] = [];
        let answer = await list(headers, base);
        expect(answer.prevCursor).toBeNull();
        for (;;) {
          byCursor.push(idsOf(answer));
          expect(answer.page).toBe(byCursor.length);
          if (!answer.nextCursor) break;
          answer = await list(headers, { ...base, after: answer.nextCursor, page: answer.page + 1 });
        }
        expect(byCursor, `${sort} ${tab} by cursor`).toEqual(byPage);

        // Back from the last page by prevCursor: the same pages in reverse, page 1 with no prevCursor.
        const back: string[][] = [idsOf(answer)];
        while (answer.prevCursor) {
          answer = await list(headers, { ...base, before: answer.prevCursor, page: answer.page - 1 });
          back.unshift(idsOf(answer));
        }
        expect(answer.page).toBe(1);
        expect(back, `${sort} ${tab} back by prevCursor`).toEqual(byPage);

        // A page by offset hands out cursors too: page 2's next is page 3.
        if (pages >= 3) {
          const second = await list(headers, { ...base, page: 2 });
          expect(idsOf(await list(headers, { ...base, page: 3, after: second.nextCursor! }))).toEqual(byPage[2]);
          expect(idsOf(await list(headers, { ...base, page: 1, before: second.prevCursor! }))).toEqual(byPage[0]);
        }
      }
    }
  });

  it("keeps filters with a cursor: the page after is of the filtered list", async () => {
    const owner = await h.owner();
    const fixtures = await ordersOf(owner.storeId, 30);
    const tagged = fixtures.filter((_, i) => i % 2 === 0 && fixtures[i]!.status === "open").map((f) => f.id);
    await h.database.db
      .update(orders)
      .set({ tags: ["vip"] })
      .where(inArray(orders.id, tagged));
    const base = { tag: "vip", limit: 10 };
    const first = await list(owner.headers, base);
    const second = await list(owner.headers, { ...base, after: first.nextCursor!, page: 2 });
    expect([...idsOf(first), ...idsOf(second)]).toEqual(expected(fixtures, "newest", "all").filter((id) => tagged.includes(id)));
    expect(second.nextCursor).toBeNull();
  });

  it("answers a sensible page for a stale cursor: the last page when all after it are gone, page 1 when all before it are", async () => {
    const owner = await h.owner();
    const fixtures = await ordersOf(owner.storeId, 40);
    const { headers } = owner;
    const base = { limit: 10 };
    const want = expected(fixtures, "newest", "all");
    const second = await list(headers, { ...base, page: 2 });
    const third = await list(headers, { ...base, page: 3 });

    // Everything after page 2 deleted: "Next" from page 2 shows the list's last page (now page 2 itself), no next.
    await h.database.db.delete(orders).where(inArray(orders.id, want.slice(20)));
    const after = await list(headers, { ...base, after: second.nextCursor!, page: 3 });
    expect(idsOf(after)).toEqual(want.slice(10, 20));
    expect(after).toMatchObject({ page: 2, nextCursor: null, total: 20 });
    expect(after.prevCursor).not.toBeNull();

    // Page 1's rows deleted: "Previous" from page 3's old cursor reaches the start and shows page 1 whole.
    await h.database.db.delete(orders).where(inArray(orders.id, want.slice(0, 10)));
    const before = await list(headers, { ...base, before: third.prevCursor!, page: 2 });
    expect(idsOf(before)).toEqual(want.slice(10, 20));
    expect(before).toMatchObject({ page: 1, prevCursor: null, nextCursor: null });
  });

  it("refuses a garbled, forged or other sort's cursor with a 400 on its field, never a 500", async () => {
    const owner = await h.owner();
    const [one] = await ordersOf(owner.storeId, 3);
    const { headers } = owner;
    const forged = (parts: unknown) => btoa(JSON.stringify(parts)).replace(/=+$/, "");
    const bad: Query[] = [
      { after: "garbage!" },
      { after: "bm90IGpzb24" }, // "not json"
      { before: forged(["newest", "2026-02-30T10:00:00.000000Z", one!.id]) }, // no such day
      { after: forged(["newest", "2026-03-01T10:00:00.000000Z", "1 or 1=1"]) },
      { after: forged(["newest", "2026-03-01 10:00:00'; drop table orders; --", one!.id]) },
      { after: forged({ sort: "newest" }) },
      { after: "x".repeat(5000) },
    ];
    for (const query of bad) {
      const res = await h.request(oe.list, { headers, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(Object.values(res.error.errors).flat()).toContain(CURSOR_MESSAGES.invalid);
    }
    const oldest = encodeCursor({ sort: "oldest", at: "2026-03-01T10:00:00.123400Z", id: one!.id });
    const otherSort = await h.request(oe.list, { headers, query: { after: oldest } });
    expect(otherSort.status).toBe(400);
    expect(otherSort.error.errors.after).toEqual([CURSOR_MESSAGES.otherSort]);
    expect((await h.request(oe.list, { headers, query: { after: oldest, sort: "oldest" } })).status).toBe(200);
    const both = await h.request(oe.list, { headers, query: { after: oldest, before: oldest, sort: "oldest" } });
    expect(both.status).toBe(400);
    expect(both.error.errors.before).toEqual([CURSOR_MESSAGES.both]);
  });

  it("never shows another store's orders, whatever the cursor", async () => {
    const mine = await h.owner();
    const theirs = await h.owner();
    // The other store's orders interleave with mine in time (a microsecond later each), so any leak would land inside a page.
    const myFixtures = await ordersOf(mine.storeId, 25);
    const theirFixtures = await ordersOf(theirs.storeId, 25, 1);
    const theirIds = new Set(theirFixtures.map((f) => f.id));
    const walked: string[] = [];
    let answer = await list(mine.headers, { limit: 10 });
    for (;;) {
      walked.push(...idsOf(answer));
      if (!answer.nextCursor) break;
      answer = await list(mine.headers, { limit: 10, after: answer.nextCursor });
    }
    expect(walked).toEqual(expected(myFixtures, "newest", "all"));
    // Their cursor in my list positions my list; it never reads their rows.
    const theirPage = await list(theirs.headers, { limit: 10 });
    const crossed = await list(mine.headers, { limit: 10, after: theirPage.nextCursor! });
    expect(crossed.orders.length).toBeGreaterThan(0);
    expect(idsOf(crossed).some((id) => theirIds.has(id))).toBe(false);
  });
});

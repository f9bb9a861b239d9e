// The rollups' check and rebuild (ADR 045): a corrupted rollup row is reported, a rebuild puts it right.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReports, rebuildReports } from "../../api/modules/reports/check";
import { reportEndpoints as re } from "../../domain/contracts/reports";
import { startHarness, type Harness } from "../helpers/harness";
import { product, type Owner } from "./checkout-helpers";
import { insertEvents, insertOrders, report } from "./reports-helpers";

let h: Harness;
let owner: Owner;
let otherStore: Owner;

beforeAll(async () => {
  h = await startHarness();
  owner = await h.owner();
  const { productId } = await product(h, owner, "Áo", [{ price: 100000, inventoryQuantity: 10 }]);
  await insertOrders(h, [
    { storeId: owner.storeId, createdAt: new Date("2026-02-01T10:00:00Z"), lines: [{ productId, quantity: 2, unitMinor: 100000 }] },
    { storeId: owner.storeId, createdAt: new Date("2026-02-02T10:00:00Z"), source: "upsell", lines: [{ productId, quantity: 1, unitMinor: 100000 }] },
  ]);
  await insertEvents(h, [
    { storeId: owner.storeId, kind: "view_content", sessionId: "a", productId, referrer: "https://t.co/x", at: new Date("2026-02-01T09:00:00Z") },
  ]);
  otherStore = await h.owner();
  // A second store with sessions of several events each, some spanning buckets and days, for the rebuild in parts.
  const { productId: other } = await product(h, otherStore, "Nón", [{ price: 50000, inventoryQuantity: 10 }]);
  const start = Date.parse("2026-03-01T08:00:00Z");
  await insertEvents(
    h,
    Array.from({ length: 40 }, (_, i) => ({
      storeId: otherStore.storeId,
      kind: (["view_content", "add_to_cart", "reached_checkout"] as const)[i % 3]!,
      sessionId: `s${i % 9}`,
      productId: other,
      utmSource: i % 9 < 3 ? "facebook" : "",
      utmCampaign: i % 9 < 3 ? "tet" : "",
      country: ["VN", "US", ""][i % 3]!,
      at: new Date(start + i * 47 * 60_000),
    })),
  );
  await h.reports.drain();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe("reports check and rebuild", () => {
  it("finds nothing on fresh rollups, reports a corrupted row, and a rebuild repairs it", async () => {
    expect((await checkReports(h.database.db)).differences).toEqual([]);
    await h.database.db.execute(sql`update report_sales_q set sales_minor = sales_minor + 1 where store_id = ${owner.storeId}::uuid and source = 'upsell'`);
    await h.database.db.execute(sql`delete from report_traffic_q where store_id = ${owner.storeId}::uuid and kind = 'source'`);
    const found = await checkReports(h.database.db, owner.storeId);
    expect(found.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: "report_sales_q", column: "sales_minor", rollup: 100001, raw: 100000 }),
        expect.objectContaining({ table: "report_traffic_q", column: "sessions", rollup: 0, raw: 1 }),
      ]),
    );
    const rebuilt = await rebuildReports(h.database.db, owner.storeId);
    expect(rebuilt).toMatchObject({ stores: 1, orders: 2, events: 1 });
    expect((await checkReports(h.database.db)).differences).toEqual([]);
    const sales = await report(h, re.totalSales, owner.headers, { from_time: "2026-02-01", to_time: "2026-02-02", stores: [owner.storeId] });
    expect(sales.body.total_sales).toBe(300000);
  });

  it("a rebuild in parts (a few sessions each) writes the same rollups as one in a single part", async () => {
    await h.reports.drain();
    const snapshot = async () =>
      (
        await h.database.db
          .execute(sql`select 'q' as t, bucket::text, kind, key, sessions::text as n from report_traffic_q where store_id = ${otherStore.storeId}::uuid
          union all select 'u', bucket::text, source, medium || '/' || campaign, sessions::text from report_utm_q where store_id = ${otherStore.storeId}::uuid
          union all select 's', first_at::text, session_id, source || '/' || country, (view_content::int + add_to_cart::int + reached_checkout::int)::text from report_sessions where store_id = ${otherStore.storeId}::uuid
          union all select 'f', bucket::text, sessions::text, add_to_cart_tracked::text, reached_checkout::text from report_sessions_q where store_id = ${otherStore.storeId}::uuid
          order by 1, 2, 3, 4`)
      ).rows;
    const byWorker = await snapshot();
    expect(byWorker.length).toBeGreaterThan(9);
    const inParts = await rebuildReports(h.database.db, otherStore.storeId, { eventsPerPart: 5 });
    expect(inParts).toMatchObject({ stores: 1, events: 40 });
    expect(await snapshot()).toEqual(byWorker);
    expect((await checkReports(h.database.db, otherStore.storeId, { eventsPerPart: 7 })).differences).toEqual([]);
    await rebuildReports(h.database.db, otherStore.storeId);
    expect(await snapshot()).toEqual(byWorker);
  });
});

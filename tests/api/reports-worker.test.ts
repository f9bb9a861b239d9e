// The report worker's kicks (ADR 051): a burst of kicks (one per events call) is one pass a gap apart, not one pass per
// call, and what was posted is still rolled up within the gap; drain() does not wait for the gap.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../api/db/client";
import { startReportsWorker } from "../../api/modules/reports/worker";
import { startHarness, type Harness } from "../helpers/harness";
import { insertEvents } from "./reports-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  // The harness's own worker would take the batches (and their lock) meanwhile.
  await h.reports.stop();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const cursor = async () =>
  Number((await h.database.db.execute<{ id: string }>(sql`select last_event_id::text as id from report_cursor where id = 1`)).rows[0]!.id);
const maxEventId = async () =>
  Number((await h.database.db.execute<{ id: string | null }>(sql`select max(id)::text as id from storefront_events`)).rows[0]!.id ?? 0);

it("runs one pass for a burst of kicks, rolls up within the gap, and drains at once", async () => {
  const owner = await h.owner();
  let passes = 0;
  // Each batch is one transaction: counting them counts the worker's passes.
  const db = new Proxy(h.database.db, {
    get(target, key, receiver) {
      if (key === "transaction") passes++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as Db;
  const worker = startReportsWorker({ db, log: () => {} }, { tickMs: 3_600_000, kickGapMs: 300 });
  try {
    await worker.drain();
    const at = new Date();
    for (let i = 0; i < 20; i++) {
      await insertEvents(h, [{ storeId: owner.storeId, kind: "reached_checkout", sessionId: `burst-${i}`, at }]);
      worker.kick();
    }
    const last = await maxEventId();
    const started = Date.now();
    while ((await cursor()) < last && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 20));
    expect(await cursor()).toBe(last);
    expect(passes - 1, "passes for 20 kicks").toBeLessThanOrEqual(3);

    await insertEvents(h, [{ storeId: owner.storeId, kind: "reached_checkout", sessionId: "after-burst", at }]);
    const drained = Date.now();
    await worker.drain();
    expect(await cursor()).toBe(await maxEventId());
    expect(Date.now() - drained).toBeLessThan(5000);
  } finally {
    await worker.stop();
  }
});

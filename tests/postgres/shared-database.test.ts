// PostgreSQL only (tests/postgres): what several processes on one database share, with each "process" played by its own
// instance (api/db/instance.ts: a connection holding its advisory lock) in this test process. Work is claimed by exactly
// one of them, and only once its owner has gone; the rate limits and the feed cache hold across them (ADR 028).
import { sql } from "drizzle-orm";
import { adminQuery } from "../helpers/scratch-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCache, feedsChanged } from "../../api/cache";
import { databaseCacheVersions } from "../../api/cache/database-versions";
import { openDatabase, type Database } from "../../api/db/client";
import { postgresInstance, type ServerInstance } from "../../api/db/instance";
import { importTaskImages, products } from "../../api/db/schema";
import { databaseRateLimitStore } from "../../api/http/rate-limit";
import { createStoreWithOwner, createUser } from "../../api/modules/accounts/store";
import { claimNext, createBulkUpdate, requeueInterrupted } from "../../api/modules/bulk-updates/store";
import { claimOrphanedExportTasks, createExportTask } from "../../api/modules/exports/store";
import { createImportTask, failInterruptedImports, findImportTask, nextImageWork, updateImportTask } from "../../api/modules/imports/store";
import { generateProducts } from "../../api/modules/products/seed";

const serverUrl = process.env.TEST_DATABASE_URL!;
const name = `backroom_shared_${process.pid}_${Date.now().toString(36)}`;
const url = (() => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
})();
let database: Database;
let storeId: string;
let userId: string;
const instances: ServerInstance[] = [];

const admin = (query: string) => adminQuery(serverUrl, query);

/** Another process on the database: its own instance lock. */
async function process_(): Promise<ServerInstance> {
  const instance = await postgresInstance(url);
  instances.push(instance);
  return instance;
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  database = await openDatabase({ databaseUrl: url });
  const user = await createUser(database.db, { email: "shared@shop.test", passwordHash: "x", verified: true });
  userId = user.id;
  storeId = (await createStoreWithOwner(database.db, { name: "Shared", domain: "shared.shop.test", ownerId: user.id })).id;
});
afterAll(async () => {
  for (const i of instances) await i.close();
  await database?.close();
  await admin(`drop database if exists ${name} with (force)`);
});

describe("background work on a shared database", () => {
  it("an export of a live process is left to it; once that process has gone exactly one other claims it", async () => {
    const { db } = database;
    const [a, b, c] = [await process_(), await process_(), await process_()];
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
    const task = await createExportTask(db, storeId, {}, new Date(), a.id);

    // b starting (or looking every 30 s) is not a restart of a: a is alive.
    expect((await claimOrphanedExportTasks(db, b, new Date())).map((t) => t.id)).not.toContain(task.id);

    await a.close(); // a crashed: PostgreSQL drops its lock with its connection
    const [byB, byC] = await Promise.all([claimOrphanedExportTasks(db, b, new Date()), claimOrphanedExportTasks(db, c, new Date())]);
    const claimers = [...byB, ...byC].filter((t) => t.id === task.id);
    expect(claimers).toHaveLength(1);
    expect([b.id, c.id]).toContain(claimers[0].owner);
  });

  it("an import of a live process keeps running; one whose process has gone is failed by exactly one other", async () => {
    const { db } = database;
    const [a, b, c] = [await process_(), await process_(), await process_()];
    const live = await createImportTask(db, storeId, { fileName: "live.csv", mode: "valid-only" }, new Date(), a.id);
    const gone = await createImportTask(db, storeId, { fileName: "gone.csv", mode: "valid-only" }, new Date(), c.id);
    await updateImportTask(db, storeId, gone.id, { status: "writing" }, new Date());
    await c.close();

    const counts = await Promise.all([failInterruptedImports(db, "Stopped", new Date(), b), failInterruptedImports(db, "Stopped", new Date(), a)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await findImportTask(db, storeId, live.id)).toMatchObject({ status: "validating", owner: a.id });
    expect(await findImportTask(db, storeId, gone.id)).toMatchObject({ status: "failed", error: "Stopped" });
  });

  it("a bulk update runs in one process; when that process has gone it is queued again and claimed once", async () => {
    const { db } = database;
    const [a, b, c] = [await process_(), await process_(), await process_()];
    const job = await createBulkUpdate(db, storeId, userId, { name: "Once", filters: {}, actions: [{ type: "setVendor", value: "V" }] }, new Date());
    const claims = await Promise.all([claimNext(db, new Date(), a.id), claimNext(db, new Date(), b.id)]);
    expect(claims.filter((j) => j?.id === job.id)).toHaveLength(1);
    const owner = claims.find((j) => j?.id === job.id)!.owner === a.id ? a : b;
    const other = owner === a ? b : a;

    expect(await requeueInterrupted(db, new Date(), other)).toBe(0);
    expect(await claimNext(db, new Date(), other.id)).toBeNull();

    await owner.close();
    const requeued = await Promise.all([requeueInterrupted(db, new Date(), other), requeueInterrupted(db, new Date(), c)]);
    expect(requeued[0] + requeued[1]).toBe(1);
    const again = await Promise.all([claimNext(db, new Date(), other.id), claimNext(db, new Date(), c.id)]);
    expect(again.filter((j) => j?.id === job.id)).toHaveLength(1);
  });

  it("a product's import images are claimed by one process at a time", async () => {
    const { db } = database;
    const [a, b] = [await process_(), await process_()];
    await generateProducts(db, storeId, 2, { seed: 7, startIndex: 1000 });
    const [p1, p2] = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.storeId} = ${storeId}`)
      .limit(2);
    const task = await createImportTask(db, storeId, { fileName: "img.csv", mode: "valid-only" }, new Date(), a.id);
    await updateImportTask(db, storeId, task.id, { status: "done" }, new Date());
    await db.insert(importTaskImages).values(
      [p1, p1, p1, p2, p2].map((p, i) => ({
        taskId: task.id,
        storeId,
        productId: p.id,
        line: i + 2,
        column: "Image Src",
        url: `https://img.test/${i}.png`,
        position: i,
      })),
    );
    const [wa, wb] = await Promise.all([nextImageWork(db, a), nextImageWork(db, b)]);
    expect(wa && wb).toBeTruthy();
    expect(new Set([wa!.productId, wb!.productId])).toEqual(new Set([p1.id, p2.id]));
    // Both products are held by live processes: nothing is left to claim.
    expect(await nextImageWork(db, await process_())).toBeNull();
  });
});

describe("state shared through the database", () => {
  it("the auth rate limit gives all processes together `max` hits, not `max` each, also when they ask at once", async () => {
    const clock = { now: () => new Date() };
    const stores = [databaseRateLimitStore(database.db, clock), databaseRateLimitStore(database.db, clock)];
    const limit = { name: "attempts-account", max: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => stores[i % 2].hitAll([{ limit, key: "198.51.100.7|/auth/signin|a@shop.test" }])));
    expect(results.filter(Boolean)).toHaveLength(5);
    // Another key has its own budget; the hashed keys never store the address or e-mail.
    expect(await stores[1].hitAll([{ limit, key: "198.51.100.8|/auth/signin|a@shop.test" }])).toBe(true);
    const stored = await database.db.execute<{ key: string }>(sql`select key from rate_limit_hits`);
    expect(stored.rows.every((r) => !r.key.includes("198.51.100") && !r.key.includes("@"))).toBe(true);
    // A check before an attempt (the failed discount codes' limits, ADR 041) sees every process's hits and counts none.
    const spent = { limit, key: "198.51.100.7|/auth/signin|a@shop.test" };
    const fresh = { limit, key: "198.51.100.9|/auth/signin|b@shop.test" };
    expect(await stores[0].allowsAll([fresh, spent])).toBe(false);
    for (let i = 0; i < 6; i++) expect(await stores[i % 2].allowsAll([fresh])).toBe(true);
    expect(await database.db.execute(sql`select count(*)::int as n from rate_limit_hits`)).toMatchObject({ rows: [{ n: 6 }] });
  });

  it("a feed cached by one process is not served by it after another process changed the store", async () => {
    const [cacheA, cacheB] = [0, 1].map(() => createCache({ feedTtlMs: 600_000, versions: databaseCacheVersions(database.db) }));
    const recorder = (await cacheA.responses.recorder("/api/feed/public/t.xml", storeId, "application/xml", "feed", "http://a"))!;
    recorder.add("<rss>old</rss>");
    recorder.commit();
    expect((await cacheA.responses.get("/api/feed/public/t.xml", "http://a"))?.body.toString()).toBe("<rss>old</rss>");

    await feedsChanged(cacheB, storeId); // the edit was made through process B
    expect(await cacheA.responses.get("/api/feed/public/t.xml", "http://a")).toBeNull();

    // An answer still being made while the change happened is not served afterwards either.
    const late = (await cacheA.responses.recorder("/api/feed/public/t.xml", storeId, "application/xml", "feed", "http://a"))!;
    late.add("<rss>made from the old data</rss>");
    await feedsChanged(cacheB, storeId);
    late.commit();
    expect(await cacheA.responses.get("/api/feed/public/t.xml", "http://a")).toBeNull();
  });
});

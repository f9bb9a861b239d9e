// PostgreSQL only (tests/postgres): server.ts with WEB_CONCURRENCY=2 as a person would run it, a primary and two
// workers on one port (docs/decisions/028-several-processes.md). What one process does, the other must not undo or do
// again, and what one process changed or counted, the other must see.
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../api/db/client";
import { bulkUpdateChanges, users } from "../../api/db/schema";
import { hashPassword } from "../../api/http/password";
import { createStoreWithOwner, createUser, issueTokenPair } from "../../api/modules/accounts/store";
import { generateProducts } from "../../api/modules/products/seed";
import { DEMO_OPERATOR_EMAIL } from "../../api/seed/demo-accounts";
import { commandDatabase, removeTempDirs, tempDir } from "../helpers/processes";
import { freshRequest, startServerProcess, type ServerProcess } from "../helpers/server-process";

/** Starting tsx processes and PostgreSQL databases takes a while on a busy 2-core machine. */
const TIMEOUT_MS = 240_000;
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
  removeTempDirs();
});

async function freshDatabase(): Promise<{ url: string }> {
  const target = await commandDatabase(tempDir("backroom-several-db-"));
  cleanups.push(() => target.drop());
  return { url: target.env.DATABASE_URL! };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Requests `path` over new connections until two distinct workers have answered (from now on); returns their pids. */
async function answeringPids(s: ServerProcess, path: string, loggedAs: string): Promise<Set<number>> {
  const from = s.pidsServing(loggedAs).length;
  const seen = () => new Set(s.pidsServing(loggedAs).slice(from));
  for (let i = 0; i < 40 && seen().size < 2; i++) await freshRequest(s.origin + path).then((r) => r.text());
  await expect.poll(() => seen().size, { timeout: 5000 }).toBe(2);
  return seen();
}

describe("a start with WEB_CONCURRENCY=2 on a fresh PostgreSQL database", () => {
  it(
    "migrates and seeds once, prints one listening line, answers from two workers, replaces a dead one, and stops on SIGTERM",
    async () => {
      const { url } = await freshDatabase();
      const s = await startServerProcess({ DATABASE_URL: url, WEB_CONCURRENCY: "2", DEMO_PASSWORD: "several-procs-demo-42" }, ["--demo"]);
      cleanups.push(() => s.stop());
      const out = s.output();
      expect(out.match(/listening on/g), out).toHaveLength(1);
      expect(s.lines().find((l) => /listening on/.test(l.msg ?? ""))).toMatchObject({
        msg: `Backroom listening on ${s.origin.replace("127.0.0.1", "localhost")}/`,
        database: "postgres",
        workers: 2,
      });
      expect(out.match(/Demo sign-ins/g), out).toHaveLength(1);
      expect(
        s.lines().filter((l) => l.level === "error"),
        out,
      ).toEqual([]);

      const check = await openDatabase({ databaseUrl: url, migrate: false });
      try {
        const applied = await check.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        const journal = JSON.parse(fs.readFileSync("api/db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] };
        expect(applied.rows[0].n).toBe(journal.entries.length);
        expect((await check.db.select({ email: users.email }).from(users)).filter((u) => u.email === DEMO_OPERATOR_EMAIL)).toHaveLength(1);
      } finally {
        await check.close();
      }

      const first = await answeringPids(s, "/api/nope", "/nope");
      expect(first.size).toBe(2);
      expect(first.has(s.child.pid!)).toBe(false);

      // A worker that dies is replaced; both answer again.
      const [victim, survivor] = [...first];
      process.kill(victim, "SIGKILL");
      await s.waitFor(/"msg":"worker stopped; starting another"[^\n]*"signal":"SIGKILL"/);
      await s.waitFor(/"msg":"worker listening"/);
      const after = await answeringPids(s, "/api/nope", "/nope");
      expect(after.has(victim)).toBe(false);
      expect(after.has(survivor)).toBe(true);

      const workers = [...after];
      expect(await s.stop()).toBe(0);
      expect(s.output()).toMatch(/"msg":"shutting down","signal":"SIGTERM","workers":2/);
      for (const pid of workers) expect(alive(pid)).toBe(false);
    },
    TIMEOUT_MS,
  );
});

describe("two workers on one database", () => {
  let s: ServerProcess;
  let database: Database;
  let headers: Record<string, string>;
  let storeId: string;

  beforeAll(async () => {
    const { url } = await freshDatabase();
    database = await openDatabase({ databaseUrl: url });
    cleanups.push(() => database.close());
    // backroom.dev is the default operator domain: bulk updates are operators' (ADR 010).
    const user = await createUser(database.db, { email: "ops-several@backroom.dev", passwordHash: await hashPassword("several-password-1"), verified: true });
    storeId = (await createStoreWithOwner(database.db, { name: "Several", domain: "several.shop.test", ownerId: user.id })).id;
    const { token } = await issueTokenPair(database.db, user.id, new Date());
    headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId, "content-type": "application/json" };
    s = await startServerProcess({ DATABASE_URL: url, WEB_CONCURRENCY: "2", AUTH_RATE_LIMIT_MAX: "3", FEED_CACHE_TTL_SECONDS: "600" });
    cleanups.push(() => s.stop());
  }, TIMEOUT_MS);

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await freshRequest(`${s.origin}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text.startsWith("{") ? JSON.parse(text) : text };
  };

  it(
    "the sign-in rate limit holds across the workers: 3 attempts a minute in all, not 3 per worker",
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await freshRequest(`${s.origin}/api/auth/signin`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "target@shop.test", password: `guess-${i}` }),
        });
        statuses.push(res.status);
        await res.text();
      }
      expect(
        statuses.filter((st) => st !== 429),
        statuses.join(","),
      ).toHaveLength(3);
      expect(
        statuses.slice(3).every((st) => st === 429),
        statuses.join(","),
      ).toBe(true);
      await expect.poll(() => new Set(s.pidsServing("/auth/signin")).size).toBe(2);
    },
    TIMEOUT_MS,
  );

  it(
    "a change made through one worker is never served stale from the other's feed cache",
    async () => {
      const made = await api("POST", "/products", { product: { title: "Old title", published: true } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const product = made.body.product as { _id: string; handle: string; version: number };
      expect((await api("POST", `/products/${product._id}/variants`, { variant: { price: 100, inventoryQuantity: 1 } })).status).toBe(201);
      const feed = await api("POST", "/feed", { productFeed: { name: "Google", selection: "all" } });
      expect(feed.status, JSON.stringify(feed.body)).toBe(201);
      const logged = feed.body.productFeed.xmlPath as string; // /feed/public/<token>.xml, under the API

      /** Fetches the feed on a new connection; which worker answered comes from its request log line. */
      const fetchFeed = async () => {
        const count = s.pidsServing(logged).length;
        const res = await freshRequest(`${s.origin}/api${logged}`);
        const text = await res.text();
        await expect.poll(() => s.pidsServing(logged).length).toBe(count + 1);
        return { pid: s.pidsServing(logged)[count], hit: res.headers.get("x-cache") === "HIT", text };
      };
      // Both workers hold a cached copy (each has answered from its cache at least once).
      const hits = new Set<number>();
      for (let i = 0; i < 30 && hits.size < 2; i++) {
        const f = await fetchFeed();
        expect(f.text).toContain("Old title");
        if (f.hit) hits.add(f.pid);
      }
      expect(hits.size).toBe(2);

      const form = {
        title: "New title",
        handle: product.handle,
        description: "",
        published: true,
        tags: [],
        productType: "",
        vendor: "",
        version: product.version,
      };
      expect((await api("PUT", `/products/${product._id}`, { product: form })).status).toBe(200);
      const served = new Set<number>();
      for (let i = 0; i < 30 && served.size < 2; i++) {
        const f = await fetchFeed();
        expect(f.text, `worker ${f.pid} served the feed from before the edit`).toContain("New title");
        served.add(f.pid);
      }
      expect(served.size).toBe(2);
    },
    TIMEOUT_MS,
  );

  it(
    "an import runs on in its worker while the other worker is killed and restarted",
    async () => {
      const rows = 40_000;
      const lines = ["Handle,Title,Vendor"];
      for (let i = 1; i <= rows; i++) lines.push(`several-${i},Several product ${i},Acme`);
      const upload = await freshRequest(`${s.origin}/api/products/import/csv?mode=valid-only&fileName=several.csv`, {
        method: "POST",
        headers: { ...headers, "content-type": "text/csv" },
        body: lines.join("\n"),
      });
      expect(upload.status).toBe(202);
      const taskId = ((await upload.json()) as { task: { _id: string } }).task._id;
      await expect.poll(() => s.pidsServing("/products/import/csv").length).toBe(1);
      const [runner] = s.pidsServing("/products/import/csv");
      const other = [
        ...new Set(
          s
            .lines()
            .filter((l) => typeof l.pid === "number")
            .map((l) => l.pid!),
        ),
      ].find((pid) => pid !== runner && alive(pid))!;
      expect(other).toBeTruthy();

      const restarts = s.lines().filter((l) => l.msg === "worker listening").length;
      process.kill(other, "SIGKILL");
      // No request goes out until the primary has replaced it (node:cluster may lose a connection handed to a dying worker).
      await expect.poll(() => s.lines().filter((l) => l.msg === "worker listening").length, { timeout: 90_000 }).toBe(restarts + 1);
      // The replacement looks for work whose process has gone as soon as it listens (and this import's has not).
      const task = async () => (await api("GET", `/products/import/csv/${taskId}`)).body.task as { status: string; createdCount: number; error: string | null };
      const whenReplaced = await task();
      expect(whenReplaced.status, "the import had already finished when the replacement started; the test proves nothing").not.toBe("done");
      expect(whenReplaced.error, "the replacement took the running import for one a restart interrupted").toBeNull();

      await expect.poll(async () => (await task()).status, { timeout: 120_000, interval: 500 }).not.toMatch(/validating|writing/);
      expect(await task()).toMatchObject({ status: "done", createdCount: rows, error: null });
      expect(s.lines().filter((l) => l.msg === "csv tasks recovered")).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "a bulk update whose worker is killed mid-job is finished by another, each product changed exactly once",
    async () => {
      const count = 8000;
      await generateProducts(database.db, storeId, count, { seed: 3, startIndex: 100_000 });
      const all = (await api("GET", "/products/count")).body.count as number;
      const created = await api("POST", "/bulkupdates", { bulkUpdate: { name: "Once", actions: [{ type: "addTags", tags: ["once"] }] } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.bulkUpdate._id as string;

      // The worker running it, from its instance lock (application_name names the process).
      const ownerPid = async () => {
        const { rows } = await database.db.execute<{ name: string }>(sql`
        select a.application_name as name from bulk_updates b
        join pg_locks l on l.locktype = 'advisory' and l.objsubid = 2 and l.objid = b.owner::bigint::oid
        join pg_stat_activity a on a.pid = l.pid
        where b.id = ${id} and b.status = 'running'`);
        return rows[0] ? Number(rows[0].name.replace("backroom-instance-", "")) : null;
      };
      const job = async () => (await api("GET", `/bulkupdates/${id}`)).body.bulkUpdate as { status: string; processed: number; total: number };
      let first: number | null = null;
      for (const until = Date.now() + 60_000; first === null && Date.now() < until;) {
        first = await ownerPid();
        if (first === null) await new Promise((r) => setTimeout(r, 20));
      }
      expect(first, "no worker ran the job").not.toBeNull();
      const stopped = s.lines().filter((l) => l.msg === "worker stopped; starting another").length;
      process.kill(first!, "SIGKILL");
      // node:cluster may hand a new connection to a worker in the instant it dies, and that connection is lost: the next
      // request goes out once the primary has seen the death.
      await expect.poll(() => s.lines().filter((l) => l.msg === "worker stopped; starting another").length).toBe(stopped + 1);
      const cut = await job();
      expect(cut.processed, "the job finished before it could be interrupted").toBeLessThan(all);

      await expect.poll(async () => (await job()).status, { timeout: 120_000, interval: 500 }).toBe("done");
      expect(await job()).toMatchObject({ status: "done", processed: all, total: all });
      const logged = await database.db.execute<{ rows: number; products: number }>(sql`
      select count(*)::int as rows, count(distinct product_id)::int as products from ${bulkUpdateChanges} where bulk_update_id = ${id}`);
      expect(logged.rows[0]).toEqual({ rows: all, products: all });
      const tagged = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from products where store_id = ${storeId} and 'once' = any(tags)`);
      expect(tagged.rows[0].n).toBe(all);
      expect(s.output()).toMatch(/bulk updates resumed after their process stopped/);
    },
    TIMEOUT_MS,
  );
});

// What the orders benches share: the real API (express + createApi) in this process on the dataset of
// bench/generate-orders.ts, signed in as its owner; keep-alive HTTP calls; the closed loops that time them; and the
// orders API's calls, one small function each (issue 9's read and action APIs: their shapes are theirs, adapted here).
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { createApi } from "../api/app";
import { singleProcessInstance } from "../api/db/instance";
import { stores } from "../api/db/schema";
import { findUserByEmail, issueTokenPair } from "../api/modules/accounts/store";
import { startReportsWorker, type ReportsWorker } from "../api/modules/reports/worker";
import { createLocalStorage } from "../api/storage";
import { BIG_ORDER_KEY, ORDERS_BENCH_DATASET, ORDERS_BENCH_EMAIL } from "./generate-orders";
import { BenchError, arg, datasetDir, datasetLabel, fail, openBenchDatabase, percentile } from "./lib";

export interface Answer {
  status: number;
  text: string;
  ms: number;
}

export interface OrdersBench {
  db: Awaited<ReturnType<typeof openBenchDatabase>>["db"];
  kind: string;
  label: string;
  storeId: string;
  /** Orders in the store (the generated ones and the big one). */
  orders: number;
  bigOrderId: string;
  /** The API's loopback port (for clients in another process: bench/post-clients.ts). */
  port: number;
  get(path: string): Promise<Answer>;
  post(path: string, body: unknown): Promise<Answer>;
  /** A GET read as a stream: its bytes and line breaks counted as they pass, nothing kept. */
  count(path: string): Promise<{ status: number; bytes: number; lines: number; ms: number }>;
  close(): Promise<void>;
}

export const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Opens the dataset (or BENCH_DATABASE_URL), starts the API on a loopback port and signs the bench owner in. With
 * `reportsWorker` the process also runs the report worker (as server.ts does), which the events route kicks.
 */
export async function startOrdersBench(opts: { reportsWorker?: boolean } = {}): Promise<OrdersBench> {
  const dir = datasetDir(arg("name", ORDERS_BENCH_DATASET));
  const database = await openBenchDatabase(dir);
  const { db } = database;
  let server: http.Server | undefined;
  let agent: http.Agent | undefined;
  let reports: ReportsWorker | undefined;
  const close = async () => {
    agent?.destroy();
    await reports?.stop();
    if (server) await new Promise((r) => server!.close(r));
    await database.close();
  };
  try {
    const user = await findUserByEmail(db, ORDERS_BENCH_EMAIL);
    const [store] = user ? await db.select().from(stores).where(eq(stores.ownerId, user.id)).limit(1) : [];
    if (!user || !store) fail(`${datasetLabel(dir)} has no orders bench store. Run \`npm run bench:generate-orders\` first.`);
    const [counts] = (
      await db.execute<{ n: number; big: string | null }>(
        sql`select count(*)::int as n, max(id::text) filter (where idempotency_key = ${BIG_ORDER_KEY}) as big from orders where store_id = ${store.id}`,
      )
    ).rows;
    if (!counts?.big) fail(`${datasetLabel(dir)} has no order with 100 lines. Run \`npm run bench:generate-orders\` again.`);
    const { token } = await issueTokenPair(db, user.id, new Date());
    const tmp = `${os.tmpdir()}/backroom-bench-orders`;
    if (opts.reportsWorker) reports = startReportsWorker({ db, log: () => {}, resumeJobsAfter: Promise.resolve() });
    const app = express();
    app.use(
      "/api",
      createApi({
        db,
        instance: singleProcessInstance(),
        mailer: { send: async () => {} },
        clock: { now: () => new Date() },
        log: () => {},
        reports,
        storage: createLocalStorage({ dir: tmp, baseUrl: "/api/media", secret: "bench" }),
        tmpDir: tmp,
        config: {
          publicUrl: "http://127.0.0.1",
          operatorEmailDomain: "bench.invalid",
          operatorEmails: [],
          authRateLimit: { max: 1_000_000, windowMs: 60_000 },
          storefrontRateLimit: { max: 100_000_000, windowMs: 60_000 },
        },
      }),
    );
    const listening = app.listen(0, "127.0.0.1");
    // Idle keep-alive sockets stay open across scenarios: at node's default 5 s the server closed a socket the 4-client
    // scenarios had left idle just as a client reused it ("socket hang up", a run of bench:orders-list at load 10).
    listening.keepAliveTimeout = 120_000;
    server = listening;
    await new Promise((r) => listening.once("listening", r));
    const port = (listening.address() as AddressInfo).port;
    // node:http with keep-alive, not fetch: the clients share this process's CPU with the server (ADR 037's bench).
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });
    agent = keepAlive;
    const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": store.id };
    const send = (method: string, path: string, body?: unknown) =>
      new Promise<Answer>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const start = performance.now();
        const req = http.request(
          {
            agent: keepAlive,
            host: "127.0.0.1",
            port,
            path: `/api${path}`,
            method,
            headers: payload === undefined ? headers : { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
          },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (text += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - start }));
          },
        );
        req.on("error", reject);
        req.end(payload);
      });
    const count: OrdersBench["count"] = (path) =>
      new Promise((resolve, reject) => {
        const start = performance.now();
        const req = http.request({ agent: keepAlive, host: "127.0.0.1", port, path: `/api${path}`, method: "GET", headers }, (res) => {
          let bytes = 0;
          let lines = 0;
          res.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, lines, ms: performance.now() - start }));
        });
        req.on("error", reject);
        req.end();
      });
    return {
      db,
      kind: database.kind,
      label: datasetLabel(dir),
      storeId: store.id,
      orders: counts.n,
      bigOrderId: counts.big,
      port,
      get: (path) => send("GET", path),
      post: (path, body) => send("POST", path, body),
      count,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** An answer that says the API has no such call yet (issue 9's read or action API not merged): the bench stops there. */
export function requireRoute(answer: Answer, what: string): void {
  if (answer.status === 404 || answer.status === 405) {
    fail(`${what} answered ${answer.status}: the orders API it measures is not there yet (${answer.text.slice(0, 120)}).`);
  }
  if (answer.status >= 400) fail(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
}

// The orders read API (GET /orders/orders …): query names in one place.
export interface ListQuery {
  page?: number;
  limit?: number;
  q?: string;
  financialStatus?: string;
  fulfillmentStatus?: string;
  /** Days, yyyy-mm-dd, in the store's time zone. */
  dateFrom?: string;
  dateTo?: string;
  /** An answer's nextCursor / prevCursor (keyset paging, ADR 047). */
  after?: string;
  before?: string;
}
export const listOrdersPath = (query: ListQuery) =>
  `/orders/orders?${new URLSearchParams(Object.entries({ limit: 50, ...query }).map(([k, v]) => [k, String(v)])).toString()}`;
export const orderPath = (id: string) => `/orders/orders/${id}`;

// The actions API.
export const fulfilPath = (orderId: string) => `/orders/${orderId}/fulfillments`;
export const fulfilBody = (lines: { lineId: string; quantity: number }[], key: string) => ({
  fulfillment: { lines, trackingCompany: "GHN", trackingNumber: key.slice(-12), trackingUrl: "", notifyCustomer: false, idempotencyKey: key },
});
export const REFUND_PATH = "/orders/refund";
export const refundBody = (orderId: string, lineId: string, key: string) => ({
  orderId,
  lines: [{ lineId, quantity: 1, restock: true }],
  shipping: 0,
  reason: "Bench",
  notify: false,
  idempotencyKey: key,
});

// The export (a task, as the products export): started by GET /orders/doExport with the list's filters, followed on
// the task list, downloaded from the task's `downloadUrl`.
export const startExportPath = (query: Omit<ListQuery, "page" | "limit">) =>
  `/orders/doExport?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
export const EXPORT_TASKS_PATH = "/orders/doExport/tasks";

/**
 * `clients` closed loops (each sends the next request when the last one's answer has arrived) over `paths` in turn,
 * until `requests` have been sent; the latencies and the elapsed time.
 */
export async function closedLoop(send: (i: number) => Promise<Answer>, requests: number, clients: number) {
  const latencies: number[] = [];
  let next = 0;
  let failed: Answer | null = null;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests && !failed) {
        const answer = await send(next++);
        if (answer.status >= 400) failed = answer;
        latencies.push(answer.ms);
      }
    }),
  );
  return { latencies, elapsedMs: performance.now() - start, failed: failed as Answer | null };
}

/** p95 of each run, and their median: the house's figure (bench/README.md). */
export function medianOfRuns(runs: number[][], p = 95): { median: number; perRun: number[] } {
  const perRun = runs.map((r) =>
    percentile(
      [...r].sort((a, b) => a - b),
      p,
    ),
  );
  return {
    median: percentile(
      [...perRun].sort((a, b) => a - b),
      50,
    ),
    perRun,
  };
}

/** Runs a bench on the started API; an expected failure (no dataset, no such call yet) is a message and exit code 1. */
export async function runOrdersBench(body: (bench: OrdersBench) => Promise<void>, opts: { reportsWorker?: boolean } = {}): Promise<void> {
  let bench: OrdersBench | undefined;
  try {
    bench = await startOrdersBench(opts);
    await body(bench);
  } catch (error) {
    if (!(error instanceof BenchError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } finally {
    await bench?.close();
  }
}

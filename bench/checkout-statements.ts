// What one storefront completion asks of PGlite (ADR 037, 048): every statement it sends, how often per completion, and
// where the engine's CPU time goes per protocol step (the engine runs on this thread, so the
// process's CPU time around a step is the step's, whatever else the machine does) (Parse = parse and analyse, Bind = plan, Execute = run, Query = the
// simple protocol's all-in-one: BEGIN, COMMIT). One client, so each step belongs to the statement being sent. Uses the
// checkout bench's dataset (npm run bench:generate-checkout) and its discounts (an automatic 5 % and the code BENCH10K).
//   node --import tsx bench/checkout-statements.ts [--orders 200] [--code 1] [--name checkout-store]
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import type { PGlite } from "@electric-sql/pglite";
import { and, eq, sql } from "drizzle-orm";
import express from "express";
import { createApi } from "../api/app";
import { singleProcessInstance } from "../api/db/instance";
import { checkouts, discountCodes, discounts, productVariants, stores, users } from "../api/db/schema";
import { newCheckoutToken } from "../api/modules/checkout/store";
import { createLocalStorage } from "../api/storage";
import { findShippingRate } from "../domain/checkout";
import { CHECKOUT_BENCH_DATASET, CHECKOUT_BENCH_EMAIL } from "./generate-checkout-store";
import { arg, datasetDir, fail, openBenchDatabase, print, seededRandom } from "./lib";

const ORDERS = Number(arg("orders", "200"));
const WITH_CODE = arg("code", "1") !== "0";
const BENCH_CODE = "BENCH10K";
const AUTOMATIC_TITLE = "Bench: 5 % off every order";
const random = seededRandom(7);
const database = await openBenchDatabase(datasetDir(arg("name", CHECKOUT_BENCH_DATASET)));
if (database.kind !== "pglite") fail("This trace reads PGlite's protocol steps: run it without BENCH_DATABASE_URL.");
const { db } = database;
const client = (db as unknown as { $client: PGlite }).$client;

// The trace: statement text → calls and the time of each protocol step spent on it. Every statement reaches the engine
// as a Parse (extended protocol: its text after the statement's name) or a Query message (simple protocol: BEGIN,
// COMMIT), so they are named from the messages themselves; the steps that follow belong to the last one named.
interface Stat {
  calls: number;
  ms: Record<string, number>;
}
const stats = new Map<string, Stat>();
let current = "";
let tracing = false;
const STEP: Record<string, string> = { P: "parse", D: "describe", B: "bind/plan", E: "execute", S: "sync", Q: "simple query" };
const cstrings = (message: Uint8Array) => new TextDecoder().decode(message.subarray(5)).split("\0");
const shorten = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 110);
// A named statement (api/db/pglite-prepared.ts) is parsed once, then sent as Bind + Execute + Sync in one call.
const namedTexts = new Map<string, string>();
const rawStream = client.execProtocolStream.bind(client);
client.execProtocolStream = async (message, options) => {
  const kind = String.fromCharCode(message[0]!);
  let step = STEP[kind] ?? "other";
  if (kind === "P" || kind === "Q" || kind === "B") {
    const parts = cstrings(message);
    if (kind === "P" && parts[0]) namedTexts.set(parts[0], shorten(parts[1]!));
    const named = kind === "B" ? parts[1] : "";
    if (named) step = "named run";
    if (tracing && kind !== "B") current = shorten(kind === "P" ? parts[1]! : parts[0]!);
    if (tracing && named) current = `[${named}] ${namedTexts.get(named)}`;
    if (tracing && (kind !== "B" || named)) {
      const stat = stats.get(current) ?? { calls: 0, ms: {} };
      stat.calls++;
      stats.set(current, stat);
    }
  }
  const t0 = process.cpuUsage();
  try {
    return await rawStream(message, options);
  } finally {
    if (tracing) {
      const stat = stats.get(current) ?? { calls: 0, ms: {} };
      stats.set(current, stat);
      const spent = process.cpuUsage(t0);
      stat.ms[step] = (stat.ms[step] ?? 0) + (spent.user + spent.system) / 1000;
    }
  }
};

const [shop] = await db
  .select({ id: stores.id, language: stores.language })
  .from(stores)
  .innerJoin(users, eq(users.id, stores.ownerId))
  .where(eq(users.email, CHECKOUT_BENCH_EMAIL))
  .limit(1);
if (!shop) fail("No checkout bench store: run `npm run bench:generate-checkout` first.");
const variants = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.storeId, shop.id));
await db.delete(discounts).where(and(eq(discounts.storeId, shop.id), sql`${discounts.title} in (${BENCH_CODE}, ${AUTOMATIC_TITLE})`));
const combines = { orderDiscounts: true, productDiscounts: true, shippingDiscounts: true };
const since = new Date(Date.now() - 86_400_000);
const [code] = await db
  .insert(discounts)
  .values({
    storeId: shop.id,
    method: "code",
    title: BENCH_CODE,
    type: "fixed_amount",
    value: 10_000,
    usageLimit: 100_000_000,
    combinesWith: combines,
    startsAt: since,
  })
  .returning({ id: discounts.id });
await db.insert(discountCodes).values({ storeId: shop.id, discountId: code!.id, code: BENCH_CODE });
await db
  .insert(discounts)
  .values({ storeId: shop.id, method: "automatic", title: AUTOMATIC_TITLE, type: "percentage", value: 500, combinesWith: combines, startsAt: since });

const app = express();
const media = `${os.tmpdir()}/backroom-bench-media`;
app.use(
  "/api",
  createApi({
    db,
    instance: singleProcessInstance(),
    mailer: { send: async () => {} },
    clock: { now: () => new Date() },
    log: () => {},
    storage: createLocalStorage({ dir: media, baseUrl: "http://127.0.0.1/api/media", secret: "bench" }),
    tmpDir: media,
    config: {
      publicUrl: "http://127.0.0.1",
      operatorEmailDomain: "bench.invalid",
      operatorEmails: [],
      authRateLimit: { max: 1_000_000, windowMs: 60_000 },
      storefrontRateLimit: { max: 100_000_000, windowMs: 60_000 },
    },
  }),
);
const server = app.listen(0, "127.0.0.1");
await new Promise((r) => server.once("listening", r));
const agent = new http.Agent({ keepAlive: true });
const port = (server.address() as AddressInfo).port;
const complete = (token: string, key: string) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ paymentMethod: "cod" });
    const req = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        path: `/api/storefront/${shop.id}/checkouts/${token}/complete`,
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "idempotency-key": key },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });

async function prepare(n: number): Promise<string[]> {
  const rate = findShippingRate(shop!.language, "standard")!;
  const rows = Array.from({ length: n }, () => {
    const lines = new Map<string, number>();
    const count = 1 + Math.floor(random() * 3);
    for (let i = 0; i < count; i++) lines.set(variants[Math.floor(random() * variants.length)]!.id, 1 + Math.floor(random() * 2));
    const buyer = Math.floor(random() * 500);
    return {
      storeId: shop!.id,
      token: newCheckoutToken(),
      lines: [...lines].map(([variantId, quantity]) => ({ variantId, quantity })),
      email: `buyer${buyer}@bench.test`,
      phone: "0901234567",
      shippingAddress: { firstName: "Khách", lastName: `Số ${buyer}`, address1: "1 Lê Lợi", city: "Hồ Chí Minh", countryCode: "VN" },
      shippingLine: rate,
      discountCode: WITH_CODE ? BENCH_CODE : null,
      currency: "VND" as const,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(checkouts).values(rows.slice(i, i + 500));
  return rows.map((r) => r.token);
}

try {
  let seq = 0;
  const run = async (tokens: string[]) => {
    for (const token of tokens) {
      const status = await complete(token, `trace-${process.pid}-${++seq}`);
      if (status !== 201) fail(`completion answered ${status}`);
    }
  };
  await run(await prepare(100)); // warm-up, not traced
  const tokens = await prepare(ORDERS);
  tracing = true;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await run(tokens);
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  tracing = false;

  const rows = [...stats].map(([text, s]) => ({ text, perOrder: s.calls / ORDERS, ms: s.ms, total: Object.values(s.ms).reduce((a, b) => a + b, 0) / ORDERS }));
  rows.sort((a, b) => b.total - a.total);
  const steps = ["parse", "describe", "bind/plan", "execute", "sync", "simple query", "named run"];
  print(`${ORDERS} completions, one client, ${WITH_CODE ? "code + automatic discount" : "automatic discount"}; CPU ms per completion`);
  print(`${"per order".padStart(9)}${"total".padStart(8)}${steps.map((s) => s.padStart(9)).join("")}  statement`);
  for (const r of rows)
    print(
      `${r.perOrder.toFixed(2).padStart(9)}${r.total.toFixed(3).padStart(8)}${steps.map((s) => ((r.ms[s] ?? 0) / ORDERS).toFixed(3).padStart(9)).join("")}  ${r.text}`,
    );
  const engine = rows.reduce((a, r) => a + r.total, 0);
  const statements = rows.reduce((a, r) => a + r.perOrder, 0);
  print();
  print(`statements per completion (BEGIN and COMMIT included): ${statements.toFixed(2)}`);
  print(
    `PGlite CPU per completion: ${engine.toFixed(2)} ms; wall ${(wall / ORDERS).toFixed(2)} ms; process CPU ${((cpu.user + cpu.system) / 1000 / ORDERS).toFixed(2)} ms`,
  );
} finally {
  agent.destroy();
  await new Promise((r) => server.close(r));
  await database.close();
}

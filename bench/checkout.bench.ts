// Checkout completions per second (ADR 037): the real API in this process (express + createApi) on the dataset of
// bench/generate-checkout-store.ts, PGlite or BENCH_DATABASE_URL's PostgreSQL. For each run, scenario and concurrency,
// `--orders` ready checkouts (lines, e-mail, address, shipping rate) are written straight to the database (not timed),
// then `concurrency` clients complete them over HTTP as fast as they answer: POST …/complete with a fresh
// Idempotency-Key, prices read again, stock taken by the conditional UPDATE, history, customer, number, payment and
// timeline written. Reports orders/s (median of the runs, and each run) and the latency of one completion.
// Scenarios: `spread` (1–3 lines of random variants of the store), `hot` (every order takes the same variant, plus
// one random line: all of them queue on that variant's row lock, a flash sale) and `code` (spread's carts with the
// discount code BENCH10K, whose use is taken by its conditional increment in every completion, ADR 041). Unless
// `--automatic 0`, the store runs an automatic 5 % discount that every completion of every scenario prices and takes a
// use of (one row all completions update, as the store's order counter).
//   npm run bench:generate-checkout && npm run bench:checkout -- [--orders 1000] [--concurrency 1,8,32] [--runs 5] [--scenarios spread,hot,code] [--automatic 1] [--seed 1]
import fs from "node:fs";
import type http from "node:http";
import { Session } from "node:inspector/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { and, eq, sql } from "drizzle-orm";
import express from "express";
import { createApi } from "../api/app";
import { singleProcessInstance } from "../api/db/instance";
import { checkouts, discountCodes, discounts, orders, products, productVariants, stores, users } from "../api/db/schema";
import { newCheckoutToken } from "../api/modules/checkout/store";
import { createLocalStorage } from "../api/storage";
import { findShippingRate } from "../domain/checkout";
import { BENCH_STOCK, CHECKOUT_BENCH_DATASET, CHECKOUT_BENCH_EMAIL, HOT_HANDLE } from "./generate-checkout-store";
import {
  BenchError,
  arg,
  datasetDir,
  datasetLabel,
  fail,
  fmt,
  machineLoad,
  numberList,
  openBenchDatabase,
  print,
  seededRandom,
  shuffled,
  summarise,
} from "./lib";
import { startPostClients, type PostClients } from "./post-clients";

const ORDERS = Number(arg("orders", "1000"));
const LEVELS = numberList(arg("concurrency", "1,8,32"));
const RUNS = Number(arg("runs", "5"));
type Scenario = "spread" | "hot" | "code";
const SCENARIOS = arg("scenarios", "spread,hot,code").split(",") as Scenario[];
const AUTOMATIC = arg("automatic", "1") !== "0";
const BENCH_CODE = "BENCH10K";
const AUTOMATIC_TITLE = "Bench: 5 % off every order";
const random = seededRandom(Number(arg("seed", "1")));
const dir = datasetDir(arg("name", CHECKOUT_BENCH_DATASET));
// `--cpu-profile <dir>`: a V8 CPU profile of the timed completions only (not the set-up between runs), one file per run.
const PROFILE_DIR = arg("cpu-profile", "");

const database = await openBenchDatabase(dir);
const { db } = database;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// Closed however the bench ends: a listening server or a kept-alive socket would keep the process running.
let server: http.Server | undefined;
let clients: PostClients | undefined;
try {
  const [shop] = await db
    .select({ id: stores.id, language: stores.language })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(eq(users.email, CHECKOUT_BENCH_EMAIL))
    .limit(1);
  if (!shop) fail(`${datasetLabel(dir)} has no checkout bench store. Run \`npm run bench:generate-checkout\` first.`);
  const variants = await db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.storeId, shop.id));
  const [hot] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.storeId, shop.id), eq(products.handle, HOT_HANDLE)))
    .limit(1);
  if (!hot || variants.length < 10) fail(`${datasetLabel(dir)}: the bench store has no products. Run \`npm run bench:generate-checkout\`.`);
  const rate = findShippingRate(shop.language, "standard")!;

  // The bench's discounts, made again each run (not timed): a code with a limit it never reaches, and the automatic one.
  await db.delete(discounts).where(and(eq(discounts.storeId, shop.id), sql`${discounts.title} in (${BENCH_CODE}, ${AUTOMATIC_TITLE})`));
  const combines = { orderDiscounts: true, productDiscounts: true, shippingDiscounts: true };
  const [codeDiscount] = await db
    .insert(discounts)
    .values({
      storeId: shop.id,
      method: "code",
      title: BENCH_CODE,
      type: "fixed_amount",
      value: shop.language === "en" ? 100 : 10_000,
      usageLimit: 100_000_000,
      combinesWith: combines,
      startsAt: new Date(Date.now() - 86_400_000),
    })
    .returning({ id: discounts.id });
  await db.insert(discountCodes).values({ storeId: shop.id, discountId: codeDiscount!.id, code: BENCH_CODE });
  if (AUTOMATIC)
    await db.insert(discounts).values({
      storeId: shop.id,
      method: "automatic",
      title: AUTOMATIC_TITLE,
      type: "percentage",
      value: 500,
      combinesWith: combines,
      startsAt: new Date(Date.now() - 86_400_000),
    });

  const app = express();
  app.use(
    "/api",
    createApi({
      db,
      instance: singleProcessInstance(),
      mailer: { send: async () => {} },
      clock: { now: () => new Date() },
      log: () => {},
      storage: createLocalStorage({ dir: `${os.tmpdir()}/backroom-bench-media`, baseUrl: "http://127.0.0.1/api/media", secret: "bench" }),
      tmpDir: `${os.tmpdir()}/backroom-bench-media`,
      config: {
        publicUrl: "http://127.0.0.1",
        operatorEmailDomain: "bench.invalid",
        operatorEmails: [],
        authRateLimit: { max: 1_000_000, windowMs: 60_000 },
        storefrontRateLimit: { max: 100_000_000, windowMs: 60_000 },
      },
    }),
  );
  clients = startPostClients();
  const listening = app.listen(0, "127.0.0.1");
  server = listening;
  await new Promise((r) => listening.once("listening", r));
  const base = `/api/storefront/${shop.id}/checkouts`;
  const COMPLETE_BODY = JSON.stringify({ paymentMethod: "cod" });

  /** `n` checkouts ready to complete, written in bulk; their tokens and how many hot units they take together. */
  async function prepare(n: number, scenario: Scenario): Promise<{ tokens: string[]; hotUnits: number }> {
    const now = new Date();
    const rows = Array.from({ length: n }, () => {
      const pick = () => variants[Math.floor(random() * variants.length)]!.id;
      const lines = new Map<string, number>();
      if (scenario === "hot") lines.set(hot!.id, 1);
      const extra = scenario === "hot" ? 1 : 1 + Math.floor(random() * 3);
      for (let i = 0; i < extra; i++) lines.set(pick(), 1 + Math.floor(random() * 2));
      const buyer = Math.floor(random() * 500);
      return {
        storeId: shop!.id,
        token: newCheckoutToken(),
        lines: [...lines].map(([variantId, quantity]) => ({ variantId, quantity })),
        email: `buyer${buyer}@bench.test`,
        phone: "0901234567",
        shippingAddress: { firstName: "Khách", lastName: `Số ${buyer}`, address1: "1 Lê Lợi", city: "Hồ Chí Minh", countryCode: "VN" },
        shippingLine: rate,
        discountCode: scenario === "code" ? BENCH_CODE : null,
        currency: "VND" as const,
        createdAt: now,
        updatedAt: now,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await db.insert(checkouts).values(rows.slice(i, i + 500));
    const hotUnits = rows.reduce((sum, r) => sum + (r.lines.find((l) => l.variantId === hot!.id)?.quantity ?? 0), 0);
    return { tokens: rows.map((r) => r.token), hotUnits };
  }

  const port = (listening.address() as AddressInfo).port;
  async function completeAll(tokens: string[], concurrency: number, profileName = "") {
    const profiler = PROFILE_DIR && profileName ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post("Profiler.enable");
      await profiler.post("Profiler.start");
    }
    const cpuStart = cpuMs();
    const result = await clients!.run({
      port,
      paths: tokens.map((token) => `${base}/${token}/complete`),
      body: COMPLETE_BODY,
      concurrency,
      keyPrefix: `bench-${process.pid}-${Date.now().toString(36)}`,
    });
    const cpu = cpuMs() - cpuStart;
    for (const refusal of result.refusals) print(`  ${refusal}`);
    if (profiler) {
      const { profile } = await profiler.post("Profiler.stop");
      fs.mkdirSync(PROFILE_DIR, { recursive: true });
      fs.writeFileSync(`${PROFILE_DIR}/${profileName}.cpuprofile`, JSON.stringify(profile));
      profiler.disconnect();
    }
    return { elapsedMs: result.elapsedMs, cpuMs: cpu, latencies: result.latencies, refused: result.refused };
  }

  const hotStock = async () => (await db.select({ n: productVariants.inventoryQuantity }).from(productVariants).where(eq(productVariants.id, hot!.id)))[0]!.n;
  const codeUses = async () => (await db.select({ n: discounts.usageCount }).from(discounts).where(eq(discounts.id, codeDiscount!.id)))[0]!.n;
  const orderCount = async () =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.storeId, shop!.id))
    )[0]!.n;

  print(
    `dataset ${datasetLabel(dir)} (${database.kind}): ${variants.length} variants; ${ORDERS} completions per run; ${RUNS} runs; concurrency ${LEVELS.join(", ")}`,
  );
  print(machineLoad());
  // Warm-up: the API's code paths, the database's caches.
  await completeAll((await prepare(Math.min(200, ORDERS), "spread")).tokens, 8);

  type Cell = { rates: number[]; latencies: number[]; cpuPerOrder: number[] };
  const cells = new Map<string, Cell>();
  const plan = SCENARIOS.flatMap((scenario) => LEVELS.map((concurrency) => ({ scenario, concurrency })));
  for (let run = 0; run < RUNS; run++) {
    for (const { scenario, concurrency } of shuffled(plan, random)) {
      await db.update(productVariants).set({ inventoryQuantity: BENCH_STOCK }).where(eq(productVariants.id, hot.id));
      const { tokens, hotUnits } = await prepare(ORDERS, scenario);
      const ordersBefore = await orderCount();
      const stockBefore = await hotStock();
      const usesBefore = await codeUses();
      const r = await completeAll(tokens, concurrency, `${scenario}-${concurrency}-run${run + 1}`);
      const placed = (await orderCount()) - ordersBefore;
      if (r.refused > 0 || placed !== ORDERS) fail(`${scenario} × ${concurrency}: ${placed} orders placed, ${r.refused} refused, of ${ORDERS}`);
      // Every order of the code's scenario took one use of it: the discount was applied, not skipped.
      const codeTaken = (await codeUses()) - usesBefore;
      if (codeTaken !== (scenario === "code" ? ORDERS : 0)) fail(`${scenario} × ${concurrency}: the code was used ${codeTaken} times in ${ORDERS} orders`);
      // What the orders took of the hot variant is exactly what its stock lost.
      const lost = stockBefore - (await hotStock());
      if (lost !== hotUnits) fail(`${scenario} × ${concurrency}: the hot variant lost ${lost} units; its orders took ${hotUnits}`);
      const key = `${scenario} × ${concurrency}`;
      const cell = cells.get(key) ?? { rates: [], latencies: [], cpuPerOrder: [] };
      cell.rates.push((ORDERS / r.elapsedMs) * 1000);
      cell.latencies.push(...r.latencies);
      cell.cpuPerOrder.push(r.cpuMs / ORDERS);
      cells.set(key, cell);
      print(`  run ${run + 1}: ${key.padEnd(14)} ${((ORDERS / r.elapsedMs) * 1000).toFixed(0).padStart(6)} orders/s  (${machineLoad().replace(/ on .*/, "")})`);
    }
  }

  print();
  print(
    `${"scenario × clients".padEnd(20)}${"orders/s".padStart(10)}${"runs (orders/s)".padStart(34)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"cpu ms/order".padStart(14)}`,
  );
  for (const { scenario, concurrency } of plan) {
    const cell = cells.get(`${scenario} × ${concurrency}`)!;
    const median = summarise(cell.rates).p50;
    const l = summarise(cell.latencies);
    print(
      `${`${scenario} × ${concurrency}`.padEnd(20)}${median.toFixed(0).padStart(10)}${cell.rates
        .map((x) => x.toFixed(0))
        .join(" ")
        .padStart(34)}${fmt(l.p50)}${fmt(l.p95)}${summarise(cell.cpuPerOrder).p50.toFixed(2).padStart(14)}`,
    );
  }
  print(machineLoad());
} catch (error) {
  if (error instanceof BenchError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else throw error;
} finally {
  clients?.close();
  if (server) await new Promise((r) => server!.close(r));
  await database.close();
}

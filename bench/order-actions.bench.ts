// Fulfil and refund at 1M orders (issue 9's target: p95 ≤ 100 ms): the real API in this process (bench/orders-api.ts)
// on the dataset of bench/generate-orders.ts. Each request acts on an order of its own, never touched before: fulfil
// ships every remaining line of a paid, unfulfilled order (POST /orders/:id/fulfillments); refund gives back one unit
// of a shipped order's first line with restock (POST /orders/refund), which locks the order, checks what is left to
// refund, writes the refund, its transaction and the stock. Each round runs every (action, clients) pair once, in a new
// shuffled order, after a warm-up; the figure is the median over rounds of each round's p95. The orders it acts on stay
// acted on: a dataset serves (paid, unfulfilled orders) / (n × rounds × levels) runs before it needs generating again.
//   npm run bench:generate-orders && npm run bench:order-actions -- [--n 200] [--rounds 5] [--concurrency 1,8] [--seed 1]
import { sql } from "drizzle-orm";
import { arg, fail, fmt, machineLoad, numberList, print, seededRandom, shuffled, summarise } from "./lib";
import { closedLoop, cpuMs, fulfilBody, fulfilPath, medianOfRuns, refundBody, REFUND_PATH, requireRoute, runOrdersBench, type OrdersBench } from "./orders-api";

const N = Number(arg("n", "200"));
const ROUNDS = Number(arg("rounds", "5"));
const LEVELS = numberList(arg("concurrency", "1,8"));
const TARGET_MS = 100;
const random = seededRandom(Number(arg("seed", "1")));

type Action = "fulfil" | "refund";

/** Orders for `count` fulfilments: paid, open, nothing shipped; with what each line has left to ship. */
async function toFulfil(bench: OrdersBench, count: number) {
  const rows = (
    await bench.db.execute<{ id: string; lines: { lineId: string; quantity: number }[] }>(sql`
      select o.id, json_agg(json_build_object('lineId', l.id, 'quantity', l.quantity - l.fulfilled_quantity - l.refunded_quantity)) as lines
      from (select id from orders where store_id = ${bench.storeId} and status = 'open' and financial_status = 'paid'
              and fulfillment_status = 'unfulfilled' order by created_at desc limit ${count}) o
      join order_lines l on l.order_id = o.id
      group by o.id`)
  ).rows;
  if (rows.length < count) fail(`Only ${rows.length} paid, unfulfilled orders are left for ${count} fulfilments. Generate the dataset again.`);
  return rows;
}

/** Orders for `count` refunds: paid, shipped, open; the first line with a unit left to refund. */
async function toRefund(bench: OrdersBench, count: number) {
  const rows = (
    await bench.db.execute<{ id: string; line_id: string }>(sql`
      select o.id, (select l.id from order_lines l where l.order_id = o.id and l.refunded_quantity < l.quantity order by l.position limit 1) as line_id
      from orders o
      where o.store_id = ${bench.storeId} and o.status = 'open' and o.financial_status = 'paid' and o.fulfillment_status = 'fulfilled'
      order by o.created_at desc limit ${count}`)
  ).rows;
  if (rows.length < count) fail(`Only ${rows.length} paid, shipped orders are left for ${count} refunds. Generate the dataset again.`);
  return rows.map((r) => ({ id: r.id, lineId: r.line_id }));
}

await runOrdersBench(async (bench) => {
  const actions: Action[] = ["fulfil", "refund"];
  const pairs = actions.flatMap((action) => LEVELS.map((clients) => ({ action, clients, runs: [] as number[][], rates: [] as number[], cpu: [] as number[] })));
  const warmUp = Math.min(N, 20);
  // One more each for the check that the call exists.
  const perAction = (warmUp + N * ROUNDS) * LEVELS.length + 1;
  // Taken up front (not timed), newest first, each order once.
  const fulfilQueue = await toFulfil(bench, perAction);
  const refundQueue = await toRefund(bench, perAction);
  let seq = 0;
  const key = (action: Action) => `bench-${action}-${process.pid}-${Date.now().toString(36)}-${++seq}`;
  const act = (action: Action) => {
    if (action === "fulfil") {
      const order = fulfilQueue.pop()!;
      return bench.post(fulfilPath(order.id), fulfilBody(order.lines, key(action)));
    }
    const order = refundQueue.pop()!;
    return bench.post(REFUND_PATH, refundBody(order.id, order.lineId, key(action)));
  };
  for (const action of actions) requireRoute(await act(action), action);

  print(`dataset ${bench.label} (${bench.kind}): ${bench.orders.toLocaleString("en")} orders; ${N} actions per (action, clients) and round; ${ROUNDS} rounds`);
  print(machineLoad());
  const once = async (pair: (typeof pairs)[number], requests: number) => {
    const cpuStart = cpuMs();
    const r = await closedLoop(() => act(pair.action), requests, pair.clients);
    if (r.failed) requireRoute(r.failed, pair.action);
    return { ...r, cpu: (cpuMs() - cpuStart) / requests };
  };
  for (const pair of pairs) await once(pair, warmUp);
  for (let round = 0; round < ROUNDS; round++) {
    for (const pair of shuffled(pairs, random)) {
      const r = await once(pair, N);
      pair.runs.push(r.latencies);
      pair.rates.push((N / r.elapsedMs) * 1000);
      pair.cpu.push(r.cpu);
    }
    print(`  round ${round + 1} done (${machineLoad().replace(/ on .*/, "")})`);
  }

  print();
  print(
    `${"action".padEnd(10)}${"clients".padStart(8)}${"p50".padStart(8)}${"p95".padStart(8)}${"target".padStart(8)}${"ops/s".padStart(8)}${"cpu/op".padStart(8)}  p95 per round (ms)`,
  );
  for (const pair of pairs) {
    const { median, perRun } = medianOfRuns(pair.runs);
    print(
      `${pair.action.padEnd(10)}${String(pair.clients).padStart(8)}${fmt(summarise(pair.runs.flat()).p50)}${fmt(median)}${String(TARGET_MS).padStart(8)}${summarise(
        pair.rates,
      )
        .p50.toFixed(0)
        .padStart(8)}${fmt(summarise(pair.cpu).p50)}  ${perRun.map((x) => x.toFixed(1)).join(" ")}${median <= TARGET_MS ? "" : "  over target"}`,
    );
  }
  print(machineLoad());
});

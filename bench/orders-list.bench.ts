// The orders list and an order's page at 1M orders (issue 9's targets: list p95 ≤ 60 ms, detail p95 ≤ 50 ms): the real
// API in this process (bench/orders-api.ts) on the dataset of bench/generate-orders.ts, PGlite or BENCH_DATABASE_URL's
// PostgreSQL. Scenarios: GET /orders/orders page 1, a deep page by offset and the same page by keyset cursor (the
// previous page's nextCursor, fetched once before the rounds, untimed; ADR 047), financial + fulfilment status with a month's date
// range, a search by order number, a search by e-mail (a different number or e-mail each request), and
// GET /orders/orders/:id of #900 (100 lines, 50 timeline events). Each round runs every (scenario, clients) pair once,
// in a new shuffled order, after a warm-up round; the figure is the median over rounds of each round's p95.
//   npm run bench:generate-orders && npm run bench:orders-list -- [--n 100] [--rounds 5] [--concurrency 1,4] [--deep-page 2000] [--seed 1]
import { sql } from "drizzle-orm";
import { arg, fmt, machineLoad, numberList, print, seededRandom, shuffled, summarise } from "./lib";
import { closedLoop, cpuMs, listOrdersPath, medianOfRuns, orderPath, requireRoute, runOrdersBench, type Answer } from "./orders-api";

const N = Number(arg("n", "100"));
const ROUNDS = Number(arg("rounds", "5"));
const LEVELS = numberList(arg("concurrency", "1,4"));
const random = seededRandom(Number(arg("seed", "1")));

await runOrdersBench(async (bench) => {
  const generated = bench.orders - 1;
  const deepPage = Math.max(1, Math.min(Number(arg("deep-page", "2000")), Math.ceil(bench.orders / 50)));
  // A month half a year before the newest order: the date filter's window.
  const [window] = (
    await bench.db.execute<{ from: string; to: string }>(sql`
      select to_char(max(created_at) at time zone 'Asia/Ho_Chi_Minh' - interval '7 months', 'YYYY-MM-DD') as from,
             to_char(max(created_at) at time zone 'Asia/Ho_Chi_Minh' - interval '6 months', 'YYYY-MM-DD') as to
      from orders where store_id = ${bench.storeId}`)
  ).rows;
  const someNumber = () => 1001 + Math.floor(random() * generated);
  const someEmail = () => `buyer${1 + Math.floor(random() * Math.max(1, Math.round(generated / 5)))}@bench.test`;

  // The deep page as Next reaches it: the cursor the page before it answers (untimed), checked to show the same rows.
  const rowsOf = (answer: Answer) => (JSON.parse(answer.text) as { orders: { _id: string }[]; nextCursor: string | null }).orders.map((o) => o._id);
  const before = await bench.get(listOrdersPath({ page: Math.max(1, deepPage - 1) }));
  requireRoute(before, "the page before the deep page");
  const deepCursor = (JSON.parse(before.text) as { nextCursor: string | null }).nextCursor;
  if (!deepCursor) throw new Error(`page ${deepPage - 1} answered no nextCursor: the keyset paging this bench measures is not there`);
  const byOffset = rowsOf(await bench.get(listOrdersPath({ page: deepPage })));
  const byCursor = rowsOf(await bench.get(listOrdersPath({ page: deepPage, after: deepCursor })));
  if (JSON.stringify(byOffset) !== JSON.stringify(byCursor)) throw new Error(`page ${deepPage} by cursor is not page ${deepPage} by offset`);

  const scenarios: { label: string; target: number; path: () => string }[] = [
    { label: "list page 1", target: 60, path: () => listOrdersPath({ page: 1 }) },
    { label: `list page ${deepPage}`, target: 60, path: () => listOrdersPath({ page: deepPage }) },
    { label: `list page ${deepPage} by cursor`, target: 60, path: () => listOrdersPath({ page: deepPage, after: deepCursor }) },
    {
      label: "paid + unfulfilled, a month",
      target: 60,
      path: () => listOrdersPath({ page: 1, financialStatus: "paid", fulfillmentStatus: "unfulfilled", dateFrom: window!.from, dateTo: window!.to }),
    },
    { label: "search order number", target: 60, path: () => listOrdersPath({ page: 1, q: `#${someNumber()}` }) },
    { label: "search e-mail", target: 60, path: () => listOrdersPath({ page: 1, q: someEmail() }) },
    { label: "order #900 (100 lines)", target: 50, path: () => orderPath(bench.bigOrderId) },
  ];
  for (const s of scenarios) requireRoute(await bench.get(s.path()), s.label);

  print(
    `dataset ${bench.label} (${bench.kind}): ${bench.orders.toLocaleString("en")} orders; ${N} requests per (scenario, clients) and round; ${ROUNDS} rounds`,
  );
  print(`date window ${window!.from} .. ${window!.to}; ${machineLoad()}`);
  const pairs = scenarios.flatMap((scenario) =>
    LEVELS.map((clients) => ({ scenario, clients, runs: [] as number[][], cpu: [] as number[], rates: [] as number[] })),
  );
  const once = async (pair: (typeof pairs)[number], requests: number) => {
    const cpuStart = cpuMs();
    const r = await closedLoop((): Promise<Answer> => bench.get(pair.scenario.path()), requests, pair.clients);
    if (r.failed) requireRoute(r.failed, pair.scenario.label);
    return { ...r, cpu: (cpuMs() - cpuStart) / requests };
  };
  for (const pair of pairs) await once(pair, Math.min(N, 20)); // warm-up: code paths, the database's caches
  for (let round = 0; round < ROUNDS; round++) {
    for (const pair of shuffled(pairs, random)) {
      const r = await once(pair, N);
      pair.runs.push(r.latencies);
      pair.cpu.push(r.cpu);
      pair.rates.push((N / r.elapsedMs) * 1000);
    }
    print(`  round ${round + 1} done (${machineLoad().replace(/ on .*/, "")})`);
  }

  print();
  print(
    `${"scenario".padEnd(30)}${"clients".padStart(8)}${"p50".padStart(8)}${"p95".padStart(8)}${"target".padStart(8)}${"req/s".padStart(8)}${"cpu/req".padStart(8)}  p95 per round (ms)`,
  );
  for (const pair of pairs) {
    const all = summarise(pair.runs.flat());
    const { median, perRun } = medianOfRuns(pair.runs);
    const verdict = median <= pair.scenario.target ? "" : "  over target";
    print(
      `${pair.scenario.label.padEnd(30)}${String(pair.clients).padStart(8)}${fmt(all.p50)}${fmt(median)}${String(pair.scenario.target).padStart(8)}${summarise(
        pair.rates,
      )
        .p50.toFixed(0)
        .padStart(8)}${fmt(summarise(pair.cpu).p50)}  ${perRun.map((x) => x.toFixed(1)).join(" ")}${verdict}`,
    );
  }
  print(machineLoad());
});

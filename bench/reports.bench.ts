// Every report call of issue 10 (targets: p95 ≤ 150 ms on PostgreSQL, ≤ 500 ms on PGlite) on the dataset of
// bench/generate-report-events.ts: the real API in this process (bench/orders-api.ts), signed in as the orders bench
// owner, for the last 7, 90 and 365 days ending today in Asia/Ho_Chi_Minh on the orders store, and the last 365 days over
// the 10 stores at once. Each round runs every (call, range) pair once, in a new shuffled order, `--per-round` requests
// from `--clients` clients at once, after a warm-up round; the figures are p50 and p95 over every request of a pair,
// and the median of the rounds' p95.
//   npm run bench:reports -- [--name orders-1m] [--rounds 20] [--clients 4] [--per-round 8] [--seed 1]
import { sql } from "drizzle-orm";
import { SMALL_STORES_EMAIL } from "./generate-report-events";
import { arg, fail, fmt, machineLoad, print, seededRandom, shuffled, summarise } from "./lib";
import { closedLoop, cpuMs, medianOfRuns, requireRoute, runOrdersBench, type Answer } from "./orders-api";
import { REPORT_CALLS, REPORT_TZ, reportPath } from "./reports-api";

const ROUNDS = Number(arg("rounds", "20"));
const CLIENTS = Number(arg("clients", "4"));
const PER_ROUND = Number(arg("per-round", String(CLIENTS * 2)));
const random = seededRandom(Number(arg("seed", "1")));
await runOrdersBench(async (bench) => {
  const { rows: small } = await bench.db.execute<{ id: string }>(sql`
    select s.id from stores s join users u on u.id = s.owner_id where u.email = ${SMALL_STORES_EMAIL} order by s.domain`);
  const all = [bench.storeId, ...small.map((r) => r.id)];
  if (all.length < 10) fail(`The dataset has ${all.length} stores for the 10-store case. Run \`npm run bench:generate-report-events\` first.`);
  const { rows: sizes } = await bench.db.execute<{ events: number; sessions: number; newest: string }>(sql`
    select (select count(*)::int from storefront_events where store_id = ${bench.storeId}) as events,
      (select count(*)::int from report_sessions where store_id = ${bench.storeId}) as sessions,
      (select to_char(max(created_at) at time zone ${REPORT_TZ}, 'YYYY-MM-DD') from orders where store_id = ${bench.storeId}) as newest`);
  const ranges = [
    { label: "7 days", days: 7, stores: [bench.storeId] },
    { label: "90 days", days: 90, stores: [bench.storeId] },
    { label: "365 days", days: 365, stores: [bench.storeId] },
    { label: "365 days, 10 stores", days: 365, stores: all.slice(0, 10) },
  ];
  const pairs = REPORT_CALLS.flatMap((call) =>
    ranges.map((range) => ({ call, range, runs: [] as number[][], cpu: [] as number[], url: reportPath(call.path, range.stores, range.days) })),
  );
  for (const p of pairs) requireRoute(await bench.get(p.url), `${p.call.label} (${p.range.label})`);
  print(
    `dataset ${bench.label} (${bench.kind}): ${bench.orders.toLocaleString("en")} orders, ${sizes[0]!.events.toLocaleString("en")} events, ` +
      `${sizes[0]!.sessions.toLocaleString("en")} sessions in the orders store (newest order ${sizes[0]!.newest}); 10 stores for the last range`,
  );
  print(`${ROUNDS} rounds; ${PER_ROUND} requests per (call, range) and round from ${CLIENTS} clients; ${machineLoad()}`);

  const once = async (pair: (typeof pairs)[number], requests: number) => {
    const start = cpuMs();
    const r = await closedLoop((): Promise<Answer> => bench.get(pair.url), requests, CLIENTS);
    if (r.failed) requireRoute(r.failed, `${pair.call.label} (${pair.range.label})`);
    return { ...r, cpu: (cpuMs() - start) / requests };
  };
  for (const pair of shuffled(pairs, random)) await once(pair, CLIENTS); // warm-up
  const loads: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const pair of shuffled(pairs, random)) {
      const r = await once(pair, PER_ROUND);
      pair.runs.push(r.latencies);
      pair.cpu.push(r.cpu);
    }
    loads.push(machineLoad().replace(/^load average (\S+).*/, "$1"));
    if ((round + 1) % 5 === 0 || round + 1 === ROUNDS) print(`  round ${round + 1} done (${machineLoad().replace(/ on .*/, "")})`);
  }

  const target = bench.kind === "pglite" ? 500 : 150;
  print();
  print(`p95 target ${target} ms (${bench.kind}); ms, wall time to the last byte, ${CLIENTS} clients`);
  print(
    `${"call".padEnd(20)}${"range".padEnd(22)}${"p50".padStart(8)}${"p95".padStart(8)}${"med p95".padStart(9)}${"max".padStart(8)}${"cpu/req".padStart(8)}`,
  );
  let over = 0;
  for (const pair of pairs) {
    const s = summarise(pair.runs.flat());
    const { median } = medianOfRuns(pair.runs);
    const verdict = s.p95 <= target ? "" : "  over target";
    if (verdict) over++;
    print(
      `${pair.call.label.padEnd(20)}${pair.range.label.padEnd(22)}${fmt(s.p50)}${fmt(s.p95)}${fmt(median).padStart(9)}${fmt(s.max)}${fmt(summarise(pair.cpu).p50)}${verdict}`,
    );
  }
  print();
  print(`${"range".padEnd(22)}${"p50".padStart(8)}${"p95".padStart(8)}  (every call of the range)`);
  for (const range of ranges) {
    const s = summarise(pairs.filter((p) => p.range === range).flatMap((p) => p.runs.flat()));
    print(`${range.label.padEnd(22)}${fmt(s.p50)}${fmt(s.p95)}`);
  }
  print(`${over} of ${pairs.length} over target; load (1 min) per round: ${loads.join(" ")}`);
  print(machineLoad());
});

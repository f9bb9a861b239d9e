// Several users at once on one page: a closed loop (each user sends the next request as soon as the last one's final
// byte arrived, think time 0), for a fixed time per level of concurrency. Reports throughput (pages/s) and latency.
// Levels run in shuffled order each round, so a level is not always measured on a warmer (or more tired) server; with
// two servers (an A/B comparison) each level runs on both, all pairs shuffled.
import { fail, fmt, machineLoad, print, seededRandom, shuffled, summarise } from "./lib";
import { CookieJar, getPage, logSize, requestLog, serverCpuMs, serverTag, type PageServer } from "./page-server";

export interface ConcurrencyOptions {
  levels: number[];
  /** Measured seconds per level and round. */
  seconds: number;
  /** Unmeasured seconds at the same level just before. */
  warmupSeconds: number;
  rounds: number;
  seed: number;
}

/** `users` loops of GETs until `seconds` are over; returns each request's time to last byte and the elapsed time. */
async function closedLoop(s: PageServer, pathname: string, cookie: string, users: number, seconds: number) {
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: users }, async () => {
      const jar = new CookieJar(cookie);
      while (performance.now() < deadline) samples.push((await getPage(s, pathname, jar)).ms);
    }),
  );
  return { samples, elapsedMs: performance.now() - start };
}

/** Each level runs once per round on each server (an A/B comparison), the (level, server) pairs in a shuffled order. */
export async function timeConcurrent(targets: { server: PageServer; cookie: string }[], pathname: string, o: ConcurrencyOptions) {
  const random = seededRandom(o.seed);
  type Result = { client: number[]; server: number[]; elapsedMs: number; cpuMs: number; loads: string[] };
  const runs = targets.flatMap((target) =>
    o.levels.map((users) => ({ ...target, users, result: { client: [], server: [], elapsedMs: 0, cpuMs: 0, loads: [] } as Result })),
  );
  for (let round = 0; round < o.rounds; round++) {
    for (const run of shuffled(runs, random)) {
      const { server: s, cookie, users, result: r } = run;
      await closedLoop(s, pathname, cookie, users, o.warmupSeconds);
      const from = logSize(s);
      const cpuFrom = serverCpuMs(s);
      const measured = await closedLoop(s, pathname, cookie, users, o.seconds);
      r.cpuMs += serverCpuMs(s) - cpuFrom;
      r.client.push(...measured.samples);
      r.elapsedMs += measured.elapsedMs;
      r.server.push(
        ...requestLog(s, from)
          .filter((e) => e.path === pathname.split("?")[0])
          .map((e) => e.ms),
      );
      r.loads.push(machineLoad().replace(/^load average (\S+).*/, "$1"));
    }
  }
  print(`${pathname}: closed loop, think time 0; ${o.rounds} round(s) of ${o.seconds} s per level (after ${o.warmupSeconds} s warm-up), in shuffled order`);
  const tagWidth = targets.length > 1 ? 24 : 0;
  print(
    `${"".padEnd(tagWidth)}${"users".padStart(5)}${"pages".padStart(7)}${"pages/s".padStart(9)}${"client".padStart(8)}${"".padStart(16)}${"server".padStart(8)}${"".padStart(8)}${"CPU ms".padStart(8)}  load (1 min) per round`,
  );
  print(
    `${"".padEnd(tagWidth)}${"".padStart(21)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"p99 ms".padStart(8)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"/page".padStart(8)}`,
  );
  for (const { server: s, users, result: r } of runs) {
    if (r.client.length === 0) fail(`No request finished at ${users} users.`);
    const c = summarise(r.client);
    const sv = summarise(r.server);
    const perSecond = (r.client.length / r.elapsedMs) * 1000;
    const tag = tagWidth ? serverTag(s).padEnd(tagWidth) : "";
    print(
      `${tag}${String(users).padStart(5)}${String(r.client.length).padStart(7)}${perSecond.toFixed(1).padStart(9)}${fmt(c.p50)}${fmt(c.p95)}${fmt(c.p99)}${fmt(sv.p50)}${fmt(sv.p95)}${fmt(r.cpuMs / r.client.length)}  ${r.loads.join(" / ")}`,
    );
  }
}

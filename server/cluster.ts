// WEB_CONCURRENCY=N with PostgreSQL: N server processes share the port (node:cluster), supervised by a primary that
// serves nothing itself (docs/decisions/028-several-processes.md).
import cluster, { type Worker } from "node:cluster";
import type { Config } from "../config";

type Log = (entry: Record<string, unknown>) => void;

/** Why this start must not fork, or null: several processes need PostgreSQL (a PGlite directory takes one, ADR 005). */
export function severalProcessesRefusal(config: Pick<Config, "webConcurrency" | "databaseUrl" | "dataDir">): string | null {
  if (config.webConcurrency <= 1 || config.databaseUrl) return null;
  return (
    `WEB_CONCURRENCY=${config.webConcurrency} needs PostgreSQL: the embedded database (PGlite, in ${config.dataDir}) can be ` +
    `opened by one process only (docs/decisions/005-pglite-single-process.md). Set DATABASE_URL=postgres://… to run ` +
    `several processes, or unset WEB_CONCURRENCY to run one.`
  );
}

/** A worker that dies this soon after it started is restarted after a growing pause, not at once (a crash loop). */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 10_000;
/** How long the workers get to finish their requests and close their database on SIGTERM/SIGINT. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * Forks `count` workers and keeps that many running: a worker that dies is replaced (its unfinished background work is
 * taken over by the others, api/db/instance.ts), after a growing pause when it dies soon after it started. One of the
 * first workers dying before they all listen (a port in use, a broken build, no database) stops the whole start with
 * exit code 1, since its replacements would die the same way. Prints one `listening` line once every worker listens.
 * SIGTERM and SIGINT stop every worker gracefully (each closes its server and database as a single server does), then
 * the primary exits.
 */
export function superviseWorkers(opts: { count: number; log: Log; listeningEntry: Record<string, unknown> }): void {
  const { count, log } = opts;
  const started = new Map<Worker, number>();
  const listened = new Set<Worker>();
  let announced = false;
  let stopping = false;
  let restartDelay = 0;

  const fork = () => started.set(cluster.fork(), Date.now());

  cluster.on("listening", (worker) => {
    listened.add(worker);
    if (announced) return void log({ level: "info", msg: "worker listening", pid: worker.process.pid });
    if (listened.size < count) return;
    announced = true;
    log({ ...opts.listeningEntry, workers: count });
  });

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? Date.now());
    started.delete(worker);
    const everListened = listened.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!everListened && !announced) {
      log({ level: "error", msg: "a worker stopped before it listened; stopping", pid: worker.process.pid, code, signal });
      process.exitCode = 1;
      stop();
      return;
    }
    restartDelay = lived < QUICK_DEATH_MS ? Math.min(Math.max(restartDelay * 2, 500), MAX_RESTART_DELAY_MS) : 0;
    log({ level: "warn", msg: "worker stopped; starting another", pid: worker.process.pid, code, signal, restartInMs: restartDelay });
    setTimeout(() => stopping || fork(), restartDelay);
  });

  function stop(signal?: string) {
    if (stopping) return;
    stopping = true;
    if (signal) log({ level: "info", msg: "shutting down", signal, workers: started.size });
    if (started.size === 0) process.exit(process.exitCode ?? 0);
    for (const worker of started.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of started.keys()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < count; i++) fork();
}

// A sweep that runs once per period across every process sharing the database.
import type { ApiDeps } from "../../deps";
import { claimHousekeepingRun } from "./store";

/**
 * Runs `sweep` now and about every `everyMs`, but only in the process that claims the run (`claimHousekeepingRun`): with
 * several processes (or nodes) each looks six times a period and the first to find the period over sweeps, so the sweep
 * runs once a period, not once per process, and still runs when the process that swept last has gone. With one process
 * that is the sweep at start (unless a sweep started less than a period ago, before a restart) and every period after.
 * The timer does not keep the process alive. Returns a stop function.
 */
export function startPeriodicSweep(
  deps: Pick<ApiDeps, "db" | "clock" | "log" | "instance">,
  name: string,
  everyMs: number,
  sweep: () => Promise<unknown>,
): () => void {
  const lookEveryMs = everyMs / 6;
  let running = false;
  const look = async () => {
    if (running) return;
    running = true;
    try {
      // Half a look of slack: timers drift, and a claim missed by a few milliseconds would wait a whole look more.
      if (await claimHousekeepingRun(deps.db, name, deps.clock.now(), everyMs - lookEveryMs / 2, deps.instance.id)) await sweep();
    } catch (error) {
      deps.log({ level: "error", msg: "housekeeping failed", sweep: name, error: String(error) });
    } finally {
      running = false;
    }
  };
  void look();
  const timer = setInterval(() => void look(), lookEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}

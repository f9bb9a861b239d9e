// How long the server has gone without a request: the database housekeeping (api/db/housekeeping.ts, ADR 086) runs a
// VACUUM only once it has been quiet a moment, since on PGlite that VACUUM holds every request until it is done.
import type { RequestHandler } from "express";

export interface RequestActivity {
  /** Counts every request from its arrival until its response is finished or its connection closes. */
  middleware: RequestHandler;
  /** Milliseconds since the last request ended; 0 while one is in flight. */
  quietMs(): number;
}

/** Paths that do not count: a load balancer's /health every few seconds would keep the server from ever looking quiet. */
export const UNCOUNTED_PATHS: readonly string[] = ["/health"];

/** `now`: the clock (the tests'). */
export function requestActivity(opts: { now?: () => number } = {}): RequestActivity {
  const now = opts.now ?? Date.now;
  const ignore = new Set(UNCOUNTED_PATHS);
  let inFlight = 0;
  // A start is not quiet: jobs resume, the report worker catches up, the first requests come.
  let lastSeen = now();
  return {
    middleware(req, res, next) {
      if (ignore.has(req.path)) return next();
      inFlight++;
      lastSeen = now();
      // "finish" when the last byte is handed over (before the client has it); "close" for a connection that went first.
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        inFlight--;
        lastSeen = now();
      };
      res.once("finish", end);
      res.once("close", end);
      next();
    },
    quietMs: () => (inFlight > 0 ? 0 : now() - lastSeen),
  };
}

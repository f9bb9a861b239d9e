import type { RequestHandler } from "express";
import type { Clock } from "../deps";
import { tooManyRequests } from "./errors";

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";

/**
 * Sliding window: a key may be hit `max` times within any `windowMs`. Each key keeps at most `max`
 * timestamps, and idle keys are swept now and then, so memory stays bounded by active clients.
 */
export function createRateLimiter(opts: { max: number; windowMs: number; clock: Clock }) {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  function sweep(now: number) {
    if (now - lastSweep < opts.windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) if (times[times.length - 1] <= now - opts.windowMs) hits.delete(key);
  }

  return {
    /** Records a hit; false when the key is over its limit (the refused hit is not counted). */
    hit(key: string): boolean {
      const now = opts.clock.now().getTime();
      sweep(now);
      const recent = (hits.get(key) ?? []).filter((t) => t > now - opts.windowMs);
      if (recent.length >= opts.max) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      return true;
    },
  };
}

/**
 * Keyed by client address, route and (when the body names one) e-mail, so one client hammering
 * one account is stopped without locking the account's owner out from elsewhere.
 * Mount after the JSON body parser.
 */
export function rateLimitByClientAndEmail(opts: { max: number; windowMs: number; clock: Clock }): RequestHandler {
  const limiter = createRateLimiter(opts);
  return (req, _res, next) => {
    const body: unknown = req.body;
    const email = body && typeof body === "object" && "email" in body && typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    const route = req.originalUrl.split("?")[0].toLowerCase();
    if (!limiter.hit(`${req.ip}|${route}|${email}`)) return next(tooManyRequests(RATE_LIMIT_MESSAGE));
    next();
  };
}

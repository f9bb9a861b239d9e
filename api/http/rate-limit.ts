import type { Request, RequestHandler } from "express";
import type { ApiDeps, Clock } from "../deps";
import { clientAddress } from "./client-address";
import { tooManyRequests } from "./errors";

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";
export const MAIL_LIMIT_MESSAGE = "Too many e-mails were asked for. Please try again in an hour.";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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
  function recent(key: string, now: number) {
    const times = (hits.get(key) ?? []).filter((t) => t > now - opts.windowMs);
    hits.set(key, times);
    return times;
  }

  return {
    /** Whether one more hit would be allowed, without counting it. */
    allows(key: string): boolean {
      const now = opts.clock.now().getTime();
      sweep(now);
      return recent(key, now).length < opts.max;
    },
    /** Records a hit; false when the key is over its limit (the refused hit is not counted). */
    hit(key: string): boolean {
      const now = opts.clock.now().getTime();
      sweep(now);
      const times = recent(key, now);
      if (times.length >= opts.max) return false;
      times.push(now);
      return true;
    },
  };
}
type Limiter = ReturnType<typeof createRateLimiter>;

/** Counts a hit on every (limiter, key) pair only when all of them allow it. */
function hitAll(pairs: Array<[Limiter, string]>): boolean {
  if (!pairs.every(([limiter, key]) => limiter.allows(key))) return false;
  pairs.forEach(([limiter, key]) => limiter.hit(key));
  return true;
}

/** `/Auth//signin/` and `/auth/signin` are one route to Express, so they are one bucket here. */
export function normalizedPath(path: string): string {
  return path.toLowerCase().replace(/\/{2,}/g, "/").replace(/(.)\/+$/, "$1");
}

const bodyEmail = (req: Request) => {
  const body: unknown = req.body;
  return body && typeof body === "object" && "email" in body && typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
};

export type MailKind = "signup" | "reset" | "invite";

/**
 * The accounts API's limits (ADR 019), all derived from AUTH_RATE_LIMIT_MAX (`max`, default 10):
 * - attempts: `max` posts a minute per client, route and e-mail (one client hammering one account), and 3×`max` per
 *   client and route whatever the e-mail (one client spraying many accounts);
 * - mails: 2×`max` mails an hour asked for by one client, and `max`/2 (at least 1) an hour to one address, per kind.
 * The client is `clientAddress(req)`: X-Forwarded-For counts only from TRUST_PROXY's proxies.
 * In memory, per process: a restart forgets them (the invitation caps, counted in the database, do not).
 */
export function authRateLimits(deps: Pick<ApiDeps, "clock" | "config">) {
  const { clock, config } = deps;
  const { max } = config.authRateLimit;
  const perAccount = createRateLimiter({ max, windowMs: config.authRateLimit.windowMs, clock });
  const perClient = createRateLimiter({ max: max * 3, windowMs: config.authRateLimit.windowMs, clock });
  const mailsPerClient = createRateLimiter({ max: max * 2, windowMs: HOUR, clock });
  const mailsPerAddress = createRateLimiter({ max: Math.max(1, Math.floor(max / 2)), windowMs: HOUR, clock });
  const client = (req: Request) => clientAddress(req, config.clientAddressSecret);

  /** Mount after the JSON body parser, on every auth post. */
  const attempts: RequestHandler = (req, _res, next) => {
    const route = normalizedPath(req.path);
    const who = client(req);
    if (!hitAll([[perAccount, `${who}|${route}|${bodyEmail(req)}`], [perClient, `${who}|${route}`]])) return next(tooManyRequests(RATE_LIMIT_MESSAGE));
    next();
  };

  /** On a route that sends `kind` mail to the body's `email`. */
  const mails =
    (kind: MailKind): RequestHandler =>
    (req, _res, next) => {
      const address = bodyEmail(req);
      const pairs: Array<[Limiter, string]> = [[mailsPerClient, client(req)]];
      if (address) pairs.push([mailsPerAddress, `${kind}|${address}`]);
      if (!hitAll(pairs)) return next(tooManyRequests(MAIL_LIMIT_MESSAGE));
      next();
    };

  return { attempts, mails };
}
export type AuthRateLimits = ReturnType<typeof authRateLimits>;

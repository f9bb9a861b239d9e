import type { Request, RequestHandler } from "express";
import type { Db } from "../db/client";
import type { ApiDeps, Clock } from "../deps";
import { hitSharedLimits, sharedLimitsAllow } from "../modules/rate-limits/store";
import { clientAddress } from "./client-address";
import { HttpError, tooManyRequests } from "./errors";

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";
export const MAIL_LIMIT_MESSAGE = "Too many e-mails were asked for. Please try again in an hour.";
export const CODE_ATTEMPTS_MESSAGE = "Too many discount codes were tried. Please try again in an hour.";

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
    for (const [key, times] of hits) if (times.length === 0 || times[times.length - 1]! <= now - opts.windowMs) hits.delete(key);
  }
  function recent(key: string, now: number) {
    let times = hits.get(key);
    if (!times) hits.set(key, (times = []));
    // Hits are pushed in time order, so the expired ones are a prefix: a busy key (the events limit allows 1,200 a
    // minute) costs what left the window, not a copy of the whole window per hit.
    let expired = 0;
    while (expired < times.length && times[expired]! <= now - opts.windowMs) expired++;
    if (expired > 0) times.splice(0, expired);
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
/** One of the auth limits: `max` hits per `windowMs`, per key. */
export interface RateLimit {
  name: string;
  max: number;
  windowMs: number;
}

/** Where the limits count: in this process, or in the database every process shares. */
export interface RateLimitStore {
  /** Counts a hit on every (limit, key) pair only when all of them allow it; false (and nothing counted) otherwise. */
  hitAll(hits: ReadonlyArray<{ limit: RateLimit; key: string }>): Promise<boolean>;
  /** Whether every (limit, key) pair would allow one more hit, counting nothing. */
  allowsAll(hits: ReadonlyArray<{ limit: RateLimit; key: string }>): Promise<boolean>;
}

/** In this process (PGlite's one process, or one server alone): a sliding window per limit. */
export function memoryRateLimitStore(clock: Clock): RateLimitStore {
  const limiters = new Map<string, ReturnType<typeof createRateLimiter>>();
  const limiterOf = (limit: RateLimit) => {
    let limiter = limiters.get(limit.name);
    if (!limiter) limiters.set(limit.name, (limiter = createRateLimiter({ max: limit.max, windowMs: limit.windowMs, clock })));
    return limiter;
  };
  return {
    async hitAll(hits) {
      if (!hits.every(({ limit, key }) => limiterOf(limit).allows(key))) return false;
      hits.forEach(({ limit, key }) => limiterOf(limit).hit(key));
      return true;
    },
    async allowsAll(hits) {
      return hits.every(({ limit, key }) => limiterOf(limit).allows(key));
    },
  };
}

/**
 * In the database, for several processes or nodes on one PostgreSQL: each process keeping its own count would give a
 * client N times the budget, one per process its requests land on (docs/decisions/028-several-processes.md).
 */
export function databaseRateLimitStore(db: Db, clock: Clock): RateLimitStore {
  return {
    hitAll: (hits) =>
      hitSharedLimits(
        db,
        hits.map(({ limit, key }) => ({ key: `${limit.name}|${key}`, max: limit.max, windowMs: limit.windowMs })),
        clock.now(),
      ),
    allowsAll: (hits) =>
      sharedLimitsAllow(
        db,
        hits.map(({ limit, key }) => ({ key: `${limit.name}|${key}`, max: limit.max, windowMs: limit.windowMs })),
        clock.now(),
      ),
  };
}

/** `/Auth//signin/` and `/auth/signin` are one route to Express, so they are one bucket here. */
export function normalizedPath(path: string): string {
  return path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/+$/, "$1");
}

const bodyEmail = (req: Request) => {
  const body: unknown = req.body;
  return body && typeof body === "object" && "email" in body && typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
};

export type MailKind = "signup" | "reset" | "invite" | "email-change";

/**
 * The accounts API's limits (ADR 019), all derived from AUTH_RATE_LIMIT_MAX (`max`, default 10):
 * - attempts: `max` posts a minute per client, route and e-mail (one client hammering one account), and 3×`max` per
 *   client and route whatever the e-mail (one client spraying many accounts);
 * - mails: 2×`max` mails an hour asked for by one client, and `max`/2 (at least 1) an hour to one address, per kind.
 * The client is `clientAddress(req)`: X-Forwarded-For counts only from TRUST_PROXY's proxies.
 * With one process they are kept in memory (a restart forgets them); with a shared PostgreSQL, in the database, so
 * they hold across every process and node (the invitation caps are counted in the database either way).
 */
export function authRateLimits(deps: Pick<ApiDeps, "clock" | "config" | "db" | "instance">) {
  const { clock, config } = deps;
  const { max, windowMs } = config.authRateLimit;
  const limits = {
    perAccount: { name: "attempts-account", max, windowMs },
    perClient: { name: "attempts-client", max: max * 3, windowMs },
    mailsPerClient: { name: "mails-client", max: max * 2, windowMs: HOUR },
    mailsPerAddress: { name: "mails-address", max: Math.max(1, Math.floor(max / 2)), windowMs: HOUR },
  } satisfies Record<string, RateLimit>;
  const counts = deps.instance.sharedDatabase ? databaseRateLimitStore(deps.db, clock) : memoryRateLimitStore(clock);
  const client = (req: Request) => clientAddress(req, config.clientAddressSecret);

  /** Mount after the JSON body parser, on every auth post. */
  const attempts: RequestHandler = (req, _res, next) => {
    const route = normalizedPath(req.path);
    const who = client(req);
    counts
      .hitAll([
        { limit: limits.perAccount, key: `${who}|${route}|${bodyEmail(req)}` },
        { limit: limits.perClient, key: `${who}|${route}` },
      ])
      .then((allowed) => next(allowed ? undefined : tooManyRequests(RATE_LIMIT_MESSAGE)), next);
  };

  /** On a route that sends `kind` mail to the body's `email`. */
  const mails =
    (kind: MailKind): RequestHandler =>
    (req, _res, next) => {
      const address = bodyEmail(req);
      const hits = [{ limit: limits.mailsPerClient, key: client(req) }];
      if (address) hits.push({ limit: limits.mailsPerAddress, key: `${kind}|${address}` });
      counts.hitAll(hits).then((allowed) => next(allowed ? undefined : tooManyRequests(MAIL_LIMIT_MESSAGE)), next);
    };

  return { attempts, mails };
}
export type AuthRateLimits = ReturnType<typeof authRateLimits>;

/**
 * The storefront's public calls (ADR 037), per client (`clientAddress`: X-Forwarded-For only from TRUST_PROXY's
 * proxies, so a storefront server in front of the API forwards its buyers' addresses through a trusted proxy):
 * `max` checkout calls a minute (reads included) and 10×`max` events. Counted as the auth limits are: in memory with one
 * process, in the database with a shared PostgreSQL.
 */
export function storefrontRateLimits(deps: Pick<ApiDeps, "clock" | "config" | "db" | "instance">) {
  const { max, windowMs } = deps.config.storefrontRateLimit ?? { max: STOREFRONT_RATE_LIMIT_MAX, windowMs: MINUTE };
  const limits = {
    checkout: { name: "storefront-checkout", max, windowMs },
    events: { name: "storefront-events", max: max * 10, windowMs },
  } satisfies Record<string, RateLimit>;
  const counts = deps.instance.sharedDatabase ? databaseRateLimitStore(deps.db, deps.clock) : memoryRateLimitStore(deps.clock);
  const failures = { ...DISCOUNT_CODE_FAILURES, ...deps.config.discountCodeFailures };
  const codeLimits = {
    perCheckout: { name: "code-failures-checkout", max: failures.perCheckout, windowMs: failures.windowMs },
    perClient: { name: "code-failures-client", max: failures.perClient, windowMs: failures.windowMs },
  } satisfies Record<string, RateLimit>;
  const codeHits = (attempt: CodeAttempt) => [
    { limit: codeLimits.perCheckout, key: attempt.checkoutId },
    // Per store: a buyer who mistypes codes in one shop is not held back in another behind the same address.
    { limit: codeLimits.perClient, key: `${attempt.storeId}|${clientAddress(attempt.req, deps.config.clientAddressSecret)}` },
  ];
  /**
   * Failed discount codes (ADR 041): `perCheckout` refusals per checkout and `perClient` per client and store, per
   * window. Checked before a code is looked up, so once either is spent every code is refused alike (a valid one too:
   * the answer tells nothing), and counted only when a code is refused for what it is (unknown, expired, used up).
   */
  const codeAttempts = {
    async check(attempt: CodeAttempt): Promise<void> {
      if (!(await counts.allowsAll(codeHits(attempt)))) throw new HttpError(429, CODE_ATTEMPTS_MESSAGE, { errors: { code: [CODE_ATTEMPTS_MESSAGE] } });
    },
    async failed(attempt: CodeAttempt): Promise<void> {
      await counts.hitAll(codeHits(attempt));
    },
  };
  const guard =
    (limit: RateLimit): RequestHandler =>
    (req, _res, next) => {
      counts
        .hitAll([{ limit, key: clientAddress(req, deps.config.clientAddressSecret) }])
        .then((allowed) => next(allowed ? undefined : tooManyRequests(RATE_LIMIT_MESSAGE)), next);
    };
  return { checkout: guard(limits.checkout), events: guard(limits.events), codeAttempts };
}
/** A discount code tried on a checkout, by a client. */
export interface CodeAttempt {
  req: Request;
  storeId: string;
  checkoutId: string;
}
/** Failed discount codes allowed per checkout, and per client and store, in a window, when the config names none. */
export const DISCOUNT_CODE_FAILURES = { perCheckout: 10, perClient: 50, windowMs: HOUR };
/** Checkout calls a minute per client when the config names none (STOREFRONT_RATE_LIMIT_MAX). */
export const STOREFRONT_RATE_LIMIT_MAX = 120;

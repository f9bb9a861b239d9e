// The API the demo's history is made through (ADR 042): the real router (createApi) on the real database, on a
// loopback port of its own for the seeding's duration, whose clock reads the time each request names. Every order,
// checkout, event and action is written by the API's own code at a past time; nothing is written to tables directly
// and nothing is back-dated afterwards.
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { createApi } from "../app";
import type { Db } from "../db/client";
import { singleProcessInstance } from "../db/instance";
import { createLocalStorage, type MediaStorage } from "../storage";
import { DEMO_OPERATOR_EMAIL } from "./demo-accounts";

/** The header a seeding call names its time in (ISO 8601). Only the seeding instance reads it. */
export const SEED_TIME_HEADER = "x-seed-time";

export interface SeedAnswer {
  status: number;
  body: unknown;
}

export interface SeedingApi {
  /** One call of the API at the time given (now when none). */
  call(method: string, path: string, opts?: { at?: Date; body?: unknown; headers?: Record<string, string> }): Promise<SeedAnswer>;
  /** `http://127.0.0.1:<port>`: what the API's root-relative links (a local upload link) resolve against. */
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts the seeding instance. Its rate limits are out of the way, mail goes nowhere (ninety days of confirmations are
 * not the demo's outbox), and it never resumes background jobs: those are the server's. `storage` is where uploads go:
 * the server's own when the seeding uploads files the demo shows afterwards (demo-images.ts); else a scratch directory.
 */
export async function startSeedingApi(db: Db, opts: { storage?: MediaStorage } = {}): Promise<SeedingApi> {
  const requestTime = new AsyncLocalStorage<Date>();
  const scratch = path.join(os.tmpdir(), `backroom-seed-${process.pid}`);
  const app = express();
  // The body is read here, before the time is set: body-parser finishes in the socket's context, which would lose it.
  // The API's own parser then finds it read.
  app.use(express.json({ limit: "1mb" }));
  app.use((req, _res, next) => {
    const at = req.get(SEED_TIME_HEADER);
    if (!at) return next();
    requestTime.run(new Date(at), next);
  });
  app.use(
    "/api",
    createApi({
      db,
      instance: singleProcessInstance(),
      mailer: { send: async () => {} },
      clock: { now: () => requestTime.getStore() ?? new Date() },
      log: () => {},
      storage: opts.storage ?? createLocalStorage({ dir: scratch, baseUrl: "/api/media", secret: "demo-seed" }),
      tmpDir: scratch,
      resumeJobsAfter: new Promise<never>(() => {}),
      config: {
        publicUrl: "http://127.0.0.1",
        operatorEmailDomain: "backroom.dev",
        operatorEmails: [DEMO_OPERATOR_EMAIL],
        authRateLimit: { max: 1_000_000, windowMs: 60_000 },
        storefrontRateLimit: { max: 1_000_000_000, windowMs: 60_000 },
      },
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  // The server's default 5 s closes a kept-alive socket the seeding left idle between its phases, and on a busy
  // process the agent can hand that socket to the next call before it has read the close: "read ECONNRESET", and the
  // history stopped half-way (seen on two busy cores). Idle sockets stay open until close() instead.
  server.keepAliveTimeout = 0;
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  // node:http with keep-alive: the seeding shares this process's CPU with the API it calls.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

  const call: SeedingApi["call"] = (method, pathname, opts = {}) => send(method, pathname, opts, true);
  const send = (method: string, pathname: string, opts: Parameters<SeedingApi["call"]>[2] = {}, retry: boolean): Promise<SeedAnswer> =>
    new Promise((resolve, reject) => {
      const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      const headers: Record<string, string | number> = { ...opts.headers };
      if (payload !== undefined) {
        headers["content-type"] = "application/json";
        headers["content-length"] = Buffer.byteLength(payload);
      }
      if (opts.at) headers[SEED_TIME_HEADER] = opts.at.toISOString();
      const req = http.request({ agent, host: "127.0.0.1", port, path: `/api${pathname}`, method, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // Not JSON: kept as text for the log.
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      });
      // A kept-alive socket closed under the request never reached the API: sent again once on a new one (Node's advice).
      req.on("error", (error: NodeJS.ErrnoException) =>
        retry && req.reusedSocket && error.code === "ECONNRESET" ? resolve(send(method, pathname, opts, false)) : reject(error),
      );
      req.end(payload);
    });

  return {
    call,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The answer's body, typed as the caller expects it (the contracts in domain/contracts say what it is); an answer of
 * 300 or more stops the seeding step with `what` and what the API said. `who` names the step in the message.
 */
export function expectOk<T = unknown>(answer: SeedAnswer, who: string, what: string): T {
  if (answer.status >= 300) throw new Error(`${who}: ${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body as T;
}

/** `items` through `fn`, at most `concurrency` at a time. */
export async function pool<T>(items: readonly T[], concurrency: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

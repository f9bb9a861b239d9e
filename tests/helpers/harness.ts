// A real API on a real in-memory PGlite, listening on an ephemeral port. One per test file.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express, { type Router } from "express";
import { createApi } from "../../api/app";
import type { CacheDeps } from "../../api/cache";
import { openDatabase, type Database, type Db } from "../../api/db/client";
import { singleProcessInstance, type ServerInstance } from "../../api/db/instance";
import type { ApiConfig, ApiDeps, Mail, Mailer } from "../../api/deps";
import type { ErrorBody } from "../../api/http/errors";
import { hashPassword } from "../../api/http/password";
import { startReportsWorker, type ReportsWorker } from "../../api/modules/reports/worker";
import { addStoreMember, createStoreWithOwner, createUser, issueTokenPair } from "../../api/modules/accounts/store";
import type { SmsSender } from "../../api/sms";
import { createLocalStorage, type MediaStorage } from "../../api/storage";
import { PGLITE_TEMPLATE_ENV } from "./pglite-template.setup";
import { createScratchDatabase } from "./scratch-database";
import { fillPath, type EndpointSpec, type ParamsOf, type ResponseOf } from "../../domain/contracts/endpoint";

export interface Harness {
  /** The API's base, `http://127.0.0.1:<port>/api`. */
  url: string;
  /** The API's router as mounted at /api (tests/api/contracts.test.ts walks its routes). */
  api: Router;
  /** `http://127.0.0.1:<port>`: what root-relative media links (`/api/media/…`, as server.ts makes them) resolve against. */
  origin: string;
  database: Database;
  /**
   * The API's process as owner of its background work: "the only server", on PGlite and PostgreSQL alike (a test that
   * simulates a restart makes another `singleProcessInstance()`, which takes this one's work for orphaned).
   */
  instance: ServerInstance;
  mails: Mail[];
  /** Every entry the API logged (a test reads that no secret reached the log, ADR 057). */
  logs: Record<string, unknown>[];
  /** The key the API seals secrets with: random per harness. */
  secretsKey: Buffer;
  /** Local-disk media storage of this harness: a temp directory, removed on close. */
  mediaDir: string;
  /** The API's own directory for files in progress (import uploads): a temp directory of this harness, removed on close. */
  tmpDir: string;
  clock: { now(): Date; advance(ms: number): void };
  /** The API's report worker (ADR 045): `drain()` brings the rollups up to date. */
  reports: ReportsWorker;
  /** A verified user, optionally owning a new store; returns its tokens. */
  owner(email?: string): Promise<{ userId: string; storeId: string; token: string; refreshToken: string; headers: Record<string, string> }>;
  /** A staff member of `storeId` with the given scopes. */
  staff(storeId: string, scopes: string[], email?: string): Promise<{ userId: string; token: string; headers: Record<string, string> }>;
  call(method: string, path: string, opts?: { headers?: Record<string, string>; body?: unknown }): Promise<{ status: number; body: any }>;
  /**
   * One call of a declared endpoint: `body` is typed as the contract's answer (the API checks it against the contract
   * in tests), `error` is the same JSON read as an error answer. The request body stays loose so tests can send bad input.
   */
  request<E extends EndpointSpec>(
    endpoint: E,
    opts?: RequestOptions<E>,
  ): Promise<{ status: number; body: ResponseOf<E>; error: ErrorAnswer; headers: Headers }>;
  close(): Promise<void>;
}

type RequestOptions<E extends EndpointSpec> = {
  query?: Record<string, string | number | boolean | undefined | readonly (string | number)[]>;
  body?: unknown;
  headers?: Record<string, string>;
} & (E["params"] extends object ? { params: { [K in keyof ParamsOf<E>]: string } } : { params?: undefined });

/** An error answer (api/http/errors.ts), with the extras some carry (`current` on a 409). */
export interface ErrorAnswer {
  statusCode: number;
  message: ErrorBody["message"];
  error: string;
  /** Absent on answers without field messages: a test reading it expects them. */
  errors: Record<string, string[]>;
  current?: any;
  [extra: string]: any;
}

let counter = 0;

/**
 * In-memory PGlite by default. With TEST_DATABASE_URL, a fresh PostgreSQL database per harness
 * (test files run in parallel and each migrates its own), dropped on close.
 */
async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: "memory://", template: await pgliteTemplate() });
  const scratch = await createScratchDatabase(serverUrl, "backroom_test");
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
let template: Promise<Blob> | undefined;
/** The run's migrated database (tests/helpers/pglite-template.setup.ts); none outside vitest (a bench): migrate. */
function pgliteTemplate(): Promise<Blob> | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return undefined;
  template ??= fs.readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}

const withRecording = (mails: Mail[], mailer?: Mailer): Mailer => ({
  async send(mail) {
    mails.push(mail);
    return mailer?.send(mail);
  },
});

/** The secret the harness's API checks signed browser addresses with: `clientAddressHeaders(it, ip)` acts as the admin. */
export const HARNESS_CLIENT_ADDRESS_SECRET = "harness-client-address-secret";

const PASSWORD_HASH = hashPassword("correct horse battery");

export async function startHarness(
  opts: {
    operatorEmails?: string[];
    rateLimitMax?: number;
    /** Storefront checkout calls a minute per client (events 10×); unset: high enough that no test meets it by accident. */
    storefrontRateLimitMax?: number;
    storage?: MediaStorage;
    cache?: CacheDeps;
    importImages?: ApiConfig["importImages"];
    /** IMPORT_MAX_BYTES; unset: the default. */
    importMaxBytes?: number;
    /** A real mailer (api/mailer.ts) on this harness's database; every mail still lands in `mails` too. */
    mailer?: (db: Db) => Mailer;
    /** The API's SMS sender (api/sms createSmsSender on this harness's database); unset: the API's default. */
    sms?: (db: Db) => SmsSender;
    /** Recovery SMS a store sends in 24 hours (RECOVERY_SMS_PER_DAY); unset: the default. */
    recoverySmsPerDay?: number;
    /** Refused discount codes per checkout and per client before 429; unset: the API's defaults (10 and 50 an hour). */
    discountCodeFailures?: ApiConfig["discountCodeFailures"];
    /** The storefront's payment providers (createApi's `payments`); unset: the manual provider alone. */
    payments?: ApiDeps["payments"];
    /** The billing provider (createApi's `billing`); unset: the local fake. */
    billing?: ApiDeps["billing"];
    /** Domains (ADR 067): the resolver the DNS checks ask and the checks a minute; unset: the API's defaults. */
    domains?: ApiConfig["domains"];
    /** The API's log; unset: dropped. */
    log?: ApiDeps["log"];
  } = {},
): Promise<Harness> {
  const database = await openTestDatabase();
  const mails: Mail[] = [];
  const logs: Record<string, unknown>[] = [];
  const secretsKey = crypto.randomBytes(32);
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };
  const app = express();
  // As server.ts by default (TRUST_PROXY unset): X-Forwarded-For is nobody's word; the admin signs the browser's address.
  app.set("trust proxy", false);
  const server = app.listen(0, "127.0.0.1");
  // Node's 5 s keep-alive timeout closes a socket a test left idle (a long setup writing to the database directly) just
  // as fetch reuses it: "read ECONNRESET" (seen in the report agreement test on a loaded machine). Idle sockets stay
  // open until close(), which ends them (as the demo's seeding API does).
  server.keepAliveTimeout = 0;
  await new Promise((r) => server.once("listening", r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${origin}/api`;
  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "backroom-media-"));
  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), "backroom-tmp-"));
  const instance = singleProcessInstance();
  const reports = startReportsWorker({ db: database.db, log: () => {} });
  const api = createApi({
    reports,
    db: database.db,
    instance,
    mailer: withRecording(mails, opts.mailer?.(database.db)),
    sms: opts.sms?.(database.db),
    payments: opts.payments,
    billing: opts.billing,
    clock,
    log: (entry) => {
      logs.push(entry);
      opts.log?.(entry);
    },
    // Root-relative links, as server.ts makes them (ADR 015).
    storage: opts.storage ?? createLocalStorage({ dir: mediaDir, baseUrl: "/api/media", secret: "harness-media-secret" }),
    cache: opts.cache,
    tmpDir,
    config: {
      publicUrl: "http://admin.test",
      operatorEmailDomain: "backroom.dev",
      operatorEmails: opts.operatorEmails ?? ["ops@example.com"],
      authRateLimit: { max: opts.rateLimitMax ?? 1000, windowMs: 60_000 },
      storefrontRateLimit: { max: opts.storefrontRateLimitMax ?? 100_000, windowMs: 60_000 },
      discountCodeFailures: opts.discountCodeFailures,
      importImages: opts.importImages,
      importMaxBytes: opts.importMaxBytes,
      recoverySmsPerDay: opts.recoverySmsPerDay,
      clientAddressSecret: HARNESS_CLIENT_ADDRESS_SECRET,
      secretsKey,
      domains: opts.domains,
    },
  });
  app.use("/api", api);

  const headersFor = (token: string, storeId?: string) => ({
    authorization: `Bearer ${token}`,
    "access-token": token,
    ...(storeId ? { "store-id": storeId } : {}),
  });
  const uniqueEmail = (p: string) => `${p}${++counter}-${Math.random().toString(36).slice(2, 8)}@shop.test`;

  return {
    url,
    api,
    origin,
    database,
    instance,
    mails,
    logs,
    secretsKey,
    mediaDir,
    tmpDir,
    clock,
    reports,
    async owner(email = uniqueEmail("owner")) {
      const user = await createUser(database.db, { email, passwordHash: await PASSWORD_HASH, verified: true });
      const store = await createStoreWithOwner(database.db, { name: `Store of ${email}`, domain: `${user.id.slice(0, 8)}.shop.test`, ownerId: user.id });
      const t = await issueTokenPair(database.db, user.id, clock.now());
      return { userId: user.id, storeId: store.id, token: t.token, refreshToken: t.refreshToken, headers: headersFor(t.token, store.id) };
    },
    async staff(storeId, scopes, email = uniqueEmail("staff")) {
      const user = await createUser(database.db, { email, passwordHash: await PASSWORD_HASH, verified: true });
      await addStoreMember(database.db, { storeId, userId: user.id, role: "staff", scopes });
      const t = await issueTokenPair(database.db, user.id, clock.now());
      return { userId: user.id, token: t.token, headers: headersFor(t.token, storeId) };
    },
    async call(method, path, o = {}) {
      const res = await fetch(url + path, {
        method,
        headers: { ...(o.body !== undefined ? { "content-type": "application/json" } : {}), ...o.headers },
        body: o.body !== undefined ? JSON.stringify(o.body) : undefined,
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body };
    },
    async request(endpoint, o = {} as never) {
      const target = new URL(url + fillPath(endpoint.path, o.params));
      for (const [key, value] of Object.entries(o.query ?? {})) {
        if (value === undefined) continue;
        if (Array.isArray(value)) value.forEach((v) => target.searchParams.append(key, String(v)));
        else target.searchParams.set(key, String(value));
      }
      const res = await fetch(target, {
        method: endpoint.method,
        headers: { ...(o.body !== undefined ? { "content-type": "application/json" } : {}), ...o.headers },
        body: o.body !== undefined ? JSON.stringify(o.body) : undefined,
      });
      const text = await res.text();
      const body = endpoint.response || !res.ok ? (text ? JSON.parse(text) : null) : text;
      return { status: res.status, body, error: body, headers: res.headers };
    },
    async close() {
      await reports.stop();
      await new Promise((r) => server.close(r));
      await database.close();
      await fs.rm(mediaDir, { recursive: true, force: true });
      await fs.rm(tmpDir, { recursive: true, force: true });
    },
  };
}

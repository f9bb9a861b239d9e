// The composition root: config → database → API router at /api → Remix handler. With WEB_CONCURRENCY=N and
// PostgreSQL, a primary runs the migrations (and the demo seeding) once, then N workers each run startServer().
import cluster from "node:cluster";
import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { createApi } from "./api/app";
import { startReportsWorker } from "./api/modules/reports/worker";
import { startRecoverySweep } from "./api/modules/abandoned/recovery";
import { startCsvHousekeeping } from "./api/modules/exports/housekeeping";
import { startMediaHousekeeping } from "./api/modules/media/housekeeping";
import { createCache } from "./api/cache";
import { databaseCacheVersions } from "./api/cache/database-versions";
import { DatabaseLockedError, openDatabase, type Database } from "./api/db/client";
import { startHousekeeping } from "./api/db/housekeeping";
import { postgresInstance, singleProcessInstance } from "./api/db/instance";
import { createMailer, deliversNoMail, NO_SMTP_WARNING } from "./api/mailer";
import { createSmsSender } from "./api/sms";
import { createStorage, mediaOrigins } from "./api/storage";
import { createStorefrontContent, createStorefrontFilterSql } from "./api/modules/storefront/content";
import { storefrontRouter } from "./api/modules/storefront/router";
import { loadConfig } from "./config";
import { severalProcessesRefusal, superviseWorkers } from "./server/cluster";
import { sameOriginForms } from "./server/csrf";
import { demoStartRefusal, startDemo } from "./server/demo";
import { forwardedHeaders } from "./server/forwarded-headers";
import { hostAllowList } from "./server/host-allow-list";
import { limitPageBodies } from "./server/body-limits";
import { noStorePages } from "./server/no-store";
import { requestActivity } from "./server/request-activity";
import { immutableAssets } from "./server/static-assets";

// A worker's lines carry its pid: the workers of a WEB_CONCURRENCY start write to one stdout.
const pid = cluster.isWorker ? { pid: process.pid } : {};
const log = (entry: Record<string, unknown>) => process.stdout.write(JSON.stringify({ time: new Date().toISOString(), ...entry, ...pid }) + "\n");

const config = loadConfig();
const refusal = (config.demo ? demoStartRefusal(config) : null) ?? severalProcessesRefusal(config);
if (refusal) {
  console.error(`\n${refusal}\n`);
  process.exit(1);
}
if (config.webConcurrency > 1 && cluster.isPrimary) await startPrimary();
else await startServer();

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL): the migrations and the demo seeding run once, here, before any worker starts;
 * then the workers (server/cluster.ts). The secrets kept in DATA_DIR were made by loadConfig above, so all share them.
 */
async function startPrimary() {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.demo) await startDemo(database.db, config, serverStorage(), log);
  await database.close();
  // Said once for all the workers (each keeps quiet about it).
  if (deliversNoMail({ smtpUrl: config.smtpUrl, outboxIsMailbox: config.demo })) log({ level: "warn", msg: NO_SMTP_WARNING });
  superviseWorkers({ count: config.webConcurrency, log, listeningEntry: listeningEntry(database.kind) });
}

function listeningEntry(kind: Database["kind"]): Record<string, unknown> {
  return {
    level: "info",
    msg: `Backroom listening on ${config.localUrl}/`,
    database: kind,
    ...(config.publicUrl !== config.localUrl ? { publicUrl: config.publicUrl } : {}),
  };
}

/** Local upload and image links are root-relative (/api/media/…): they work on whichever origin the admin is opened at. */
function serverStorage() {
  return createStorage({ s3: config.s3, dataDir: config.dataDir, apiPath: "/api", signingSecret: config.mediaSigningSecret });
}

/** One server: the whole app in this process (a single start, or one worker of several). */
async function startServer() {
  let database: Database;
  try {
    // A worker's primary has migrated the database already.
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: !cluster.isWorker });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { db } = database;
  // This process as the owner of background work. On PostgreSQL other processes or nodes may share the database, so
  // jobs are claimed, and the rate limits and cache generations live in it (docs/decisions/028-several-processes.md).
  const instance = config.databaseUrl ? await postgresInstance(config.databaseUrl, log) : singleProcessInstance();
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log, outboxIsMailbox: config.demo, warnAtStart: !cluster.isWorker });
  // No SMS provider is built yet (ADR 040): SMS are recorded in the outbox, whole only in a demo start.
  const sms = createSmsSender(db, { provider: null, outboxIsMailbox: config.demo, log });
  const clock = { now: () => new Date() };
  const storage = serverStorage();
  // Files in progress (import uploads) live in this server's own data directory, not in a temp directory every process shares.
  const tmpDir = path.join(config.dataDir, "tmp");

  if (config.demo && !cluster.isWorker) await startDemo(db, config, storage, log);

  // Background work (jobs a restart interrupted, CSV recovery, sweeps) waits until the server listens: a restart answers
  // requests first.
  let onListening = () => {};
  const listening = new Promise<void>((resolve) => (onListening = resolve));

  // The report rollups (ADR 045): every process runs the loop; an advisory lock lets one work at a time.
  const reports = startReportsWorker({ db, log, resumeJobsAfter: listening });

  // VACUUM and ANALYZE of the tables that churn, one at a time while no request comes (ADR 086): on by default with
  // PGlite, which has no autovacuum; with PostgreSQL only when DB_HOUSEKEEPING=on.
  const activity = requestActivity();
  const housekeeping = config.dbHousekeeping ? startHousekeeping({ db, log, quietMs: activity.quietMs, flushStats: database.kind === "pglite" }) : null;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // Before everything that may reach the database: storefronts, pages, the API.
  app.use(activity.middleware);
  // Forwarded Host/Proto count only from TRUST_PROXY; then only ALLOWED_HOSTS are answered (ADR 015).
  app.use(forwardedHeaders(config.trustProxy));
  // Storefronts (ADR 068): a Host that names a store is answered by its theme; every other host goes on to the admin.
  const storefront = storefrontRouter({
    db,
    content: createStorefrontContent(db),
    filterSql: createStorefrontFilterSql(db),
    storage,
    clock,
    log,
    secret: config.secretsKey,
    checkoutApiUrl: config.apiBaseUrl,
    adminOrigin: config.publicUrl,
    adminHosts: config.allowedHosts,
    https: config.https,
    reports,
  });
  app.use(storefront);
  app.use(hostAllowList(config.allowedHosts, ["/health"]));

  // Every page gets a nonce; Remix's inline scripts carry it (see entry.server.tsx), so the CSP needs no 'unsafe-inline' for scripts.
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"], // Mantine writes style attributes and a <style> for CSS variables
          // Local storage's links are root-relative ('self'); the browser PUTs to and shows from an S3 bucket's origin.
          imgSrc: ["'self'", "data:", "blob:", "https:", ...mediaOrigins(storage)],
          connectSrc: ["'self'", ...mediaOrigins(storage)],
          frameSrc: ["'self'", "https://www.youtube.com", "https://player.vimeo.com"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Not helmet's "no-referrer": under it browsers send `Origin: null` on plain HTML form posts, which the CSRF check
      // below would refuse, and every form must work without JavaScript.
      referrerPolicy: { policy: "same-origin" },
      strictTransportSecurity: config.https,
    }),
  );
  app.use(compression());

  // JSON request log, one line per request.
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      if (/^\/(build|enhance|styles)\//.test(req.path) || req.path === "/health") return;
      log({ level: "info", method: req.method, path: req.path, status: res.statusCode, ms: Number(process.hrtime.bigint() - start) / 1e6 });
    });
    next();
  });

  app.get("/health", async (_req, res) => {
    try {
      await database.ping();
      res.json({ status: "ok", database: database.kind });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use(
    "/api",
    createApi({
      db,
      instance,
      mailer,
      sms,
      clock,
      log,
      storage,
      tmpDir,
      cache: createCache({
        feedTtlMs: config.feedCacheTtlMs,
        cloudflare: config.cloudflare,
        versions: instance.sharedDatabase ? databaseCacheVersions(db) : undefined,
      }),
      config: {
        publicUrl: config.publicUrl,
        operatorEmailDomain: config.operatorEmailDomain,
        operatorEmails: config.operatorEmails,
        authRateLimit: { max: config.authRateLimitMax, windowMs: 60_000 },
        storefrontRateLimit: { max: config.storefrontRateLimitMax, windowMs: 60_000 },
        abandonedAfterMinutes: config.abandonedAfterMinutes,
        recoverySmsPerDay: config.recoverySmsPerDay,
        clientAddressSecret: config.clientAddressSecret,
        secretsKey: config.secretsKey,
        importMaxBytes: config.importMaxBytes,
        importImages: { allowHosts: config.importImageAllowHosts },
        domains: config.domains,
      },
      resumeJobsAfter: listening,
      reports,
    }),
  );
  // Fingerprinted build files, the content-hashed enhance script and page stylesheets are immutable and sent
  // precompressed (ADR 026, 027); everything else in public/ gets an hour.
  app.use("/build", immutableAssets("public/build"));
  app.use("/enhance", immutableAssets("public/enhance"));
  app.use("/styles", immutableAssets("public/styles"));
  app.use(express.static("public", { maxAge: "1h" }));
  app.use(noStorePages); // pages and their data: Cache-Control: no-store
  app.use(limitPageBodies({ importMaxBytes: config.importMaxBytes })); // form and upload bodies of the pages: 413 past their cap

  // CSRF: the session cookie is SameSite=Lax, and every non-GET page request must come from our own origin (ADR 002).
  app.use(sameOriginForms(log));

  const build = (await import(path.resolve("build/index.js"))) as ServerBuild;
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: config.production ? "production" : "development",
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce,
        config: {
          apiBaseUrl: config.apiBaseUrl,
          accountsApiUrl: config.accountsApiUrl,
          reportsApiUrl: config.reportsApiUrl,
          sessionSecret: config.sessionSecret,
          secureCookies: config.https,
          sessionIdleMs: config.sessionIdleMs,
          operatorEmailDomain: config.operatorEmailDomain,
          operatorEmails: config.operatorEmails,
          clientIp: req.ip ?? null,
          clientAddressSecret: config.clientAddressSecret,
        },
        appendSetCookie: (cookie: string) => res.append("Set-Cookie", cookie),
        htmlChunkBytes: config.htmlChunkBytes,
      }),
    }),
  );

  const server = app.listen(config.port, config.host, () => {
    // The workers of a WEB_CONCURRENCY start listen on the primary's port; it prints the one line for all of them.
    if (!cluster.isWorker) log(listeningEntry(database.kind));
    onListening();
  });
  // An idle keep-alive connection stays open longer than clients' and proxies' own idle timeouts (load balancers use
  // 60 s): with Node's 5 s default the server could close a socket just as a client reused it, and the client saw
  // ECONNRESET (an e2e API call did, 2026-11-30). close() at shutdown still drops idle connections at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  void listening.then(() => {
    // CSV tasks whose process has gone (a restart, a crash): imports are marked failed, exports run again; export files
    // older than 7 days go.
    void startCsvHousekeeping({ db, instance, clock, log, storage, tmpDir, config: { publicUrl: config.publicUrl } });
    // Uploaded images that no product image or variant names are deleted once a day old, every 6 hours (ADR 009).
    startMediaHousekeeping({ db, instance, clock, log, storage });
    // Abandoned-checkout recovery e-mails and SMS on each store's schedule, every 5 minutes (ADR 040).
    startRecoverySweep({
      db,
      instance,
      clock,
      log,
      mailer,
      sms,
      config: { publicUrl: config.publicUrl, abandonedAfterMinutes: config.abandonedAfterMinutes, recoverySmsPerDay: config.recoverySmsPerDay },
    });
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    log({ level: "info", msg: "shutting down", signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      // The storefront's funnel events still waiting (ADR 073) are written before the worker and the database stop.
      await storefront.events.flush();
      await reports.stop();
      await housekeeping?.stop();
      // The database first: the claim on this process's work is given up only once it can write nothing more.
      await database.close();
      await instance.close();
      process.exit(0);
    });
    server.closeIdleConnections?.();
  }
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

// The composition root: config → database → API router at /api → Remix handler.
import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { createApi } from "./api/app";
import { startCsvHousekeeping } from "./api/modules/exports/housekeeping";
import { startMediaHousekeeping } from "./api/modules/media/housekeeping";
import { createCache } from "./api/cache";
import { DatabaseLockedError, openDatabase, type Database } from "./api/db/client";
import { createMailer } from "./api/mailer";
import { createStorage } from "./api/storage";
import { seedDemoStore } from "./api/seed/demo";
import { loadConfig } from "./config";

const log = (entry: Record<string, unknown>) => process.stdout.write(JSON.stringify({ time: new Date().toISOString(), ...entry }) + "\n");

const config = loadConfig();
let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DatabaseLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
const { db } = database;
const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log });
const clock = { now: () => new Date() };
// Upload links point at the admin's public origin, whose /api is this same server.
const storage = createStorage({ s3: config.s3, dataDir: config.dataDir, apiPublicUrl: `${config.publicUrl}/api`, signingSecret: config.mediaSigningSecret });

if (config.seedDemo) {
  const demo = await seedDemoStore(db);
  if (demo) {
    log({ level: "info", msg: "demo store ready" });
    process.stdout.write(`\nDemo sign-ins (password for all: ${demo.password})\n${demo.accounts.map((a) => `  ${a.role.padEnd(9)} ${a.email}`).join("\n")}\n\n`);
  }
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", "loopback");

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
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        // The browser PUTs images to the storage's presigned URL: this origin, or the S3 endpoint.
        connectSrc: ["'self'", new URL(storage.publicUrl("probe")).origin],
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
    if (req.path.startsWith("/build/") || req.path.startsWith("/enhance/") || req.path === "/health") return;
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
    mailer,
    clock,
    log,
    storage,
    cache: createCache({ feedTtlMs: config.feedCacheTtlMs, cloudflare: config.cloudflare }),
    config: {
      publicUrl: config.publicUrl,
      operatorEmailDomain: config.operatorEmailDomain,
      operatorEmails: config.operatorEmails,
      authRateLimit: { max: Number(process.env.AUTH_RATE_LIMIT_MAX ?? 10), windowMs: 60_000 },
      importMaxBytes: config.importMaxBytes,
    },
  }),
);
// CSV tasks a restart caught: imports are marked failed, exports run again; export files older than 7 days go.
await startCsvHousekeeping({ db, clock, log, storage });
// Uploaded images that no product image or variant names are deleted once a day old, every 6 hours (ADR 009).
startMediaHousekeeping({ db, clock, log, storage });

// Fingerprinted build files and the content-hashed enhance script are immutable; everything else in public/ gets an hour.
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
app.use("/enhance", express.static("public/enhance", { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));

// CSRF: the session cookie is SameSite=Lax, and every non-GET page request must come from our own origin.
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const origin = req.get("origin") ?? (req.get("referer") ? new URL(req.get("referer")!).origin : null);
  const own = `${req.protocol}://${req.get("host")}`;
  if (origin === own) return next();
  log({ level: "warn", msg: "csrf refused", path: req.path, origin });
  res.status(403).type("text/plain").send("Forbidden: this form was not sent from Backroom.");
});

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
        operatorEmailDomain: config.operatorEmailDomain,
        operatorEmails: config.operatorEmails,
        clientIp: req.ip ?? null,
      },
      appendSetCookie: (cookie: string) => res.append("Set-Cookie", cookie),
    }),
  }),
);

const server = app.listen(config.port, config.host, () => {
  log({ level: "info", msg: `Backroom listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}/`, database: database.kind });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log({ level: "info", msg: "shutting down", signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await database.close();
    process.exit(0);
  });
  server.closeIdleConnections?.();
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

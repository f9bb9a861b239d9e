// `npm run start:reports`: the report API alone (SPEC §7 Reports, ADR 045) and the report worker, as a process of its
// own against the main server's PostgreSQL. Point the admin at it with REPORTS_API_URL=http://host:port/api. PGlite is
// one process per data directory (ADR 005), so this start needs DATABASE_URL; the default stays the report API inside
// the main server.
import express from "express";
import { DatabaseLockedError, openDatabase } from "./api/db/client";
import { postgresInstance } from "./api/db/instance";
import { errorHandler, notFoundHandler } from "./api/http/errors";
import { localizeAnswers } from "./api/http/language";
import { reportsRoutes } from "./api/modules/reports/routes";
import { startReportsWorker } from "./api/modules/reports/worker";
import { createLocalStorage } from "./api/storage";
import { loadConfig } from "./config";

const log = (entry: Record<string, unknown>) => process.stdout.write(JSON.stringify({ time: new Date().toISOString(), ...entry, role: "reports" }) + "\n");
const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    `\nnpm run start:reports needs PostgreSQL (DATABASE_URL): the embedded database (PGlite, in ${config.dataDir}) can be opened by ` +
      "one process only, the main server's, which already serves the report API.\n",
  );
  process.exit(1);
}
let database;
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
const instance = await postgresInstance(config.databaseUrl, log);
const reports = startReportsWorker({ db, log });
const clock = { now: () => new Date() };

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy);
app.get("/health", (_req, res) => void res.json({ status: "ok", role: "reports" }));
const api = express.Router();
api.use(localizeAnswers);
api.use((_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
});
api.use(
  reportsRoutes({
    db,
    instance,
    reports,
    clock,
    log,
    mailer: { send: async () => {} },
    storage: createLocalStorage({ dir: config.dataDir, baseUrl: "/api/media", secret: config.mediaSigningSecret }),
    tmpDir: config.dataDir,
    config: {
      publicUrl: config.publicUrl,
      operatorEmailDomain: config.operatorEmailDomain,
      operatorEmails: config.operatorEmails,
      authRateLimit: { max: config.authRateLimitMax, windowMs: 60_000 },
      abandonedAfterMinutes: config.abandonedAfterMinutes,
      clientAddressSecret: config.clientAddressSecret,
    },
  }),
);
api.use(notFoundHandler);
api.use(errorHandler(log));
app.use("/api", api);

const server = app.listen(config.port, config.host, () =>
  log({ level: "info", msg: `Backroom reports listening on http://${config.host}:${config.port}/api` }),
);

async function shutdown(signal: string) {
  log({ level: "info", msg: "shutting down", signal });
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    await reports.stop();
    await database!.close();
    await instance.close();
    process.exit(0);
  });
  server.closeIdleConnections?.();
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

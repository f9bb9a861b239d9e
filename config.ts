// The one place environment variables are read. Everything else receives a Config.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { IMPORT_MAX_BYTES_DEFAULT } from "./domain/csv-import";

export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** Cookies get the Secure flag and HSTS is sent when the public URL is https. */
  https: boolean;
  dataDir: string;
  databaseUrl: string | null;
  sessionSecret: string;
  /** Signs local-disk upload links (api/storage/local.ts). */
  mediaSigningSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  operatorEmailDomain: string;
  operatorEmails: string[];
  publicUrl: string;
  apiBaseUrl: string;
  accountsApiUrl: string;
  reportsApiUrl: string;
  seedDemo: boolean;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string } | null;
  /** Largest products CSV import, bytes (IMPORT_MAX_BYTES). */
  importMaxBytes: number;
  /** How long the public feed XML is served from the app's cache (FEED_CACHE_TTL_SECONDS, default 300; 0 = off). */
  feedCacheTtlMs: number;
  /** CLOUDFLARE_ZONE_ID + CLOUDFLARE_API_TOKEN: cache purges also go to Cloudflare (api/cache/cloudflare.ts). */
  cloudflare: { zoneId: string; apiToken: string; apiBase: string } | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? "127.0.0.1";
  const self = `http://127.0.0.1:${port}/api`;
  const production = env.NODE_ENV === "production";
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  return {
    port,
    host,
    production,
    https: publicUrl.startsWith("https:"),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    sessionSecret: env.SESSION_SECRET || persistentSecret(dataDir, ".session-secret"),
    mediaSigningSecret: env.MEDIA_SIGNING_SECRET || persistentSecret(dataDir, ".media-secret"),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? "Backroom <no-reply@backroom.local>",
    operatorEmailDomain: (env.OPERATOR_EMAIL_DOMAIN ?? "backroom.dev").toLowerCase(),
    operatorEmails: (env.OPERATOR_EMAILS ?? "ops@backroom.dev,support@backroom.dev")
      .split(",").map((s) => s.trim().toLowerCase()).filter(Boolean).slice(0, 2),
    publicUrl,
    apiBaseUrl: env.API_BASE_URL ?? self,
    accountsApiUrl: env.ACCOUNTS_API_URL ?? env.API_BASE_URL ?? self,
    reportsApiUrl: env.REPORTS_API_URL ?? env.API_BASE_URL ?? self,
    seedDemo: env.SEED_DEMO !== "0",
    importMaxBytes: positiveInt(env.IMPORT_MAX_BYTES) ?? IMPORT_MAX_BYTES_DEFAULT,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT ?? "",
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
          region: env.S3_REGION ?? "auto",
        }
      : null,
    feedCacheTtlMs: Math.max(0, Number(env.FEED_CACHE_TTL_SECONDS ?? 300) || 0) * 1000,
    cloudflare: env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN
      ? { zoneId: env.CLOUDFLARE_ZONE_ID, apiToken: env.CLOUDFLARE_API_TOKEN, apiBase: env.CLOUDFLARE_API_BASE || "https://api.cloudflare.com/client/v4" }
      : null,
  };
}

/**
 * Without SESSION_SECRET (or MEDIA_SIGNING_SECRET), a random secret is made once and kept beside the data, so a laptop
 * install is safe by default and sessions and upload links survive restarts. Production should set them.
 */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function positiveInt(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
}

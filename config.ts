// The one place environment variables are read. Everything else receives a Config.
import { ABANDONED_AFTER_MINUTES } from "./domain/abandoned";
import { RECOVERY_SMS_PER_DAY } from "./domain/abandoned-limits";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { IMPORT_MAX_BYTES_DEFAULT } from "./domain/csv-import";
import { parseSecretsKey, SECRETS_KEY_MESSAGE } from "./api/secret-box";
import {
  DEFAULT_DNS_TIMEOUT_MS,
  DEFAULT_DOMAIN_CHECKS_PER_MINUTE,
  DEFAULT_STOREFRONT_CNAME_TARGET,
  DEFAULT_STOREFRONT_IPV4,
  type DomainsConfig,
} from "./api/modules/domains/config";

/** `npm start`'s demo history when DEMO_ORDERS is unset: 3,000 orders over 90 days, about 33 a day, as issue 9 asks (ADR 042; DEMO_ORDERS=500 for a quicker first start). */
export const DEMO_ORDERS_DEFAULT = 3000;

export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** Cookies get the Secure flag and HSTS is sent when the public URL is https. */
  https: boolean;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * WEB_CONCURRENCY (default 1): how many server processes share the port. More than one needs PostgreSQL: a PGlite
   * directory takes one process (ADR 005; server/cluster.ts refuses, docs/decisions/028-several-processes.md).
   */
  webConcurrency: number;
  sessionSecret: string;
  /** SESSION_IDLE_MINUTES (default 60): a session unused this long signs out (ADR 020). */
  sessionIdleMs: number;
  /** Signs local-disk upload links (api/storage/local.ts). */
  mediaSigningSecret: string;
  /**
   * Encrypts the sale channels' API keys and tokens at rest (SECRETS_KEY: 32 bytes, hex or base64; api/secret-box.ts,
   * ADR 057). Unset: made once and kept in DATA_DIR/.secrets-key, like the session secret.
   */
  secretsKey: Buffer;
  smtpUrl: string | null;
  mailFrom: string;
  operatorEmailDomain: string;
  operatorEmails: string[];
  /** Where links in e-mails point (PUBLIC_URL). Media and feed links follow each request's own origin instead (ADR 015). */
  publicUrl: string;
  /** The address printed at start and PUBLIC_URL's default: http://localhost:PORT for a loopback or wildcard HOST. */
  localUrl: string;
  /** Host header values (host[:port], lower case) the server answers; others get 421 (ALLOWED_HOSTS, server/host-allow-list.ts). */
  allowedHosts: string[];
  /**
   * Which peers' X-Forwarded-For/-Host/-Proto count (TRUST_PROXY, Express 'trust proxy' values: true, a hop count, or
   * addresses, subnets and names such as "loopback, 10.0.0.0/8"; default false: none).
   */
  trustProxy: boolean | number | string[];
  apiBaseUrl: string;
  accountsApiUrl: string;
  reportsApiUrl: string;
  /**
   * `--demo` on the command line (npm start, a laptop): the demo store and its sign-ins, printed at start, and the outbox
   * as the mailbox when there is no SMTP. Never in a start without the flag, whatever NODE_ENV says (ADR 017).
   */
  demo: boolean;
  /** The demo accounts' password (DEMO_PASSWORD, else random once per data directory in .demo-password); null without --demo. */
  demoPassword: string | null;
  /** Orders in the demo store's 90 days of history, made on its first start (DEMO_ORDERS; 0 for none; ADR 042). */
  demoOrders: number;
  /** Sign-in and other auth posts per minute per client and e-mail (AUTH_RATE_LIMIT_MAX); the other caps derive from it. */
  authRateLimitMax: number;
  /** Storefront checkout calls per minute per client (STOREFRONT_RATE_LIMIT_MAX, default 120); events get 10×. */
  storefrontRateLimitMax: number;
  /** Minutes a checkout stays untouched before it is abandoned (ADR 040); 0 lists every open one (the e2e server). */
  abandonedAfterMinutes: number;
  /** Recovery SMS a store sends in any 24 hours (RECOVERY_SMS_PER_DAY, default 100; 0 sends none; ADR 040). */
  recoverySmsPerDay: number;
  /** Signs the browser address the admin hands the API (domain/client-address.ts); derived from the session secret. */
  clientAddressSecret: string;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string } | null;
  /** Largest products CSV import, bytes (IMPORT_MAX_BYTES). */
  importMaxBytes: number;
  /** IMPORT_IMAGE_ALLOW_HOSTS: `host` or `host:port` an import's images may be fetched from on a private address (ADR 023). */
  importImageAllowHosts: string[];
  /** How long the public feed XML is served from the app's cache (FEED_CACHE_TTL_SECONDS, default 300; 0 = off). */
  feedCacheTtlMs: number;
  /** HTML_CHUNK_BYTES: the admin's HTML is written (and gzipped) in chunks of about this size; 0 = React's 2 KB pieces; null = the app's default. */
  htmlChunkBytes: number | null;
  /**
   * DB_HOUSEKEEPING (`on` / `off`): the server's own VACUUM and ANALYZE of the tables that churn, while it is idle
   * (api/db/housekeeping.ts, ADR 086). Unset: on with PGlite, which has no autovacuum; off with PostgreSQL, whose
   * autovacuum does it.
   */
  dbHousekeeping: boolean;
  /** CLOUDFLARE_ZONE_ID + CLOUDFLARE_API_TOKEN: cache purges also go to Cloudflare (api/cache/cloudflare.ts). */
  cloudflare: { zoneId: string; apiToken: string; apiBase: string } | null;
  /**
   * Domains (ADR 067): STOREFRONT_IPV4 and STOREFRONT_CNAME_TARGET (what connected domains point at), DNS_RESOLVER
   * ("host[:port]", comma-separated; unset: the system's resolvers), DNS_TIMEOUT_MS, DOMAIN_CHECKS_PER_MINUTE.
   */
  domains: DomainsConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? "127.0.0.1";
  const self = `http://127.0.0.1:${port}/api`;
  const production = env.NODE_ENV === "production";
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  const localUrl = `http://${LOCAL_HOSTS.has(host) ? "localhost" : host.includes(":") ? `[${host}]` : host}:${port}`;
  const publicUrl = (env.PUBLIC_URL || localUrl).replace(/\/+$/, "");
  const apiBaseUrl = env.API_BASE_URL ?? self;
  const accountsApiUrl = env.ACCOUNTS_API_URL ?? env.API_BASE_URL ?? self;
  const reportsApiUrl = env.REPORTS_API_URL ?? env.API_BASE_URL ?? self;
  const hostsOf = (list: string[]) => list.map((h) => h.trim().toLowerCase()).filter(Boolean);
  const allowedHosts = new Set([
    ...hostsOf(env.ALLOWED_HOSTS ? env.ALLOWED_HOSTS.split(",") : [new URL(publicUrl).host, `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]),
    // The admin calls the API through these: always answered, or the admin would refuse itself.
    ...hostsOf([apiBaseUrl, accountsApiUrl, reportsApiUrl].map((u) => new URL(u).host)),
  ]);
  const demo = argv.includes("--demo");
  const sessionSecret = env.SESSION_SECRET || persistentSecret(dataDir, ".session-secret");
  return {
    port,
    host,
    production,
    https: publicUrl.startsWith("https:"),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    webConcurrency: positiveInt(env.WEB_CONCURRENCY) ?? 1,
    sessionSecret,
    clientAddressSecret: crypto.createHmac("sha256", sessionSecret).update("backroom client address").digest("base64url"),
    sessionIdleMs: (positiveInt(env.SESSION_IDLE_MINUTES) ?? 60) * 60_000,
    mediaSigningSecret: env.MEDIA_SIGNING_SECRET || persistentSecret(dataDir, ".media-secret"),
    secretsKey: secretsKeyOf(env.SECRETS_KEY || persistentSecret(dataDir, ".secrets-key")),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? "Backroom <no-reply@backroom.local>",
    operatorEmailDomain: (env.OPERATOR_EMAIL_DOMAIN ?? "backroom.dev").toLowerCase(),
    operatorEmails: (env.OPERATOR_EMAILS ?? "ops@backroom.dev,support@backroom.dev")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean)
      .slice(0, 2),
    publicUrl,
    localUrl,
    allowedHosts: [...allowedHosts],
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    apiBaseUrl,
    accountsApiUrl,
    reportsApiUrl,
    demo,
    demoPassword: demo ? env.DEMO_PASSWORD || persistentSecret(dataDir, ".demo-password", 12) : null,
    demoOrders: env.DEMO_ORDERS === "0" ? 0 : (positiveInt(env.DEMO_ORDERS) ?? DEMO_ORDERS_DEFAULT),
    authRateLimitMax: positiveInt(env.AUTH_RATE_LIMIT_MAX) ?? 10,
    storefrontRateLimitMax: positiveInt(env.STOREFRONT_RATE_LIMIT_MAX) ?? 120,
    abandonedAfterMinutes: env.ABANDONED_AFTER_MINUTES === "0" ? 0 : (positiveInt(env.ABANDONED_AFTER_MINUTES) ?? ABANDONED_AFTER_MINUTES),
    recoverySmsPerDay: env.RECOVERY_SMS_PER_DAY === "0" ? 0 : (positiveInt(env.RECOVERY_SMS_PER_DAY) ?? RECOVERY_SMS_PER_DAY),
    importMaxBytes: positiveInt(env.IMPORT_MAX_BYTES) ?? IMPORT_MAX_BYTES_DEFAULT,
    importImageAllowHosts: (env.IMPORT_IMAGE_ALLOW_HOSTS ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT ?? "",
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
          region: env.S3_REGION ?? "auto",
        }
      : null,
    htmlChunkBytes: env.HTML_CHUNK_BYTES === "0" ? 0 : positiveInt(env.HTML_CHUNK_BYTES),
    dbHousekeeping: onOff(env.DB_HOUSEKEEPING) ?? !env.DATABASE_URL,
    feedCacheTtlMs: Math.max(0, Number(env.FEED_CACHE_TTL_SECONDS ?? 300) || 0) * 1000,
    cloudflare:
      env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN
        ? { zoneId: env.CLOUDFLARE_ZONE_ID, apiToken: env.CLOUDFLARE_API_TOKEN, apiBase: env.CLOUDFLARE_API_BASE || "https://api.cloudflare.com/client/v4" }
        : null,
    domains: {
      storefront: {
        ipv4: env.STOREFRONT_IPV4 || DEFAULT_STOREFRONT_IPV4,
        cnameTarget: (env.STOREFRONT_CNAME_TARGET || DEFAULT_STOREFRONT_CNAME_TARGET).toLowerCase(),
      },
      resolver: {
        servers: env.DNS_RESOLVER
          ? env.DNS_RESOLVER.split(",")
              .map((s) => s.trim())
              .filter(Boolean)
          : null,
        timeoutMs: positiveInt(env.DNS_TIMEOUT_MS) ?? DEFAULT_DNS_TIMEOUT_MS,
      },
      checksPerMinute: positiveInt(env.DOMAIN_CHECKS_PER_MINUTE) ?? DEFAULT_DOMAIN_CHECKS_PER_MINUTE,
    },
  };
}

/**
 * Without SESSION_SECRET (or MEDIA_SIGNING_SECRET), a random secret is made once and kept beside the data, so a laptop
 * install is safe by default and sessions and upload links survive restarts. Production should set them.
 */
function persistentSecret(dataDir: string, name: string, bytes = 32): string {
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(bytes).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** A malformed SECRETS_KEY stops the start: secrets sealed under a key taken some other way could never be read again. */
function secretsKeyOf(text: string): Buffer {
  const key = parseSecretsKey(text);
  if (!key) throw new Error(SECRETS_KEY_MESSAGE);
  return key;
}

/** HOST values that mean "this machine": the server is opened at localhost then. */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "0.0.0.0", "::", "::1"]);

/** TRUST_PROXY as Express reads 'trust proxy': true/false, a hop count, or addresses, subnets and names (loopback…). */
function trustProxySetting(value: string | undefined): boolean | number | string[] {
  const v = (value ?? "").trim();
  if (v === "" || v === "false") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function onOff(value: string | undefined): boolean | null {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "on" || v === "true" || v === "1") return true;
  if (v === "off" || v === "false" || v === "0") return false;
  return null;
}

function positiveInt(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
}

// The one place environment variables are read. Everything else receives a Config.
import path from "node:path";

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | null;
  sessionSecret: string;
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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? "127.0.0.1";
  const self = `http://127.0.0.1:${port}/api`;
  const production = env.NODE_ENV === "production";
  const sessionSecret = env.SESSION_SECRET ?? "backroom-dev-secret-change-me";
  if (production && !env.SESSION_SECRET) throw new Error("SESSION_SECRET must be set when NODE_ENV=production");
  return {
    port,
    host,
    production,
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || null,
    sessionSecret,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? "Backroom <no-reply@backroom.local>",
    operatorEmailDomain: (env.OPERATOR_EMAIL_DOMAIN ?? "backroom.dev").toLowerCase(),
    operatorEmails: (env.OPERATOR_EMAILS ?? "ops@backroom.dev,support@backroom.dev")
      .split(",").map((s) => s.trim().toLowerCase()).filter(Boolean).slice(0, 2),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    apiBaseUrl: env.API_BASE_URL ?? self,
    accountsApiUrl: env.ACCOUNTS_API_URL ?? env.API_BASE_URL ?? self,
    reportsApiUrl: env.REPORTS_API_URL ?? env.API_BASE_URL ?? self,
    seedDemo: env.SEED_DEMO !== "0",
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT ?? "",
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
          region: env.S3_REGION ?? "auto",
        }
      : null,
  };
}

import type { CacheDeps } from "./cache";
import type { Db } from "./db/client";
import type { MediaStorage } from "./storage";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
export interface Clock {
  now(): Date;
}
export interface ApiConfig {
  /** Where links in e-mails point: the admin's public origin. */
  publicUrl: string;
  operatorEmailDomain: string;
  operatorEmails: string[];
  /** Rate limit for auth posts, per client and e-mail, per window. */
  authRateLimit: { max: number; windowMs: number };
  /** Largest products CSV import accepted, in bytes (IMPORT_MAX_BYTES; default 32 MB). */
  importMaxBytes?: number;
}
export interface ApiDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: ApiConfig;
  log: (entry: Record<string, unknown>) => void;
  /** Where uploaded images go (SPEC §7 Media): local disk by default, S3-compatible when configured. */
  storage: MediaStorage;
  /** The response cache of public feeds and the provider that purges it (api/cache); none given: no caching, local purges. */
  cache?: CacheDeps;
}

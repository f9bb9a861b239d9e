import type { Db } from "./db/client";

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
}
export interface ApiDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: ApiConfig;
  log: (entry: Record<string, unknown>) => void;
}

import type { CacheDeps } from "./cache";
import type { Db } from "./db/client";
import type { ServerInstance } from "./db/instance";
import type { BillingProvider } from "./modules/billing/provider";
import type { PaymentProvider } from "./modules/checkout/payments";
import type { ReportsWorker } from "./modules/reports/worker";
import type { DomainsConfig } from "./modules/domains/config";
import type { Registrar } from "./modules/domains/registrar";
import type { SmsSender } from "./sms";
import type { MediaStorage } from "./storage";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links that act for the recipient (verify, reset, accept): sent, but never stored where an operator can read them. */
  secretLinks?: string[];
}
/**
 * What became of a message (ADR 004, 040): `sent` by SMTP or the SMS provider; `stored` in the outbox that is the
 * mailbox (a demo start); `undelivered` (nothing sends it: no SMTP_URL, no SMS provider); `failed` (refused, `error` is
 * the server's or provider's message).
 */
export interface SendReceipt {
  status: "sent" | "stored" | "undelivered" | "failed";
  error?: string;
}
export interface Mailer {
  /**
   * Records the mail in the outbox, then sends it. A refused send does not throw (sign-up, invitations, resets and order
   * mails must not fail a user's request because SMTP is down): the receipt says so, for a caller that must know
   * (recovery messages). A mailer that gives no receipt (a test double) is taken at its word.
   */
  send(mail: Mail): Promise<SendReceipt | void>;
}
export interface Clock {
  now(): Date;
}
export interface ApiConfig {
  /** Where links in e-mails point: the admin's public origin. */
  publicUrl: string;
  operatorEmailDomain: string;
  operatorEmails: string[];
  /** Rate limit for auth posts, per client and e-mail, per window; the other auth caps derive from it (api/http/rate-limit.ts). */
  authRateLimit: { max: number; windowMs: number };
  /** The storefront's public calls per client and window (api/http/rate-limit.ts); unset: STOREFRONT_RATE_LIMIT_MAX a minute. */
  storefrontRateLimit?: { max: number; windowMs: number };
  /**
   * Refused discount codes allowed per checkout, and per client and store, within `windowMs` before every code is
   * refused with 429 (api/http/rate-limit.ts, ADR 041); unset: DISCOUNT_CODE_FAILURES (10 and 50 an hour).
   */
  discountCodeFailures?: { perCheckout: number; perClient: number; windowMs: number };
  /** Minutes untouched before a checkout is abandoned (ABANDONED_AFTER_MINUTES; default 60, ADR 040). */
  abandonedAfterMinutes?: number;
  /** Recovery SMS a store sends in any 24 hours (RECOVERY_SMS_PER_DAY; default 100, 0 none; ADR 040). */
  recoverySmsPerDay?: number;
  /** Verifies the browser address the admin signs into its calls (domain/client-address.ts); unset, only req.ip counts. */
  clientAddressSecret?: string;
  /**
   * The 32-byte key the sale channels' secrets are sealed with (api/secret-box.ts, ADR 057). Unset (benches, the demo's
   * seeding API): a random key of this process, so nothing it seals outlives it.
   */
  secretsKey?: Buffer;
  /** Largest products CSV import accepted, in bytes (IMPORT_MAX_BYTES; default 32 MB). */
  importMaxBytes?: number;
  /** Fetching the images an import names (ADR 023): hosts allowed on private addresses (IMPORT_IMAGE_ALLOW_HOSTS), and a deadline. */
  importImages?: { allowHosts: string[]; timeoutMs?: number };
  /** Domains (ADR 067): the storefront's address and CNAME target, the DNS resolver, the checks a store runs a minute; unset: the defaults. */
  domains?: DomainsConfig;
}
export interface ApiDeps {
  db: Db;
  /**
   * This process as the owner of background work (api/db/instance.ts): PGlite's single process, or one of several on a
   * shared PostgreSQL, where jobs are claimed and limits and cache generations live in the database.
   */
  instance: ServerInstance;
  mailer: Mailer;
  /**
   * Sends recovery SMS (api/sms createSmsSender: the outbox first, then the provider, if any). None given: the outbox
   * only, links removed, undelivered.
   */
  sms?: SmsSender;
  /**
   * The storefront's payment providers (api/modules/checkout/payments.ts), in order: a completion's `paymentMethod` is
   * taken by the first that offers it. None given: the manual provider alone (cash on delivery, bank transfer).
   */
  payments?: readonly PaymentProvider[];
  /** The provider that keeps the store's card and charges its top-ups (ADR 058); none given: the local fake. */
  billing?: BillingProvider;
  /** The registrar domains are searched and bought through (ADR 067); none given: the local fake, which says so. */
  registrar?: Registrar;
  clock: Clock;
  config: ApiConfig;
  log: (entry: Record<string, unknown>) => void;
  /** Where uploaded images go (SPEC §7 Media): local disk by default, S3-compatible when configured. */
  storage: MediaStorage;
  /** The response cache of public feeds and the provider that purges it (api/cache); none given: no caching, local purges. */
  cache?: CacheDeps;
  /**
   * A directory of this server's own for files in progress (import uploads): `$DATA_DIR/tmp`, a temp directory per test
   * harness. Never one shared by every process on the machine, whose clean-up would reach into another's files.
   */
  tmpDir: string;
  /**
   * Background jobs (bulk updates, those a restart interrupted included) start once this settles: server.ts passes
   * "listening", so a restart answers requests before it resumes them. None: at once.
   */
  resumeJobsAfter?: Promise<unknown>;
  /**
   * The report worker of this process (api/modules/reports/worker.ts, ADR 045): storefront events and placed orders
   * kick it so the reports show them within a second or two. None (the demo's seeding instance): its 1 s timer elsewhere,
   * or a drain, picks them up.
   */
  reports?: ReportsWorker;
}

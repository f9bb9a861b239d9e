import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** An operator disabled the account (ADR 063): no sign-in, no token works. Null = enabled. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_uq").on(sql`lower(${t.email})`)],
);

export const stores = pgTable(
  "stores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Monotonic number so `GET /users/stores?lastId=` can page by a stable key.
    seq: integer("seq").generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    domain: text("domain").notNull(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    referralCode: text("referral_code"),
    survey: jsonb("survey").$type<Record<string, unknown>>(),
    language: text("language").notNull().default("vi"),
    timezone: text("timezone").notNull().default("America/Los_Angeles"),
    // SPEC §3 general settings: how customers and Backroom reach the store (ADR 054). A new store starts with its
    // owner's e-mail; the phone is optional ("").
    contactEmail: text("contact_email").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("stores_domain_uq").on(t.domain)],
);

/** role: owner | admin | staff. Staff act through `scopes`; see domain/permissions.ts. */
export const storeMembers = pgTable(
  "store_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("staff"),
    scopes: text("scopes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // When the role or scopes last changed (the staff editor's conflict view, ADR 056).
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("store_members_store_user_uq").on(t.storeId, t.userId), index("store_members_user_idx").on(t.userId)],
);

/** Access and refresh tokens. Only a SHA-256 of the token is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // access | refresh
    tokenHash: text("token_hash").notNull(),
    // An access token remembers the refresh token that minted it, so revoking one revokes the family.
    familyId: uuid("family_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("auth_tokens_hash_uq").on(t.tokenHash), index("auth_tokens_family_idx").on(t.familyId)],
);

/** One-time tokens sent by e-mail: verify | reset | invite. Stored hashed, single use. */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("email_tokens_hash_uq").on(t.tokenHash), index("email_tokens_kind_created_idx").on(t.kind, t.createdAt)],
);

/** Every message the platform sends; delivered by SMTP when configured, else kept here to read. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: text("status").notNull().default("stored"), // stored | sent | failed
    /** email, or sms (api/sms: `to` is the phone number, `subject` empty). */
    channel: text("channel").$type<"email" | "sms">().notNull().default("email"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Insertion order: two mails can share a created_at (PGlite's clock ticks in milliseconds), and "newest first" must hold.
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
  },
  (t) => [index("outbox_to_idx").on(t.to, t.createdAt)],
);

/** Who read the outbox (GET /outbox): the reader, when, the recipient filter and how many mails it returned (ADR 019). */
export const outboxReads = pgTable(
  "outbox_reads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    readerId: uuid("reader_id").references(() => users.id, { onDelete: "set null" }),
    // Kept as text too, so the record outlives the account.
    readerEmail: text("reader_email").notNull(),
    filter: text("filter").notNull().default(""),
    count: integer("count").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_reads_read_at_idx").on(t.readAt)],
);

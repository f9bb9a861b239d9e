// Domains and DNS (issue 12, ADR 067). The platform domain stays `stores.domain`; these are the others, the store's
// choice of primary, and the records of the domains the platform hosts (purchased ones).
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { CheckReport } from "../../../domain/domains";
import { stores } from "./accounts";

/** A connected or purchased domain. `host` is unique over all stores: one domain reaches one store. */
export const storeDomains = pgTable(
  "store_domains",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    host: text("host").notNull(),
    kind: text("kind").$type<"connected" | "purchased">().notNull(),
    /** The TXT record's token (connected domains). */
    verifyToken: text("verify_token").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    redirectToPrimary: boolean("redirect_to_primary").notNull().default(true),
    lastCheck: jsonb("last_check").$type<CheckReport>(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("store_domains_host_idx").on(t.host), index("store_domains_store_idx").on(t.storeId, t.createdAt)],
);

/** The store's primary domain (null: the platform one) and the platform domain's own redirect setting and version. */
export const storeDomainSettings = pgTable("store_domain_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  primaryDomainId: uuid("primary_domain_id").references(() => storeDomains.id, { onDelete: "set null" }),
  platformRedirectToPrimary: boolean("platform_redirect_to_primary").notNull().default(true),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A record of a platform-hosted domain; `name` is relative to the domain (`@`, `www`). */
export const dnsRecords = pgTable(
  "dns_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    domainId: uuid("domain_id")
      .notNull()
      .references(() => storeDomains.id, { onDelete: "cascade" }),
    type: text("type").$type<"A" | "AAAA" | "CNAME" | "MX" | "TXT" | "CAA">().notNull(),
    name: text("name").notNull(),
    ttl: integer("ttl").notNull(),
    value: text("value").notNull(),
    priority: integer("priority"),
    flags: integer("flags"),
    tag: text("tag").$type<"issue" | "issuewild" | "iodef">(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dns_records_domain_idx").on(t.domainId, t.name)],
);

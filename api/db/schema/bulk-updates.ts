import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { BulkAction } from "../../../domain/bulk-update";
import { stores, users } from "./accounts";
import { products } from "./products";

/**
 * A saved bulk change (SPEC §2 bulkupdates): which products (`filters`, the list's _query shape, or explicit ids)
 * and what to do (`actions`). It runs as a background job; every product it touches gets a `bulk_update_changes`
 * row holding the values before and after, which is what undo restores.
 * status: queued → running → done | failed; done (or failed after some batches) → undoing → undone | failed.
 */
export const bulkUpdates = pgTable(
  "bulk_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull().default(""),
    filters: jsonb("filters").$type<Record<string, unknown>>().notNull(),
    actions: jsonb("actions").$type<BulkAction[]>().notNull(),
    status: text("status").notNull().default("draft"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    /** Undo's own progress over the change log, and how many products it left alone because they changed since. */
    undoProcessed: integer("undo_processed").notNull().default(0),
    undoSkipped: integer("undo_skipped").notNull().default(0),
    error: text("error"),
    /** The process running it or its undo (api/db/instance.ts); a job whose owner is gone is resumed by another. */
    owner: integer("owner"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [index("bulk_updates_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const bulkUpdateChanges = pgTable(
  "bulk_update_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bulkUpdateId: uuid("bulk_update_id")
      .notNull()
      .references(() => bulkUpdates.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    before: jsonb("before").$type<Record<string, unknown>>().notNull(),
    after: jsonb("after").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("bulk_update_changes_job_idx").on(t.bulkUpdateId, t.productId)],
);

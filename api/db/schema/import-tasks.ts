import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

/** One row error of a CSV import: `line` is the file's 1-based line number (the header is line 1). */
export interface ImportRowError {
  line: number;
  field?: string;
  message: string;
}

/**
 * A CSV import (POST /products/import/csv). mode: 'dry-run' (validate only), 'all-or-nothing'
 * (any bad row writes nothing), 'valid-only' (writes the valid rows, reports the rest).
 * status: validating → writing → done | failed.
 */
export const importTasks = pgTable("import_tasks", {
  id: uuid("id").primaryKey().defaultRandom(),
  storeId: uuid("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull().default(""),
  mode: text("mode").notNull().default("all-or-nothing"),
  status: text("status").notNull().default("validating"),
  totalRows: integer("total_rows").notNull().default(0),
  processedRows: integer("processed_rows").notNull().default(0),
  createdCount: integer("created_count").notNull().default(0),
  updatedCount: integer("updated_count").notNull().default(0),
  errorCount: integer("error_count").notNull().default(0),
  // The first errors only (the count above is the whole); a file of 100k bad rows must not make a 100k-entry row.
  errors: jsonb("errors").$type<ImportRowError[]>().notNull().default([]),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("import_tasks_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())]);


/** The columns an import may change on a product, as they were before it (restored if the import is rolled back). */
export interface ImportChangeBefore {
  title: string;
  description: string;
  published: boolean;
  tags: string[];
  productType: string;
  vendor: string;
  searchText: string;
  updatedAt: string;
}

/**
 * The journal of an all-or-nothing import (ADR 011): one row per product a batch wrote, committed with that batch, so
 * a failure or a restart can undo the import batch by batch. `before` null = the import created the product.
 * `productId` has no foreign key: the rollback deletes the products the import created. Cleared when the task ends.
 */
export const importTaskChanges = pgTable("import_task_changes", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  taskId: uuid("task_id").notNull().references(() => importTasks.id, { onDelete: "cascade" }),
  productId: uuid("product_id").notNull(),
  before: jsonb("before").$type<ImportChangeBefore>(),
  writtenVersion: integer("written_version").notNull(),
}, (t) => [index("import_task_changes_task_idx").on(t.taskId, t.id)]);

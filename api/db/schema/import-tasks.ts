import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ProductOption } from "../../../domain/variant";
import { stores } from "./accounts";
import { products } from "./products";

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
export const importTasks = pgTable(
  "import_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
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
    // Rows of the products that passed the check (a product with a bad row is left out whole): what saving counts up to.
    rowsToWrite: integer("rows_to_write").notNull().default(0),
    // Columns of the file the import does not read, as the file names them (ADR 022).
    ignoredColumns: jsonb("ignored_columns").$type<string[]>().notNull().default([]),
    /** The process running it, which holds its upload (api/db/instance.ts); one whose owner is gone is failed (and undone). */
    owner: integer("owner"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("import_tasks_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** A variant as it was before an import changed its product's variants (every column, dates as ISO text). */
export interface ImportVariantBefore {
  id: string;
  option1: string;
  option2: string;
  option3: string;
  price: number;
  compareAtPrice: number | null;
  /** Absent in journals written before variants had a cost (ADR 044). */
  cost?: number | null;
  sku: string;
  barcode: string;
  inventoryQuantity: number;
  weight: number;
  weightUnit: "kg" | "g" | "lb" | "oz";
  imagePath: string | null;
  position: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

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
  /** Present when the import replaced the product's options and variants (ADR 022): null = it had no options row. */
  options?: ProductOption[] | null;
  variants?: ImportVariantBefore[];
}

/**
 * The journal of an all-or-nothing import (ADR 011): one row per product a batch wrote, committed with that batch, so
 * a failure or a restart can undo the import batch by batch. `before` null = the import created the product.
 * `productId` has no foreign key: the rollback deletes the products the import created. Cleared when the task ends.
 */
export const importTaskChanges = pgTable(
  "import_task_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => importTasks.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull(),
    before: jsonb("before").$type<ImportChangeBefore>(),
    writtenVersion: integer("written_version").notNull(),
  },
  (t) => [index("import_task_changes_task_idx").on(t.taskId, t.id)],
);

/**
 * Every error of an import (the task keeps only the first 100 for the screen): row errors found by the check, and images
 * that could not be fetched (`kind` image). Downloaded as CSV from the task's result. Removed with the task.
 */
export const importTaskErrors = pgTable(
  "import_task_errors",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => importTasks.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["row", "image"] })
      .notNull()
      .default("row"),
    line: integer("line").notNull(),
    field: text("field"),
    message: text("message").notNull(),
  },
  (t) => [index("import_task_errors_task_line_idx").on(t.taskId, t.line, t.id)],
);

/**
 * The images an import names, fetched in the background once their product is saved (ADR 023): pending → fetched (or
 * failed) one by one, then saved to the product together → done. Rows outlive a restart: the worker resumes them.
 * `variant_ids`: the variants whose Variant Image is this URL. Removed with the task or the product.
 */
export const importTaskImages = pgTable(
  "import_task_images",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => importTasks.id, { onDelete: "cascade" }),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    column: text("column").notNull(),
    url: text("url").notNull(),
    position: integer("position").notNull(),
    alt: text("alt").notNull().default(""),
    variantIds: uuid("variant_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text("status", { enum: ["pending", "fetched", "failed", "done"] })
      .notNull()
      .default("pending"),
    key: text("key"),
    size: integer("size").notNull().default(0),
    /** The process fetching this product's images (api/db/instance.ts); rows whose owner is gone are taken over. */
    owner: integer("owner"),
  },
  (t) => [
    index("import_task_images_task_product_idx").on(t.taskId, t.productId, t.position),
    // Deleting a product (the undo deletes thousands) finds its rows by this.
    index("import_task_images_product_idx").on(t.productId),
    index("import_task_images_open_idx")
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'fetched')`),
  ],
);

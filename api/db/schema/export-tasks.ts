import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ProductFilters } from "../../../domain/product";
import { stores } from "./accounts";

/** SPEC §4: 0 queued, 1 running, 2 done, 3 downloaded, 4 failed. */
export const exportTasks = pgTable(
  "export_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    status: smallint("status").notNull().default(0),
    /** What it exports: the products list's (SPEC §7 products export) or the orders list's (`GET /orders/doExport`). */
    kind: text("kind").$type<"products" | "orders">().notNull().default("products"),
    /** The list's filters: a products list's, or an orders list's query (ADR 038). */
    filters: jsonb("filters").$type<ProductFilters & Record<string, unknown>>().notNull(),
    rowCount: integer("row_count").notNull().default(0),
    fileKey: text("file_key"),
    error: text("error"),
    /** The process running it (api/db/instance.ts); an export whose owner is gone is run again by another. */
    owner: integer("owner"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("export_tasks_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

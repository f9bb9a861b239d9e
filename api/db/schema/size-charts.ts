import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./accounts";

/** A size chart table: a header row and body rows of cells, in a unit, shown on the products it is attached to. */
export const sizeCharts = pgTable(
  "size_charts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    unit: text("unit").notNull().default("cm"),
    columns: jsonb("columns")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rows: jsonb("rows")
      .$type<string[][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("size_charts_store_created_idx").on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** What a size chart is attached to: products or collections (target ids are checked against the store in the API). */
export const sizeChartTargets = pgTable(
  "size_chart_targets",
  {
    sizeChartId: uuid("size_chart_id")
      .notNull()
      .references(() => sizeCharts.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: ["product", "collection"] }).notNull(),
    targetId: uuid("target_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sizeChartId, t.targetType, t.targetId] }), index("size_chart_targets_target_idx").on(t.targetType, t.targetId)],
);

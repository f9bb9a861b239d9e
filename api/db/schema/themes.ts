import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ThemeFiles } from "../../../domain/themes";
import { stores, users } from "./accounts";

/**
 * A store's themes (ADR 068): every file of a theme in one jsonb map (path → text), small enough (2 MB cap) to read
 * whole and cache per version. One theme per store is `published`: a partial unique index makes that hold under races.
 */
export const themes = pgTable(
  "themes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role", { enum: ["published", "draft"] })
      .notNull()
      .default("draft"),
    /** The starter it came from (`null`: uploaded). */
    starter: text("starter"),
    files: jsonb("files")
      .$type<ThemeFiles>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("themes_store_created_idx").on(t.storeId, t.createdAt),
    uniqueIndex("themes_store_published_uq")
      .on(t.storeId)
      .where(sql`role = 'published'`),
  ],
);

/** One row per publish: which theme (and which of its versions) went live, when and by whom. */
export const themePublications = pgTable(
  "theme_publications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    themeId: uuid("theme_id").references(() => themes.id, { onDelete: "set null" }),
    themeName: text("theme_name").notNull(),
    themeVersion: integer("theme_version").notNull(),
    publishedBy: uuid("published_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("theme_publications_store_idx").on(t.storeId, t.publishedAt)],
);

/**
 * Images uploaded for a store's themes (ADR 074): the theme editor's picker lists them next to the product images,
 * and the media sweep keeps them (a theme setting holds a link, which the sweep cannot see). `alt` is the file's name.
 */
export const themeMedia = pgTable(
  "theme_media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    alt: text("alt").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("theme_media_key_uq").on(t.key), index("theme_media_store_created_idx").on(t.storeId, t.createdAt)],
);

import type { CollectionDto } from "../../../domain/collection";
import type { collections } from "../../db/schema";

export type CollectionRow = typeof collections.$inferSelect;

export function toCollectionDto(row: CollectionRow): CollectionDto {
  return {
    _id: row.id,
    title: row.title,
    handle: row.handle,
    description: row.description,
    published: row.published,
    type: row.type,
    conditions: row.conditions,
    match: row.match,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import type { FeedDto } from "../../../domain/feed";
import type { productFeeds } from "../../db/schema";

export type FeedRow = typeof productFeeds.$inferSelect;

export function toFeedDto(row: FeedRow): FeedDto {
  return {
    _id: row.id,
    name: row.name,
    selection: row.selection,
    collectionId: row.collectionId,
    googleCategoryId: row.googleCategoryId,
    mapping: row.mapping,
    token: row.token,
    xmlPath: `/feed/public/${row.token}.xml`,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

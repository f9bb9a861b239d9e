// The collections area's URLs (SPEC §2: collections, create, update/{id}).
import type { CollectionType } from "../../../domain/collection";
import { areaUrls } from "../../lib/area-urls";

const collections = areaUrls("/admin/collections");

export const collectionUrls = {
  ...collections,
  /** The create page for one type (manual or smart). */
  createOfType: (type: CollectionType) => `${collections.create}?type=${type}`,
} as const;

import type { ProductDto } from "../../../domain/product";
import type { products } from "../../db/schema";

export type ProductRow = typeof products.$inferSelect;

export function toProductDto(row: ProductRow): ProductDto {
  return {
    _id: row.id,
    title: row.title,
    handle: row.handle,
    description: row.description,
    published: row.published,
    tags: row.tags,
    productType: row.productType,
    vendor: row.vendor,
    collectionIds: row.collectionIds,
    optionsTemplate: row.optionsTemplate,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Lower case without diacritics, so "ao dai" finds "Áo dài" (đ does not decompose under NFD). */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "d")
    .toLowerCase();
}

/**
 * The list's search box matches a substring of this text: the lower-cased fields, folded.
 * The term is folded the same way, so "ao dai" and "Áo Dài" both find "Áo dài".
 */
export function buildSearchText(p: { title: string; handle: string; vendor: string; productType: string; tags: readonly string[] }): string {
  return foldForSearch([p.title, p.handle, p.vendor, p.productType, ...p.tags].filter(Boolean).join(" "));
}

// What the storefront reads of the catalog (drizzle only here): one store's published products, collections and
// images, by the indexes the admin already has (store+handle unique, variants and images by product+position).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prebuilt } from "../../db/prepared";
import { collectionProducts, collections, productImages, productOptions, products, productVariants, storePreferences, stores, themes } from "../../db/schema";
import { conditionsSql } from "../collections/conditions";
import { foldForSearch } from "../products/dto";

export interface ShopRow {
  id: string;
  name: string;
  domain: string;
  language: string;
  homeTitle: string;
  homeDescription: string;
  passwordEnabled: boolean;
  storefrontPassword: string;
  passwordMessage: string;
  /** The published theme's id and version (its files are read only when the parsed theme is not cached). */
  themeId: string | null;
  themeVersion: number | null;
}

/** Every storefront request's first read: a named statement, planned once (ADR 048), built once (ADR 076). */
const shopQuery = prebuilt("backroom_sf_shop", (db) =>
  db
    .select({
      id: stores.id,
      name: stores.name,
      domain: stores.domain,
      language: stores.language,
      homeTitle: sql<string>`coalesce(${storePreferences.homeTitle}, '')`,
      homeDescription: sql<string>`coalesce(${storePreferences.homeDescription}, '')`,
      passwordEnabled: sql<boolean>`coalesce(${storePreferences.passwordEnabled}, false)`,
      storefrontPassword: sql<string>`coalesce(${storePreferences.storefrontPassword}, '')`,
      passwordMessage: sql<string>`coalesce(${storePreferences.passwordMessage}, '')`,
      themeId: themes.id,
      themeVersion: themes.version,
    })
    .from(stores)
    .leftJoin(storePreferences, eq(storePreferences.storeId, stores.id))
    .leftJoin(themes, and(eq(themes.storeId, stores.id), eq(themes.role, "published")))
    .where(eq(stores.id, sql.placeholder("storeId")))
    .limit(1),
);

export async function findShop(db: Db, storeId: string): Promise<ShopRow | null> {
  const [row] = await shopQuery(db).execute({ storeId });
  return row ?? null;
}

type ProductRow = typeof products.$inferSelect;
export type ImageRow = Pick<typeof productImages.$inferSelect, "productId" | "src" | "alt" | "position">;

/** What a product page shows of a variant (drops.ts): no cost, no ids of anything else. */
export interface ProductPageVariant {
  id: string;
  option1: string;
  option2: string;
  option3: string;
  price: number;
  compareAtPrice: number | null;
  sku: string;
  inventoryQuantity: number;
}

/**
 * A published product with its variants, images and options in ONE statement (ADR 076): the product page is the
 * storefront's hottest read, and on PGlite every statement is a turn of the one engine, so the parts come back as JSON
 * aggregates of index range scans (variants and images by product+position) instead of four round trips. Named and
 * built once (ADR 048, 076). The subqueries name "products"."id" in full: drizzle leaves a lone table's columns
 * unqualified, which inside a subquery would mean the subquery's own `id`.
 */
const productQuery = prebuilt("backroom_sf_product", (db) =>
  db
    .select({
      product: {
        id: products.id,
        title: products.title,
        handle: products.handle,
        description: products.description,
        vendor: products.vendor,
        productType: products.productType,
        tags: products.tags,
      },
      variants: sql<ProductPageVariant[]>`coalesce((
      select json_agg(json_build_object(
        'id', v.id, 'option1', v.option1, 'option2', v.option2, 'option3', v.option3,
        'price', v.price::float8, 'compareAtPrice', v.compare_at_price::float8, 'sku', v.sku,
        'inventoryQuantity', v.inventory_quantity) order by v.position, v.id)
      from ${productVariants} v where v.product_id = "products"."id"), '[]'::json)`,
      images: sql<{ src: string; alt: string }[]>`coalesce((
      select json_agg(json_build_object('src', i.src, 'alt', i.alt) order by i.position)
      from ${productImages} i where i.product_id = "products"."id" and i.kind = 'image'), '[]'::json)`,
      options: sql<{ name: string }[]>`coalesce((select o.options from ${productOptions} o where o.product_id = "products"."id"), '[]'::jsonb)`,
    })
    .from(products)
    .where(and(eq(products.storeId, sql.placeholder("storeId")), eq(products.handle, sql.placeholder("handle")), eq(products.published, true)))
    .limit(1),
);

export async function findProductByHandle(db: Db, storeId: string, handle: string) {
  const [row] = await productQuery(db).execute({ storeId, handle });
  return row ?? null;
}

export interface ProductCardRow {
  product: ProductRow;
  price: number;
  compareAtPrice: number | null;
  available: boolean;
  image: ImageRow | null;
}

/** Prices (lowest variant) and cover images of a page of products: two queries whatever the page size. */
async function cardsOf(db: Db, rows: ProductRow[]): Promise<ProductCardRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [prices, covers] = await Promise.all([
    db
      .select({
        productId: productVariants.productId,
        price: sql<number>`min(${productVariants.price})::float8`,
        compareAtPrice: sql<number | null>`max(${productVariants.compareAtPrice})::float8`,
        stock: sql<number>`sum(${productVariants.inventoryQuantity})::int`,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .groupBy(productVariants.productId),
    db
      .selectDistinctOn([productImages.productId], {
        productId: productImages.productId,
        src: productImages.src,
        alt: productImages.alt,
        position: productImages.position,
      })
      .from(productImages)
      .where(and(inArray(productImages.productId, ids), eq(productImages.kind, "image")))
      .orderBy(productImages.productId, asc(productImages.position)),
  ]);
  const priceOf = new Map(prices.map((p) => [p.productId, p]));
  const coverOf = new Map(covers.map((c) => [c.productId, c]));
  return rows.map((product) => {
    const p = priceOf.get(product.id);
    return {
      product,
      price: Number(p?.price ?? 0),
      compareAtPrice: p?.compareAtPrice ?? null,
      available: p !== undefined,
      image: coverOf.get(product.id) ?? null,
    };
  });
}

export async function latestProducts(db: Db, storeId: string, limit: number): Promise<ProductCardRow[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.published, true)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return cardsOf(db, rows);
}

export async function listCollections(db: Db, storeId: string, limit: number) {
  return db
    .select({ id: collections.id, title: collections.title, handle: collections.handle })
    .from(collections)
    .where(and(eq(collections.storeId, storeId), eq(collections.published, true)))
    .orderBy(asc(collections.title))
    .limit(limit);
}

export async function findCollectionByHandle(db: Db, storeId: string, handle: string) {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.storeId, storeId), eq(collections.handle, handle), eq(collections.published, true)))
    .limit(1);
  return row ?? null;
}

/**
 * A page of a collection's published products. `extra` is one more predicate on `products` (the menu filters'
 * `productFilterSql(...)`); manual collections keep the merchant's order, smart ones are newest first.
 */
export async function collectionProductsPage(
  db: Db,
  storeId: string,
  collection: typeof collections.$inferSelect,
  page: number,
  limit: number,
  extra?: SQL,
): Promise<{ cards: ProductCardRow[]; total: number }> {
  const offset = (page - 1) * limit;
  const visible = and(eq(products.storeId, storeId), eq(products.published, true), extra);
  if (collection.type === "smart") {
    const where = and(visible, conditionsSql(collection.conditions, collection.match));
    const [rows, [n]] = await Promise.all([
      db.select().from(products).where(where).orderBy(desc(products.createdAt), desc(products.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(products).where(where),
    ]);
    return { cards: await cardsOf(db, rows), total: Number(n?.n ?? 0) };
  }
  const where = and(eq(collectionProducts.collectionId, collection.id), visible);
  const [joined, [n]] = await Promise.all([
    db
      .select({ product: products })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(where)
      .orderBy(asc(collectionProducts.position), asc(products.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(collectionProducts).innerJoin(products, eq(products.id, collectionProducts.productId)).where(where),
  ]);
  return {
    cards: await cardsOf(
      db,
      joined.map((j) => j.product),
    ),
    total: Number(n?.n ?? 0),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Published products whose search text holds the terms (the admin's trigram-indexed column). */
export async function searchProducts(db: Db, storeId: string, terms: string, page: number, limit: number): Promise<{ cards: ProductCardRow[]; total: number }> {
  const where = and(eq(products.storeId, storeId), eq(products.published, true), sql`${products.searchText} like ${`%${escapeLike(foldForSearch(terms))}%`}`);
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { cards: await cardsOf(db, rows), total: Number(n?.n ?? 0) };
}

/** The cart's variants with their product, published ones of this store only. */
export async function cartVariants(db: Db, storeId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ variant: productVariants, title: products.title, handle: products.handle })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.id, ids), eq(products.published, true)));
}

export async function themeFiles(db: Db, themeId: string) {
  const [row] = await db.select({ files: themes.files }).from(themes).where(eq(themes.id, themeId)).limit(1);
  return row?.files ?? null;
}

// The storefront's checkouts and events in the database (ADR 036). Every query names the store: a token or an id of
// another store finds nothing.
import crypto from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { StorefrontEventKind } from "../../../domain/checkout";
import { optionsLabel } from "../../../domain/inventory";
import { currencyOf, type CurrencyCode } from "../../../domain/money";
import type { Db } from "../../db/client";
import {
  checkouts,
  orders,
  productImages,
  products,
  productVariants,
  storefrontEvents,
  STOREFRONT_EVENT_KINDS,
  stores,
  type Address,
  type Attribution,
  type CheckoutLine,
  type ShippingLine,
} from "../../db/schema";
import { sameShape } from "../../../domain/contracts/type-check";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;
export type CheckoutRow = typeof checkouts.$inferSelect;

// The column's list and the API's are one list.
sameShape<(typeof STOREFRONT_EVENT_KINDS)[number], StorefrontEventKind>(true);

export interface Storefront {
  id: string;
  language: string;
  currency: CurrencyCode;
}

export async function findStorefront(db: Executor, storeId: string): Promise<Storefront | null> {
  const [row] = await db.select({ id: stores.id, language: stores.language }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row ? { ...row, currency: currencyOf(row.language) } : null;
}

/** A variant as a checkout sells it: its product's title, its options, its image (or the product's first). */
export interface SellableVariant {
  variantId: string;
  productId: string;
  title: string;
  variantTitle: string;
  sku: string;
  imagePath: string | null;
  price: number;
  inventoryQuantity: number;
  published: boolean;
}

/** The store's variants among `ids` (others are simply absent), in one read. */
export async function sellableVariants(db: Executor, storeId: string, ids: readonly string[]): Promise<Map<string, SellableVariant>> {
  if (ids.length === 0) return new Map();
  const cover = sql<string | null>`(select ${productImages.src} from ${productImages}
    where ${productImages.productId} = ${products.id} and ${productImages.kind} = 'image' order by ${productImages.position} limit 1)`;
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      title: products.title,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
      sku: productVariants.sku,
      variantImage: productVariants.imagePath,
      cover,
      price: productVariants.price,
      inventoryQuantity: productVariants.inventoryQuantity,
      published: products.published,
    })
    .from(productVariants)
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.storeId, storeId)))
    .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.id, [...ids])));
  return new Map(
    rows.map((r) => [
      r.variantId,
      {
        variantId: r.variantId,
        productId: r.productId,
        title: r.title,
        variantTitle: optionsLabel(r),
        sku: r.sku,
        imagePath: r.variantImage ?? r.cover,
        price: r.price,
        inventoryQuantity: r.inventoryQuantity,
        published: r.published,
      },
    ]),
  );
}

/** 24 random bytes: the checkout's only credential on the public API. */
export const newCheckoutToken = () => crypto.randomBytes(24).toString("base64url");
export const CHECKOUT_TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;

export async function insertCheckout(
  db: Executor,
  values: {
    storeId: string;
    lines: CheckoutLine[];
    email: string;
    phone: string;
    currency: CurrencyCode;
    totalMinor: number;
    attribution: Attribution;
    now: Date;
  },
): Promise<CheckoutRow> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(checkouts)
    .values({ ...rest, token: newCheckoutToken(), createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export interface FoundCheckout {
  checkout: CheckoutRow;
  orderName: string | null;
}

export async function findCheckout(db: Executor, storeId: string, token: string): Promise<FoundCheckout | null> {
  if (!CHECKOUT_TOKEN_RE.test(token)) return null;
  const [row] = await db
    .select({ checkout: checkouts, orderName: orders.name })
    .from(checkouts)
    .leftJoin(orders, and(eq(orders.id, checkouts.orderId), eq(orders.storeId, storeId)))
    .where(and(eq(checkouts.storeId, storeId), eq(checkouts.token, token)))
    .limit(1);
  return row ?? null;
}

export interface CheckoutChanges {
  lines?: CheckoutLine[];
  email?: string;
  phone?: string;
  shippingAddress?: Address | null;
  shippingLine?: ShippingLine | null;
  currency?: CurrencyCode;
  totalMinor?: number;
}

/** Changes an open checkout; null when it was completed meanwhile (or is not this store's). */
export async function updateOpenCheckout(db: Executor, storeId: string, id: string, changes: CheckoutChanges, now: Date): Promise<CheckoutRow | null> {
  const [row] = await db
    .update(checkouts)
    .set({ ...changes, version: sql`${checkouts.version} + 1`, updatedAt: now })
    .where(and(eq(checkouts.storeId, storeId), eq(checkouts.id, id), isNull(checkouts.completedAt)))
    .returning();
  return row ?? null;
}

/** Which of these ids are the store's products, variants and orders (an event naming another's is refused). */
export async function ownedIds(db: Executor, storeId: string, ids: { products: string[]; variants: string[]; orders: string[] }) {
  // One after another: `db` may be a transaction, whose one connection takes a query at a time.
  const p = ids.products.length
    ? await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.id, ids.products)))
    : [];
  const v = ids.variants.length
    ? await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.id, ids.variants)))
    : [];
  const o = ids.orders.length
    ? await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), inArray(orders.id, ids.orders)))
    : [];
  const set = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));
  return { products: set(p), variants: set(v), orders: set(o) };
}

export interface EventValues {
  kind: StorefrontEventKind;
  sessionId: string;
  productId: string | null;
  variantId: string | null;
  orderId: string | null;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  country: string;
}

export async function insertEvents(db: Executor, storeId: string, events: readonly EventValues[], now: Date): Promise<number> {
  if (events.length === 0) return 0;
  const rows = await db
    .insert(storefrontEvents)
    .values(events.map((e) => ({ ...e, storeId, occurredAt: now })))
    .returning({ id: storefrontEvents.id });
  return rows.length;
}

// The storefront's checkouts and events in the database (ADR 037). Every query names the store: a token or an id of
// another store finds nothing.
import crypto from "node:crypto";
import { and, asc, eq, getTableColumns, isNull, ne, sql } from "drizzle-orm";
import type { StorefrontEventKind } from "../../../domain/checkout";
import { DEFAULT_CHECKOUT_SETTINGS, fieldSettingsOf, type CheckoutFieldSettings } from "../../../domain/checkout-settings";
import { DEFAULT_PAYMENT_METHODS, type StorePaymentMethods } from "../../../domain/store-ops";
import { weightToGrams } from "../../../domain/csv-rows";
import { optionsLabel } from "../../../domain/inventory";
import type { WeightUnit } from "../../../domain/variant";
import { currencyOf, type CurrencyCode } from "../../../domain/money";
import type { Db } from "../../db/client";
import { prebuilt, runPrepared } from "../../db/prepared";
import {
  checkoutSettings,
  checkouts,
  customers,
  orders,
  products,
  productVariants,
  STOREFRONT_EVENT_KINDS,
  storePaymentSettings,
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

/** What pricing a cart needs of its store. */
export interface StoreBasics {
  id: string;
  language: string;
  currency: CurrencyCode;
}

export interface Storefront extends StoreBasics {
  /** The store's checkout options (ADR 060), read with the store in the same statement. */
  fields: CheckoutFieldSettings;
  /** The manual payment methods its operator assigned (ADR 063), read in the same statement too. */
  payments: StorePaymentMethods;
}

type SettingsRow = typeof checkoutSettings.$inferSelect;
/** The store's saved options, or the defaults when it never saved any. */
const fieldsOf = (row: Omit<SettingsRow, "storeId" | "version" | "updatedAt"> | null): CheckoutFieldSettings =>
  row ? fieldSettingsOf(row) : DEFAULT_CHECKOUT_SETTINGS;
/** The assigned methods as the statements read them (null: never assigned, the defaults). */
type PaymentsRow = StorePaymentMethods | null;
const PAYMENT_COLUMNS = {
  cod: storePaymentSettings.codEnabled,
  bankTransfer: storePaymentSettings.bankTransferEnabled,
  bankTransferInstructions: storePaymentSettings.bankTransferInstructions,
};
const paymentsOf = (row: PaymentsRow): StorePaymentMethods => (row && row.cod !== null ? row : DEFAULT_PAYMENT_METHODS);
const storefrontOf = (
  id: string,
  language: string,
  settings: Omit<SettingsRow, "storeId" | "version" | "updatedAt"> | null,
  payments: PaymentsRow,
): Storefront => ({
  id,
  language,
  currency: currencyOf(language),
  fields: fieldsOf(settings),
  payments: paymentsOf(payments),
});

export async function findStorefront(db: Executor, storeId: string): Promise<Storefront | null> {
  const [row] = await db
    .select({ id: stores.id, language: stores.language, settings: checkoutSettings, payments: PAYMENT_COLUMNS })
    .from(stores)
    .leftJoin(checkoutSettings, eq(checkoutSettings.storeId, stores.id))
    .leftJoin(storePaymentSettings, eq(storePaymentSettings.storeId, stores.id))
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ? storefrontOf(row.id, row.language, row.settings, row.payments) : null;
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
  /** The cost per item (ADR 044), null when not known: an order copies it onto its line. */
  cost: number | null;
  inventoryQuantity: number;
  published: boolean;
  /** One unit's weight in grams (0 when not given): the shipping zones' weight rates add these up (ADR 059). */
  grams: number;
}

// One read for a cart's variants, on every checkout read and inside every completion's transaction: a fixed, prepared
// statement (api/db/prepared.ts). The cover is the product's first image, for a variant without its own.
const SELLABLE_VARIANTS = `
  select pv.id as "variantId", pv.product_id as "productId", p.title, pv.option1, pv.option2, pv.option3, pv.sku,
    coalesce(pv.image_path, (select i.src from product_images i where i.product_id = p.id and i.kind = 'image' order by i.position limit 1)) as "imagePath",
    pv.price::text as price, pv.cost::text as cost, pv.inventory_quantity as "inventoryQuantity", p.published,
    pv.weight::text as weight, pv.weight_unit as "weightUnit"
  from product_variants pv join products p on p.id = pv.product_id and p.store_id = $1
  where pv.store_id = $1 and pv.id = any($2::uuid[])`;

/** The store's variants among `ids` (others are simply absent), in one read. */
export async function sellableVariants(db: Executor, storeId: string, ids: readonly string[]): Promise<Map<string, SellableVariant>> {
  if (ids.length === 0) return new Map();
  type Row = Omit<SellableVariant, "variantTitle" | "price" | "cost" | "grams"> & {
    weight: string | null;
    weightUnit: WeightUnit | null;
    option1: string;
    option2: string;
    option3: string;
    price: string;
    cost: string | null;
  };
  const rows = await runPrepared<Row>(db, "backroom_sellable_variants", SELLABLE_VARIANTS, [storeId, ids]);
  return new Map(
    rows.map((r) => [
      r.variantId,
      {
        variantId: r.variantId,
        productId: r.productId,
        title: r.title,
        variantTitle: optionsLabel(r),
        sku: r.sku,
        imagePath: r.imagePath,
        price: Number(r.price),
        cost: r.cost === null ? null : Number(r.cost),
        inventoryQuantity: r.inventoryQuantity,
        published: r.published,
        grams: r.weight === null ? 0 : weightToGrams(Number(r.weight), r.weightUnit ?? "kg"),
      },
    ]),
  );
}

/**
 * Variants staff may put on a manual order: the store's, hidden products' too, by product title or SKU (any case), in
 * title order; at most `limit`. A store with many products is searched by the products' title index (trigram, ADR 008).
 */
export async function searchVariants(db: Executor, storeId: string, search: string, limit: number): Promise<SellableVariant[]> {
  if (!search) return [];
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(eq(productVariants.storeId, storeId), eq(products.storeId, storeId), sql`(${products.title} ilike ${like} or ${productVariants.sku} ilike ${like})`),
    )
    .orderBy(products.title, productVariants.position, productVariants.id)
    .limit(limit);
  const found = await sellableVariants(
    db,
    storeId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => found.get(r.id)).filter((v): v is SellableVariant => !!v);
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
    customerId: string | null;
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

// Every call by token starts here: built once, a named statement (api/db/prepared.ts).
const findCheckoutQuery = prebuilt("backroom_find_checkout", (db) =>
  db
    .select({ checkout: checkouts, orderName: orders.name, language: stores.language, settings: checkoutSettings, payments: PAYMENT_COLUMNS })
    .from(checkouts)
    .innerJoin(stores, eq(stores.id, checkouts.storeId))
    .leftJoin(checkoutSettings, eq(checkoutSettings.storeId, checkouts.storeId))
    .leftJoin(storePaymentSettings, eq(storePaymentSettings.storeId, checkouts.storeId))
    .leftJoin(orders, and(eq(orders.id, checkouts.orderId), eq(orders.storeId, sql.placeholder("storeId"))))
    .where(and(eq(checkouts.storeId, sql.placeholder("storeId")), eq(checkouts.token, sql.placeholder("token"))))
    .limit(1),
);

/** The checkout with its store (one read: every call by token needs both). */
export async function findCheckout(db: Db, storeId: string, token: string): Promise<(FoundCheckout & { shop: Storefront }) | null> {
  if (!CHECKOUT_TOKEN_RE.test(token)) return null;
  const [row] = await findCheckoutQuery(db).execute({ storeId, token });
  if (!row) return null;
  return { checkout: row.checkout, orderName: row.orderName, shop: storefrontOf(storeId, row.language, row.settings, row.payments) };
}

/** An open checkout claimed for its completion, with its store: what the placement and the confirmation mail need. */
export interface ClaimedCheckout {
  checkout: CheckoutRow;
  shop: Storefront;
  /** The store's name (the order confirmation mail's sender line). */
  storeName: string;
}

// The claim's UPDATE … FROM stores cannot outer-join the options, so it reads them by a scalar subquery (null: defaults).
const CLAIMED_FIELDS = sql<Omit<SettingsRow, "storeId" | "version" | "updatedAt"> | null>`(
  select json_build_object('contactMethod', cs.contact_method, 'firstName', cs.first_name, 'company', cs.company,
    'address2', cs.address2, 'province', cs.province, 'zip', cs.zip, 'phone', cs.phone, 'orderNotes', cs.order_notes)
  from checkout_settings cs where cs.store_id = ${stores.id})`;
const CLAIMED_PAYMENTS = sql<PaymentsRow>`(
  select json_build_object('cod', ps.cod_enabled, 'bankTransfer', ps.bank_transfer_enabled,
    'bankTransferInstructions', ps.bank_transfer_instructions)
  from store_payment_settings ps where ps.store_id = ${stores.id})`;

/**
 * Claims an open checkout by its token, inside the completion's transaction, and reads it with its store in the same
 * statement (ADR 048): `completed_at` is set only while it is null, which locks the row, so a second completion of it
 * waits here, then finds it completed (or, the first rolled back, open). Null when there is no open checkout of the
 * store by that token: unknown, or completed already. Only `completed_at` changes, as the claim always did.
 */
const claimQuery = prebuilt("backroom_claim_checkout", (tx) =>
  tx
    .update(checkouts)
    .set({ completedAt: sql`${sql.placeholder("now")}` })
    .from(stores)
    .where(
      and(
        eq(checkouts.storeId, sql.placeholder("storeId")),
        eq(checkouts.token, sql.placeholder("token")),
        isNull(checkouts.completedAt),
        eq(stores.id, checkouts.storeId),
      ),
    )
    .returning({ ...getTableColumns(checkouts), storeLanguage: stores.language, storeName: stores.name, fields: CLAIMED_FIELDS, payments: CLAIMED_PAYMENTS }),
);

export async function claimCheckout(tx: Tx, storeId: string, token: string, now: Date): Promise<ClaimedCheckout | null> {
  if (!CHECKOUT_TOKEN_RE.test(token)) return null;
  const [row] = await claimQuery(tx).execute({ storeId, token, now: now.toISOString() });
  if (!row) return null;
  const { storeLanguage, storeName, fields, payments, ...checkout } = row;
  return { checkout, shop: storefrontOf(storeId, storeLanguage, fields, payments), storeName };
}

/**
 * The store's customer a checkout's contact names, found as the completion will find it (ADR 043): by e-mail when there
 * is one (one customer per e-mail, any case), else the oldest customer with the phone; null for a stranger, who becomes
 * a customer only by completing. The abandoned checkouts' screens link to it.
 */
export async function customerIdFor(db: Executor, storeId: string, contact: { email: string; phone: string }): Promise<string | null> {
  const email = contact.email.trim();
  const phone = contact.phone.trim();
  if (!email && !phone) return null;
  const where = email
    ? and(eq(customers.storeId, storeId), ne(customers.email, ""), sql`lower(${customers.email}) = lower(${email})`)
    : and(eq(customers.storeId, storeId), eq(customers.phone, phone));
  const [found] = await db.select({ id: customers.id }).from(customers).where(where).orderBy(asc(customers.createdAt)).limit(1);
  return found?.id ?? null;
}

export interface CheckoutChanges {
  lines?: CheckoutLine[];
  email?: string;
  phone?: string;
  note?: string;
  shippingAddress?: Address | null;
  shippingLine?: ShippingLine | null;
  discountCode?: string | null;
  customerId?: string | null;
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

/**
 * The store's check, the named ids' checks and the insert as one prepared statement: one round trip and no transaction
 * per call (the events API's hot path, ADR 051). The events arrive as one JSON parameter, so the text never changes
 * with the batch's size. Nothing is written when the store is unknown or any id is another store's (or nobody's).
 */
const RECORD_EVENTS = `
  with e as materialized (
    select * from json_to_recordset($2::json) as e(i int, kind text, session_id text, product_id uuid, variant_id uuid,
      order_id uuid, referrer text, utm_source text, utm_medium text, utm_campaign text, country text)
  ),
  shop as (select 1 from stores where id = $1::uuid),
  bad as (
    select e.i, 1 as n, 'productId' as field from e
      where e.product_id is not null and not exists (select 1 from products p where p.store_id = $1::uuid and p.id = e.product_id)
    union all
    select e.i, 2, 'variantId' from e
      where e.variant_id is not null and not exists (select 1 from product_variants v where v.store_id = $1::uuid and v.id = e.variant_id)
    union all
    select e.i, 3, 'orderId' from e
      where e.order_id is not null and not exists (select 1 from orders o where o.store_id = $1::uuid and o.id = e.order_id)
  ),
  ins as (
    insert into storefront_events (store_id, kind, session_id, product_id, variant_id, order_id, referrer, utm_source,
      utm_medium, utm_campaign, country, occurred_at)
    select $1::uuid, e.kind, e.session_id, e.product_id, e.variant_id, e.order_id, e.referrer, e.utm_source, e.utm_medium,
      e.utm_campaign, e.country, $3::timestamptz
    from e where exists (select 1 from shop) and not exists (select 1 from bad)
    order by e.i
    returning 1
  )
  select exists (select 1 from shop) as "storeFound", (select count(*) from ins)::int as recorded,
    coalesce((select json_agg(json_build_object('i', i, 'field', field) order by i, n) from bad), '[]') as refused`;

export interface RecordedEvents {
  storeFound: boolean;
  recorded: number;
  /** Each event naming an id the store does not have, by its index in the batch and the field. */
  refused: { i: number; field: "productId" | "variantId" | "orderId" }[];
}

export async function recordEvents(db: Executor, storeId: string, events: readonly EventValues[], now: Date): Promise<RecordedEvents> {
  const rows = events.map((e, i) => ({
    i,
    kind: e.kind,
    session_id: e.sessionId,
    product_id: e.productId,
    variant_id: e.variantId,
    order_id: e.orderId,
    referrer: e.referrer,
    utm_source: e.utmSource,
    utm_medium: e.utmMedium,
    utm_campaign: e.utmCampaign,
    country: e.country,
  }));
  const [row] = await runPrepared<{ storeFound: boolean; recorded: number; refused: RecordedEvents["refused"] | string }>(
    db,
    "backroom_record_events",
    RECORD_EVENTS,
    [storeId, JSON.stringify(rows), now.toISOString()],
  );
  const refused = typeof row!.refused === "string" ? (JSON.parse(row!.refused) as RecordedEvents["refused"]) : row!.refused;
  return { storeFound: row!.storeFound, recorded: row!.recorded, refused };
}

import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { filterChoices, filterParams, type FilterCondition, type MenuFilterForm } from "../../../domain/menu-filter";
import type { StorefrontFilter } from "../../../domain/storefront";
import type { Db } from "../../db/client";
import { collections, menuFilters, products } from "../../db/schema";

export type MenuFilterRow = typeof menuFilters.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function listWhere(storeId: string, search: string | undefined): SQL | undefined {
  if (!search) return eq(menuFilters.storeId, storeId);
  const like = `%${escapeLike(search)}%`;
  // A name, or a label any condition shows (the document's `nameDislay`s).
  return and(
    eq(menuFilters.storeId, storeId),
    or(
      sql`${menuFilters.name} ilike ${like}`,
      sql`exists (select 1 from jsonb_array_elements(${menuFilters.conditions}) c where c->>'nameDislay' ilike ${like})`,
    ),
  );
}

export async function countMenuFilters(db: Db, storeId: string, search: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menuFilters).where(listWhere(storeId, search));
  return Number(row?.n ?? 0);
}

export async function listMenuFilters(db: Db, storeId: string, search: string | undefined, page: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(menuFilters)
      .where(listWhere(storeId, search))
      .orderBy(desc(menuFilters.createdAt), desc(menuFilters.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countMenuFilters(db, storeId, search),
  ]);
  return { rows, total };
}

export async function findMenuFilter(db: Db | Tx, storeId: string, id: string): Promise<MenuFilterRow | null> {
  const [row] = await db
    .select()
    .from(menuFilters)
    .where(and(eq(menuFilters.storeId, storeId), eq(menuFilters.id, id)))
    .limit(1);
  return row ?? null;
}

/** The ids among `ids` that are not collections of this store (another store's, or gone). */
export async function foreignCollections(db: Db, storeId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.storeId, storeId), inArray(collections.id, [...ids])));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function createMenuFilter(db: Db, storeId: string, form: MenuFilterForm, now: Date): Promise<MenuFilterRow> {
  const [row] = await db
    .insert(menuFilters)
    .values({ storeId, ...form, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export type SaveResult = { kind: "ok"; row: MenuFilterRow } | { kind: "not_found" } | { kind: "conflict"; current: MenuFilterRow };

/** Against the version the person loaded (ADR 007): one conditional UPDATE, so two saves cannot both win. */
export async function updateMenuFilter(db: Db, storeId: string, id: string, form: MenuFilterForm & { version: number }, now: Date): Promise<SaveResult> {
  const { version, ...fields } = form;
  const [row] = await db
    .update(menuFilters)
    .set({ ...fields, version: sql`${menuFilters.version} + 1`, updatedAt: now })
    .where(and(eq(menuFilters.storeId, storeId), eq(menuFilters.id, id), eq(menuFilters.version, version)))
    .returning();
  if (row) return { kind: "ok", row };
  const current = await findMenuFilter(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

export type DeleteResult = { kind: "deleted" } | { kind: "not_found" } | { kind: "conflict"; current: MenuFilterRow };

export async function deleteMenuFilter(db: Db, storeId: string, id: string, version?: number): Promise<DeleteResult> {
  const gone = await db
    .delete(menuFilters)
    .where(and(eq(menuFilters.storeId, storeId), eq(menuFilters.id, id), version === undefined ? undefined : eq(menuFilters.version, version)))
    .returning({ id: menuFilters.id });
  if (gone.length) return { kind: "deleted" };
  const current = await findMenuFilter(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

// ---- The storefront (domain/storefront.ts) ----

interface ActiveFilter {
  param: string;
  label: string;
  choices: ReturnType<typeof filterChoices>;
}

/** The filters a collection shows, in the order the list shows them reversed (oldest first, as they were added). */
async function activeFilters(db: Db, storeId: string, collectionId: string): Promise<ActiveFilter[]> {
  const rows = await db
    .select({ name: menuFilters.name, conditions: menuFilters.conditions })
    .from(menuFilters)
    .where(
      and(
        eq(menuFilters.storeId, storeId),
        or(eq(menuFilters.scoped, false), sql`${menuFilters.collectionIds} @> array[${collectionId}]::uuid[]`),
        sql`jsonb_array_length(${menuFilters.conditions}) > 0`,
      ),
    )
    .orderBy(menuFilters.createdAt, menuFilters.id)
    .limit(50);
  const params = filterParams(rows.map((r) => r.name));
  return rows.map((r, i) => ({ param: params[i]!, label: r.name, choices: filterChoices(r.conditions) }));
}

/** StorefrontContent.storefrontFilters: each filter group with its choices (`filter.brand=saigon-denim`). */
export async function storefrontFilters(db: Db, storeId: string, collectionId: string): Promise<StorefrontFilter[]> {
  const filters = await activeFilters(db, storeId, collectionId);
  return filters.map((f) => ({ param: f.param, label: f.label, options: f.choices.map((c) => ({ value: c.value, label: c.label })) }));
}

/**
 * The shopper's choices as one predicate on `products`, ANDed by the collection page with its own (store, published,
 * membership) query: every chosen group must match, a group's choice matches when any of its conditions does.
 * Values are bound parameters; unknown params or values are ignored. Tags use the GIN index (`@>`), vendor and type
 * equality the (store_id, column) b-trees, price, stock and options an `exists` on the product's own variants/options.
 */
export async function productFilterSql(db: Db, storeId: string, collectionId: string, chosen: Record<string, string>): Promise<SQL | undefined> {
  const filters = await activeFilters(db, storeId, collectionId);
  const parts: SQL[] = [];
  for (const f of filters) {
    const picked = chosen[f.param];
    const choice = picked === undefined ? undefined : f.choices.find((c) => c.value === picked);
    if (!choice) continue;
    parts.push(or(...choice.conditions.map(conditionSql)) ?? sql`false`);
  }
  return parts.length ? and(...parts) : undefined;
}

function textTest(column: SQL, compare: FilterCondition["compare"], value: string): SQL {
  const v = escapeLike(value);
  switch (compare) {
    case "equals":
      return sql`lower(${column}) = lower(${value})`;
    case "not_equals":
      return sql`lower(${column}) <> lower(${value})`;
    case "contains":
      return sql`${column} ilike ${`%${v}%`}`;
    case "not_contains":
      return sql`${column} not ilike ${`%${v}%`}`;
    default:
      return sql`${column} ilike ${`${v}%`}`;
  }
}

export function conditionSql(c: FilterCondition): SQL {
  const value = String(c.value);
  switch (c.field) {
    case "vendor":
    case "product_type": {
      const column = c.field === "vendor" ? products.vendor : products.productType;
      // Exact equality first, so the (store_id, vendor|product_type) index can serve it; then the case-insensitive test.
      return c.compare === "equals" ? or(eq(column, value), textTest(sql`${column}`, "equals", value))! : textTest(sql`${column}`, c.compare, value);
    }
    case "title":
      return textTest(sql`${products.title}`, c.compare, value);
    case "tag": {
      const any = (test: SQL) => sql`exists (select 1 from unnest(${products.tags}) as t(tag) where ${test})`;
      switch (c.compare) {
        case "equals":
          return or(sql`${products.tags} @> array[${value}]::text[]`, any(textTest(sql`t.tag`, "equals", value)))!;
        case "not_equals":
          return sql`not ${any(textTest(sql`t.tag`, "equals", value))}`;
        case "not_contains":
          return sql`not ${any(textTest(sql`t.tag`, "contains", value))}`;
        default:
          return any(textTest(sql`t.tag`, c.compare, value));
      }
    }
    case "price": {
      const op = c.compare === "greater_than" ? sql`>` : c.compare === "less_than" ? sql`<` : sql`=`;
      return sql`exists (select 1 from product_variants pv where pv.product_id = ${products.id} and pv.price ${op} ${Number(c.value)})`;
    }
    case "available": {
      const inStock = sql`exists (select 1 from product_variants pv where pv.product_id = ${products.id} and pv.inventory_quantity > 0)`;
      return c.value === true ? inStock : sql`not ${inStock}`;
    }
    case "option": {
      const test = c.compare === "contains" ? sql`val ilike ${`%${escapeLike(value)}%`}` : sql`lower(val) = lower(${value})`;
      return sql`exists (select 1 from product_options po, jsonb_array_elements(po.options) o(opt), jsonb_array_elements_text(o.opt->'values') v(val)
        where po.product_id = ${products.id} and lower(o.opt->>'name') = lower(${c.fieldCompare}) and ${test})`;
    }
  }
}

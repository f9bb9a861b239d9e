import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { CustomerForm, CustomerListQuery } from "../../../domain/customer";
import { currencyOf, toMinor, type CurrencyCode } from "../../../domain/money";
import type { Db } from "../../db/client";
import { customers, orders, stores, type Address } from "../../db/schema";

export type CustomerRow = typeof customers.$inferSelect;
export type SaveResult = { kind: "ok"; row: CustomerRow } | { kind: "email_taken" } | { kind: "not_found" } | { kind: "conflict"; current: CustomerRow };
export type DeleteResult = { kind: "deleted" } | { kind: "not_found" } | { kind: "conflict"; current: CustomerRow };

/** The store's currency (SPEC §9: its language gives it): what `amount_spent_minor` counts in. */
export async function storeCurrency(db: Db, storeId: string): Promise<CurrencyCode> {
  const [row] = await db.select({ language: stores.language }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return currencyOf(row?.language);
}

export async function findCustomer(db: Db, storeId: string, id: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, id)))
    .limit(1);
  return row ?? null;
}

/** Another customer of the store with this e-mail (case-insensitive; the unique index is on lower(email)). */
async function emailTaken(db: Db, storeId: string, email: string, exceptId?: string): Promise<boolean> {
  if (!email) return false;
  const where = and(
    eq(customers.storeId, storeId),
    sql`lower(${customers.email}) = ${email.toLowerCase()}`,
    exceptId ? sql`${customers.id} <> ${exceptId}` : undefined,
  );
  const rows = await db.select({ id: customers.id }).from(customers).where(where).limit(1);
  return rows.length > 0;
}

/** The form as the row keeps it: addresses with the default first and without the flag, its country apart. */
function columnsOf(form: CustomerForm) {
  const addresses: Address[] = form.addresses.map(({ default: _default, ...address }) => address);
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    acceptsMarketing: form.acceptsMarketing,
    tags: form.tags,
    note: form.note,
    addresses,
    countryCode: addresses[0]?.countryCode ?? "",
  };
}

export async function createCustomer(db: Db, storeId: string, form: CustomerForm, now: Date): Promise<SaveResult> {
  if (await emailTaken(db, storeId, form.email)) return { kind: "email_taken" };
  try {
    const [row] = await db
      .insert(customers)
      .values({ storeId, ...columnsOf(form), createdAt: now, updatedAt: now })
      .returning();
    return { kind: "ok", row: row! };
  } catch (error) {
    // Two creates with one e-mail at the same moment: the unique index decides, the loser gets the field error.
    if (isUniqueViolation(error)) return { kind: "email_taken" };
    throw error;
  }
}

/** Optimistic concurrency: one statement that matches the loaded version or changes nothing. Order totals stay. */
export async function updateCustomer(db: Db, storeId: string, id: string, form: CustomerForm & { version: number }, now: Date): Promise<SaveResult> {
  if (await emailTaken(db, storeId, form.email, id)) return { kind: "email_taken" };
  try {
    const rows = await db
      .update(customers)
      .set({ ...columnsOf(form), version: sql`${customers.version} + 1`, updatedAt: now })
      .where(and(eq(customers.id, id), eq(customers.storeId, storeId), eq(customers.version, form.version)))
      .returning();
    if (rows[0]) return { kind: "ok", row: rows[0] };
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "email_taken" };
    throw error;
  }
  const current = await findCustomer(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

/** Orders keep their copy of the customer's name and e-mail; their `customer_id` is set null by the foreign key. */
export async function deleteCustomer(db: Db, storeId: string, id: string, version?: number): Promise<DeleteResult> {
  const conditions = [eq(customers.id, id), eq(customers.storeId, storeId)];
  if (version !== undefined) conditions.push(eq(customers.version, version));
  const rows = await db
    .delete(customers)
    .where(and(...conditions))
    .returning({ id: customers.id });
  if (rows.length > 0) return { kind: "deleted" };
  const current = version === undefined ? null : await findCustomer(db, storeId, id);
  return current ? { kind: "conflict", current } : { kind: "not_found" };
}

export type CustomerFilter = Omit<CustomerListQuery, "page" | "limit" | "sort">;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list's WHERE: always the store, then the tab (`segment`) and every filter, all of them at once. */
function customerFilter(storeId: string, f: CustomerFilter, currency: CurrencyCode): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(customers.storeId, storeId)];
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    const digits = f.search.replace(/\D/g, "");
    // Names both ways round: "Lan Nguyễn" and the Vietnamese order "Nguyễn Lan". A phone by its digits, so
    // "090 123" finds "+84 901 234 567" typed with other spaces.
    where.push(
      sql`(${customers.firstName} || ' ' || ${customers.lastName} ilike ${like}
        or ${customers.lastName} || ' ' || ${customers.firstName} ilike ${like}
        or ${customers.email} ilike ${like}
        or ${customers.phone} ilike ${like}
        ${digits.length >= 3 ? sql`or regexp_replace(${customers.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql``})`,
    );
  }
  if (f.segment === "subscribed") where.push(eq(customers.acceptsMarketing, true));
  if (f.segment === "returning") where.push(gte(customers.ordersCount, 2));
  if (f.segment === "prospects") where.push(eq(customers.ordersCount, 0));
  if (f.acceptsMarketing !== undefined) where.push(eq(customers.acceptsMarketing, f.acceptsMarketing === "true"));
  if (f.ordersMin !== undefined) where.push(gte(customers.ordersCount, f.ordersMin));
  if (f.ordersMax !== undefined) where.push(lte(customers.ordersCount, f.ordersMax));
  if (f.spentMin !== undefined) where.push(gte(customers.amountSpentMinor, toMinor(f.spentMin, currency)));
  if (f.spentMax !== undefined) where.push(lte(customers.amountSpentMinor, toMinor(f.spentMax, currency)));
  if (f.tag) where.push(sql`exists (select 1 from jsonb_array_elements_text(${customers.tags}) as t(tag) where lower(t.tag) = ${f.tag.toLowerCase()})`);
  if (f.country) where.push(eq(customers.countryCode, f.country));
  return and(...where);
}

function customerOrder(sort: CustomerListQuery["sort"]): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(customers.createdAt), asc(customers.id)];
    case "name":
      return [sql`lower(${customers.firstName} || ' ' || ${customers.lastName}) asc`, asc(customers.id)];
    case "spent":
      return [desc(customers.amountSpentMinor), desc(customers.createdAt), desc(customers.id)];
    case "orders":
      return [desc(customers.ordersCount), desc(customers.createdAt), desc(customers.id)];
    default:
      return [desc(customers.createdAt), desc(customers.id)];
  }
}

export async function listCustomers(db: Db, storeId: string, query: CustomerListQuery, currency: CurrencyCode) {
  const { page, limit, sort, ...filter } = query;
  const rows = await db
    .select()
    .from(customers)
    .where(customerFilter(storeId, filter, currency))
    .orderBy(...customerOrder(sort))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: await countCustomers(db, storeId, filter, currency) };
}

export async function countCustomers(db: Db, storeId: string, filter: CustomerFilter, currency: CurrencyCode): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customers)
    .where(customerFilter(storeId, filter, currency));
  return Number(row?.n ?? 0);
}

export type CustomerOrderRow = Pick<
  typeof orders.$inferSelect,
  "id" | "name" | "createdAt" | "financialStatus" | "fulfillmentStatus" | "status" | "totalMinor" | "currency"
>;

/** A customer's orders, newest first (index orders_customer_idx), scoped to the store as every query is. */
export async function customerOrders(
  db: Db,
  storeId: string,
  customerId: string,
  page: number,
  limit: number,
): Promise<{ rows: CustomerOrderRow[]; total: number }> {
  const where = and(eq(orders.storeId, storeId), eq(orders.customerId, customerId));
  const rows = await db
    .select({
      id: orders.id,
      name: orders.name,
      createdAt: orders.createdAt,
      financialStatus: orders.financialStatus,
      fulfillmentStatus: orders.fulfillmentStatus,
      status: orders.status,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [n] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

/** PostgreSQL unique_violation (23505), through drizzle's wrapping error. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

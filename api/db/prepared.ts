// A fixed statement on a hot path, as a named prepared statement: PostgreSQL parses and plans it once per connection
// instead of on every call (the order placement's write statement took 1.7 ms to plan, more than it took to run).
// PGlite does the same through api/db/pglite-prepared.ts (ADR 048). `text` uses $1, $2 … and must never be built from
// input: it is the cache key.
import type { Db } from "./client";
import { registerPreparedStatement } from "./pglite-prepared";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function runPrepared<Row>(executor: Db | Tx, name: string, text: string, params: unknown[]): Promise<Row[]> {
  registerPreparedStatement(text, name);
  const result = (await executor._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}

/** A drizzle query whose text never changes (its values are parameters), run as the named statement `name`. */
export function named<Prepared extends { getQuery(): { sql: string } }>(query: { prepare(name: string): Prepared }, name: string): Prepared {
  const prepared = query.prepare(name);
  registerPreparedStatement(prepared.getQuery().sql, name);
  return prepared;
}

type Executor = Db | Tx;

/**
 * A drizzle statement built ONCE per driver with `sql.placeholder` values and run on the database or inside a
 * transaction (ADR 080). `named` alone still builds the query's text on every call, and on the checkout's path that
 * building (drizzle's `is()` class checks) cost about as much CPU as the engine's run of the same statements; ADR 076's
 * per-database cache did the same for queries on the database only.
 * The built statement is a template: each call binds it to the executor's client (the pool or PGlite, or the
 * transaction's connection) without building it again. Placeholders are not encoded by their column: pass dates as ISO
 * strings. Columns with a database default (`defaultRandom`) stay defaults; never give a column a `$defaultFn` here.
 */
export function prebuilt<Prepared extends { getQuery(): { sql: string } }>(
  name: string,
  build: (executor: Executor) => { prepare(name: string): Prepared },
): (executor: Executor) => Prepared {
  const templates = new Map<object, Prepared>();
  return (executor) => {
    const session = (executor as unknown as { _: { session: { client: unknown } } })._.session;
    const driver = Object.getPrototypeOf(session) as object;
    let template = templates.get(driver);
    if (!template) templates.set(driver, (template = named(build(executor), name)));
    const bound = Object.create(template) as Prepared & { client: unknown };
    bound.client = session.client;
    return bound;
  };
}

/**
 * For the rest of the transaction, named statements run on their generic plan (ADR 080). PostgreSQL re-plans a named
 * statement whose generic plan it estimates dearer than a custom one, and for `id = any($2::uuid[])` it always does (a
 * constant array of 3 looks cheaper than an unknown one): the checkout's cart read cost 1.3 ms of planning a call for
 * 0.3 ms of work. Only for transactions of fixed, indexed statements (the checkout's completion).
 */
export const useGenericPlans = (tx: Tx) => runPrepared(tx, "backroom_generic_plans", "set local plan_cache_mode = force_generic_plan", []);

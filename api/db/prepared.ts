// A fixed statement on a hot path, as a named prepared statement: PostgreSQL parses and plans it once per connection
// instead of on every call (the order placement's write statement took 1.7 ms to plan, more than it took to run).
// PGlite runs it as any other statement. `text` uses $1, $2 … and must never be built from input: it is the cache key.
import type { Db } from "./client";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function runPrepared<Row>(executor: Db | Tx, name: string, text: string, params: unknown[]): Promise<Row[]> {
  const result = (await executor._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}

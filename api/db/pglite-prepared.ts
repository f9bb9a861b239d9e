// Named prepared statements on PGlite. PGlite sends every query as an unnamed statement: Parse, Describe, Bind (which
// plans it), Describe, Execute, Sync, each a call into the engine, so a statement is parsed, analysed and planned again
// every time. For the checkout's hot statements that was two thirds of the engine's CPU per completion (ADR 048,
// bench/checkout-statements.ts). A statement registered here by its exact text is parsed and described once per
// database under its name, then run as Bind + Execute + Sync in one call: PostgreSQL keeps its plan (a generic one after
// five runs, when it is no worse), as it does for the same names on a PostgreSQL connection (api/db/prepared.ts).
// Everything else goes through PGlite's own query unchanged.
import { parse, protocol, types, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

/**
 * The types drizzle's PGlite driver reads as text: it passes these parsers (each returns its input) with every query.
 * PGlite then copies its whole parser table (about 380 types) into a new object for each query, about 0.5 ms of CPU
 * every time (ADR 052). openDatabase makes the client with these parsers instead, and a query's own parsers are
 * dropped when they are exactly these types, so the table is used as it is. Other parsers go through unchanged.
 */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
export const textTypeParsers: Record<number, (value: string) => string> = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, (value: string) => value]));
const textTypeKeys = new Set(TEXT_TYPES.map(String));

export function withoutTextTypeParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const keys = Object.keys(options.parsers);
  if (keys.length !== textTypeKeys.size || !keys.every((key) => textTypeKeys.has(key))) return options;
  const { parsers: _same, ...rest } = options;
  return rest;
}

/** Statement text → its name: registered by api/db/prepared.ts. The text is the key, so it is never built from input. */
const registered = new Map<string, string>();

export function registerPreparedStatement(text: string, name: string): void {
  const known = registered.get(text);
  if (known && known !== name) throw new Error(`The statement ${name} is already registered as ${known}`);
  registered.set(text, name);
}

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];
interface Prepared {
  parameterTypes: number[];
  /** The rows' description, given once at Describe: Execute alone does not repeat it, and the parser needs it. */
  rowDescription: BackendMessage | null;
}

const { serialize } = protocol;
const concat = (messages: Uint8Array[]) => {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const m of messages) {
    out.set(m, at);
    at += m.length;
  }
  return out;
};

/**
 * Routes the registered statements of `client` (and of its transactions) through named statements. Installed once, by
 * openDatabase, before drizzle gets the client, on a client made with `textTypeParsers`.
 */
export function usePreparedStatements(client: PGlite): void {
  const prepared = new Map<string, Prepared>();

  // One write into the engine per step: a message batch ending with Sync, so an error leaves the session ready again.
  const send = async (messages: Uint8Array[], text: string, params: unknown[]) => {
    try {
      return await client.execProtocolStream(concat(messages), { syncToFs: false });
    } catch (error) {
      // As PGlite's own query reports it (the failing text and values), for the error's reader.
      throw Object.assign(error as object, { query: text, params });
    }
  };

  const run = async <T>(name: string, text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    let statement = prepared.get(text);
    if (!statement) {
      const described = await send([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()], text, params);
      const parameters = described.find((m) => m.name === "parameterDescription") as { dataTypeIDs: number[] } | undefined;
      statement = { parameterTypes: parameters?.dataTypeIDs ?? [], rowDescription: described.find((m) => m.name === "rowDescription") ?? null };
      prepared.set(text, statement);
    }
    const types = statement.parameterTypes;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await send([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()], text, params);
    const messages = statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
    return parse.parseResults(messages, client.parsers, withoutTextTypeParsers(options))[0] as Results<T>;
  };

  const query = client.query.bind(client);
  client.query = (async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    const name = registered.get(text);
    if (!name) return query<T>(text, params, withoutTextTypeParsers(options));
    // Outside a transaction: wait for any open one, as PGlite's query does, and write the pages out after it.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await run<T>(name, text, params, options);
        await client.syncToFs();
        return result;
      }),
    );
  }) as PGlite["query"];

  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      // Inside the transaction (which holds PGlite's transaction lock): one query at a time, as PGlite's own.
      tx.query = (async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        const name = registered.get(text);
        if (!name || tx.closed) return txQuery<R>(text, params, withoutTextTypeParsers(options));
        return client._runExclusiveQuery(() => run<R>(name, text, params, options));
      }) as Transaction["query"];
      return callback(tx);
    })) as PGlite["transaction"];
}

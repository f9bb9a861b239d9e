/**
 * The pause a background job (an import, its undo, a bulk update, its undo) takes between two write transactions.
 * PGlite runs inside this process and answers a query without a trip through the event loop, so a job that awaits one
 * query after another never lets the server accept a connection or read a request: a 20k-product bulk update held
 * every other request for its whole run (18 s, bench/bulk-update-yield.bench.ts), and a job resumed at start-up kept the
 * server from listening until it was done. A timer hands the event loop back; requests queued meanwhile then run their
 * few queries before the next batch (an import's GET /products/count: p50 ~400 ms without the pause, ~8 ms with it).
 * Costs 15 ms a batch (~1.5 s per 100k rows in batches of 1,000).
 */
const PAUSE_MS = 15;

export const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, PAUSE_MS));

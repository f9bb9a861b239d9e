// `npm run reports:check` and `npm run reports:rebuild [storeId]` (ADR 045): the report rollups against the raw orders
// and storefront events, with the worker's own computation (api/modules/reports/check.ts). On PGlite (one process per
// data directory, ADR 005) stop the server first; on PostgreSQL they run beside it, under the worker's lock.
import { DatabaseLockedError, openDatabase, type Database } from "../api/db/client";
import { checkReports } from "../api/modules/reports/check";
import { rebuildReports } from "../api/modules/reports/rebuild";
import { loadConfig } from "../config";

const [command, storeId] = process.argv.slice(2);
if (command !== "check" && command !== "rebuild") {
  process.stderr.write("usage: npm run reports:check [storeId] | npm run reports:rebuild [storeId]\n");
  process.exit(2);
}
if (storeId && !/^[0-9a-f-]{36}$/i.test(storeId)) {
  process.stderr.write(`reports: ${storeId} is not a store id\n`);
  process.exit(2);
}

const config = loadConfig();
let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DatabaseLockedError) {
    process.stderr.write(`reports: ${error.message}\nPGlite allows one process per directory: stop the server, run this, then start it again.\n`);
    process.exit(1);
  }
  throw error;
}

let code = 0;
try {
  const started = performance.now();
  if (command === "check") {
    const { stores, differences } = await checkReports(database.db, storeId);
    for (const d of differences) process.stdout.write(`${d.storeId} ${d.table} [${d.key.slice(1).join(", ")}] ${d.column}: rollup ${d.rollup}, raw ${d.raw}\n`);
    process.stdout.write(`${stores} store(s) checked, ${differences.length} difference(s), ${Math.round(performance.now() - started)} ms\n`);
    if (differences.length > 0) code = 1;
  } else {
    const result = await rebuildReports(database.db, storeId, { log: (line) => process.stderr.write(`${line}\n`) });
    process.stdout.write(
      `rebuilt ${result.stores} store(s) from ${result.orders} orders and ${result.events} events, ${Math.round(performance.now() - started)} ms\n`,
    );
  }
} finally {
  await database.close();
}
process.exit(code);

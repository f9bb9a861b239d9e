// A demo start (`npm start`, i.e. server.ts --demo): the demo store and its sign-ins, for one laptop (ADR 017).
import net from "node:net";
import type { Db } from "../api/db/client";
import { isGuessablePassword } from "../api/http/password-strength";
import { drainReports } from "../api/modules/reports/worker";
import { seedDemoStore } from "../api/seed/demo";
import type { MediaStorage } from "../api/storage";
import type { Config } from "../config";

const isLoopback = (host: string) => host === "localhost" || (net.isIPv4(host) && host.startsWith("127.")) || host === "::1" || host === "[::1]";

/** Why this demo start must not go on, or null. Checked before the database is opened. */
export function demoStartRefusal(config: Pick<Config, "host" | "demoPassword">): string | null {
  if (!isLoopback(config.host)) {
    return (
      `A demo start (npm start) listens on this computer only: its accounts and their printed password are for one laptop, ` +
      `so HOST=${config.host} is refused. Use HOST=127.0.0.1, or run a real install without the demo: ` +
      `npm run start:production (README, "Deploying to production").`
    );
  }
  if (config.demoPassword !== null && isGuessablePassword(config.demoPassword)) {
    return "DEMO_PASSWORD is too easy to guess. Choose a longer one, or unset it to get a random one.";
  }
  return null;
}

/**
 * Seeds the demo store on its first start and prints the sign-ins on every demo start. `storage` is the server's media
 * storage: the first start uploads the demo products' pictures to it.
 */
export async function startDemo(
  db: Db,
  config: Pick<Config, "demoPassword" | "dataDir" | "demoOrders">,
  storage: MediaStorage,
  log: (e: Record<string, unknown>) => void,
) {
  if (!config.demoPassword) return;
  const started = performance.now();
  if (config.demoOrders > 0) log({ level: "info", msg: "demo store: checking, or seeding 90 days of history on the first start", orders: config.demoOrders });
  const demo = await seedDemoStore(db, config.demoPassword, { orders: config.demoOrders, log, storage });
  // The history went through the checkout API: its orders and events are in the report rollups before anyone signs in.
  const rolledUp = await drainReports(db);
  log({
    level: "info",
    msg: demo.seeded ? "demo store seeded" : "demo store ready",
    ...(demo.images ? { images: demo.images } : {}),
    ...(demo.history ? { history: demo.history } : {}),
    reports: rolledUp,
    ms: Math.round(performance.now() - started),
  });
  process.stdout.write(
    `\nDemo sign-ins, for this computer only. Password for all: ${demo.password}\n` +
      `${demo.accounts.map((a) => `  ${a.role.padEnd(9)} ${a.email}`).join("\n")}\n` +
      `(DEMO_PASSWORD sets it; else it is made once and kept in ${config.dataDir}/.demo-password)\n\n`,
  );
}

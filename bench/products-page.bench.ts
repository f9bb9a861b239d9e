// The whole admin products page on a dataset: the real server (server.ts, built Remix app) with the bench's own
// settings, signed in through the real sign-in form, timed to the last byte of the HTML (page 1 and a deep page,
// interleaved in shuffled rounds); first-load bytes (HTML + render-blocking CSS + JS) of the list and the editor; and,
// with --concurrency, several users at once. --ab KEY=A,B runs two servers at once, one with KEY=A and one with KEY=B
// (a PGlite dataset is copied for the second), and interleaves every request between them: an A/B comparison under
// the same machine load, e.g. --ab HTML_CHUNK_BYTES=0,32768.
// Needs `npm run build` and `npm run bench:generate` first (or BENCH_DATABASE_URL for a PostgreSQL dataset).
//   npm run bench:products-page -- [--n 100] [--warmup 30] [--name products-100k] [--port 3999] [--mode production|development]
//     [--deep-page 1500] [--encoding br|gzip|identity] [--html-chunk-bytes N] [--ab KEY=A,B] [--seed 1]
//     [--concurrency 1,4,10 [--seconds 10] [--warmup-seconds 3] [--rounds 2] [--concurrent-page 1]]
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { products, stores } from "../api/db/schema";
import { findUserByEmail } from "../api/modules/accounts/store";
import { timeConcurrent } from "./concurrent";
import { TIER1_BUDGET_KB, firstLoad, overBudget, printFirstLoad, printFirstLoadHeader } from "./first-load";
import { BENCH_DATABASE_URL, BENCH_EMAIL, BenchError, DEFAULT_DATASET, arg, datasetDir, fail, machineLoad, numberList, openBenchDatabase, print } from "./lib";
import {
  BROWSER_ACCEPT_ENCODING,
  CookieJar,
  describeServer,
  getStep,
  pageServer,
  printStepHeader,
  serverTag,
  timeInterleaved,
  withServers,
  type PageServer,
} from "./page-server";

const N = Number(arg("n", "100"));
const PORT = Number(arg("port", "3999"));
const MODE = arg("mode", "production") === "development" ? "development" : "production";
const WARMUP = Number(arg("warmup", "30"));
const DEEP_PAGE = Number(arg("deep-page", "1500"));
const SEED = Number(arg("seed", "1"));
const ENCODINGS: Record<string, string> = { br: BROWSER_ACCEPT_ENCODING, gzip: "gzip, deflate", identity: "identity" };
const encoding = arg("encoding", "br");
if (!ENCODINGS[encoding]) throw new Error(`--encoding must be br, gzip or identity, not ${encoding}`);
const chunkBytes = arg("html-chunk-bytes", "");
const concurrency = arg("concurrency", "");
const dir = datasetDir(arg("name", process.env.BENCH_DATASET ?? DEFAULT_DATASET));
const baseEnv: Record<string, string> = chunkBytes ? { HTML_CHUNK_BYTES: chunkBytes } : {};
const servers = abServers(arg("ab", ""));

/** One server, or with --ab KEY=A,B two: KEY=A on the dataset and KEY=B on a copy of it (port + 1). */
function abServers(ab: string): PageServer[] {
  const acceptEncoding = ENCODINGS[encoding];
  if (!ab) return [pageServer(dir, PORT, MODE, { acceptEncoding, env: baseEnv })];
  const m = /^([A-Z_][A-Z0-9_]*)=([^,]*),([^,]*)$/.exec(ab);
  if (!m) fail(`--ab wants KEY=A,B (e.g. HTML_CHUNK_BYTES=0,32768), not "${ab}".`);
  const [, key, a, b] = m;
  return [
    pageServer(dir, PORT, MODE, { acceptEncoding, env: { ...baseEnv, [key]: a } }),
    pageServer(`${dir}-b`, PORT + 1, MODE, { acceptEncoding, env: { ...baseEnv, [key]: b } }),
  ];
}

/** The second server of an A/B run gets its own copy of a PGlite dataset (one process per directory), made afresh. */
function copyDataset(from: string, to: string) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true, filter: (src) => !src.endsWith("backroom.lock") });
}

/** One product id of the bench store, read before the server takes the database's lock. */
async function sampleProductId(): Promise<string> {
  const database = await openBenchDatabase(dir);
  try {
    const user = await findUserByEmail(database.db, BENCH_EMAIL);
    if (!user) fail(`${dir} has no ${BENCH_EMAIL}. Run \`npm run bench:generate\`.`);
    const [row] = await database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(eq(stores.ownerId, user.id))
      .limit(1);
    if (!row) fail(`${dir} has no products. Run \`npm run bench:generate\`.`);
    return row.id;
  } finally {
    await database.close();
  }
}

async function main() {
  const productId = await sampleProductId();
  if (servers.length > 1 && !BENCH_DATABASE_URL) copyDataset(dir, servers[1].dir);
  await withServers(servers, async (cookies) => {
    const jars = cookies.map((c) => new CookieJar(c));
    for (const s of servers) print(describeServer(s));
    print(machineLoad());
    const list = `/admin/products?page=1`;
    const deep = `/admin/products?page=${DEEP_PAGE}`;
    const editor = `/admin/products/update/${productId}`;
    const tag = (s: PageServer) => (servers.length > 1 ? ` [${serverTag(s)}]` : "");
    if (N > 0) {
      print(
        `N=${N} rounds, each GETs every page${servers.length > 1 ? " of both servers" : ""} once in a shuffled order (seed ${SEED}), after ${WARMUP} warm-up rounds`,
      );
      print(`server = the server's own time per request (its request log); client = time to last byte seen by this process`);
      printStepHeader("page");
      const steps = servers.flatMap((s, i) => [list, deep].map((p) => getStep(s, p + tag(s), p, jars[i])));
      await timeInterleaved(steps, { rounds: N, warmupRounds: WARMUP, seed: SEED });
      print(machineLoad());
    }

    print();
    printFirstLoadHeader();
    const over: string[] = [];
    for (const [i, s] of servers.entries()) {
      const pages: [string, string, CookieJar][] = [
        [list, list, jars[i]],
        [deep, deep, jars[i]],
        ["/admin/products/update/{id}", editor, jars[i]],
        // Signed out: the first page a merchant loads, with the root's stylesheets instead of the shell's (ADR 027).
        ["/auth/sign-in", "/auth/sign-in", new CookieJar("")],
      ];
      for (const [label, pathname, jar] of pages) {
        const bytes = await firstLoad(s, pathname, jar);
        printFirstLoad(label + tag(s), bytes);
        over.push(...overBudget(label + tag(s), bytes));
      }
    }
    const budget = TIER1_BUDGET_KB;
    print(
      `Tier 1 budget (ADR 026), KB gzip: HTML ${budget.html}, CSS ${budget.css}, JS ${budget.js}, total ${budget.total}: ${over.length ? "OVER" : "every page fits"}`,
    );
    over.forEach((line) => print(`  ${line}`));

    if (concurrency) {
      print();
      const page = `/admin/products?page=${arg("concurrent-page", "1")}`;
      await timeConcurrent(
        servers.map((server, i) => ({ server, cookie: cookies[i] })),
        page,
        {
          levels: numberList(concurrency),
          seconds: Number(arg("seconds", "10")),
          warmupSeconds: Number(arg("warmup-seconds", "3")),
          rounds: Number(arg("rounds", "2")),
          seed: SEED,
        },
      );
    }
    if (over.length) fail(`${over.length} first-load figure(s) over the Tier 1 budget (listed above).`);
  });
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BenchError)) throw error;
  process.stderr.write(`\nbench:products-page: ${error.message}\n(server log: ${servers.map((s) => s.logPath).join(", ")})\n`);
  process.exitCode = 1;
}

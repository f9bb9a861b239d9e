// The whole admin products page on the 100k dataset: the real server (server.ts, built Remix app),
// signed in through the real sign-in form, timed to the last byte of the HTML; plus the first-load
// JavaScript of the list and the editor (every /build/ or /enhance/ <script src> and modulepreload, gzip -9, summed).
// Needs `npm run build` and `npm run bench:generate` first.
//   npm run bench:products-page -- [--n 100] [--name products-100k] [--port 3999] [--mode production|development]
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { openDatabase } from "../api/db/client";
import { products, stores } from "../api/db/schema";
import { findUserByEmail } from "../api/modules/accounts/store";
import { BENCH_EMAIL, DEFAULT_DATASET, arg, datasetDir, print, repoRoot } from "./lib";
import { BenchError, CookieJar, fail, getPage, pageServer, signIn, startServer, stop, timePage, waitForHealth } from "./page-server";

const N = Number(arg("n", "100"));
const PORT = Number(arg("port", "3999"));
const MODE = arg("mode", "production") === "development" ? "development" : "production";
const WARMUP = Number(arg("warmup", "30"));
const DEEP_PAGE = Number(arg("deep-page", "1500"));
const dir = datasetDir(arg("name", process.env.BENCH_DATASET ?? DEFAULT_DATASET));
const server = pageServer(dir, PORT, MODE);
const { origin, logPath } = server;

/** One product id of the bench store, read before the server takes the database's lock. */
async function sampleProductId(): Promise<string> {
  const database = await openDatabase({ dataDir: dir });
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

/** The page's own JavaScript: Remix's /build/ files (pages that hydrate) and the /enhance/ script (all others). */
function firstLoadAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) urls.add(href);
  }
  return [...urls]
    .map((u) => new URL(u, origin))
    .filter((u) => u.origin === origin && (u.pathname.startsWith("/build/") || u.pathname.startsWith("/enhance/")))
    .map((u) => u.pathname);
}

async function firstLoadJs(pathname: string, jar: CookieJar) {
  const { html } = await getPage(server, pathname, jar);
  const assets = firstLoadAssets(html);
  let raw = 0;
  let gzip = 0;
  for (const asset of assets) {
    const res = await fetch(origin + asset, { headers: { "accept-encoding": "identity" } });
    if (!res.ok) fail(`GET ${asset} (listed by ${pathname}) answered ${res.status}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
  }
  return { files: assets.length, raw, gzip };
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, "build", "index.js"))) fail("No server build. Run `npm run build` first.");
  if (!fs.existsSync(dir)) fail(`No dataset at ${dir}. Run \`npm run bench:generate\` first.`);
  const productId = await sampleProductId();

  const child = startServer(server);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  try {
    await waitForHealth(server, child);
    const jar = new CookieJar(await signIn(server));
    print(`server ${origin} (NODE_ENV=${MODE}, data ${dir}); N=${N} sequential GETs per page after ${WARMUP} warm-ups (the JIT settles)`);
    print(`server = the server's own time per request (its request log); client = time to last byte seen by this process`);
    print(`${"page".padEnd(40)}${"server".padStart(8)}${"".padStart(8)}${"".padStart(8)}${"client".padStart(8)}`);
    print(`${"".padEnd(40)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"p99 ms".padStart(8)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}`);
    await timePage(server, "/admin/products?page=1", "/admin/products?page=1", jar, N, WARMUP);
    await timePage(server, `/admin/products?page=${DEEP_PAGE}`, `/admin/products?page=${DEEP_PAGE}`, jar, N, WARMUP);

    print();
    print(`${"first-load JS (scripts + modulepreload)".padEnd(52)}${"files".padStart(6)}${"raw KB".padStart(9)}${"gzip -9 KB".padStart(12)}`);
    for (const pathname of ["/admin/products", `/admin/products/update/${productId}`]) {
      const js = await firstLoadJs(pathname, jar);
      const label = pathname.replace(productId, "{id}");
      print(`${label.padEnd(52)}${String(js.files).padStart(6)}${(js.raw / 1024).toFixed(1).padStart(9)}${(js.gzip / 1024).toFixed(1).padStart(12)}`);
    }
  } finally {
    await stop(child);
    process.off("exit", killOnExit);
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BenchError)) throw error;
  process.stderr.write(`\nbench:products-page: ${error.message}\n(server log: ${logPath})\n`);
  process.exitCode = 1;
}

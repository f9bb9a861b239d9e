// The whole admin products page on the 100k dataset: the real server (server.ts, built Remix app),
// signed in through the real sign-in form, timed to the last byte of the HTML; plus the first-load
// JavaScript of the list and the editor (every /build/ or /enhance/ <script src> and modulepreload, gzip -9, summed).
// Needs `npm run build` and `npm run bench:generate` first.
//   npm run bench:products-page -- [--n 100] [--name products-100k] [--port 3999] [--mode production|development]
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { openDatabase } from "../api/db/client";
import { products, stores } from "../api/db/schema";
import { findUserByEmail } from "../api/modules/accounts/store";
import { BENCH_EMAIL, BENCH_PASSWORD, DEFAULT_DATASET, arg, datasetDir, fmt, print, repoRoot, summarise } from "./lib";

const N = Number(arg("n", "100"));
const PORT = Number(arg("port", "3999"));
const MODE = arg("mode", "production") === "development" ? "development" : "production";
const WARMUP = Number(arg("warmup", "30"));
const DEEP_PAGE = Number(arg("deep-page", "1500"));
const dir = datasetDir(arg("name", process.env.BENCH_DATASET ?? DEFAULT_DATASET));
const origin = `http://127.0.0.1:${PORT}`;
const logPath = path.join(path.dirname(dir), `server-${path.basename(dir)}.log`);

class BenchError extends Error {}

function fail(message: string): never {
  throw new BenchError(message);
}

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

function startServer(): ChildProcess {
  const log = fs.openSync(logPath, "w");
  return spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dir,
      SEED_DEMO: "0",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: MODE,
      SESSION_SECRET: process.env.SESSION_SECRET ?? "bench-session-secret-not-for-production-use",
      PUBLIC_URL: origin,
    },
    stdio: ["ignore", log, log],
  });
}

async function waitForHealth(child: ChildProcess, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) fail(`The server exited with code ${child.exitCode} before answering. Its log:\n${tail(logPath)}`);
    try {
      const res = await fetch(`${origin}/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`The server did not answer ${origin}/health within ${timeoutMs / 1000} s. Its log:\n${tail(logPath)}`);
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, "utf8").trim().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Signs in through the admin's own form, as a browser without JavaScript would; returns the Cookie header. */
async function signIn(): Promise<string> {
  const res = await fetch(`${origin}/auth/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ email: BENCH_EMAIL, password: BENCH_PASSWORD }).toString(),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]).filter((c) => !c.endsWith("="));
  const location = res.headers.get("location") ?? "";
  if (res.status < 300 || res.status >= 400 || cookies.length === 0 || location.includes("/auth/sign-in")) {
    const body = (await res.text()).replace(/\s+/g, " ").slice(0, 300);
    fail(`Sign-in failed: POST /auth/sign-in as ${BENCH_EMAIL} answered ${res.status}${location ? ` → ${location}` : ""}` +
      ` with ${cookies.length} cookie(s). Expected a redirect that sets the session cookie. Body: ${body}`);
  }
  return cookies.join("; ");
}

/** A browser's cookie jar, reduced to what the bench needs: the latest value of each cookie. */
class CookieJar {
  private values = new Map<string, string>();
  constructor(header: string) {
    for (const pair of header.split("; ")) this.set(pair);
  }
  private set(pair: string) {
    const at = pair.indexOf("=");
    if (at > 0) this.values.set(pair.slice(0, at), pair.slice(at + 1));
  }
  update(res: Response) {
    for (const c of res.headers.getSetCookie()) this.set(c.split(";")[0]);
  }
  toString() {
    return [...this.values].filter(([, v]) => v !== "").map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** GET a page as the signed-in user; anything but 200 (a redirect to sign-in, a 404 while the screen is missing) stops the bench. */
async function getPage(pathname: string, jar: CookieJar): Promise<{ ms: number; html: string }> {
  const start = performance.now();
  const res = await fetch(origin + pathname, { headers: { cookie: jar.toString() }, redirect: "manual" });
  const html = await res.text();
  const ms = performance.now() - start;
  jar.update(res);
  if (res.status !== 200) {
    const where = res.headers.get("location");
    fail(`GET ${pathname} answered ${res.status}${where ? ` → ${where}` : ""}; expected the admin page. ` +
      (where?.includes("/auth/sign-in") ? "The session was not accepted (sign-in failed)." : "Does the screen exist yet?"));
  }
  return { ms, html };
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
  const { html } = await getPage(pathname, jar);
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

/** The server's own time for each request (its JSON request log), appended since `from` bytes. */
function serverTimes(from: number, pathname: string): number[] {
  const path = pathname.split("?")[0];
  return fs
    .readFileSync(logPath, "utf8")
    .slice(from)
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { path?: string; ms?: number })
    .filter((e) => e.path === path && typeof e.ms === "number")
    .map((e) => e.ms as number);
}

async function timePage(label: string, pathname: string, jar: CookieJar) {
  for (let i = 0; i < WARMUP; i++) await getPage(pathname, jar);
  const logFrom = fs.statSync(logPath).size;
  const samples: number[] = [];
  for (let i = 0; i < N; i++) samples.push((await getPage(pathname, jar)).ms);
  const client = summarise(samples);
  const server = summarise(serverTimes(logFrom, pathname));
  print(`${label.padEnd(40)}${fmt(server.p50)}${fmt(server.p95)}${fmt(server.p99)}${fmt(client.p50)}${fmt(client.p95)}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  // The server closes its database on SIGTERM; give it time so the lock is released cleanly.
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, "build", "index.js"))) fail("No server build. Run `npm run build` first.");
  if (!fs.existsSync(dir)) fail(`No dataset at ${dir}. Run \`npm run bench:generate\` first.`);
  const productId = await sampleProductId();

  const child = startServer();
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  try {
    await waitForHealth(child);
    const jar = new CookieJar(await signIn());
    print(`server ${origin} (NODE_ENV=${MODE}, data ${dir}); N=${N} sequential GETs per page after ${WARMUP} warm-ups (the JIT settles)`);
    print(`server = the server's own time per request (its request log); client = time to last byte seen by this process`);
    print(`${"page".padEnd(40)}${"server".padStart(8)}${"".padStart(8)}${"".padStart(8)}${"client".padStart(8)}`);
    print(`${"".padEnd(40)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"p99 ms".padStart(8)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}`);
    await timePage("/admin/products?page=1", "/admin/products?page=1", jar);
    await timePage(`/admin/products?page=${DEEP_PAGE}`, `/admin/products?page=${DEEP_PAGE}`, jar);

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

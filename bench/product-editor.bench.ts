// The product with 2,000 variants, through the real admin: open its editor, its options page and one variant, and save
// the product and its options (the options save reads every variant to find the ones that would no longer fit).
// Needs `npm run build`, `npm run bench:generate` and `npm run bench:generate-variants` first.
//   npm run bench:product-editor -- [--n 50] [--name products-100k] [--port 3998]
import fs from "node:fs";
import { and, asc, desc, eq } from "drizzle-orm";
import { openDatabase } from "../api/db/client";
import { productOptions, products, productVariants } from "../api/db/schema";
import { BIG_PRODUCT_HANDLE, DEFAULT_DATASET, arg, datasetDir, fmt, print, summarise } from "./lib";
import {
  BenchError,
  CookieJar,
  fail,
  pageServer,
  serverTimes,
  signIn,
  startServer,
  stop,
  timePage,
  waitForHealth,
  type PageServer,
} from "./page-server";

const N = Number(arg("n", "50"));
const WARMUP = Number(arg("warmup", "10"));
const server = pageServer(datasetDir(arg("name", process.env.BENCH_DATASET ?? DEFAULT_DATASET)), Number(arg("port", "3998")), "production");

interface BigProduct {
  id: string;
  lastVariantId: string;
  form: Record<string, string>;
  optionsForm: Record<string, string>;
}

async function readBigProduct(): Promise<BigProduct> {
  const database = await openDatabase({ dataDir: server.dir });
  try {
    const { db } = database;
    const [p] = await db.select().from(products).where(eq(products.handle, BIG_PRODUCT_HANDLE)).limit(1);
    if (!p) fail(`${server.dir} has no ${BIG_PRODUCT_HANDLE}. Run \`npm run bench:generate-variants\`.`);
    const [last] = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, p.id)).orderBy(desc(productVariants.position)).limit(1);
    const [first] = await db.select({ id: productVariants.id }).from(productVariants).where(and(eq(productVariants.productId, p.id))).orderBy(asc(productVariants.position)).limit(1);
    if (!last || !first) fail(`${BIG_PRODUCT_HANDLE} has no variants.`);
    const [opts] = await db.select().from(productOptions).where(eq(productOptions.productId, p.id));
    const form = { title: p.title, handle: p.handle, description: p.description, tags: p.tags.join(", "), productType: p.productType, vendor: p.vendor, version: String(p.version), intent: "save", ...(p.published ? { published: "on" } : {}) };
    const optionsForm: Record<string, string> = { intent: "options", optionsVersion: String(opts.version) };
    opts.options.forEach((o, i) => {
      optionsForm[`options.${i}.name`] = o.name;
      optionsForm[`options.${i}.values`] = o.values.join(", ");
    });
    return { id: p.id, lastVariantId: last.id, form, optionsForm };
  } finally {
    await database.close();
  }
}

/** POSTs a form as a browser without JavaScript; the action answers a redirect (Post/Redirect/Get) when it saved. */
async function post(s: PageServer, pathname: string, form: Record<string, string>, jar: CookieJar): Promise<number> {
  const start = performance.now();
  const res = await fetch(s.origin + pathname, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: s.origin, cookie: jar.toString() },
    body: new URLSearchParams(form).toString(),
  });
  await res.arrayBuffer();
  jar.update(res);
  if (res.status < 300 || res.status >= 400) fail(`POST ${pathname} answered ${res.status}; expected the redirect after a save.`);
  return performance.now() - start;
}

/** Saves N times; each save bumps the version, so the next one sends the new version, as a reloaded form would. */
async function timeSaves(label: string, pathname: string, form: Record<string, string>, versionField: string, jar: CookieJar) {
  const logFrom = fs.statSync(server.logPath).size;
  const samples: number[] = [];
  let version = Number(form[versionField]);
  for (let i = 0; i < N; i++) {
    samples.push(await post(server, pathname, { ...form, [versionField]: String(version) }, jar));
    version++;
  }
  const client = summarise(samples);
  const times = summarise(serverTimes(server, logFrom, pathname));
  print(`${label.padEnd(40)}${fmt(times.p50)}${fmt(times.p95)}${fmt(times.p99)}${fmt(client.p50)}${fmt(client.p95)}`);
}

async function main() {
  const big = await readBigProduct();
  const child = startServer(server);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  try {
    await waitForHealth(server, child);
    const jar = new CookieJar(await signIn(server));
    const editor = `/admin/products/update/${big.id}`;
    print(`server ${server.origin} (data ${server.dir}); product ${big.id} with 2000 variants; N=${N} after ${WARMUP} warm-ups`);
    print(`${"".padEnd(40)}${"server".padStart(8)}${"".padStart(16)}${"client".padStart(8)}`);
    print(`${"".padEnd(40)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"p99 ms".padStart(8)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}`);
    await timePage(server, "GET editor", editor, jar, N, WARMUP);
    await timePage(server, "GET editor, variants page 40", `${editor}?variantsPage=40`, jar, N, WARMUP);
    await timePage(server, "GET options page (…/add)", `${editor}/add`, jar, N, WARMUP);
    await timePage(server, "GET last variant", `${editor}/variants/${big.lastVariantId}`, jar, N, WARMUP);
    await timeSaves("POST save product", editor, big.form, "version", jar);
    await timeSaves("POST save options (checks 2000)", `${editor}/add`, big.optionsForm, "optionsVersion", jar);
  } finally {
    await stop(child);
    process.off("exit", killOnExit);
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BenchError)) throw error;
  process.stderr.write(`\nbench:product-editor: ${error.message}\n(server log: ${server.logPath})\n`);
  process.exitCode = 1;
}

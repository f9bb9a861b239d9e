// The product with 2,000 variants, through the real admin: open its editor, its options page and one variant, and save
// the product and its options (the options save reads every variant to find the ones that would no longer fit).
// The steps run round-robin, each round in a shuffled order, so order effects spread over all steps instead of showing
// as differences between them. Needs `npm run build`, `npm run bench:generate` and `npm run bench:generate-variants`
// first (or BENCH_DATABASE_URL for a PostgreSQL dataset).
//   npm run bench:product-editor -- [--n 50] [--warmup 10] [--seed 1] [--name products-100k] [--port 3998]
import { and, asc, desc, eq } from "drizzle-orm";
import { productOptions, products, productVariants } from "../api/db/schema";
import { BIG_PRODUCT_HANDLE, BenchError, DEFAULT_DATASET, arg, datasetDir, fail, machineLoad, openBenchDatabase, print } from "./lib";
import { CookieJar, describeServer, getStep, pageServer, printStepHeader, timeInterleaved, withServers, type PageServer, type Step } from "./page-server";

const N = Number(arg("n", "50"));
const WARMUP = Number(arg("warmup", "10"));
const SEED = Number(arg("seed", "1"));
const server = pageServer(datasetDir(arg("name", process.env.BENCH_DATASET ?? DEFAULT_DATASET)), Number(arg("port", "3998")), "production");

interface BigProduct {
  id: string;
  lastVariantId: string;
  form: Record<string, string>;
  optionsForm: Record<string, string>;
}

async function readBigProduct(): Promise<BigProduct> {
  const database = await openBenchDatabase(server.dir);
  try {
    const { db } = database;
    const [p] = await db.select().from(products).where(eq(products.handle, BIG_PRODUCT_HANDLE)).limit(1);
    if (!p) fail(`${server.dir} has no ${BIG_PRODUCT_HANDLE}. Run \`npm run bench:generate-variants\`.`);
    const [last] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, p.id))
      .orderBy(desc(productVariants.position))
      .limit(1);
    const [first] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, p.id)))
      .orderBy(asc(productVariants.position))
      .limit(1);
    if (!last || !first) fail(`${BIG_PRODUCT_HANDLE} has no variants.`);
    const [opts] = await db.select().from(productOptions).where(eq(productOptions.productId, p.id));
    const form = {
      title: p.title,
      handle: p.handle,
      description: p.description,
      tags: p.tags.join(", "),
      productType: p.productType,
      vendor: p.vendor,
      version: String(p.version),
      intent: "save",
      ...(p.published ? { published: "on" } : {}),
    };
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

/** A save; each one bumps the version, so the next one sends the new version, as a reloaded form would. */
function saveStep(label: string, pathname: string, form: Record<string, string>, versionField: string, jar: CookieJar): Step {
  let version = Number(form[versionField]);
  return {
    label,
    server,
    method: "POST",
    path: pathname,
    async run() {
      const ms = await post(server, pathname, { ...form, [versionField]: String(version) }, jar);
      version++;
      return ms;
    },
  };
}

async function main() {
  const big = await readBigProduct();
  await withServers([server], async ([cookie]) => {
    const jar = new CookieJar(cookie);
    const editor = `/admin/products/update/${big.id}`;
    print(describeServer(server));
    print(`product ${big.id} with 2000 variants; N=${N} rounds, each runs every step once in a shuffled order (seed ${SEED}), after ${WARMUP} warm-up rounds`);
    print(machineLoad());
    printStepHeader();
    const steps: Step[] = [
      getStep(server, "GET editor", editor, jar),
      getStep(server, "GET editor, variants page 40", `${editor}?variantsPage=40`, jar),
      getStep(server, "GET options page (…/add)", `${editor}/add`, jar),
      getStep(server, "GET last variant", `${editor}/variants/${big.lastVariantId}`, jar),
      saveStep("POST save product", editor, big.form, "version", jar),
      saveStep("POST save options (checks 2000)", `${editor}/add`, big.optionsForm, "optionsVersion", jar),
    ];
    await timeInterleaved(steps, { rounds: N, warmupRounds: WARMUP, seed: SEED });
    print(machineLoad());
  });
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BenchError)) throw error;
  process.stderr.write(`\nbench:product-editor: ${error.message}\n(server log: ${server.logPath})\n`);
  process.exitCode = 1;
}

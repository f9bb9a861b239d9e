// First-load bytes of every page of the admin against its tier's budget (ADR 033): HTML + render-blocking CSS + JS as
// sent for gzip (bench/first-load.ts). Starts its own production server on a fresh demo store (like the e2e suite),
// signs in as the demo owner and operator, finds a sample record for each editor, and GETs every route that renders a
// page (app/page-styles.generated.ts lists them all: a route missing from the table below fails the run). A page's
// tier is what its HTML loads: Remix's scripts (`handle.hydrate`) make it Tier 2, else Tier 1. Exits 1 on an overrun.
// Needs `npm run build` first.
//   npm run bench:tiers -- [--port 3998]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PAGE_STYLES } from "../app/page-styles.generated";
import { DEMO_OPERATOR_EMAIL, DEMO_OWNER_EMAIL } from "../api/seed/demo-accounts";
import { TIER_BUDGET_KB, firstLoad, overTierBudget, pageScripts, printFirstLoadHeader, printFirstLoad, type Tier } from "./first-load";
import { BenchError, arg, fail, machineLoad, print, repoRoot } from "./lib";
import { CookieJar, type PageServer } from "./page-server";
import { benchApi, onlineStoreIds, type BenchApi, type OnlineStoreIds } from "./tiers-online-store";

const PORT = Number(arg("port", "3998"));
const PASSWORD = "bench-demo-Pass-4821";
const origin = `http://127.0.0.1:${PORT}`;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

type Who = "owner" | "operator" | "signed-out";
/** A route's sample page, or why it has none (a layout, a resource route, a 404 or a redirect). */
type Sample = { who: Who; url: (ids: Ids) => string } | { none: string };
type Ids = Record<
  "product" | "variant" | "collection" | "feed" | "sizeChart" | "customer" | "discountCode" | "discountAutomatic" | "order" | "abandoned" | "cart",
  string
> &
  OnlineStoreIds;

const page = (who: Who, url: string | ((ids: Ids) => string)): Sample => ({ who, url: typeof url === "string" ? () => url : url });
const SAMPLES: Record<string, Sample> = {
  root: { none: "the layout of every page" },
  "routes/admin": { none: "the shell's layout" },
  "routes/$": { none: "the 404 page" },
  "routes/admin.$": { none: "the admin's 404 page" },
  "routes/_index": { none: "redirects to /admin" },
  "routes/logout": { none: "an action only" },
  "routes/language": { none: "an action only (the language switcher's POST)" },
  "routes/admin.media.presign": { none: "a JSON resource route" },
  "routes/admin.products.exports.$id.download": { none: "a file download" },
  "routes/admin.products.imports.$id.errors": { none: "a file download" },
  "routes/admin._index": page("owner", "/admin"),
  "routes/admin.no-access": page("owner", "/admin/no-access"),
  "routes/admin.products._index": page("owner", "/admin/products"),
  "routes/admin.products.create": page("owner", "/admin/products/create"),
  "routes/admin.products.update.$id": page("owner", (ids) => `/admin/products/update/${ids.product}`),
  "routes/admin.products.update.$id_.add": page("owner", (ids) => `/admin/products/update/${ids.product}/add`),
  "routes/admin.products.update.$id_.variants.$vId": page("owner", (ids) => `/admin/products/update/${ids.product}/variants/${ids.variant}`),
  "routes/admin.products.bulk-edit": page("owner", (ids) => `/admin/products/bulk-edit?ids=${ids.product}`),
  "routes/admin.collections._index": page("owner", "/admin/collections"),
  "routes/admin.collections.create": page("owner", "/admin/collections/create"),
  "routes/admin.collections.update.$id": page("owner", (ids) => `/admin/collections/update/${ids.collection}`),
  "routes/admin.product-feeds._index": page("owner", "/admin/product-feeds"),
  "routes/admin.product-feeds.create": page("owner", "/admin/product-feeds/create"),
  "routes/admin.product-feeds.update.$id": page("owner", (ids) => `/admin/product-feeds/update/${ids.feed}`),
  "routes/admin.discount.code._index": page("owner", "/admin/discount/code"),
  "routes/admin.discount.code.create": page("owner", "/admin/discount/code/create"),
  "routes/admin.discount.code.update.$id": page("owner", (ids) => `/admin/discount/code/update/${ids.discountCode}`),
  "routes/admin.discount.code.update.$id_.codes[.csv]": { none: "a file download" },
  "routes/admin.discount.automatic._index": page("owner", "/admin/discount/automatic"),
  "routes/admin.discount.automatic.create": page("owner", "/admin/discount/automatic/create"),
  "routes/admin.discount.automatic.update.$id": page("owner", (ids) => `/admin/discount/automatic/update/${ids.discountAutomatic}`),
  "routes/admin.inventory": page("operator", "/admin/inventory"),
  "routes/admin.bulkupdates._index": page("operator", "/admin/bulkupdates"),
  "routes/admin.bulkupdates.create": page("operator", "/admin/bulkupdates/create"),
  "routes/admin.clear-cache-urls": page("operator", "/admin/clear-cache-urls"),
  "routes/admin.sizechart._index": page("operator", "/admin/sizechart"),
  "routes/admin.sizechart.add": page("operator", "/admin/sizechart/add"),
  "routes/admin.sizechart.update.$id": page("operator", (ids) => `/admin/sizechart/update/${ids.sizeChart}`),
  "routes/admin.sizechart.testdialog": page("operator", (ids) => `/admin/sizechart/testdialog?id=${ids.sizeChart}`),
  "routes/admin.customer._index": page("operator", "/admin/customer"),
  "routes/admin.customer.create": page("operator", "/admin/customer/create"),
  "routes/admin.customer.update.$id": page("operator", (ids) => `/admin/customer/update/${ids.customer}`),
  "routes/admin.orders.$id.fulfillment": page("owner", (ids) => `/admin/orders/${ids.order}/fulfillment`),
  "routes/admin.orders.$id.refund": page("owner", (ids) => `/admin/orders/${ids.order}/refund`),
  "routes/admin.abandoned._index": page("operator", "/admin/abandoned"),
  "routes/admin.abandoned.checkout.$id": page("operator", (ids) => `/admin/abandoned/checkout/${ids.abandoned}`),
  "routes/checkouts.$storeId.$token": page("signed-out", (ids) => ids.cart),
  "routes/admin.orders._index": page("owner", "/admin/orders"),
  "routes/admin.analytics": page("owner", "/admin/analytics?preset=last_90_days"),
  "routes/admin.sales-reports": page("owner", "/admin/sales-reports?preset=last_90_days"),
  "routes/admin.sales-reports[.csv]": { none: "the product sales report's CSV file (a resource route)" },
  "routes/admin.estimated-profit": page("owner", "/admin/estimated-profit?preset=last_90_days"),
  "routes/admin.utm-analystics": page("owner", "/admin/utm-analystics?preset=last_90_days"),
  "routes/admin.orders.detail.$id": page("owner", (ids) => `/admin/orders/detail/${ids.order}`),
  "routes/admin.orders.exports.$id.download": { none: "an orders export's CSV file (a resource route)" },
  "routes/auth.($authPage)": page("signed-out", "/auth/sign-in"),
  "routes/auth.accept": { none: "an invitation's link: without a valid token it answers 400" },
  "routes/auth.verify": page("signed-out", "/auth/verify?email=someone%40example.com"),
  "routes/shop.add.survey": page("owner", "/shop/add/survey"),
  "routes/test": page("operator", "/test"),
  "routes/admin.themes._index": page("owner", "/admin/themes"),
  "routes/admin.themes.download.$themeId": { none: "a theme's zip (a resource route)" },
  "routes/admin.themes.editor.$themeId_.media": { none: "JSON for the theme editor's image picker (a resource route)" },
  "routes/admin.themes.preview.$themeId": { none: "redirects to the storefront's signed preview" },
  "routes/admin.themes.editor.$themeId": page("owner", (ids) => `/admin/themes/editor/${ids.theme}`),
  "routes/admin.themes.editor.$themeId_.assets.$name": { none: "a theme asset for the editor's preview (a resource route)" },
  "routes/admin.themes.editor.$themeId_.preview": { none: "the editor's preview HTML (a resource route)" },
  "routes/admin.pages._index": page("owner", "/admin/pages"),
  "routes/admin.pages.create": page("owner", "/admin/pages/create"),
  "routes/admin.pages.update.$id": page("owner", (ids) => `/admin/pages/update/${ids.page}`),
  "routes/admin.menus._index": page("owner", "/admin/menus"),
  "routes/admin.menus.create": page("owner", "/admin/menus/create"),
  "routes/admin.menus.update.$id": page("owner", (ids) => `/admin/menus/update/${ids.menu}`),
  "routes/admin.menufilter._index": page("operator", "/admin/menufilter"),
  "routes/admin.menufilter.create": page("operator", "/admin/menufilter/create"),
  "routes/admin.menufilter.update.$id": page("operator", (ids) => `/admin/menufilter/update/${ids.menuFilter}`),
  "routes/admin.redirects._index": page("owner", "/admin/redirects"),
  "routes/admin.redirects.create": page("owner", "/admin/redirects/create"),
  "routes/admin.redirects.$id": page("owner", (ids) => `/admin/redirects/${ids.redirect}`),
  "routes/admin.redirects.import": page("owner", "/admin/redirects/import"),
  "routes/admin.redirects.export[.csv]": { none: "the redirects' CSV file (a resource route)" },
  "routes/admin.domain._index": page("owner", "/admin/domain"),
  "routes/admin.domain.$id": page("owner", (ids) => `/admin/domain/${ids.domain}`),
  "routes/admin.domain.connect": page("owner", "/admin/domain/connect"),
  "routes/admin.domain.search": page("owner", "/admin/domain/search?q=bench"),
  "routes/admin.dns._index": { none: "redirects to the first platform-hosted domain's records (admin.dns.$id)" },
  "routes/admin.dns.$id": page("owner", (ids) => `/admin/dns/${ids.dnsDomain}`),
  "routes/admin.member._index": page("operator", "/admin/member"),
  "routes/admin.member.$id": page("operator", (ids) => `/admin/member/${ids.member}`),
  "routes/admin.notification": page("owner", "/admin/notification"),
  "routes/admin.preferences": page("owner", "/admin/preferences"),
  "routes/admin.pricing": page("owner", "/admin/pricing"),
  "routes/admin.user-profile": page("owner", "/admin/user-profile"),
  "routes/admin.watermark": page("owner", "/admin/watermark"),
  "routes/admin.topUp._index": page("owner", "/admin/topUp"),
  "routes/admin.topUp.history": page("owner", "/admin/topUp/history"),
  "routes/admin.settings._index": page("owner", "/admin/settings"),
  "routes/admin.settings.general": page("owner", "/admin/settings/general"),
  "routes/admin.settings.billing": page("operator", "/admin/settings/billing"),
  "routes/admin.settings.checkout": page("owner", "/admin/settings/checkout"),
  "routes/admin.settings.legal": page("operator", "/admin/settings/legal"),
  "routes/admin.settings.payments": page("operator", "/admin/settings/payments"),
  "routes/admin.settings.payout": page("owner", "/admin/settings/payout"),
  "routes/admin.settings.proxy": page("operator", "/admin/settings/proxy"),
  "routes/admin.settings.account._index": page("owner", "/admin/settings/account"),
  "routes/admin.settings.account.add-staff": page("owner", "/admin/settings/account/add-staff"),
  "routes/admin.settings.account.$id": page("owner", (ids) => `/admin/settings/account/${ids.staff}`),
  "routes/admin.settings.notifications._index": page("operator", "/admin/settings/notifications"),
  "routes/admin.settings.notifications.customize": page("operator", "/admin/settings/notifications/customize"),
  "routes/admin.settings.notifications.add-recipient": page("operator", "/admin/settings/notifications/add-recipient"),
  "routes/admin.settings.notifications.$key": page("operator", (ids) => `/admin/settings/notifications/${ids.template}`),
  "routes/admin.settings.sale-channels._index": page("owner", "/admin/settings/sale-channels"),
  "routes/admin.settings.sale-channels.$channel": page("owner", (ids) => `/admin/settings/sale-channels/${ids.channel}`),
  "routes/admin.settings.shipping._index": page("owner", "/admin/settings/shipping"),
  "routes/admin.settings.shipping.create": page("owner", "/admin/settings/shipping/create"),
  "routes/admin.settings.shipping.update.$id": page("owner", (ids) => `/admin/settings/shipping/update/${ids.zone}`),
  "routes/admin.settings.taxes._index": page("operator", "/admin/settings/taxes"),
  "routes/admin.settings.taxes.$id": page("operator", "/admin/settings/taxes/VN"),
};

async function signIn(email: string): Promise<CookieJar> {
  const res = await fetch(`${origin}/auth/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  });
  if (res.status !== 302) fail(`Sign-in as ${email} answered ${res.status}.`);
  return new CookieJar(
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  );
}

async function html(pathname: string, jar: CookieJar): Promise<string> {
  const res = await fetch(origin + pathname, { headers: { cookie: jar.toString() } });
  if (res.status !== 200) fail(`GET ${pathname} answered ${res.status}.`);
  return res.text();
}

const firstMatch = (text: string, re: RegExp, what: string) => re.exec(text)?.[1] ?? fail(`No ${what} found in the demo store.`);

/** A sample record per editor, from the demo store's lists (a size chart and a customer are made, the demo has none). */
async function sampleIds(owner: CookieJar, operator: CookieJar): Promise<Ids> {
  const ownerApi = await benchApi(origin, DEMO_OWNER_EMAIL, PASSWORD);
  const operatorApi = await benchApi(origin, DEMO_OPERATOR_EMAIL, PASSWORD);
  const product = firstMatch(await html("/admin/products", owner), new RegExp(`/admin/products/update/(${UUID})`), "product");
  const variant = firstMatch(await html(`/admin/products/update/${product}`, owner), new RegExp(`/variants/(${UUID})`), "variant");
  const collection =
    new RegExp(`/admin/collections/update/(${UUID})`).exec(await html("/admin/collections", owner))?.[1] ??
    (await create("/admin/collections/create", owner, { title: "Bench collection", type: "manual", intent: "save" }));
  const feedList = await html("/admin/product-feeds", owner);
  const feed =
    new RegExp(`/admin/product-feeds/update/(${UUID})`).exec(feedList)?.[1] ??
    (await create("/admin/product-feeds/create", owner, { name: "Bench feed", intent: "save" }));
  const sizeChart = await create("/admin/sizechart/add", operator, {
    title: "Bench chart",
    unit: "cm",
    intent: "save",
    "columns[0]": "Size",
    "rows[0][0]": "S",
  });
  const customer = await create("/admin/customer/create", operator, {
    firstName: "Lan",
    lastName: "Nguyễn",
    email: `bench-${Date.now()}@example.com`,
    intent: "save",
    "addresses[0].address1": "12 Lý Thường Kiệt",
    "addresses[0].city": "Hà Nội",
    "addresses[0].countryCode": "VN",
  });
  const discountCode = await create("/admin/discount/code/create", owner, {
    code: `BENCH${Date.now()}`,
    type: "percentage",
    value: "10",
    startsDate: "01-01-2026",
    intent: "save",
  });
  const discountAutomatic = await create("/admin/discount/automatic/create", owner, {
    title: "Bench automatic",
    type: "free_shipping",
    startsDate: "01-01-2026",
    intent: "save",
  });
  const { abandoned, cart } = await abandonedCheckout(operatorApi, operator);
  const online = await onlineStoreIds(origin, ownerApi, operatorApi, { owner, operator });
  return {
    product,
    variant,
    collection,
    feed,
    sizeChart,
    customer,
    discountCode,
    discountAutomatic,
    order: await paidOrder(ownerApi),
    abandoned,
    cart,
    ...online,
  };
}

/** A checkout made through the storefront API (the server lists it as abandoned at once: ABANDONED_AFTER_MINUTES=0). */
async function abandonedCheckout(operatorApi: BenchApi, operator: CookieJar): Promise<{ abandoned: string; cart: string }> {
  const { products } = await operatorApi.json("/products?limit=10&published=true");
  const product = products[0]?._id ?? fail("No published product in the demo store.");
  const { variants } = await operatorApi.json(`/products/${product}/variants`);
  const res = await fetch(`${origin}/api/storefront/${operatorApi.storeId}/checkouts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ lines: [{ variantId: variants[0]?._id, quantity: 1 }], email: `bench-${Date.now()}@example.com` }),
  });
  if (res.status !== 201) fail(`Creating a checkout answered ${res.status}.`);
  const { checkout } = (await res.json()) as { checkout: { token: string } };
  const abandoned = firstMatch(await html("/admin/abandoned", operator), new RegExp(`/admin/abandoned/checkout/(${UUID})`), "abandoned checkout");
  return { abandoned, cart: `/checkouts/${operatorApi.storeId}/${checkout.token}` };
}

/** A paid manual order of two units of a new product, made through the API as the owner (the order action screens). */
async function paidOrder(ownerApi: BenchApi): Promise<string> {
  const { product } = await ownerApi.json("/products", { product: { title: "Bench order product", published: true } });
  const { variants } = await ownerApi.json(`/products/${product._id}/variants/bulk`, { variants: [{ price: 150000, inventoryQuantity: 10 }] });
  const { order } = await ownerApi.json("/orders", {
    product: { lines: [{ variantId: variants[0]._id, quantity: 2 }], email: "bench@example.com", paid: true, idempotencyKey: `bench-${Date.now()}` },
  });
  return order._id as string;
}

/** Posts a create form and returns the id its redirect names. */
async function create(pathname: string, jar: CookieJar, fields: Record<string, string>): Promise<string> {
  const res = await fetch(origin + pathname, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie: jar.toString() },
    body: new URLSearchParams(fields).toString(),
  });
  return firstMatch(res.headers.get("location") ?? "", new RegExp(`/update/(${UUID})`), `id after POST ${pathname} (${res.status})`);
}

async function waitForHealth(child: ReturnType<typeof spawn>) {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) fail(`The server exited with ${child.exitCode}.`);
    try {
      if ((await fetch(`${origin}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  fail("The server did not answer /health within 180 s.");
}

async function main() {
  const missing = Object.keys(PAGE_STYLES).filter((id) => !(id in SAMPLES));
  if (missing.length) fail(`Routes without a sample page in bench/tiers.bench.ts: ${missing.join(", ")}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "backroom-tiers-"));
  const logPath = path.join(dataDir, "server.log");
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts", "--demo"], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      SESSION_SECRET: "bench-tiers-secret",
      DEMO_PASSWORD: PASSWORD,
      // A small demo history (ADR 042), as the e2e server's: the order pages have orders in every status.
      DEMO_ORDERS: "120",
      AUTH_RATE_LIMIT_MAX: "1000",
      ABANDONED_AFTER_MINUTES: "0",
    },
    stdio: ["ignore", fs.openSync(logPath, "w"), fs.openSync(logPath, "a")],
  });
  try {
    await waitForHealth(child);
    const jars: Record<Who, CookieJar> = {
      owner: await signIn(DEMO_OWNER_EMAIL),
      operator: await signIn(DEMO_OPERATOR_EMAIL),
      "signed-out": new CookieJar(""),
    };
    const ids = await sampleIds(jars.owner, jars.operator);
    const server = { origin } as PageServer;
    print(machineLoad());
    printFirstLoadHeader();
    const over: string[] = [];
    const totals: Record<Tier, number[]> = { 1: [], 2: [] };
    for (const [id, sample] of Object.entries(SAMPLES)) {
      if ("none" in sample) continue;
      const pathname = sample.url(ids);
      const tier: Tier = pageScripts(await html(pathname, jars[sample.who])).some((url) => url.startsWith("/build/")) ? 2 : 1;
      const bytes = await firstLoad(server, pathname, jars[sample.who]);
      const label = `T${tier} ${id.replace(/^routes\//, "")}`;
      printFirstLoad(label, bytes);
      totals[tier].push(bytes.html.gzip + bytes.css.gzip + bytes.js.gzip);
      over.push(...overTierBudget(label, tier, bytes));
    }
    for (const tier of [1, 2] as const) {
      const b = TIER_BUDGET_KB[tier];
      const max = Math.max(0, ...totals[tier]) / 1024;
      print(
        `Tier ${tier}: ${totals[tier].length} pages, largest total ${max.toFixed(1)} KB gzip; budget HTML ${b.html}, CSS ${b.css}, JS ${b.js}, total ${b.total} KB`,
      );
    }
    over.forEach((line) => print(`  ${line}`));
    if (over.length) fail(`${over.length} first-load figure(s) over their tier's budget (listed above).`);
    print("Every page fits its tier's budget.");
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BenchError)) throw error;
  process.stderr.write(`\nbench:tiers: ${error.message}\n`);
  process.exitCode = 1;
}

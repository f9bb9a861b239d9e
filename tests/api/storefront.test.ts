// The storefront renderer (ADR 068) on a real API and PGlite: host resolution, home, collection, product, search,
// cart → checkout, 404 and the redirect hook, password page, preview, escaping of theme settings (OWASP XSS filter
// evasion cases) and a template that tries to read files or loop forever.
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkouts, products, storefrontEvents, storePreferences, stores, themes } from "../../api/db/schema";
import { createStorefrontContent } from "../../api/modules/storefront/content";
import { storefrontRouter } from "../../api/modules/storefront/router";
import { createLocalStorage } from "../../api/storage";
import type { StorefrontContent, StorefrontMenu } from "../../domain/storefront";
import { startHarness, type Harness } from "../helpers/harness";
import { checkoutEndpoints } from "../../domain/contracts/checkout";
import { ADDRESS, complete, product, type Owner } from "./checkout-helpers";

let h: Harness;
let server: http.Server;
let events: { flush(): Promise<void> };
let port = 0;
const redirects = new Map<string, string>();
beforeAll(async () => {
  h = await startHarness();
  const db = h.database.db;
  const base = createStorefrontContent(db);
  const content: StorefrontContent = {
    ...base,
    findRedirect: async (_storeId, p) => (redirects.has(p) ? { target: redirects.get(p)! } : null),
    findMenuTrees: async <H extends string>(_storeId: string, handles: readonly H[]) =>
      Object.fromEntries(
        handles.map((handle) => [
          handle,
          handle === "main-menu" ? { title: "Main", handle, items: [{ label: "Áo <thun>", url: "/collections/shirts", children: [] }] } : null,
        ]),
      ) as Record<H, StorefrontMenu | null>,
  };
  const app = express();
  const router = storefrontRouter({
    db,
    content,
    storage: createLocalStorage({ dir: path.join(os.tmpdir(), "sf-test-media"), baseUrl: "/api/media", secret: "s" }),
    clock: { now: () => new Date() },
    secret: h.secretsKey,
    checkoutApiUrl: h.url,
    adminOrigin: h.origin,
  });
  events = router.events;
  app.use(router);
  app.use((_req, res) => void res.status(421).send("not a store"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await h?.close();
});

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}
function visit(
  host: string,
  pathAndQuery: string,
  opts: { method?: string; cookie?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = opts.form ? new URLSearchParams(opts.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathAndQuery,
        method: opts.method ?? (body ? "POST" : "GET"),
        headers: {
          Host: host,
          ...opts.headers,
          ...(opts.cookie ? { Cookie: opts.cookie } : {}),
          ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
const cookiesOf = (a: Answer) => (a.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");

async function shop(): Promise<{ owner: Owner; host: string }> {
  const owner = await h.owner();
  const [row] = await h.database.db.select({ domain: stores.domain }).from(stores).where(eq(stores.id, owner.storeId));
  return { owner, host: row!.domain };
}

describe("storefront", () => {
  it("resolves the store by host (and {label}.localhost), renders home, product, collection and search", async () => {
    const { owner, host } = await shop();
    const tee = await product(h, owner, "Linen <tee>", [
      { option1: "S", price: 150000, inventoryQuantity: 5 },
      { option1: "M", price: 170000, inventoryQuantity: 0 },
    ]);
    await product(h, owner, "Hidden hat", [{ price: 1 }], { published: false });
    const shirts = await h.call("POST", "/collections", {
      headers: owner.headers,
      body: { collection: { title: "Shirts", handle: "shirts", published: true } },
    });
    expect(shirts.status).toBe(201);
    await h.call("PUT", `/collections/${shirts.body.collection._id}/collect`, {
      headers: owner.headers,
      body: { collection: { productIds: [tee.productId] } },
    });

    const home = await visit(host, "/");
    expect(home.status).toBe(200);
    expect(String(home.headers["content-security-policy"]).split("; ")).toContain("script-src 'self'");
    expect(home.body).toContain("Linen &lt;tee&gt;");
    expect(home.body).not.toContain("Hidden hat");
    expect(home.body).toContain(`<link rel="canonical" href="http://${host}/">`);
    expect(home.body).toContain("Áo &lt;thun&gt;");
    expect(home.body).toMatch(/<html lang="vi">/);

    const product1 = await visit(host, "/products/linen-tee");
    expect(product1.status).toBe(200);
    expect(product1.body).toContain("<h1>Linen &lt;tee&gt;</h1>");
    expect(product1.body).toMatch(/150\.000/);
    expect(product1.body).toContain(`value="${tee.variantIds[1]}" disabled`);
    expect((await visit(host, "/products/hidden-hat")).status).toBe(404);

    const collection = await visit(host, "/collections/shirts");
    expect(collection.status).toBe(200);
    expect(collection.body).toContain("/products/linen-tee");
    const search = await visit(host, "/search?q=linen");
    expect(search.body).toContain("/products/linen-tee");
    expect(search.body).toMatch(/1 kết quả/);

    // Another store's product is not this storefront's.
    const other = await shop();
    expect((await visit(other.host, "/products/linen-tee")).status).toBe(404);

    const label = `sf-${owner.storeId.slice(0, 8)}`;
    await h.database.db
      .update(stores)
      .set({ domain: `${label}.backroom.shop` })
      .where(eq(stores.id, owner.storeId));
    const local = await visit(`${label}.localhost:4000`, "/");
    expect(local.status).toBe(200);
    expect(local.body).toContain(`<link rel="canonical" href="http://${label}.localhost:4000/">`);
    expect((await visit("unknown.example", "/")).status).toBe(421);
  });

  it("installs the starter with its default texts in the store's language (vi by default, en when the store is English)", async () => {
    const vi = await shop();
    const home = await visit(vi.host, "/");
    expect(home.status).toBe(200);
    expect(home.body).toContain("Mua ngay");
    expect(home.body).toContain("Hàng mới về");
    expect(home.body).not.toContain("Shop now");
    expect(home.body).not.toContain("t:defaults");

    const en = await shop();
    await h.database.db.update(stores).set({ language: "en" }).where(eq(stores.id, en.owner.storeId));
    const english = await visit(en.host, "/");
    expect(english.body).toContain("Shop now");
    expect(english.body).toContain("New arrivals");
    // The stored theme holds the merchant's texts as plain text (what the editor and a downloaded zip show), schema
    // defaults included; only the schema's labels stay `t:` keys, said in the admin's language by the editor (ADR 077).
    const [theme] = await h.database.db.select({ files: themes.files }).from(themes).where(eq(themes.storeId, en.owner.storeId));
    expect(Object.values(theme!.files).join("\n")).not.toContain('"t:defaults');
    expect(theme!.files["sections/hero.liquid"]).toContain('"label": "t:settings.heading"');
    expect(theme!.files["sections/hero.liquid"]).toContain('"default": "Welcome"');
  });

  it("answers a themed 404 for an unknown path, and 301 when the redirect hook names a target", async () => {
    const { host } = await shop();
    const missing = await visit(host, "/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Không tìm thấy trang");
    redirects.set("/old-shirts", "/collections/shirts");
    const moved = await visit(host, "/old-shirts");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/collections/shirts");
    expect((await visit(host, "/pages/about")).status).toBe(404);
  });

  it("keeps a cart in a signed cookie and checks out through the public checkout API", async () => {
    const { owner, host } = await shop();
    const { variantIds } = await product(h, owner, "Mug", [{ price: 50000, inventoryQuantity: 10 }]);
    const added = await visit(host, "/cart/add", { form: { variantId: variantIds[0]!, quantity: "2" } });
    expect(added.status).toBe(303);
    const cookie = cookiesOf(added);
    const cart = await visit(host, "/cart", { cookie });
    expect(cart.body).toContain("Mug");
    expect(cart.body).toMatch(/100\.000/);
    expect(cart.headers["cache-control"]).toBe("private, no-store");
    // A forged cookie is an empty cart.
    expect((await visit(host, "/cart", { cookie: cookie.replace(/.$/, "x") })).body).toContain("Giỏ hàng đang trống");
    const out = await visit(host, "/cart/checkout", { method: "POST", cookie, form: {} });
    expect(out.status).toBe(303);
    expect(out.headers.location).toMatch(new RegExp(`^${h.origin}/checkouts/${owner.storeId}/[A-Za-z0-9_-]{32}$`));
    const token = out.headers.location!.split("/").pop()!;
    const checkout = await h.call("GET", `/storefront/${owner.storeId}/checkouts/${token}`);
    expect(checkout.body.checkout.lines[0]).toMatchObject({ quantity: 2 });
  });

  it("records a shopper's funnel (view, cart add, checkout, conversion) in one session that keeps where it came from", async () => {
    const { owner, host } = await shop();
    const { productId, variantIds } = await product(h, owner, "Funnel tote", [{ price: 90000, inventoryQuantity: 5 }]);
    const [row] = await h.database.db.select({ handle: products.handle }).from(products).where(eq(products.id, productId));
    // The landing (home) names the source; the session cookie carries it to the later events.
    const home = await visit(host, "/?utm_source=zalo&utm_medium=social&utm_campaign=tet", {
      headers: { Referer: "https://www.facebook.com/some/post", "Accept-Language": "vi-VN,vi;q=0.9" },
    });
    expect(home.headers["cache-control"]).toBe("private, no-store");
    const session = cookiesOf(home);
    expect(session).toMatch(/^sf_sid=[A-Za-z0-9_-]{16,64}\./);
    await visit(host, `/products/${row!.handle}`, { cookie: session, headers: { Referer: `http://${host}/` } });
    const added = await visit(host, "/cart/add", { cookie: session, form: { variantId: variantIds[0]!, quantity: "1" } });
    const out = await visit(host, "/cart/checkout", { method: "POST", cookie: `${session}; ${cookiesOf(added)}`, form: {} });
    const token = out.headers.location!.split("/").pop()!;
    // A crawler and a forged cookie's bad fields add nothing of theirs.
    await visit(host, `/products/${row!.handle}`, { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    await events.flush();

    const sessionId = session.slice("sf_sid=".length).split(".")[0]!;
    const stored = await h.database.db.select().from(storefrontEvents).where(eq(storefrontEvents.storeId, owner.storeId)).orderBy(storefrontEvents.id);
    expect(stored.map((e) => [e.kind, e.sessionId, e.productId])).toEqual([
      ["view_content", sessionId, productId],
      ["add_to_cart", sessionId, productId],
      ["reached_checkout", sessionId, null],
    ]);
    expect(stored[0]).toMatchObject({
      referrer: "https://www.facebook.com/some/post",
      utmSource: "zalo",
      utmMedium: "social",
      utmCampaign: "tet",
      country: "VN",
    });
    const checkout = await h.call("GET", `/storefront/${owner.storeId}/checkouts/${token}`);
    expect(checkout.status).toBe(200);

    // Completing that checkout (on the checkout page) converts the same session, naming the order.
    const [kept] = await h.database.db.select({ attribution: checkouts.attribution }).from(checkouts).where(eq(checkouts.token, token));
    expect(kept!.attribution).toMatchObject({ sessionId, utmSource: "zalo" });
    await h.request(checkoutEndpoints.update, { params: { storeId: owner.storeId, token }, body: { email: "lan@example.com", shippingAddress: ADDRESS } });
    await h.request(checkoutEndpoints.shippingLine, { params: { storeId: owner.storeId, token }, body: { code: "standard" } });
    const done = await complete(h, owner.storeId, token);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const [converted] = await h.database.db
      .select()
      .from(storefrontEvents)
      .where(and(eq(storefrontEvents.storeId, owner.storeId), eq(storefrontEvents.kind, "session_converted")));
    expect(converted).toMatchObject({ sessionId, orderId: done.body.order._id, utmSource: "zalo" });
  });

  it("shows the password page until the storefront password is given", async () => {
    const { owner, host } = await shop();
    await h.database.db
      .insert(storePreferences)
      .values({ storeId: owner.storeId, passwordEnabled: true, storefrontPassword: "open-sesame", passwordMessage: "Soon <b>!" });
    const locked = await visit(host, "/");
    expect(locked.status).toBe(401);
    expect(locked.body).toContain("Soon &lt;b&gt;!");
    expect((await visit(host, "/password", { form: { password: "wrong" } })).body).toContain("Mật khẩu không đúng.");
    const opened = await visit(host, "/password", { form: { password: "open-sesame" } });
    expect(opened.status).toBe(303);
    expect((await visit(host, "/", { cookie: cookiesOf(opened) })).status).toBe(200);
  });

  it("renders OWASP XSS payloads in theme settings escaped, and keeps colours hex", async () => {
    const { owner, host } = await shop();
    await visit(host, "/");
    const [theme] = await h.database.db.select().from(themes).where(eq(themes.storeId, owner.storeId));
    const payloads = [
      "<script>alert(1)</script>",
      '"onmouseover="alert(1)',
      "'><img src=x onerror=alert(1)>",
      "<IMG SRC=JaVaScRiPt:alert('XSS')>",
      "<svg/onload=alert(1)>",
      "<<SCRIPT>alert(1);//<</SCRIPT>",
      '<a href="javascript:alert(1)">x</a>',
    ];
    const data = JSON.parse(theme!.files["config/settings_data.json"]!);
    data.settings.announcement = payloads.join(" | ");
    data.settings.accent_color = "red;}</style><script>alert(1)</script>";
    data.templates.index.sections.hero.settings.heading = '"onmouseover="alert(1)';
    data.templates.index.sections.hero.settings.button_link = "javascript:alert(1)";
    await h.database.db
      .update(themes)
      .set({ files: { ...theme!.files, "config/settings_data.json": JSON.stringify(data) }, version: theme!.version + 1 })
      .where(eq(themes.id, theme!.id));
    const page = await visit(host, "/");
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/<script>alert|<img src=x|<svg\/onload|<IMG SRC|<a href="javascript/i);
    expect(page.body).not.toContain('"onmouseover="');
    expect(page.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.body).toContain("&#34;onmouseover=&#34;alert(1)");
    expect(page.body).toContain("--accent:#0f766e");
    expect(page.body).not.toContain('href="javascript:');
  });

  it("stops a template that reads files or loops forever: staff see an error block, shoppers the rest of the page", async () => {
    const { owner, host } = await shop();
    await visit(host, "/");
    const [theme] = await h.database.db.select().from(themes).where(eq(themes.storeId, owner.storeId));
    const files: Record<string, string> = {
      ...theme!.files,
      "sections/rich-text.liquid": "{% for i in (1..100000000) %}{% for j in (1..100000000) %}x{% endfor %}{% endfor %}",
      "sections/collection-list.liquid": "{% render '../../../../etc/passwd' %}{% include '/etc/passwd' %}",
    };
    const data = JSON.parse(files["config/settings_data.json"]!);
    data.templates.index.sections.loop = { type: "rich-text", settings: {} };
    data.templates.index.order.push("loop");
    files["config/settings_data.json"] = JSON.stringify(data);
    await h.database.db
      .update(themes)
      .set({ files, version: theme!.version + 1 })
      .where(eq(themes.id, theme!.id));
    const started = Date.now();
    const page = await visit(host, "/");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain("root:");
    expect(page.body).not.toMatch(/at .*\.ts:\d+/);
    expect(page.body).not.toContain('theme-error" role');
    expect(page.body).toContain("section-hero");

    // Staff previewing the same theme see which section failed.
    const link = await h.call("POST", `/themes/${theme!.id}/preview`, { headers: owner.headers });
    const preview = await visit(host, link.body.path);
    expect(preview.body).toContain('class="theme-error" role="alert"');
    expect(preview.body).toMatch(/Liquid error in sections\/rich-text\.liquid: .*limit/);
    expect(preview.body).toMatch(/Liquid error in sections\/collection-list\.liquid: ENOENT/);
    expect(preview.headers["cache-control"]).toBe("private, no-store");
  });

  it("previews a draft with a signed link only; a forged or expired link shows the published theme", async () => {
    const { owner, host } = await shop();
    const [published] = (await h.call("GET", "/themes", { headers: owner.headers })).body.themes;
    const draft = (await h.call("POST", `/themes/${published._id}/duplicate`, { headers: owner.headers, body: { name: "Draft" } })).body.theme;
    const [row] = await h.database.db.select().from(themes).where(eq(themes.id, draft._id));
    await h.database.db
      .update(themes)
      .set({ files: { ...row!.files, "assets/theme.css": "body{color:teal}" } })
      .where(eq(themes.id, draft._id));
    const link = (await h.call("POST", `/themes/${draft._id}/preview`, { headers: owner.headers })).body;
    const preview = await visit(host, link.path);
    expect(preview.body).toContain(`/assets/${draft._id}/`);
    expect(preview.body).toMatch(/Bản xem trước giao diện/);
    const again = await visit(host, "/", { cookie: cookiesOf(preview) });
    expect(again.body).toContain(`/assets/${draft._id}/`);
    const forged = await visit(host, link.path.replace(/.{4}$/, "AAAA"));
    expect(forged.body).toContain(`/assets/${published._id}/`);
    const asset = await visit(host, `/assets/${draft._id}/1/theme.css`);
    expect(asset.body).toBe("body{color:teal}");
    expect(asset.headers["cache-control"]).toContain("immutable");
  });
});

// The storefront (issue 12, ADR 068): an express router mounted in server.ts before the admin's host allow-list. A
// request whose Host names a store (StorefrontContent.findStoreByHost) is answered here with the store's published
// theme (or a staff preview); any other host passes on to the admin untouched.
import compression from "compression";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { SQL } from "drizzle-orm";
import type { StorefrontContent, StorefrontHost } from "../../../domain/storefront";
import { THEME_PATH_RE, type TemplateName } from "../../../domain/themes";
import type { Db } from "../../db/client";
import type { MediaStorage } from "../../storage";
import { PREVIEW_COOKIE, readPreviewToken } from "../themes/preview";
import { ensurePublishedTheme, findTheme } from "../themes/store";
import { CART_COOKIE, changeCart, decodeCart, encodeCart, isVariantId, passwordCookieValue, type CookieLine } from "./cart-cookie";
import { paginationDrop, productCardDrop, productDrop, type DropEnv } from "./drops";
import { createEventQueue, SESSION_COOKIE, sessionCookie, visitorSession, type EventQueue, type VisitorSession } from "./events";
import { homeObjects, pageContext } from "./page-context";
import { originFor, requestHost, type RequestHost } from "./hosts";
import { isThemePrepared, renderStorefrontPage, type ThemeForRender } from "./render";
import * as store from "./store";

export interface StorefrontDeps {
  db: Db;
  content: StorefrontContent;
  storage: MediaStorage;
  clock: { now(): Date };
  log?: (entry: Record<string, unknown>) => void;
  /** Signs carts, the password cookie, and checks the API's preview links (the API's `secretsKey`). */
  secret: string | Buffer;
  /** The API base the public checkout calls go to (`…/api`). */
  checkoutApiUrl: string;
  /** The admin's origin: the checkout page lives there, and root-relative media links resolve there. */
  adminOrigin: string;
  /** Hosts that are the admin's, never a store's (ALLOWED_HOSTS): passed on without a lookup. */
  adminHosts?: readonly string[];
  https?: boolean;
  /** Told when funnel events were written, so the report rollups look now (ADR 045). */
  reports?: { kick(): void };
  /** The menu filters' predicate for a collection page (the filters area's `productFilterSql`); none: no filtering. */
  filterSql?: (storeId: string, collectionId: string, chosen: Record<string, string>) => SQL | undefined | Promise<SQL | undefined>;
}

const PAGE_SIZE = 24;
const HOST_TTL_MS = 10_000;
const PASSWORD_COOKIE = "sf_pass";

interface Visit {
  host: RequestHost;
  found: StorefrontHost;
  shop: store.ShopRow;
  theme: ThemeForRender;
  preview: boolean;
  origin: string;
  cart: CookieLine[];
  /** The shopper's analytics session (ADR 073); null for staff previews and crawlers. */
  session: VisitorSession | null;
}

function cookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie ?? "";
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

const positiveInt = (value: unknown, fallback: number, max: number) => {
  const n = Number(typeof value === "string" ? value : NaN);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

export function storefrontRouter(deps: StorefrontDeps): Router & { events: EventQueue } {
  const r = express.Router() as Router & { events: EventQueue };
  const events = createEventQueue({ db: deps.db, clock: deps.clock, reports: deps.reports, log: deps.log });
  r.events = events;
  const adminHosts = new Set((deps.adminHosts ?? []).map((h) => h.toLowerCase()));
  const hostCache = new Map<string, { at: number; found: StorefrontHost | null }>();
  const adminUrl = new URL(deps.adminOrigin);
  const env: DropEnv = { storage: deps.storage, mediaOrigin: adminUrl.origin };
  const secure = deps.https ? "; Secure" : "";

  async function resolve(host: RequestHost): Promise<StorefrontHost | null> {
    const hit = hostCache.get(host.lookup);
    const now = Date.now();
    if (hit && now - hit.at < HOST_TTL_MS) return hit.found;
    const found = await deps.content.findStoreByHost(host.lookup);
    hostCache.set(host.lookup, { at: now, found });
    if (hostCache.size > 10_000) hostCache.delete(hostCache.keys().next().value as string);
    return found;
  }

  function securityHeaders(res: Response, preview: boolean) {
    const media = deps.storage.kind === "s3" ? [new URL(deps.storage.publicUrl("probe")).origin] : [];
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `img-src 'self' data: https: ${adminUrl.origin} ${media.join(" ")}`.trim(),
        "style-src 'self' 'unsafe-inline'",
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        `form-action 'self' ${adminUrl.origin}`,
        // The admin's theme screens may frame a preview; nothing else may frame a storefront.
        `frame-ancestors ${preview ? adminUrl.origin : "'self'"}`,
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  }

  /** The published theme; its files are read only when its parsed form is not cached (they are most of its bytes). */
  async function publishedTheme(shop: store.ShopRow, now: Date): Promise<ThemeForRender> {
    if (shop.themeId && shop.themeVersion !== null) {
      const ref = { id: shop.themeId, version: shop.themeVersion };
      if (isThemePrepared(ref.id, ref.version, assetBaseOf(ref))) return { ...ref, files: {} };
      const files = await store.themeFiles(deps.db, ref.id);
      if (files) return { ...ref, files };
    }
    return ensurePublishedTheme(deps.db, shop.id, now);
  }

  // 1. Is this a storefront request at all? Admin hosts and unknown hosts pass on (the allow-list then decides).
  r.use(
    wrap(async (req, res, next) => {
      const raw = (req.headers.host ?? "").toLowerCase();
      if (adminHosts.has(raw)) return next("router");
      const host = requestHost(raw);
      const found = host ? await resolve(host) : null;
      if (!host || !found) return next("router");
      const protocol = deps.https ? "https" : req.protocol;
      const origin = originFor(host, found.primaryHost, protocol);
      if (found.redirectToPrimary && !host.local && host.lookup !== found.primaryHost) return res.redirect(301, `${origin}${req.originalUrl}`);
      res.locals.storefront = { host, found, origin };
      next();
    }),
  );
  r.use(compression());
  r.use(express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 20 }));

  // Theme assets: immutable per theme version (the URL names the version).
  r.get(
    "/assets/:themeId/:version/:name",
    wrap(async (req, res) => {
      const { found } = res.locals.storefront as Pick<Visit, "found">;
      const path = `assets/${req.params.name}`;
      const theme = /^[0-9a-f-]{36}$/.test(req.params.themeId ?? "") ? await findTheme(deps.db, found.storeId, req.params.themeId ?? "") : null;
      const source = theme && THEME_PATH_RE.test(path) ? theme.files[path] : undefined;
      if (!theme || source === undefined) return void res.status(404).type("text/plain").send("Not found");
      const type = path.endsWith(".css") ? "text/css" : path.endsWith(".js") ? "text/javascript" : "image/svg+xml";
      res.setHeader("X-Content-Type-Options", "nosniff");
      if (type === "image/svg+xml") res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
      res.setHeader("Cache-Control", String(theme.version) === req.params.version ? "public, max-age=31536000, immutable" : "no-cache");
      res.type(type).send(source);
    }),
  );

  // 2. The visit: shop, theme (published, or a staff preview), cart, password gate.
  r.use(
    wrap(async (req, res, next) => {
      const { host, found, origin } = res.locals.storefront as Pick<Visit, "host" | "found" | "origin">;
      if (req.method !== "GET" && req.method !== "HEAD") {
        const from = req.get("origin");
        if (from && from !== origin && from !== `${req.protocol}://${req.get("host")}`) return void res.status(403).type("text/plain").send("Forbidden");
      }
      const shop = await store.findShop(deps.db, found.storeId);
      if (!shop) return next("router");
      const now = deps.clock.now();
      const queryToken = typeof req.query.preview_theme === "string" ? req.query.preview_theme : undefined;
      const token = queryToken ?? cookie(req, PREVIEW_COOKIE);
      const previewId = readPreviewToken(deps.secret, shop.id, token, now);
      const previewRow = previewId ? await findTheme(deps.db, shop.id, previewId) : null;
      if (queryToken && previewRow) res.append("Set-Cookie", `${PREVIEW_COOKIE}=${encodeURIComponent(queryToken)}; Path=/; HttpOnly; SameSite=Lax${secure}`);
      const theme = previewRow ?? (await publishedTheme(shop, now));
      const cart = decodeCart(deps.secret, shop.id, cookie(req, CART_COOKIE));
      const session = previewRow ? null : visitorSession(req, cookie(req, SESSION_COOKIE), origin);
      const visit: Visit = { host, found, shop, origin, preview: Boolean(previewRow), theme, cart, session };
      res.locals.visit = visit;
      securityHeaders(res, visit.preview);
      const locked = shop.passwordEnabled && shop.storefrontPassword !== "" && !visit.preview;
      if (locked && cookie(req, PASSWORD_COOKIE) !== passwordCookieValue(deps.secret, shop.id, shop.storefrontPassword)) {
        if (req.method === "POST" && req.path === "/password") {
          const sent = typeof req.body?.password === "string" ? req.body.password : "";
          if (sent === shop.storefrontPassword) {
            res.append(
              "Set-Cookie",
              `${PASSWORD_COOKIE}=${passwordCookieValue(deps.secret, shop.id, shop.storefrontPassword)}; Path=/; HttpOnly; SameSite=Lax${secure}`,
            );
            return res.redirect(303, "/");
          }
          return page(req, res, "password", { password: { message: shop.passwordMessage, error: true } }, 401);
        }
        return page(req, res, "password", { password: { message: shop.passwordMessage, error: false } }, 401);
      }
      next();
    }),
  );

  async function page(
    req: Request,
    res: Response,
    template: TemplateName,
    extra: Record<string, unknown>,
    status = 200,
    seo?: { title?: string; description?: string },
  ) {
    const visit = res.locals.visit as Visit;
    const { shop } = visit;
    const locale = shop.language === "en" ? "en" : "vi";
    const cartCount = visit.cart.reduce((n, l) => n + l.quantity, 0);
    const frame = { shop, template, origin: visit.origin, path: req.path, preview: visit.preview, cartCount, seo, mediaOrigin: env.mediaOrigin };
    const context = await pageContext(deps.content, frame, extra);
    const html = await renderStorefrontPage(visit.theme, template, context, {
      staff: visit.preview,
      log: deps.log,
      assetBase: assetBaseOf(visit.theme),
    });
    const banner = visit.preview
      ? `<div style="position:sticky;top:0;z-index:9;background:#1f2937;color:#fff;padding:.4rem 1rem;font:14px system-ui">${locale === "vi" ? "Bản xem trước giao diện" : "Theme preview"}</div>`
      : "";
    // Pages depend on the cart and preview cookies: browsers revalidate (the ETag answers 304), shared caches keep a
    // cookie-less copy for a minute.
    // A shopper's page renews their session cookie (30 minutes from the last page), so it is theirs alone.
    if (visit.session) res.append("Set-Cookie", sessionCookie(visit.session, secure));
    const personal = visit.preview || visit.session !== null || cartCount > 0 || req.headers.cookie?.includes(CART_COOKIE);
    res.setHeader("Cache-Control", personal || status !== 200 ? "private, no-store" : "public, max-age=0, s-maxage=60");
    res.setHeader("Vary", "Cookie");
    res
      .status(status)
      .type("html")
      .send(banner ? html.replace(/<body([^>]*)>/i, (m) => `${m}${banner}`) : html);
  }

  const notFoundPage = async (req: Request, res: Response) => {
    const { shop } = res.locals.visit as Visit;
    const redirect = await deps.content.findRedirect(shop.id, req.path);
    if (redirect) return res.redirect(301, redirect.target);
    return page(req, res, "404", {}, 404);
  };

  r.get(
    "/",
    wrap(async (req, res) => {
      const { shop } = res.locals.visit as Visit;
      await page(req, res, "index", await homeObjects(deps.db, env, shop.id));
    }),
  );

  r.get(
    "/products/:handle",
    wrap(async (req, res) => {
      const { shop, session } = res.locals.visit as Visit;
      const found = await store.findProductByHandle(deps.db, shop.id, req.params.handle ?? "");
      if (!found) return notFoundPage(req, res);
      if (session && req.method === "GET") events.add(shop.id, session, "view_content", { productId: found.product.id });
      const product = productDrop(env, found);
      await page(req, res, "product", { product }, 200, {
        title: `${found.product.title} – ${shop.name}`,
        description: found.product.description.replace(/<[^>]*>/g, "").slice(0, 160),
      });
    }),
  );

  r.get(
    "/collections/:handle",
    wrap(async (req, res) => {
      const { shop } = res.locals.visit as Visit;
      const collection = await store.findCollectionByHandle(deps.db, shop.id, req.params.handle ?? "");
      if (!collection) return notFoundPage(req, res);
      const filters = await deps.content.storefrontFilters(shop.id, collection.id);
      const chosen: Record<string, string> = {};
      for (const f of filters) {
        const v = req.query[f.param];
        if (typeof v === "string" && v !== "" && f.options.some((o) => o.value === v)) chosen[f.param] = v;
      }
      const extra = deps.filterSql && Object.keys(chosen).length ? await deps.filterSql(shop.id, collection.id, chosen) : undefined;
      const pageNo = positiveInt(req.query.page, 1, 10_000);
      const { cards, total } = await store.collectionProductsPage(deps.db, shop.id, collection, pageNo, PAGE_SIZE, extra);
      const query = new URLSearchParams(Object.entries(chosen));
      await page(
        req,
        res,
        "collection",
        {
          collection: {
            title: collection.title,
            handle: collection.handle,
            description: collection.description,
            url: `/collections/${encodeURIComponent(collection.handle)}`,
            products: cards.map((c) => productCardDrop(env, c)),
            products_count: total,
            filters: filters.map((f) => ({ param: f.param, label: f.label, options: f.options.map((o) => ({ ...o, selected: chosen[f.param] === o.value })) })),
            pagination: paginationDrop(req.path, query, pageNo, PAGE_SIZE, total),
          },
        },
        200,
        { title: `${collection.title} – ${shop.name}` },
      );
    }),
  );

  r.get(
    "/pages/:handle",
    wrap(async (req, res) => {
      const { shop } = res.locals.visit as Visit;
      const found = await deps.content.findPublishedPage(shop.id, req.params.handle ?? "", deps.clock.now());
      if (!found) return notFoundPage(req, res);
      await page(req, res, "page", { page: { title: found.title, handle: found.handle, body_html: found.bodyHtml } }, 200, {
        title: found.seoTitle || `${found.title} – ${shop.name}`,
        description: found.seoDescription,
      });
    }),
  );

  r.get(
    "/search",
    wrap(async (req, res) => {
      const { shop } = res.locals.visit as Visit;
      const terms = typeof req.query.q === "string" ? req.query.q.trim().slice(0, 100) : "";
      const pageNo = positiveInt(req.query.page, 1, 1000);
      const result = terms ? await store.searchProducts(deps.db, shop.id, terms, pageNo, PAGE_SIZE) : { cards: [], total: 0 };
      await page(req, res, "search", {
        search: {
          terms,
          performed: terms !== "",
          total: result.total,
          results: result.cards.map((c) => productCardDrop(env, c)),
          pagination: paginationDrop(req.path, new URLSearchParams({ q: terms }), pageNo, PAGE_SIZE, result.total),
        },
      });
    }),
  );

  async function cartDrop(visit: Visit) {
    const rows = await store.cartVariants(
      deps.db,
      visit.shop.id,
      visit.cart.map((l) => l.variantId),
    );
    const byId = new Map(rows.map((r) => [r.variant.id, r]));
    const items = visit.cart.flatMap((line) => {
      const row = byId.get(line.variantId);
      if (!row) return [];
      const v = row.variant;
      return [
        {
          variant_id: v.id,
          title: row.title,
          variant_title: [v.option1, v.option2, v.option3].filter(Boolean).join(" / "),
          quantity: line.quantity,
          price: v.price,
          line_price: Math.round(v.price * line.quantity * 100) / 100,
          url: `/products/${encodeURIComponent(row.handle)}`,
        },
      ];
    });
    return { items, item_count: items.reduce((n, i) => n + i.quantity, 0), total_price: Math.round(items.reduce((s, i) => s + i.line_price, 0) * 100) / 100 };
  }

  r.get(
    "/cart",
    wrap(async (req, res) => {
      const visit = res.locals.visit as Visit;
      const cart = await cartDrop(visit);
      await page(req, res, "cart", { cart: { ...cart, error: req.query.error === "checkout" } });
    }),
  );

  /** A POST answered by a redirect still starts (or renews) the session it counted an event in. */
  const keepSession = (res: Response, visit: Visit) => visit.session && res.append("Set-Cookie", sessionCookie(visit.session, secure));

  const saveCart = (res: Response, visit: Visit, lines: CookieLine[]) =>
    res.append(
      "Set-Cookie",
      `${CART_COOKIE}=${encodeCart(deps.secret, visit.shop.id, lines)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${60 * 60 * 24 * 14}${secure}`,
    );

  r.post(
    ["/cart/add", "/cart/update"],
    wrap(async (req, res) => {
      const visit = res.locals.visit as Visit;
      const variantId = req.body?.variantId;
      const quantity = Number(req.body?.quantity ?? 1);
      const adding = req.path === "/cart/add";
      if (!isVariantId(variantId) || !Number.isInteger(quantity) || quantity < (adding ? 1 : 0)) return res.redirect(303, "/cart");
      const sold = adding ? (await store.cartVariants(deps.db, visit.shop.id, [variantId]))[0] : undefined;
      if (adding && !sold) return res.redirect(303, "/cart");
      if (sold && visit.session) {
        events.add(visit.shop.id, visit.session, "add_to_cart", { productId: sold.variant.productId, variantId });
        keepSession(res, visit);
      }
      saveCart(res, visit, changeCart(visit.cart, variantId, quantity, adding ? "add" : "set"));
      res.redirect(303, "/cart");
    }),
  );

  r.post(
    "/cart/checkout",
    wrap(async (_req, res) => {
      const visit = res.locals.visit as Visit;
      const cart = await cartDrop(visit);
      if (cart.items.length === 0) return res.redirect(303, "/cart");
      const answer = await fetch(`${deps.checkoutApiUrl}/storefront/${visit.shop.id}/checkouts`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": visit.shop.language },
        body: JSON.stringify({
          lines: cart.items.map((i) => ({ variantId: i.variant_id, quantity: i.quantity })),
          // The checkout keeps the session, so its completion counts as this session's conversion (ADR 073).
          ...(visit.session ? { attribution: attributionOf(visit.session) } : {}),
        }),
      }).catch(() => null);
      const body = answer?.ok ? ((await answer.json()) as { checkout?: { token?: string } }) : null;
      const token = body?.checkout?.token;
      if (!token) {
        deps.log?.({ level: "warn", msg: "storefront checkout refused", status: answer?.status ?? null, storeId: visit.shop.id });
        return res.redirect(303, "/cart?error=checkout");
      }
      if (visit.session) {
        events.add(visit.shop.id, visit.session, "reached_checkout");
        keepSession(res, visit);
      }
      res.redirect(303, `${adminUrl.origin}/checkouts/${visit.shop.id}/${encodeURIComponent(token)}`);
    }),
  );

  r.all(
    "*",
    wrap(async (req, res) => {
      if (req.method !== "GET" && req.method !== "HEAD") return void res.status(405).type("text/plain").send("Method not allowed");
      await notFoundPage(req, res);
    }),
  );

  // A failure past the theme's own isolation (the database): a plain page, never a stack trace.
  r.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    deps.log?.({ level: "error", msg: "storefront failed", error: error instanceof Error ? error.message : String(error) });
    if (res.headersSent) return;
    res.status(503).setHeader("Cache-Control", "no-store");
    res
      .type("html")
      .send("<!doctype html><meta charset=utf-8><title>Unavailable</title><p>This store is briefly unavailable. Please try again in a moment.</p>");
  });

  return r;
}

const attributionOf = ({ id, fresh: _fresh, ...source }: VisitorSession) => ({ sessionId: id, ...source });

const assetBaseOf = (theme: { id: string; version: number }) => `/assets/${theme.id}/${theme.version}`;

function wrap(fn: (req: Request, res: Response, next: NextFunction) => Promise<unknown>) {
  return (req: Request, res: Response, next: NextFunction) => void fn(req, res, next).catch(next);
}

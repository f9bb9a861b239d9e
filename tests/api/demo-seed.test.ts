import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG } from "../../api/modules/products/seed-catalog";
import { seedDemoStore, type DemoSignIns } from "../../api/seed/demo";
import { DEMO_OPERATOR_EMAIL, DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, DEMO_STORE_DOMAIN } from "../../api/seed/demo-accounts";
import { DEMO_PICTURES, picturesFor } from "../../api/seed/demo-images";
import { createLocalStorage } from "../../api/storage";
import { MAX_IMAGE_BYTES, sniffImageType } from "../../domain/media";
import { startHarness, type Harness } from "../helpers/harness";
import { bearer } from "./account-helpers";

const DEMO_PASSWORD = "laptop-demo-pass-5120";
/** A small history (the e2e server's size): every status and kind of record is still there. */
const HISTORY_ORDERS = 60;
const NOW = new Date();

const PICTURES_DIR = path.resolve("api/seed/demo-images");

let h: Harness;
let mediaDir: string;
/** What the first start answered. */
let first: DemoSignIns;
beforeAll(async () => {
  // The API's storage, given to the seed too, as server.ts does: the pictures are uploaded where the API serves them.
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "backroom-demo-media-"));
  h = await startHarness({ storage: createLocalStorage({ dir: mediaDir, baseUrl: "/api/media", secret: "demo-seed-test" }) });
});
afterAll(async () => {
  await h.close();
  await fs.rm(mediaDir, { recursive: true, force: true });
});

describe("seedDemoStore", () => {
  // The first start's history takes a while on a busy machine: a longer limit for this one.
  it("seeds once: owner, orders-only staff and an operator admin of Saigon Threads", { timeout: 120_000 }, async () => {
    const storage = createLocalStorage({ dir: mediaDir, baseUrl: "/api/media", secret: "demo-seed-test" });
    const seeded = (first = await seedDemoStore(h.database.db, DEMO_PASSWORD, { orders: HISTORY_ORDERS, now: NOW, storage }));
    expect(seeded).toMatchObject({
      seeded: true,
      password: DEMO_PASSWORD,
      accounts: [
        { role: "owner", email: DEMO_OWNER_EMAIL },
        { role: "staff", email: DEMO_STAFF_EMAIL },
        { role: "operator", email: DEMO_OPERATOR_EMAIL },
      ],
    });
    expect(await seedDemoStore(h.database.db, DEMO_PASSWORD)).toMatchObject({ seeded: false, password: DEMO_PASSWORD });

    const signIn = async (email: string) => {
      const res = await h.call("POST", "/auth/signin", { body: { email, password: DEMO_PASSWORD } });
      expect(res.status, email).toBe(200);
      return res.body.token as string;
    };
    const ownerToken = await signIn(DEMO_OWNER_EMAIL);
    const stores = (await h.call("GET", "/users/stores", { headers: bearer(ownerToken) })).body.stores;
    expect(stores).toHaveLength(1);
    expect(stores[0]).toMatchObject({ name: "Saigon Threads", domain: DEMO_STORE_DOMAIN, role: "owner" });
    const storeId = stores[0].id as string;

    // Every demo product has 1–4 size variants, and the list carries their summary.
    const list = await h.call("GET", "/products?limit=200", { headers: bearer(ownerToken, storeId) });
    expect(list.body.total).toBe(300);
    for (const p of list.body.products) {
      expect(p.variantSummary.variantCount, p.title).toBeGreaterThanOrEqual(1);
      expect(p.variantSummary.variantCount, p.title).toBeLessThanOrEqual(4);
      expect(p.variantSummary.priceMin, p.title).toBeGreaterThanOrEqual(99_000);
    }

    // Collections to browse: smart ones by type and tag, each selecting some products, and a hand-picked one.
    const collections = (await h.call("GET", "/collections?limit=50", { headers: bearer(ownerToken, storeId) })).body.collections as {
      _id: string;
      handle: string;
      type: string;
    }[];
    expect(collections.map((c) => c.handle).sort()).toEqual(["ao-dai", "ca-phe-tra", "qua-tang", "saigon-threads-chon", "sale"]);
    for (const c of collections) {
      const members = await h.call("GET", `/products/collections/${c._id}?limit=50`, { headers: bearer(ownerToken, storeId) });
      expect(members.status, c.handle).toBe(200);
      expect(members.body.total, c.handle).toBeGreaterThan(c.type === "manual" ? 7 : 5);
    }

    const staff = await h.call("GET", "/users/info", { headers: bearer(await signIn(DEMO_STAFF_EMAIL), storeId) });
    expect(staff.body.scopes).toEqual(["store", "report", "orders"]);
    const operator = await h.call("GET", "/users/info", { headers: bearer(await signIn(DEMO_OPERATOR_EMAIL), storeId) });
    expect(operator.body).toMatchObject({ isOperator: true, isStoreAdmin: true, isStoreOwner: false });
  });

  it("the first start made 90 days of history through the API: orders at past times in every status, abandoned checkouts, funnel events", async () => {
    const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await h.database.db.execute<T>(query)).rows;
    const [span] = await rows<{ n: number; oldest: string; newest: string; online: number; manual: number; linked: number }>(sql`
      select count(*)::int as n, min(created_at) as oldest, max(created_at) as newest,
        count(*) filter (where source = 'online_store')::int as online, count(*) filter (where source = 'admin')::int as manual,
        count(*) filter (where checkout_id is not null)::int as linked
      from orders`);
    expect(span!.n).toBe(HISTORY_ORDERS);
    const day = 86_400_000;
    expect(NOW.getTime() - new Date(span!.oldest).getTime()).toBeGreaterThan(80 * day);
    expect(NOW.getTime() - new Date(span!.oldest).getTime()).toBeLessThan(91 * day);
    expect(new Date(span!.newest).getTime()).toBeLessThanOrEqual(NOW.getTime());
    // Storefront orders came through checkouts; phone sales through POST /orders.
    expect(span!.manual).toBeGreaterThanOrEqual(1);
    expect(span!.linked).toBe(span!.online);
    // Numbers follow dates: the orders were placed in time order.
    const [disorder] = await rows<{ n: number }>(sql`
      select count(*)::int as n from (select number, lag(number) over (order by created_at, number) as before from orders) o where number < before`);
    expect(disorder!.n).toBe(0);
    // Every line took stock, recorded as the API records it.
    const [adjusted] = await rows<{ n: number }>(sql`select count(*)::int as n from inventory_adjustments where reason like 'Order #%'`);
    expect(adjusted!.n).toBeGreaterThanOrEqual(HISTORY_ORDERS);

    const statuses = await rows<{ financial_status: string; fulfillment_status: string; status: string }>(
      sql`select distinct financial_status, fulfillment_status, status from orders`,
    );
    const seen = (column: "financial_status" | "fulfillment_status" | "status") => new Set(statuses.map((r) => r[column]));
    // The status mix comes from the orders API's actions (mark paid, fulfil, refund, cancel), at their times.
    expect([...seen("financial_status")]).toEqual(expect.arrayContaining(["pending", "paid", "partially_refunded", "refunded", "voided"]));
    expect([...seen("fulfillment_status")]).toEqual(expect.arrayContaining(["unfulfilled", "partial", "fulfilled"]));
    expect([...seen("status")]).toEqual(expect.arrayContaining(["open", "cancelled"]));

    // Abandoned checkouts: never completed, with a way to reach the buyer.
    const [abandoned] = await rows<{ n: number; old: number }>(sql`
      select count(*)::int as n, count(*) filter (where created_at < now() - interval '7 days')::int as old
      from checkouts where completed_at is null and (email <> '' or phone <> '')`);
    expect(abandoned!.n).toBeGreaterThan(0);
    expect(abandoned!.old).toBeGreaterThan(0);

    // The funnel: each kind, narrowing from views to conversions, with sessions, sources and countries.
    const kinds = Object.fromEntries(
      (await rows<{ kind: string; n: number }>(sql`select kind, count(*)::int as n from storefront_events group by kind`)).map((r) => [r.kind, r.n]),
    );
    expect(kinds.session_converted).toBe(span!.online);
    expect(kinds.view_content).toBeGreaterThan(kinds.add_to_cart!);
    expect(kinds.add_to_cart).toBeGreaterThan(kinds.reached_checkout!);
    expect(kinds.reached_checkout).toBeGreaterThan(kinds.session_converted!);
    const [sources] = await rows<{ sessions: number; referred: number; campaigns: number; countries: number; oldest: string }>(sql`
      select count(distinct session_id)::int as sessions, count(*) filter (where referrer <> '')::int as referred,
        count(distinct utm_campaign)::int as campaigns, count(distinct country)::int as countries, min(occurred_at) as oldest
      from storefront_events`);
    expect(sources!.sessions).toBeGreaterThan(10 * HISTORY_ORDERS);
    expect(sources!.referred).toBeGreaterThan(0);
    expect(sources!.campaigns).toBeGreaterThan(2);
    expect(sources!.countries).toBeGreaterThan(1);
    expect(NOW.getTime() - new Date(sources!.oldest).getTime()).toBeGreaterThan(80 * day);

    // Buyers of both languages (issue 9's vi/en), some of whom came back: mostly Vietnamese; English speakers (a one-word
    // given name, where a Vietnamese one has a middle name) living in Vietnam or ordering from abroad with their country.
    const [buyers] = await rows<{ n: number; returning: number; vietnamese: number; english: number; englishAbroad: number }>(sql`
      select count(*)::int as n, count(*) filter (where orders_count > 1)::int as returning,
        count(*) filter (where country_code = 'VN' and last_name ~ '[À-ỹ]|^(Lê|Lý|Hồ|Ngô|Bùi|Đỗ|Võ|Vũ)$')::int as vietnamese,
        count(*) filter (where first_name ~ '^[A-Z][a-z]+$' and last_name ~ '^[A-Z][a-z]+$')::int as english,
        count(*) filter (where first_name ~ '^[A-Z][a-z]+$' and last_name ~ '^[A-Z][a-z]+$' and country_code not in ('', 'VN'))::int as "englishAbroad"
      from customers`);
    expect(buyers!.n).toBeGreaterThan(HISTORY_ORDERS / 2);
    expect(buyers!.vietnamese).toBeGreaterThan(buyers!.english);
    expect(buyers!.english).toBeGreaterThan(0);
    expect(buyers!.englishAbroad).toBeGreaterThan(0);
  });

  it("gives every demo variant a cost of 35–60% of its price, which its orders kept, and the store profit settings (ADR 044)", async () => {
    const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await h.database.db.execute<T>(query)).rows;
    const [variants] = await rows<{ n: number; costed: number; low: number; high: number }>(sql`
      select count(*)::int as n, count(cost)::int as costed, min(cost / price)::float as low, max(cost / price)::float as high from product_variants`);
    expect(variants!.n).toBeGreaterThan(300);
    expect(variants!.costed).toBe(variants!.n);
    expect(variants!.low).toBeGreaterThanOrEqual(0.34);
    expect(variants!.high).toBeLessThanOrEqual(0.61);
    // Every line of the history's orders kept its variant's cost when it was placed.
    const [lines] = await rows<{ n: number; costed: number; matching: number }>(sql`
      select count(*)::int as n, count(l.unit_cost_minor)::int as costed, count(*) filter (where l.unit_cost_minor = v.cost)::int as matching
      from order_lines l join product_variants v on v.id = l.variant_id`);
    expect(lines!.n).toBeGreaterThan(0);
    expect(lines!.costed).toBe(lines!.n);
    expect(lines!.matching).toBe(lines!.n);
    const [settings] = await rows<{ percent: string; shipping: number }>(sql`
      select payment_fee_percent::text as percent, shipping_cost_per_order_minor::int as shipping from store_profit_settings`);
    expect(settings).toEqual({ percent: "2.00", shipping: 25_000 });
  });

  it("gave every product 1–3 pictures through the API: each file uploaded once, served as committed, with alt texts, and on the orders' lines", async () => {
    // Every product saved with its pictures, none refused, each picture uploaded once and named by many products.
    expect(first.images).toMatchObject({ products: 300, refused: 0 });
    expect(first.images!.uploads).toBeGreaterThan(20);
    expect(first.images!.uploads).toBeLessThanOrEqual(Object.keys(DEMO_PICTURES).length);
    const committed = new Map<string, Buffer>();
    for (const name of Object.keys(DEMO_PICTURES)) committed.set(name, await fs.readFile(path.join(PICTURES_DIR, `${name}.jpg`)));

    const token = (await h.call("POST", "/auth/signin", { body: { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD } })).body.token as string;
    const storeId = (await h.call("GET", "/users/stores", { headers: bearer(token) })).body.stores[0].id as string;
    const headers = bearer(token, storeId);
    const ids: string[] = [];
    for (let page = 1; ids.length < 300; page++) {
      const list = await h.call("GET", `/products?limit=200&page=${page}`, { headers });
      expect(list.body.products.length).toBeGreaterThan(0);
      ids.push(...list.body.products.map((p: { _id: string }) => p._id));
      // Saved with its pictures minutes after it was made (at the seeding's past time), not today: "Updated" keeps its spread.
      for (const p of list.body.products as { title: string; createdAt: string; updatedAt: string }[]) {
        const after = new Date(p.updatedAt).getTime() - new Date(p.createdAt).getTime();
        expect(after, p.title).toBeGreaterThan(0);
        expect(after, p.title).toBeLessThanOrEqual(10 * 60_000);
      }
    }

    // The bytes each link serves, fetched once per link, as a browser would load the admin's thumbnails.
    const served = new Map<string, Buffer>();
    const bytesAt = async (fullPath: string) => {
      if (!served.has(fullPath)) {
        const res = await fetch(new URL(fullPath, h.origin));
        expect(res.status, fullPath).toBe(200);
        expect(res.headers.get("content-type"), fullPath).toBe("image/jpeg");
        served.set(fullPath, Buffer.from(await res.arrayBuffer()));
      }
      return served.get(fullPath)!;
    };
    const nameOf = (bytes: Buffer) => [...committed].find(([, file]) => file.equals(bytes))?.[0];
    let galleries = 0;
    for (const id of ids) {
      const { product } = (await h.call("GET", `/products/${id}`, { headers })).body;
      const images = product.images as { kind: string; src: string; fullPath: string; alt: string; alt_text: string }[];
      expect(images.length, product.title).toBeGreaterThanOrEqual(1);
      expect(images.length, product.title).toBeLessThanOrEqual(3);
      if (images.length > 1) galleries++;
      for (const [i, image] of images.entries()) {
        expect(image.kind).toBe("image");
        const name = nameOf(await bytesAt(image.fullPath));
        expect(name, `${product.title}: ${image.fullPath} serves one of the committed pictures`).toBeDefined();
        // The cover is the picture of the product's line and title, alt its title; the others say what they show (vi store).
        if (i === 0) expect(name, product.title).toBe(picturesFor(product, false)[0]);
        expect(image.alt, product.title).toBe(i === 0 ? product.title : DEMO_PICTURES[name!]!.vi);
        expect(image.alt_text, product.title).toBe(image.alt);
      }
    }
    expect(galleries).toBeGreaterThan(50);
    expect(galleries).toBeLessThan(200);
    // One upload per picture: the links are shared, not one file per product.
    expect(served.size).toBe(first.images!.uploads);

    // Attached before the history: every order line copied its product's picture.
    const [lines] = (
      await h.database.db.execute<{ n: number; missing: number }>(
        sql`select count(*)::int as n, count(*) filter (where image_path is null)::int as missing from order_lines`,
      )
    ).rows;
    expect(lines!.n).toBeGreaterThan(0);
    expect(lines!.missing).toBe(0);
  });

  it("the committed pictures pass the upload checks unchanged (JPEG by their bytes, well under 1 MB) and every catalog title has one", async () => {
    let total = 0;
    for (const name of Object.keys(DEMO_PICTURES)) {
      const bytes = await fs.readFile(path.join(PICTURES_DIR, `${name}.jpg`));
      expect(sniffImageType(bytes), name).toBe("image/jpeg");
      expect(bytes.length, name).toBeLessThan(60 * 1024);
      expect(bytes.length).toBeLessThan(MAX_IMAGE_BYTES);
      total += bytes.length;
    }
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
    // Every title the catalog can make maps to pictures that exist, and every picture is used by some title.
    const used = new Set<string>();
    for (const line of CATALOG) {
      for (const base of line.titles) {
        for (const variant of line.variants) {
          const pictures = picturesFor({ title: `${base} - ${variant}`, productType: line.productType }, true);
          expect(pictures.length).toBeGreaterThanOrEqual(1);
          for (const name of pictures) {
            expect(DEMO_PICTURES[name], `${base} - ${variant}: ${name}`).toBeDefined();
            used.add(name);
          }
        }
      }
    }
    expect([...used].sort()).toEqual(Object.keys(DEMO_PICTURES).sort());
    expect(picturesFor({ title: "Áo dài lụa tơ tằm - Đỏ", productType: "Áo dài" }, false)).toEqual(["ao-dai-red"]);
    expect(picturesFor({ title: "Silk Scarf - Navy", productType: "Lụa" }, false)).toEqual(["scarf-navy"]);
    expect(picturesFor({ title: "Áo thun cotton basic - Olive", productType: "Áo thun" }, false)).toEqual(["tee-olive"]);
  });

  it("a later demo start with another password (DEMO_PASSWORD changed, or a directory seeded with the old published one) moves the demo accounts to it and signs them out", async () => {
    const before = await h.call("POST", "/auth/signin", { body: { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD } });
    expect(before.status).toBe(200);
    expect(await seedDemoStore(h.database.db, "another-demo-pass-7788")).toMatchObject({ seeded: false, password: "another-demo-pass-7788" });
    for (const email of [DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, DEMO_OPERATOR_EMAIL]) {
      expect((await h.call("POST", "/auth/signin", { body: { email, password: DEMO_PASSWORD } })).status, email).toBe(401);
      expect((await h.call("POST", "/auth/signin", { body: { email, password: "another-demo-pass-7788" } })).status, email).toBe(200);
    }
    expect((await h.call("GET", "/users/info", { headers: bearer(before.body.token) })).status).toBe(401);
  });
});

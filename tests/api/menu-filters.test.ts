// Menu filters (ADR 072) on the real API and PGlite: operators only (404 to others), field errors, SPEC §5's rule
// (a condition without a value is dropped), cross-store ids, versioned edits, and the storefront's collection page
// showing the filters and filtering its products in SQL.
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores } from "../../api/db/schema";
import { createStorefrontContent, createStorefrontFilterSql } from "../../api/modules/storefront/content";
import { storefrontRouter } from "../../api/modules/storefront/router";
import { createLocalStorage } from "../../api/storage";
import { menuFilterEndpoints as mf } from "../../domain/contracts/menu-filters";
import type { MenuFilterDto } from "../../domain/menu-filter";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let server: http.Server;
let port = 0;
beforeAll(async () => {
  h = await startHarness();
  const db = h.database.db;
  const app = express();
  app.use(
    storefrontRouter({
      db,
      content: createStorefrontContent(db),
      filterSql: createStorefrontFilterSql(db),
      storage: createLocalStorage({ dir: path.join(os.tmpdir(), "mf-test-media"), baseUrl: "/api/media", secret: "s" }),
      clock: { now: () => new Date() },
      secret: h.secretsKey,
      checkoutApiUrl: h.url,
      adminOrigin: h.origin,
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const operatorEmail = () => `ops-${Math.random().toString(36).slice(2, 8)}@backroom.dev`;

const vendorFilter = {
  name: "Brand",
  scoped: false,
  collectionIds: [],
  conditions: [
    { field: "vendor", compare: "equals", value: "Saigon Denim", fieldCompare: "", nameDislay: "Saigon Denim" },
    { field: "vendor", compare: "equals", value: "Hanoi Linen", fieldCompare: "", nameDislay: "" },
  ],
};

async function create(owner: Owner, menuFilter: Record<string, unknown>): Promise<MenuFilterDto> {
  const res = await h.request(mf.create, { headers: owner.headers, body: { menuFilter } as never });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.menuFilter;
}

function visit(host: string, pathAndQuery: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: pathAndQuery, headers: { Host: host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function product(owner: Owner, fields: Record<string, unknown>, variants: Record<string, unknown>[] = []) {
  const p = await h.call("POST", "/products", { headers: owner.headers, body: { product: { published: true, ...fields } } });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  const id = p.body.product._id as string;
  if (variants.some((v) => v.option1)) {
    const o = await h.call("PUT", `/products/${id}/options`, {
      headers: owner.headers,
      body: { options: [{ name: "Size", values: variants.map((v) => String(v.option1)) }] },
    });
    expect(o.status, JSON.stringify(o.body)).toBe(200);
  }
  if (variants.length) {
    const v = await h.call("POST", `/products/${id}/variants/bulk`, { headers: owner.headers, body: { variants } });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
  }
  return { id, handle: p.body.product.handle as string };
}

describe("menu filters API", () => {
  it("answers 404 to everyone but operators, on every call", async () => {
    const owner = await h.owner();
    const id = "00000000-0000-4000-8000-000000000000";
    const answers = await Promise.all([
      h.call("GET", "/menufilters", { headers: owner.headers }),
      h.call("GET", "/menufilters/count", { headers: owner.headers }),
      h.call("POST", "/menufilters", { headers: owner.headers, body: { menuFilter: vendorFilter } }),
      h.call("GET", `/menufilters/${id}`, { headers: owner.headers }),
      h.call("PUT", `/menufilters/${id}`, { headers: owner.headers, body: { menuFilter: { ...vendorFilter, version: 1 } } }),
      h.call("DELETE", `/menufilters/${id}`, { headers: owner.headers }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await h.call("GET", "/menufilters")).status).toBe(401);
    // An operator who is staff without the navigations scope knows the screen exists: 403.
    const ops = await h.owner(operatorEmail());
    const staff = await h.staff(ops.storeId, ["products"], operatorEmail());
    expect((await h.call("GET", "/menufilters", { headers: { ...staff.headers, "store-id": ops.storeId } })).status).toBe(403);
  });

  it("refuses bad input with a message per field", async () => {
    const ops = await h.owner(operatorEmail());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...vendorFilter, name: " " }, "name", "Name required"],
      [{ ...vendorFilter, scoped: true, collectionIds: [] }, "collectionIds", "Choose at least one collection"],
      [{ ...vendorFilter, conditions: [{ field: "colour", compare: "equals", value: "x" }] }, "conditions.0.field", "Choose a product field"],
      [
        { ...vendorFilter, conditions: [{ field: "price", compare: "contains", value: "10" }] },
        "conditions.0.compare",
        "This comparison does not fit the field",
      ],
      [{ ...vendorFilter, conditions: [{ field: "price", compare: "less_than", value: "cheap" }] }, "conditions.0.value", "Price must be a number, 0 or more"],
      [
        { ...vendorFilter, conditions: [{ field: "available", compare: "equals", value: "maybe", nameDislay: "?" }] },
        "conditions.0.value",
        "Choose in stock or out of stock",
      ],
      [{ ...vendorFilter, conditions: [{}, { field: "option", compare: "equals", value: "M" }] }, "conditions.1.fieldCompare", "Option name required"],
      [{ ...vendorFilter, conditions: [{ field: "available", compare: "equals", value: true }] }, "conditions.0.nameDislay", "Label required"],
      [{ ...vendorFilter, name: "a\u0000b" }, "name", "Contains a NUL character, which is not allowed"],
      [{ ...vendorFilter, name: "x".repeat(256) }, "name", "Max length is 255"],
    ];
    for (const [menuFilter, field, message] of cases) {
      const res = await h.call("POST", "/menufilters", { headers: ops.headers, body: { menuFilter } });
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field], `${field}: ${JSON.stringify(res.body)}`).toEqual([message]);
    }
    // A label that is only markup is empty once made plain text.
    const markup = await h.call("POST", "/menufilters", { headers: ops.headers, body: { menuFilter: { ...vendorFilter, name: "<b></b>" } } });
    expect(markup.status).toBe(400);
    expect(markup.body.errors.name).toEqual(["Name required"]);
    expect((await h.call("GET", "/menufilters/count", { headers: ops.headers })).body.count).toBe(0);
  });

  it("drops conditions without a value (SPEC §5) and keeps booleans", async () => {
    const ops = await h.owner(operatorEmail());
    const saved = await create(ops, {
      name: "Stock <script>x</script>",
      conditions: [
        { field: "vendor", compare: "equals", value: "", nameDislay: "Empty" },
        { field: "tag", compare: "equals", value: "   ", nameDislay: "Blank" },
        { field: "tag", compare: "equals", value: null, nameDislay: "Null" },
        { field: "available", compare: "equals", value: false, nameDislay: "Sold out" },
        { field: "available", compare: "equals", value: "true", nameDislay: "In <i>stock</i>" },
        { field: "price", compare: "less_than", value: "300,000", nameDislay: "Under 300k" },
        { field: "option", compare: "equals", value: "M", fieldCompare: "Size", nameDislay: "" },
      ],
    });
    expect(saved.name).toBe("Stock");
    expect(saved.conditions).toEqual([
      { field: "available", compare: "equals", value: false, fieldCompare: "", nameDislay: "Sold out" },
      { field: "available", compare: "equals", value: true, fieldCompare: "", nameDislay: "In stock" },
      { field: "price", compare: "less_than", value: 300000, fieldCompare: "", nameDislay: "Under 300k" },
      { field: "option", compare: "equals", value: "M", fieldCompare: "Size", nameDislay: "M" },
    ]);
  });

  it("lists, searches, updates against the version (409 keeps the current), deletes; another store's ids are 404", async () => {
    const ops = await h.owner(operatorEmail());
    const a = await create(ops, vendorFilter);
    await create(ops, { name: "Price", conditions: [{ field: "price", compare: "less_than", value: 100, nameDislay: "Cheap" }] });
    const list = await h.call("GET", "/menufilters?search=hanoi", { headers: ops.headers });
    expect(list.status).toBe(200);
    expect(list.body.menuFilters.map((f: MenuFilterDto) => f._id)).toEqual([a._id]);
    expect(list.body.total).toBe(1);
    expect((await h.call("GET", "/menufilters?limit=1&page=2", { headers: ops.headers })).body.menuFilters).toHaveLength(1);

    const renamed = await h.call("PUT", `/menufilters/${a._id}`, {
      headers: ops.headers,
      body: { menuFilter: { ...vendorFilter, name: "Brands", version: 1 } },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.menuFilter).toMatchObject({ name: "Brands", version: 2 });
    const stale = await h.call("PUT", `/menufilters/${a._id}`, { headers: ops.headers, body: { menuFilter: { ...vendorFilter, name: "Late", version: 1 } } });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ name: "Brands", version: 2 });
    expect((await h.call("DELETE", `/menufilters/${a._id}?version=1`, { headers: ops.headers })).status).toBe(409);

    const other = await h.owner(operatorEmail());
    expect((await h.call("GET", `/menufilters/${a._id}`, { headers: other.headers })).status).toBe(404);
    expect((await h.call("PUT", `/menufilters/${a._id}`, { headers: other.headers, body: { menuFilter: { ...vendorFilter, version: 2 } } })).status).toBe(404);
    expect((await h.call("DELETE", `/menufilters/${a._id}`, { headers: other.headers })).status).toBe(404);
    expect((await h.call("GET", "/menufilters", { headers: other.headers })).body.menuFilters).toEqual([]);
    // Scoping to another store's collection is refused.
    const theirs = await h.call("POST", "/collections", { headers: other.headers, body: { collection: { title: "Theirs", published: true } } });
    const scoped = await h.call("POST", "/menufilters", {
      headers: ops.headers,
      body: { menuFilter: { ...vendorFilter, scoped: true, collectionIds: [theirs.body.collection._id] } },
    });
    expect(scoped.status).toBe(400);
    expect(scoped.body.errors.collectionIds).toEqual(["A chosen collection is not in this store"]);

    expect((await h.call("DELETE", `/menufilters/${a._id}?version=2`, { headers: ops.headers })).status).toBe(200);
    expect((await h.call("GET", `/menufilters/${a._id}`, { headers: ops.headers })).status).toBe(404);
    expect((await h.call("GET", "/menufilters/not-an-id", { headers: ops.headers })).status).toBe(404);
  });
});

describe("menu filters on the storefront", () => {
  it("shows the store's filters on its collection pages and filters the products in SQL", async () => {
    const ops = await h.owner(operatorEmail());
    const [row] = await h.database.db.select({ domain: stores.domain }).from(stores).where(eq(stores.id, ops.storeId));
    const host = row!.domain;
    const jeans = await product(ops, { title: "Slim jeans", vendor: "Saigon Denim", tags: ["denim", "sale"] }, [
      { option1: "M", price: 450000, inventoryQuantity: 3 },
      { option1: "L", price: 460000, inventoryQuantity: 0 },
    ]);
    const shirt = await product(ops, { title: "Linen shirt", vendor: "Hanoi Linen", tags: ["linen"] }, [{ option1: "S", price: 250000, inventoryQuantity: 0 }]);
    const cap = await product(ops, { title: "Cap", vendor: "saigon denim", tags: ["sale"] }, [{ price: 120000, inventoryQuantity: 9 }]);
    const all = await h.call("POST", "/collections", { headers: ops.headers, body: { collection: { title: "All", handle: "all", published: true } } });
    await h.call("PUT", `/collections/${all.body.collection._id}/collect`, {
      headers: ops.headers,
      body: { collection: { productIds: [jeans.id, shirt.id, cap.id] } },
    });
    const other = await h.call("POST", "/collections", { headers: ops.headers, body: { collection: { title: "Other", handle: "other", published: true } } });
    await create(ops, vendorFilter);
    await create(ops, {
      name: "Giá & kho",
      conditions: [
        { field: "price", compare: "less_than", value: 300000, nameDislay: "Dưới 300k" },
        { field: "available", compare: "equals", value: true, nameDislay: "Còn hàng" },
        { field: "tag", compare: "equals", value: "sale", nameDislay: "Sale" },
        { field: "option", compare: "equals", value: "m", fieldCompare: "size", nameDislay: "Size M" },
      ],
    });
    await create(ops, {
      name: "Only other",
      scoped: true,
      collectionIds: [other.body.collection._id],
      conditions: [{ field: "title", compare: "contains", value: "cap" }],
    });

    const page = await visit(host, "/collections/all");
    expect(page.status).toBe(200);
    expect(page.body).toContain('name="filter.brand"');
    expect(page.body).toContain('name="filter.gia-kho"');
    expect(page.body).toContain('<option value="saigon-denim">Saigon Denim</option>');
    expect(page.body).toContain('<option value="duoi-300k">Dưới 300k</option>');
    expect(page.body).not.toContain("filter.only-other");
    expect((await visit(host, "/collections/other")).body).toContain('name="filter.only-other"');

    const shown = async (query: string) => {
      const res = await visit(host, `/collections/all?${query}`);
      expect(res.status).toBe(200);
      return [jeans, shirt, cap].filter((p) => res.body.includes(`/products/${p.handle}"`)).map((p) => p.handle);
    };
    expect(await shown("")).toEqual(["slim-jeans", "linen-shirt", "cap"]);
    // Vendor equality ignores case: "saigon denim" is the same brand.
    expect(await shown("filter.brand=saigon-denim")).toEqual(["slim-jeans", "cap"]);
    expect(await shown("filter.brand=hanoi-linen")).toEqual(["linen-shirt"]);
    expect(await shown("filter.gia-kho=duoi-300k")).toEqual(["linen-shirt", "cap"]);
    expect(await shown("filter.gia-kho=con-hang")).toEqual(["slim-jeans", "cap"]);
    expect(await shown("filter.gia-kho=sale")).toEqual(["slim-jeans", "cap"]);
    expect(await shown("filter.gia-kho=size-m")).toEqual(["slim-jeans"]);
    // Groups combine with AND.
    expect(await shown("filter.brand=saigon-denim&filter.gia-kho=duoi-300k")).toEqual(["cap"]);
    // An unknown value or parameter filters nothing; a quote cannot break out of the bound parameter.
    expect(await shown("filter.brand=nope")).toEqual(["slim-jeans", "linen-shirt", "cap"]);
    expect(await shown(`filter.brand=${encodeURIComponent("x' or 1=1 --")}`)).toEqual(["slim-jeans", "linen-shirt", "cap"]);
    const selected = await visit(host, "/collections/all?filter.brand=hanoi-linen");
    expect(selected.body).toContain('<option value="hanoi-linen" selected>');

    // Another store's filters are not this storefront's.
    const stranger = await h.owner(operatorEmail());
    await create(stranger, { ...vendorFilter, name: "Stranger" });
    expect((await visit(host, "/collections/all")).body).not.toContain("filter.stranger");
  });
});

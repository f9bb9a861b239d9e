// A NUL character (0x00) in any string the API takes is a 400 with a field message, never a database error (500):
// PostgreSQL text cannot hold it. Every string field of the product, collection, feed, size chart and variant APIs,
// the list searches and the text path parameters are swept with one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_MESSAGE } from "../../domain/validation";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let owner: Awaited<ReturnType<Harness["owner"]>>;
const ids = { product: "", collection: "", feed: "", sizeChart: "", variant: "" };
const NUL = "a\u0000b";

beforeAll(async () => {
  h = await startHarness();
  // An operator e-mail of the harness's domain: the inventory and bulk update APIs are restricted to operators.
  owner = await h.owner(`nul-${Date.now()}@backroom.dev`);
  const created = async (path: string, body: unknown, key: string) => {
    const res = await h.call("POST", path, { headers: owner.headers, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body[key]._id as string;
  };
  ids.product = await created("/products", { product: { title: "Áo dài" } }, "product");
  const options = await h.call("PUT", `/products/${ids.product}/options`, {
    headers: owner.headers,
    body: { options: [{ name: "Size", values: ["S", "M"] }] },
  });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  ids.variant = await created(`/products/${ids.product}/variants`, { variant: { option1: "S", price: 10 } }, "variant");
  ids.collection = await created("/collections", { collection: { title: "Hè" } }, "collection");
  ids.feed = await created("/feed", { productFeed: { name: "Google" } }, "productFeed");
  ids.sizeChart = await created("/size-charts", { sizeChart: { title: "Tops", columns: ["Size"], rows: [["S"]] } }, "sizeChart");
});
afterAll(async () => {
  await h?.close();
});

type Json = Record<string, unknown>;

/** A copy of `body` with the value at `path` (dot-separated, numbers index arrays) replaced by `value`. */
function withValue(body: Json, path: string, value: unknown): Json {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
  return copy;
}

const messagesOf = (body: { message?: unknown; errors?: Record<string, string[]> }) =>
  [...(Array.isArray(body.message) ? body.message : [body.message]), ...Object.values(body.errors ?? {}).flat()].map(String);

interface Case {
  method: string;
  path: () => string;
  /** A body the API accepts as it is (checked first), or none for a GET. */
  body?: () => Json;
  /** Where its strings are, relative to `body`, and the error key each gives (default: the path under the wrapper). */
  fields?: Record<string, string>;
}

const product = () => ({ product: { title: "Áo", handle: "ao", description: "Lụa", tags: ["hè", "lụa"], productType: "Áo", vendor: "Saigon", version: 1 } });
const collection = () => ({
  collection: { title: "Hè", handle: "he", description: "Mùa hè", type: "smart", conditions: [{ field: "title", compare: "contains", value: "Áo" }] },
});
const variant = () => ({ variant: { option1: "S", price: 10, sku: "AO-S", barcode: "893", imagePath: "" } });

const BODIES: Record<string, Case> = {
  "POST /products": {
    method: "POST",
    path: () => "/products",
    body: () => withValue(product(), "product.handle", ""),
    fields: {
      "product.title": "title",
      "product.description": "description",
      "product.tags.1": "tags.1",
      "product.productType": "productType",
      "product.vendor": "vendor",
      "product.handle": "handle",
    },
  },
  "PUT /products/{id}": {
    method: "PUT",
    path: () => `/products/${ids.product}`,
    body: () => withValue(product(), "product.version", 999),
    fields: {
      "product.title": "title",
      "product.handle": "handle",
      "product.description": "description",
      "product.tags.0": "tags.0",
      "product.productType": "productType",
      "product.vendor": "vendor",
    },
  },
  "PATCH /products (one change)": {
    method: "PATCH",
    path: () => `/products?ids=${ids.product}`,
    body: () => ({ product: { vendor: "Hội An", addTags: ["mới"] } }),
    fields: { "product.vendor": "vendor", "product.addTags.0": "addTags.0" },
  },
  "PATCH /products (rows)": {
    method: "PATCH",
    path: () => "/products",
    body: () => ({ products: [{ _id: ids.product, version: 999, title: "Áo", vendor: "V", productType: "T", tags: ["a"] }] }),
    fields: {
      "products.0.title": "products.0.title",
      "products.0.vendor": "products.0.vendor",
      "products.0.productType": "products.0.productType",
      "products.0.tags.0": "products.0.tags.0",
    },
  },
  "POST /collections": {
    method: "POST",
    path: () => "/collections",
    body: () => collection(),
    fields: {
      "collection.title": "title",
      "collection.handle": "handle",
      "collection.description": "description",
      "collection.conditions.0.value": "conditions.0.value",
    },
  },
  "PUT /collections/{id}": {
    method: "PUT",
    path: () => `/collections/${ids.collection}`,
    body: () => ({ collection: { title: "Hè", version: 999 } }),
    fields: { "collection.title": "title" },
  },
  "POST /feed": { method: "POST", path: () => "/feed", body: () => ({ productFeed: { name: "Feed" } }), fields: { "productFeed.name": "name" } },
  "PUT /feed/{id}": {
    method: "PUT",
    path: () => `/feed/${ids.feed}`,
    body: () => ({ productFeed: { name: "Feed", version: 999 } }),
    fields: { "productFeed.name": "name" },
  },
  "POST /size-charts": {
    method: "POST",
    path: () => "/size-charts",
    body: () => ({ sizeChart: { title: "Tops", description: "Đo", unit: "cm", columns: ["Size", "Ngực"], rows: [["S", "88"]] } }),
    fields: {
      "sizeChart.title": "title",
      "sizeChart.description": "description",
      "sizeChart.unit": "unit",
      "sizeChart.columns.1": "columns.1",
      "sizeChart.rows.0.1": "rows.0.1",
    },
  },
  "PUT /size-charts/{id}": {
    method: "PUT",
    path: () => `/size-charts/${ids.sizeChart}`,
    body: () => ({ sizeChart: { title: "Tops", columns: ["Size"], rows: [["S"]], version: 999 } }),
    fields: { "sizeChart.title": "title", "sizeChart.columns.0": "columns.0", "sizeChart.rows.0.0": "rows.0.0" },
  },
  "POST /products/{id}/variants": {
    method: "POST",
    path: () => `/products/${ids.product}/variants`,
    body: () => withValue(variant(), "variant.option1", "M"),
    fields: { "variant.option1": "option1", "variant.sku": "sku", "variant.barcode": "barcode", "variant.imagePath": "imagePath" },
  },
  "PUT /products/{id}/variants/{variantId}": {
    method: "PUT",
    path: () => `/products/${ids.product}/variants/${ids.variant}`,
    body: () => ({ variant: { option1: "S", price: 10, sku: "X", version: 999 } }),
    fields: { "variant.option1": "option1", "variant.sku": "sku" },
  },
  "POST /products/{id}/variants/bulk": {
    method: "POST",
    path: () => `/products/${ids.product}/variants/bulk`,
    body: () => ({ variants: [{ option1: "M", price: 1, sku: "B1" }] }),
    fields: { "variants.0.option1": "variants.0.option1", "variants.0.sku": "variants.0.sku" },
  },
  "PUT /products/{id}/options": {
    method: "PUT",
    path: () => `/products/${ids.product}/options`,
    body: () => ({ options: [{ name: "Size", values: ["S", "M"] }], version: 999 }),
    fields: { "options.0.name": "options.0.name", "options.0.values.1": "options.0.values.1" },
  },
  "POST /products/{id}/add-pixels": {
    method: "POST",
    path: () => `/products/${ids.product}/add-pixels`,
    body: () => ({ pixels: [{ provider: "google", pixelId: "G-ABC123XYZ" }] }),
    fields: { "pixels.0.pixelId": "pixels.0.pixelId" },
  },
  "POST /inventory/adjust": {
    method: "POST",
    path: () => "/inventory/adjust",
    body: () => ({ variantId: ids.variant, delta: 1, reason: "Đếm lại" }),
    fields: { reason: "reason" },
  },
};

describe("a NUL character in a body", () => {
  for (const [name, c] of Object.entries(BODIES)) {
    it(`${name}: every string field is refused with 400 and a message on that field`, async () => {
      for (const [field, key] of Object.entries(c.fields ?? {})) {
        const res = await h.call(c.method, c.path(), { headers: owner.headers, body: withValue(c.body!(), field, NUL) });
        expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.errors?.[key], `${field}: ${JSON.stringify(res.body)}`).toContain(NUL_MESSAGE);
      }
    });
  }
});

describe("a NUL character in a query or a path", () => {
  const queries = [
    "/products?search=",
    "/products?vendor=",
    "/products?tag=",
    "/products?productType=",
    "/products/count?search=",
    "/collections?search=",
    "/collections/count?search=",
    "/feed?search=",
    "/feed/count?search=",
    "/feed/google/categories?search=",
    "/size-charts?search=",
    "/size-charts/count?search=",
    "/inventory?search=",
  ];
  it("list searches answer 400 naming the parameter", async () => {
    for (const query of queries) {
      const res = await h.call("GET", `${query}a%00b`, { headers: owner.headers });
      const param = /[?&](\w+)=$/.exec(query)![1];
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.errors?.[param], query).toContain(NUL_MESSAGE);
    }
  });

  it("handle look-ups and pixel ids in the path answer 400", async () => {
    for (const [method, path, param] of [
      ["GET", "/products/handle/a%00b", "handle"],
      ["GET", "/collections/byHandle/a%00b", "handle"],
      ["DELETE", () => `/products/${ids.product}/pixels/google/G-%00`, "pixelId"],
    ] as const) {
      const url = typeof path === "function" ? path() : path;
      const res = await h.call(method, url, { headers: owner.headers });
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(messagesOf(res.body), url).toContain(NUL_MESSAGE);
      expect(res.body.errors?.[param], url).toContain(NUL_MESSAGE);
    }
  });

  it("ids in the path stay 404 (a NUL is never part of an id)", async () => {
    for (const path of ["/products/a%00b", "/collections/a%00b", "/feed/a%00b", "/size-charts/a%00b", `/products/${ids.product}/variants/a%00b`]) {
      expect((await h.call("GET", path, { headers: owner.headers })).status, path).toBe(404);
    }
  });
});

// Size charts API (docs/api-contract.md, Size charts; ADR 013) on the real API and a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SizeChartDto } from "../../domain/size-chart";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const CONFLICT = "This size chart was changed by someone else since you opened it. Review the latest version, then save again.";
const chartBody = (fields: Record<string, unknown> = {}) => ({
  sizeChart: {
    title: "Tops",
    unit: "cm",
    columns: ["Size", "Chest", "Length"],
    rows: [
      ["S", "88", "66"],
      ["M", "96", "70"],
    ],
    ...fields,
  },
});

async function create<T>(owner: Owner, path: string, key: string, body: Record<string, unknown>): Promise<T> {
  const res = await h.call("POST", path, { headers: owner.headers, body: { [key]: body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body[key];
}
const product = (owner: Owner, title: string, fields: Record<string, unknown> = {}) =>
  create<{ _id: string }>(owner, "/products", "product", { title, published: true, ...fields });
const collection = (owner: Owner, title: string, fields: Record<string, unknown> = {}) =>
  create<{ _id: string }>(owner, "/collections", "collection", { title, ...fields });
const chart = (owner: Owner, fields: Record<string, unknown> = {}) => create<SizeChartDto>(owner, "/size-charts", "sizeChart", chartBody(fields).sizeChart);

describe("size chart lifecycle", () => {
  it("creates with targets, lists, counts, reads, updates, refuses a stale update and deletes", async () => {
    const owner = await h.owner();
    const tee = await product(owner, "Linen tee");
    const shirts = await collection(owner, "Shirts");
    const created = await chart(owner, { title: "  Áo thun ", description: "Measured flat", productIds: [tee._id], collectionIds: [shirts._id] });
    expect(created).toMatchObject({
      title: "Áo thun",
      description: "Measured flat",
      unit: "cm",
      columns: ["Size", "Chest", "Length"],
      rows: [
        ["S", "88", "66"],
        ["M", "96", "70"],
      ],
      products: [{ _id: tee._id, title: "Linen tee" }],
      collections: [{ _id: shirts._id, title: "Shirts" }],
      productCount: 1,
      collectionCount: 1,
      version: 1,
    });
    await chart(owner, { title: "Shoes", columns: ["EU", "US"], rows: [["40", "7"]] });

    const list = await h.call("GET", "/size-charts?search=thun&limit=10", { headers: owner.headers });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(list.body.sizeCharts[0]).toMatchObject({ _id: created._id, productCount: 1, collectionCount: 1 });
    expect(list.body.sizeCharts[0].products).toBeUndefined();
    expect((await h.call("GET", "/size-charts", { headers: owner.headers })).body.total).toBe(2);
    expect((await h.call("GET", "/size-charts/count", { headers: owner.headers })).body).toEqual({ count: 2 });
    expect((await h.call("GET", "/size-charts/count?search=shoe", { headers: owner.headers })).body).toEqual({ count: 1 });
    expect((await h.call("GET", `/size-charts/${created._id}`, { headers: owner.headers })).body.sizeChart).toEqual(created);

    const edit = {
      title: "Tees",
      columns: ["Size", "Chest"],
      rows: [
        ["S", "88"],
        ["", ""],
        ["L", "104"],
      ],
      productIds: [],
      collectionIds: [shirts._id],
      version: 1,
    };
    const updated = await h.call("PUT", `/size-charts/${created._id}`, { headers: owner.headers, body: { sizeChart: edit } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // The blank row is dropped; the product is detached.
    expect(updated.body.sizeChart).toMatchObject({
      title: "Tees",
      rows: [
        ["S", "88"],
        ["L", "104"],
      ],
      products: [],
      collections: [{ _id: shirts._id }],
      version: 2,
    });

    const stale = await h.call("PUT", `/size-charts/${created._id}`, { headers: owner.headers, body: { sizeChart: { ...edit, title: "Lost" } } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONFLICT);
    expect(stale.body.current).toMatchObject({ title: "Tees", version: 2, collections: [{ _id: shirts._id, title: "Shirts" }] });
    expect((await h.call("DELETE", `/size-charts/${created._id}?version=1`, { headers: owner.headers })).status).toBe(409);

    const deleted = await h.call("DELETE", `/size-charts/${created._id}?version=2`, { headers: owner.headers });
    expect(deleted.body).toEqual({ message: "Size chart deleted" });
    expect((await h.call("GET", `/size-charts/${created._id}`, { headers: owner.headers })).status).toBe(404);
    expect((await h.call("GET", "/size-charts/not-a-uuid", { headers: owner.headers })).status).toBe(404);
    expect((await h.call("PUT", `/size-charts/${created._id}`, { headers: owner.headers, body: { sizeChart: { ...edit, version: 2 } } })).status).toBe(404);
  });

  it("pads short rows to the header's width", async () => {
    const owner = await h.owner();
    const created = await chart(owner, { columns: ["Size", "Chest", "Waist"], rows: [["S"], ["M", "96", "80"]] });
    expect(created.rows).toEqual([
      ["S", "", ""],
      ["M", "96", "80"],
    ]);
  });
});

describe("bad input", () => {
  it("answers 400 with a message per field", async () => {
    const owner = await h.owner();
    const bad = await h.call("POST", "/size-charts", { headers: owner.headers, body: { sizeChart: { title: " ", columns: [] } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.title).toEqual(["Title required"]);
    expect(bad.body.errors.columns).toEqual(["Columns required"]);

    const blankHeader = await h.call("POST", "/size-charts", { headers: owner.headers, body: chartBody({ columns: ["Size", " "], rows: [] }) });
    expect(blankHeader.status).toBe(400);
    expect(blankHeader.body.errors["columns.1"]).toEqual(["Column required"]);

    const wide = await h.call("POST", "/size-charts", { headers: owner.headers, body: chartBody({ columns: ["A", "B"], rows: [["1", "2", "3"]] }) });
    expect(wide.status).toBe(400);
    expect(wide.body.errors["rows.0"]).toEqual(["Each row needs one cell per column"]);
  });

  it("enforces the limits: 20 columns, 100 rows, 255 characters a cell, 500 targets", async () => {
    const owner = await h.owner();
    const columns = Array.from({ length: 21 }, (_, i) => `C${i}`);
    const tooWide = await h.call("POST", "/size-charts", { headers: owner.headers, body: chartBody({ columns, rows: [] }) });
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.errors.columns).toEqual(["A size chart has at most 20 columns"]);

    const rows = Array.from({ length: 101 }, (_, i) => [String(i)]);
    const tooLong = await h.call("POST", "/size-charts", { headers: owner.headers, body: chartBody({ columns: ["Size"], rows }) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.rows).toEqual(["A size chart has at most 100 rows"]);
    expect((await h.call("POST", "/size-charts", { headers: owner.headers, body: chartBody({ columns: ["Size"], rows: rows.slice(1) }) })).status).toBe(201);

    const bigCell = await h.call("POST", "/size-charts", { headers: owner.headers, body: chartBody({ columns: ["Size"], rows: [["x".repeat(256)]] }) });
    expect(bigCell.status).toBe(400);
    expect(bigCell.body.errors["rows.0.0"]).toEqual(["Max length is 255"]);

    const ids = Array.from({ length: 501 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    const manyTargets = await h.call("POST", "/size-charts", { headers: owner.headers, body: chartBody({ productIds: ids }) });
    expect(manyTargets.status).toBe(400);
    expect(manyTargets.body.errors.productIds).toEqual(["Max length is 500"]);

    const badId = await h.call("POST", "/size-charts", { headers: owner.headers, body: chartBody({ collectionIds: ["nope"] }) });
    expect(badId.status).toBe(400);
    expect(badId.body.errors["collectionIds.0"]).toEqual(["Invalid id"]);

    const noVersion = await h.call("PUT", `/size-charts/${ids[0]}`, { headers: owner.headers, body: chartBody() });
    expect(noVersion.status).toBe(400);
  });
});

describe("stores and permissions", () => {
  it("keeps charts and their targets to their store", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const theirProduct = await product(b, "Their tee");
    const theirCollection = await collection(b, "Their shirts");
    const theirs = await chart(b, { productIds: [theirProduct._id] });

    expect((await h.call("GET", `/size-charts/${theirs._id}`, { headers: a.headers })).status).toBe(404);
    expect((await h.call("PUT", `/size-charts/${theirs._id}`, { headers: a.headers, body: chartBody({ version: 1 }) })).status).toBe(404);
    expect((await h.call("DELETE", `/size-charts/${theirs._id}`, { headers: a.headers })).status).toBe(404);
    expect((await h.call("GET", "/size-charts", { headers: a.headers })).body.total).toBe(0);
    expect((await h.call("GET", `/products/${theirProduct._id}/size-chart`, { headers: a.headers })).status).toBe(404);

    const foreign = await h.call("POST", "/size-charts", {
      headers: a.headers,
      body: chartBody({ productIds: [theirProduct._id], collectionIds: [theirCollection._id] }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({
      productIds: ["Some products were not found in this store"],
      collectionIds: ["Some collections were not found in this store"],
    });
    expect(foreign.body.unknown).toEqual({ productIds: [theirProduct._id], collectionIds: [theirCollection._id] });
    expect((await h.call("GET", "/size-charts", { headers: a.headers })).body.total).toBe(0);
  });

  it("needs the products scope (the admin's screens are for operators only; the API follows the scope)", async () => {
    const owner = await h.owner();
    const own = await chart(owner);
    const orders = await h.staff(owner.storeId, ["orders"]);
    expect((await h.call("GET", "/size-charts", { headers: orders.headers })).status).toBe(403);
    expect((await h.call("POST", "/size-charts", { headers: orders.headers, body: chartBody() })).status).toBe(403);
    expect((await h.call("GET", `/size-charts/${own._id}`, { headers: orders.headers })).status).toBe(403);
    const catalog = await h.staff(owner.storeId, ["products"]);
    expect((await h.call("GET", `/size-charts/${own._id}`, { headers: catalog.headers })).status).toBe(200);
    expect((await h.call("GET", "/size-charts")).status).toBe(401);
  });
});

describe("the chart of a product", () => {
  it("prefers a chart on the product, then one on a manual or smart collection of it, the latest updated first", async () => {
    const owner = await h.owner();
    const tee = await product(owner, "Linen tee", { vendor: "Lino" });
    const other = await product(owner, "Wool scarf", { vendor: "Lana" });
    const manual = await collection(owner, "Summer");
    const smart = await collection(owner, "Lino things", { type: "smart", conditions: [{ field: "vendor", compare: "equals", value: "lino" }], match: "all" });
    const collect = await h.call("PUT", `/collections/${manual._id}/collect`, { headers: owner.headers, body: { collection: { productIds: [tee._id] } } });
    expect(collect.status, JSON.stringify(collect.body)).toBe(200);

    const none = await h.call("GET", `/products/${tee._id}/size-chart`, { headers: owner.headers });
    expect(none.body).toEqual({ sizeChart: null, via: null });

    const viaSmart = await chart(owner, { title: "Smart chart", collectionIds: [smart._id] });
    let res = await h.call("GET", `/products/${tee._id}/size-chart`, { headers: owner.headers });
    expect(res.body.sizeChart._id).toBe(viaSmart._id);
    expect(res.body.via).toEqual({ type: "collection", collection: { _id: smart._id, title: "Lino things" } });
    // The scarf's vendor does not match the smart rules, and it is in no collection.
    expect((await h.call("GET", `/products/${other._id}/size-chart`, { headers: owner.headers })).body.sizeChart).toBeNull();

    h.clock.advance(1000);
    const viaManual = await chart(owner, { title: "Summer chart", collectionIds: [manual._id] });
    res = await h.call("GET", `/products/${tee._id}/size-chart`, { headers: owner.headers });
    expect(res.body.sizeChart._id).toBe(viaManual._id);
    expect(res.body.via).toEqual({ type: "collection", collection: { _id: manual._id, title: "Summer" } });

    const direct = await chart(owner, { title: "Tee chart", productIds: [tee._id] });
    h.clock.advance(1000);
    // A collection chart updated later still loses to the product's own.
    const touched = await h.call("PUT", `/size-charts/${viaManual._id}`, {
      headers: owner.headers,
      body: chartBody({ title: "Summer chart 2", collectionIds: [manual._id], version: 1 }),
    });
    expect(touched.status).toBe(200);
    res = await h.call("GET", `/products/${tee._id}/size-chart`, { headers: owner.headers });
    expect(res.body.sizeChart).toMatchObject({ _id: direct._id, title: "Tee chart", products: [{ _id: tee._id }] });
    expect(res.body.via).toEqual({ type: "product" });

    // Removed from the manual collection: back to the smart collection's chart once the direct one is gone.
    expect((await h.call("DELETE", `/size-charts/${direct._id}`, { headers: owner.headers })).status).toBe(200);
    expect((await h.call("DELETE", `/collections/${manual._id}/products/${tee._id}`, { headers: owner.headers })).status).toBe(200);
    res = await h.call("GET", `/products/${tee._id}/size-chart`, { headers: owner.headers });
    expect(res.body.sizeChart._id).toBe(viaSmart._id);
    expect((await h.call("GET", "/products/00000000-0000-4000-8000-000000000000/size-chart", { headers: owner.headers })).status).toBe(404);
  });

  it("drops a deleted product from the chart's targets", async () => {
    const owner = await h.owner();
    const tee = await product(owner, "Gone tee");
    const created = await chart(owner, { productIds: [tee._id] });
    expect((await h.call("DELETE", `/products/${tee._id}`, { headers: owner.headers })).status).toBeLessThan(300);
    const res = await h.call("GET", `/size-charts/${created._id}`, { headers: owner.headers });
    expect(res.body.sizeChart.products).toEqual([]);
  });
});

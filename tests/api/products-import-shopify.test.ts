// Shopify's product CSV (ADR 022): the fixture of a Vietnamese jeweller's export imports whole (descriptions sanitised,
// options, variants with prices, compare-at prices, SKUs, barcodes, weights and stock, images fetched in the background
// from a local image server allowed by config), every ignored column is listed, every error can be downloaded, and an
// export imports back into a fresh store as the same catalog.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../domain/csv";
import type { ImportTaskDto } from "../../domain/csv-import";
import type { ExportTaskDto } from "../../domain/export";
import type { ProductDto } from "../../domain/product";
import type { ProductImageDto } from "../../domain/product-images";
import type { ProductOptionsDto, VariantDto } from "../../domain/variant";
import { buildShopifyFixture, SHOPIFY_FIXTURE_PATH } from "../../e2e/fixtures/shopify-products";
import { startHarness, type Harness } from "../helpers/harness";

const fixtures = path.resolve("e2e/fixtures");
const IMAGES: Record<string, string> = {
  "nhan-vang-18k-vang.png": "red.png",
  "nhan-vang-18k-hong.jpg": "blue.jpg",
  "nhan-vang-18k-hop.png": "green.png",
  "day-chuyen-bac-925.jpg": "blue.jpg",
  "day-chuyen-bac-925-deo.png": "green.png",
  "bong-tai-ngoc-trai.png": "red.png",
};
let imageServer: http.Server;
let imageBase = "";
const served: string[] = [];
let h: Harness;

beforeAll(async () => {
  imageServer = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname.split("/").pop() ?? "");
    served.push(name);
    const file = IMAGES[name];
    if (!file) return void res.writeHead(404).end("not found");
    res.writeHead(200, { "content-type": "application/octet-stream" }).end(fs.readFileSync(path.join(fixtures, file)));
  });
  imageServer.listen(0, "127.0.0.1");
  await new Promise((r) => imageServer.once("listening", r));
  const port = (imageServer.address() as AddressInfo).port;
  imageBase = `http://127.0.0.1:${port}/files`;
  h = await startHarness({ importImages: { allowHosts: [`127.0.0.1:${port}`] } });
});
afterAll(async () => {
  await h?.close();
  await new Promise((r) => imageServer.close(r));
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

async function importText(owner: Owner, csv: string | Uint8Array, mode: string): Promise<ImportTaskDto> {
  const query = new URLSearchParams({ mode, fileName: "products_export.csv" });
  const res = await fetch(`${h.url}/products/import/csv?${query}`, {
    method: "POST",
    headers: { ...owner.headers, "content-type": "text/csv" },
    body: csv as BodyInit,
  });
  const body = (await res.json()) as { task: ImportTaskDto };
  expect(res.status, JSON.stringify(body)).toBe(202);
  return waitFor(owner, body.task._id, (t) => (t.status === "done" || t.status === "failed") && (t.images?.pending ?? 0) === 0);
}

async function waitFor(owner: Owner, id: string, done: (t: ImportTaskDto) => boolean): Promise<ImportTaskDto> {
  for (let i = 0; i < 800; i++) {
    const t = (await h.call("GET", `/products/import/csv/${id}`, { headers: owner.headers })).body.task as ImportTaskDto;
    if (done(t)) return t;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`import ${id} did not finish`);
}

interface Catalog {
  product: ProductDto & { images: ProductImageDto[] };
  options: ProductOptionsDto;
  variants: VariantDto[];
}

async function catalog(owner: Owner): Promise<Map<string, Catalog>> {
  const list = (await h.call("GET", "/products?limit=200", { headers: owner.headers })).body.products as ProductDto[];
  const out = new Map<string, Catalog>();
  for (const p of list) {
    const product = (await h.call("GET", `/products/${p._id}`, { headers: owner.headers })).body.product;
    const options = (await h.call("GET", `/products/${p._id}/options`, { headers: owner.headers })).body.options as ProductOptionsDto;
    const variants = (await h.call("GET", `/products/${p._id}/variants?limit=2000`, { headers: owner.headers })).body.variants as VariantDto[];
    out.set(p.handle, { product, options, variants });
  }
  return out;
}

const fixtureFor = () => buildShopifyFixture({ imageBase });

describe("Shopify product CSV import", () => {
  it("the committed fixture is what its generator writes (73 columns)", () => {
    const text = fs.readFileSync(SHOPIFY_FIXTURE_PATH, "utf8");
    expect(text).toBe(buildShopifyFixture());
    expect(parseCsv(text.replace(/\n/g, "\r\n"))[0]).toHaveLength(73);
  });

  it("imports titles, sanitised HTML, types, tags, status, options, variants, prices, stock and images; lists ignored columns", async () => {
    const owner = await h.owner();
    const task = await importText(owner, fixtureFor(), "valid-only");
    // 12 data rows: ring 6, chain 3, earrings 3, bracelet 1, bad ring 2 (the bad one left out whole).
    expect(task).toMatchObject({ status: "done", totalRows: 15, rowsToWrite: 13, processedRows: 13, createdCount: 4, updatedCount: 0, errorCount: 1 });
    expect(task.errors).toEqual([{ line: expect.any(Number), field: "Variant Compare At Price", message: "Compare-at price must be at least the price" }]);
    expect(task.ignoredColumns).toHaveLength(73 - 26);
    expect(task.ignoredColumns).toEqual(
      expect.arrayContaining([
        "Product Category",
        "Variant Inventory Policy",
        "Gift Card",
        "SEO Title",
        "Google Shopping / Gender",
        "Option1 Linked To",
        "Price / International",
        "Color (product.metafields.shopify.color-pattern)",
      ]),
    );
    expect(task.ignoredColumns).not.toContain("Variant Price");
    // Cost per item is read (ADR 044): the rings cost 900,000 each.
    expect(task.ignoredColumns).not.toContain("Cost per item");
    expect(task.images).toMatchObject({ total: 7, done: 6, failed: 1, pending: 0 });
    expect(task.images!.errors).toEqual([{ line: expect.any(Number), field: "Image Src", message: "The image could not be downloaded (HTTP 404)" }]);

    const all = await catalog(owner);
    expect([...all.keys()].sort()).toEqual(["bong-tai-ngoc-trai", "day-chuyen-bac-925", "lac-tay-vang-cu", "nhan-1"]);

    const ring = all.get("nhan-1")!;
    expect(ring.product).toMatchObject({
      title: "Nhẫn vàng 18K đính đá",
      vendor: "Kim Hoàn Sài Gòn",
      productType: "Nhẫn",
      tags: ["vàng 18k", "nhẫn", "quà tặng"],
      published: true,
    });
    const body = ring.product.description;
    expect(body).toContain("<strong>vàng 18K</strong>");
    expect(body).toContain("<li>Bảo hành trọn đời</li>");
    expect(body).toContain('<img src="https://cdn.shopify.com/s/files/1/0612/4418/9317/files/size-guide.png" alt="Bảng size" />');
    expect(body).toContain('<a href="https://example.vn/size" rel="noopener noreferrer">Hướng dẫn đo</a>');
    for (const risky of ["<script", "alert(", "onerror", "onclick", "javascript:", "<style", "<iframe", "display:none"]) expect(body).not.toContain(risky);
    expect(ring.options.options).toEqual([
      { name: "Size", values: ["6", "7", "8"] },
      { name: "Color", values: ["Vàng", "Vàng hồng"] },
    ]);
    expect(ring.variants.map((v) => [v.option1, v.option2, v.price, v.compareAtPrice, v.sku, v.barcode, v.inventoryQuantity, v.weight, v.weightUnit])).toEqual([
      ["6", "Vàng", 1250000, 1500000, "NH18K-6-V", "8936000010", 2, 13.1, "g"],
      ["7", "Vàng", 1250000, 1500000, "NH18K-7-V", "8936000011", 3, 13.1, "g"],
      ["8", "Vàng", 1350000, 1500000, "NH18K-8-V", "8936000012", 4, 13.1, "g"],
      ["6", "Vàng hồng", 1250000, 1500000, "NH18K-6-H", "8936000013", 5, 13.1, "g"],
      ["7", "Vàng hồng", 1250000, 1500000, "NH18K-7-H", "8936000014", 6, 13.1, "g"],
      ["8", "Vàng hồng", 1350000, 1500000, "NH18K-8-H", "8936000015", 7, 13.1, "g"],
    ]);
    expect(ring.product.images.map((i) => [i.alt, i.size > 0, /^stores\/[0-9a-f-]{36}\/image-\d+[0-9a-f]+\.(png|jpg)$/.test(i.src)])).toEqual([
      ["Nhẫn vàng 18K", true, true],
      ["Nhẫn vàng hồng", true, true],
      ["Hộp quà", true, true],
    ]);
    // Each color's variants show that color's image.
    const [gold, rose] = ring.product.images;
    expect(ring.variants.map((v) => v.imagePath)).toEqual([gold.src, gold.src, gold.src, rose.src, rose.src, rose.src]);
    // The stored bytes are the served file's.
    const stored = await fetch(new URL(gold.fullPath, h.origin));
    expect(Buffer.from(await stored.arrayBuffer()).equals(fs.readFileSync(path.join(fixtures, "red.png")))).toBe(true);

    const chain = all.get("day-chuyen-bac-925")!;
    expect(chain.product).toMatchObject({ title: "Dây chuyền bạc 925", published: false });
    expect(chain.product.description).toBe("<p>Dây chuyền <em>bạc 925</em> mạ rhodium, dài 45 cm.</p><p><span>Không gỉ, không đen.</span></p>");
    expect(chain.options.options).toEqual([]);
    expect(chain.variants.map((v) => [v.option1, v.price, v.compareAtPrice, v.sku, v.weight, v.weightUnit, v.inventoryQuantity])).toEqual([
      ["", 890000, null, "0925045", 0.05, "kg", 15],
    ]);
    // Image-only continuation rows: two fetched, the third (404) reported on the task.
    expect(chain.product.images.map((i) => i.alt)).toEqual(["Dây chuyền bạc", "Đeo thử"]);

    const earrings = all.get("bong-tai-ngoc-trai")!;
    expect(earrings.options.options).toEqual([{ name: "Chất liệu", values: ["Bạc", "Vàng 14K"] }]);
    expect(earrings.variants.map((v) => [v.option1, v.price, v.compareAtPrice, v.inventoryQuantity])).toEqual([
      ["Bạc", 650000, 790000, 0],
      ["Vàng 14K", 2100000, null, -1],
    ]);
    expect(earrings.product.description).toContain("Bạc hoặc vàng 14K &amp; ngọc trai tự nhiên.");
    expect(earrings.product.images).toHaveLength(1);
    expect(all.get("lac-tay-vang-cu")!.product.published).toBe(false);
  });

  it("all-or-nothing writes nothing while one product has an error; dry-run checks the same and writes nothing", async () => {
    const owner = await h.owner();
    const dry = await importText(owner, fixtureFor(), "dry-run");
    expect(dry).toMatchObject({ status: "done", totalRows: 15, rowsToWrite: 13, errorCount: 1, createdCount: 0 });
    const strict = await importText(owner, fixtureFor(), "all-or-nothing");
    expect(strict).toMatchObject({
      status: "failed",
      errorCount: 1,
      createdCount: 0,
      error: 'Nothing was imported: 1 row has errors. Fix them, or import again with "Valid rows only".',
    });
    expect((await catalog(owner)).size).toBe(0);
    // Without the bad product, all-or-nothing imports everything.
    const good = fixtureFor()
      .split("\n")
      .filter((l) => !l.startsWith("nhẫn-cưới-lỗi"))
      .join("\n");
    const done = await importText(owner, good, "all-or-nothing");
    expect(done).toMatchObject({ status: "done", createdCount: 4, errorCount: 0 });
    expect((await catalog(owner)).get("nhan-1")!.variants).toHaveLength(6);
  });

  it("an export imports into a fresh store as the same catalog, and back into its own store unchanged", async () => {
    const source = await h.owner();
    await importText(source, fixtureFor(), "valid-only");
    // A product of the editor's own making too: no variants, plain-text description with & and quotes, a formula title.
    const plain = await h.call("POST", "/products", {
      headers: source.headers,
      body: { product: { title: '=HYPERLINK("x")', description: 'Tom & Jerry "quoted"\nline 2', tags: ["@x"], published: true } },
    });
    expect(plain.status).toBe(201);
    const before = await catalog(source);

    const started = await h.call("GET", "/products/export/csv", { headers: source.headers });
    let exp: ExportTaskDto = started.body.task;
    for (let i = 0; i < 200 && exp.status < 2; i++) {
      await new Promise((r) => setTimeout(r, 25));
      exp = (await h.call("GET", "/products/export/csv/tasks", { headers: source.headers })).body.tasks[0];
    }
    const file = new Uint8Array(await (await fetch(h.url + exp.downloadUrl, { headers: source.headers })).arrayBuffer());

    const target = await h.owner();
    served.length = 0;
    const imported = await importText(target, file, "all-or-nothing");
    expect(imported).toMatchObject({ status: "done", createdCount: 5, updatedCount: 0, errorCount: 0, images: { failed: 0, pending: 0 } });
    // The images came from the source store's media (copied within the storage), not from the image server.
    expect(served).toEqual([]);
    const after = await catalog(target);
    const shape = (c: Catalog) => ({
      product: {
        ...c.product,
        _id: "",
        version: 0,
        createdAt: "",
        updatedAt: "",
        images: c.product.images.map((i) => ({ alt: i.alt, alt_text: i.alt_text, size: i.size, kind: i.kind })),
      },
      options: c.options.options,
      variants: c.variants.map((v) => ({
        ...v,
        _id: "",
        productId: "",
        version: 0,
        createdAt: "",
        updatedAt: "",
        imagePath: v.imagePath ? c.product.images.findIndex((i) => i.src === v.imagePath) : null,
      })),
    });
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [handle, c] of before) expect(shape(after.get(handle)!), handle).toEqual(shape(c));

    // Back into its own store: same products, variants keep their ids, images keep their keys (nothing fetched).
    const again = await importText(source, file, "all-or-nothing");
    expect(again).toMatchObject({ status: "done", createdCount: 0, updatedCount: 5, errorCount: 0, images: { failed: 0 } });
    const reimported = await catalog(source);
    for (const [handle, c] of before) {
      const now = reimported.get(handle)!;
      expect(shape(now), handle).toEqual(shape(c));
      expect(now.variants.map((v) => v._id)).toEqual(c.variants.map((v) => v._id));
      expect(now.product.images.map((i) => i.src)).toEqual(c.product.images.map((i) => i.src));
    }
    expect(served).toEqual([]);
  });

  it("keeps every error for the download while the task shows the first 100", async () => {
    const owner = await h.owner();
    const lines = ["Handle,Title,Variant Price"];
    for (let i = 1; i <= 150; i++) lines.push(`bad-${i},,${i}`);
    lines.push("good,Good,10");
    const task = await importText(owner, lines.join("\n") + "\n", "valid-only");
    expect(task).toMatchObject({ status: "done", errorCount: 150, createdCount: 1 });
    expect(task.errors).toHaveLength(100);
    const res = await fetch(`${h.url}/products/import/csv/${task._id}/errors`, { headers: owner.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="import-errors-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv"$/);
    const rows = parseCsv(new TextDecoder("utf-8", { ignoreBOM: false }).decode(new Uint8Array(await res.arrayBuffer())));
    expect(rows[0]).toEqual(["Line", "Column", "Message"]);
    expect(rows).toHaveLength(151);
    expect(rows[1]).toEqual(["2", "Title", "Title required"]);
    expect(rows[150]).toEqual(["151", "Title", "Title required"]);
    const other = await h.owner();
    expect((await fetch(`${h.url}/products/import/csv/${task._id}/errors`, { headers: other.headers })).status).toBe(404);
  });

  it("slugs handles and keeps a product's rows together; the same handle later in the file is an error", async () => {
    const owner = await h.owner();
    const csv = [
      "Handle,Title,Option1 Name,Option1 Value,Variant Price,Variant SKU,Image Src",
      "Nhẫn Bạc 2,Nhẫn bạc,Size,6,100000,A-6,",
      "Nhẫn Bạc 2,,,7,110000,A-7,",
      "other,Other,,,5,A-6,",
      "nhẫn-bạc-2,Again,,,1,,",
      "extra,Extra,Title,Default Title,9,,ftp://example.com/x.png",
    ].join("\n");
    const task = await importText(owner, csv + "\n", "valid-only");
    expect(task.errors).toEqual([
      { line: 4, field: "Variant SKU", message: "SKU is already used on line 2" },
      { line: 5, field: "Handle", message: "Handle is already used on line 2" },
    ]);
    expect(task).toMatchObject({ createdCount: 2, images: { failed: 1 } });
    expect(task.images!.errors).toEqual([{ line: 6, field: "Image Src", message: "The image URL must start with http:// or https://" }]);
    const all = await catalog(owner);
    expect(all.get("nhan-bac-2")!.variants.map((v) => [v.option1, v.price])).toEqual([
      ["6", 100000],
      ["7", 110000],
    ]);
    // A SKU another product of the store already uses is refused before anything is written.
    const clash = await importText(owner, "Handle,Title,Variant Price,Variant SKU\nthird,Third,1,A-7\n", "all-or-nothing");
    expect(clash).toMatchObject({ status: "failed", errors: [{ line: 2, field: "Variant SKU", message: "SKU is already used by another variant" }] });
  });
});

// Products CSV export: tasks, background run, download, filters, formula neutralisation (docs/api-contract.md, Exports).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../domain/csv";
import type { ExportTaskDto } from "../../domain/export";
import type { ProductDto } from "../../domain/product";
import { PRODUCT_CSV_HEADER } from "../../api/modules/exports/csv";
import { exportProductBatches } from "../../api/modules/exports/store";
import { productImages } from "../../api/db/schema";
import type { VariantDto } from "../../domain/variant";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

async function product(owner: Owner, fields: Record<string, unknown>): Promise<ProductDto> {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { published: true, ...fields } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product;
}

async function startExport(owner: Owner, query = ""): Promise<ExportTaskDto> {
  const res = await h.call("GET", `/products/export/csv${query}`, { headers: owner.headers });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.task;
}

async function waitDone(owner: Owner, id: string): Promise<ExportTaskDto> {
  for (let i = 0; i < 200; i++) {
    const res = await h.call("GET", "/products/export/csv/tasks/", { headers: owner.headers });
    const task = (res.body.tasks as ExportTaskDto[]).find((t) => t._id === id);
    if (task && task.status >= 2) return task;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`export ${id} did not finish`);
}

async function download(owner: Owner, task: ExportTaskDto): Promise<{ disposition: string | null; type: string | null; bytes: Uint8Array; rows: string[][] }> {
  if (!task.downloadUrl) throw new Error("no download URL");
  const res = await fetch(h.url + task.downloadUrl, { headers: owner.headers });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  // fetch's text() would drop the BOM, which is part of what is tested.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return { disposition: res.headers.get("content-disposition"), type: res.headers.get("content-type"), bytes, rows: parseCsv(text) };
}

/** A row's cells by column name (Shopify's header, ADR 022). */
const col = (row: string[], name: (typeof PRODUCT_CSV_HEADER)[number]) => row[PRODUCT_CSV_HEADER.indexOf(name)];
const productCells = (row: string[]) =>
  ["Handle", "Title", "Body (HTML)", "Published", "Type", "Vendor", "Tags", "Status"].map((n) => col(row, n as (typeof PRODUCT_CSV_HEADER)[number]));
const cells = (p: ProductDto) => [
  p.handle,
  p.title,
  p.description,
  String(p.published),
  p.productType,
  p.vendor,
  p.tags.join(", "),
  p.published ? "active" : "draft",
];
const neutral = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

describe("products CSV export", () => {
  it("exports every product in the background, round-trips each cell and neutralises formulas", async () => {
    const owner = await h.owner();
    const made = [
      await product(owner, {
        title: "Áo dài lụa Hà Nội",
        description: 'Lụa tơ tằm, may đo\n"cao cấp", giao nhanh',
        vendor: "Nhà May Đức",
        productType: "Áo",
        tags: ["áo dài", "lụa"],
      }),
      await product(owner, { title: '=HYPERLINK("x")', vendor: "+cmd", tags: ["@x", "safe"], description: "a,b,c" }),
      await product(owner, { title: "-5 discount", description: 'He said "hi",\r\nthen left', published: false }),
    ];
    const queued = await startExport(owner);
    expect(queued).toMatchObject({ status: 0, rowCount: 0, downloadUrl: null, error: null });

    const done = await waitDone(owner, queued._id);
    expect(done).toMatchObject({ status: 2, rowCount: 3, error: null, downloadUrl: `/products/export/csv/tasks/${queued._id}/download` });

    const file = await download(owner, done);
    expect(Array.from(file.bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.type).toBe("text/csv; charset=utf-8");
    expect(file.disposition).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv"$/);
    const [header, ...rows] = file.rows;
    expect(header).toEqual(PRODUCT_CSV_HEADER);
    const byHandle = new Map(rows.map((r) => [r[0], r]));
    expect(rows).toHaveLength(3);
    for (const p of made) expect(productCells(byHandle.get(p.handle)!)).toEqual(cells(p).map(neutral));

    const formula = byHandle.get(made[1].handle)!;
    expect(col(formula, "Title")).toBe(`'=HYPERLINK("x")`);
    expect(col(formula, "Vendor")).toBe("'+cmd");
    expect(col(formula, "Tags")).toBe("'@x, safe");
    expect(col(byHandle.get(made[2].handle)!, "Title")).toBe("'-5 discount");
    expect(col(byHandle.get(made[0].handle)!, "Body (HTML)")).toBe(made[0].description);
    // A product without variants has no variant cells.
    expect(col(formula, "Variant Price")).toBe("");
    expect(col(formula, "Option1 Name")).toBe("");
  });

  it("respects the list's filters", async () => {
    const owner = await h.owner();
    await product(owner, { title: "Shown" });
    const hidden = await product(owner, { title: "Hidden draft", published: false });
    await product(owner, { title: "Another draft", published: false, vendor: "Other" });

    const onlyDrafts = await waitDone(owner, (await startExport(owner, "?published=false"))._id);
    expect(onlyDrafts).toMatchObject({ status: 2, rowCount: 2, filters: { published: "false" } });
    const rows = (await download(owner, onlyDrafts)).rows.slice(1);
    expect(rows.map((r) => [col(r, "Published"), col(r, "Status")])).toEqual([
      ["false", "draft"],
      ["false", "draft"],
    ]);

    const searched = await waitDone(owner, (await startExport(owner, "?published=false&search=hidden"))._id);
    expect((await download(owner, searched)).rows.slice(1).map((r) => r[0])).toEqual([hidden.handle]);
    const byVendor = await waitDone(owner, (await startExport(owner, "?vendor=Other"))._id);
    expect(byVendor.rowCount).toBe(1);
    expect((await h.call("GET", "/products/export/csv?published=maybe", { headers: owner.headers })).status).toBe(400);
  });

  it("writes Shopify's rows: one per variant with price, compare-at price, SKU and stock, then one per further image", async () => {
    const owner = await h.owner();
    const ring = await product(owner, { title: "Nhẫn vàng", handle: "nhan-vang", vendor: "Kim Hoàn" });
    const options = await h.call("PUT", `/products/${ring._id}/options`, {
      headers: owner.headers,
      body: {
        options: [
          { name: "Size", values: ["6", "7"] },
          { name: "Color", values: ["Vàng"] },
        ],
      },
    });
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const bulk = await h.call("POST", `/products/${ring._id}/variants/bulk`, {
      headers: owner.headers,
      body: {
        variants: [
          {
            option1: "6",
            option2: "Vàng",
            price: 1250000,
            compareAtPrice: 1500000,
            sku: "NV-6",
            barcode: "893",
            inventoryQuantity: 3,
            weight: 13.1,
            weightUnit: "g",
          },
          { option1: "7", option2: "Vàng", price: 29.9, sku: "NV-7", inventoryQuantity: -1, weight: 0.5, weightUnit: "lb" },
        ],
      },
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(201);
    const single = await product(owner, { title: "Dây chuyền", handle: "day-chuyen" });
    expect(
      (
        await h.call("POST", `/products/${single._id}/variants`, {
          headers: owner.headers,
          body: { variant: { price: 890000, sku: "DC-1", inventoryQuantity: 15 } },
        })
      ).status,
    ).toBe(201);
    // Three images on the ring (rows are read from the database: the keys need not exist in storage).
    const key = (n: number) => `stores/${owner.storeId}/image-${1700000000000 + n}abcdef12.png`;
    await h.database.db
      .insert(productImages)
      .values([0, 1, 2].map((n) => ({ storeId: owner.storeId, productId: ring._id, position: n, src: key(n), alt: `a${n}`, altText: `Ảnh ${n}` })));
    const variants = (await h.call("GET", `/products/${ring._id}/variants`, { headers: owner.headers })).body.variants as VariantDto[];
    expect(
      (
        await h.call("PUT", `/products/${ring._id}/variants/${variants[0]._id}`, {
          headers: owner.headers,
          body: { variant: { ...variants[0], imagePath: key(1) } },
        })
      ).status,
    ).toBe(200);

    const file = await download(owner, await waitDone(owner, (await startExport(owner))._id));
    const rows = file.rows.slice(1);
    const ringRows = rows.filter((r) => r[0] === "nhan-vang");
    const media = (n: number) => `http://admin.test/api/media/files/${key(n)}`;
    const pick = (r: string[]) =>
      (
        [
          "Title",
          "Option1 Name",
          "Option1 Value",
          "Option2 Name",
          "Option2 Value",
          "Variant SKU",
          "Variant Grams",
          "Variant Inventory Qty",
          "Variant Price",
          "Variant Compare At Price",
          "Variant Barcode",
          "Image Src",
          "Image Position",
          "Image Alt Text",
          "Variant Image",
          "Variant Weight Unit",
        ] as const
      ).map((c) => col(r, c));
    expect(ringRows.map(pick)).toEqual([
      ["Nhẫn vàng", "Size", "6", "Color", "Vàng", "NV-6", "13.1", "3", "1250000", "1500000", "893", media(0), "1", "Ảnh 0", media(1), "g"],
      ["", "", "7", "", "Vàng", "NV-7", "226.796", "-1", "29.90", "", "", media(1), "2", "Ảnh 1", "", "lb"],
      ["", "", "", "", "", "", "", "", "", "", "", media(2), "3", "Ảnh 2", "", ""],
    ]);
    const chainRows = rows.filter((r) => r[0] === "day-chuyen");
    expect(
      chainRows.map((r) => [
        col(r, "Option1 Name"),
        col(r, "Option1 Value"),
        col(r, "Variant Price"),
        col(r, "Variant SKU"),
        col(r, "Variant Inventory Qty"),
        col(r, "Status"),
      ]),
    ).toEqual([["Title", "Default Title", "890000", "DC-1", "15", "active"]]);
    expect(file.rows[0]).toHaveLength(42);
  });

  it("reads variants in pages across products and hands on products whole, in id order", async () => {
    const owner = await h.owner();
    const made: ProductDto[] = [];
    for (const [i, count] of [3, 0, 5, 1, 0].entries()) {
      const p = await product(owner, { title: `P${i}`, handle: `p-${i}` });
      made.push(p);
      if (count === 0) continue;
      await h.call("PUT", `/products/${p._id}/options`, {
        headers: owner.headers,
        body: { options: [{ name: "N", values: Array.from({ length: count }, (_, n) => String(n)) }] },
      });
      const res = await h.call("POST", `/products/${p._id}/variants/bulk`, {
        headers: owner.headers,
        body: { variants: Array.from({ length: count }, (_, n) => ({ option1: String(n), price: n })) },
      });
      expect(res.status).toBe(201);
    }
    const seen: { handle: string; variants: string[] }[] = [];
    let chunks = 0;
    for await (const batch of exportProductBatches(h.database.db, owner.storeId, {}, 2, 2)) {
      chunks++;
      for (const p of batch) seen.push({ handle: p.product.handle, variants: p.variants.map((v) => v.option1) });
    }
    const expected = [...made]
      .sort((a, b) => (a._id < b._id ? -1 : 1))
      .map((p) => ({ handle: p.handle, variants: Array.from({ length: [3, 0, 5, 1, 0][Number(p.handle.slice(2))] }, (_, n) => String(n)) }));
    expect(seen).toEqual(expected);
    expect(chunks).toBeGreaterThanOrEqual(3);
  });

  it("lists tasks newest first, accepts only status 3, and answers on the trailing-slash path", async () => {
    const owner = await h.owner();
    await product(owner, { title: "One" });
    const first = await startExport(owner);
    await waitDone(owner, first._id);
    h.clock.advance(1000);
    const res = await h.call("GET", "/products/export/csv/", { headers: owner.headers });
    expect(res.status).toBe(202);
    const second: ExportTaskDto = res.body.task;
    await waitDone(owner, second._id);
    const list = await h.call("GET", "/products/export/csv/tasks", { headers: owner.headers });
    expect(list.body.tasks.map((t: ExportTaskDto) => t._id)).toEqual([second._id, first._id]);

    const path = `/products/export/csv/tasks/${first._id}`;
    for (const body of [{ task: { status: 2 } }, { task: { status: 4 } }, { task: {} }, {}, { task: { status: "3" } }]) {
      expect((await h.call("PUT", path, { headers: owner.headers, body })).status, JSON.stringify(body)).toBe(400);
    }
    const put = await h.call("PUT", path, { headers: owner.headers, body: { task: { status: 3 } } });
    expect(put.status).toBe(200);
    expect(put.body.task).toMatchObject({ _id: first._id, status: 3, downloadUrl: `/products/export/csv/tasks/${first._id}/download` });
    const after = await h.call("GET", "/products/export/csv/tasks/", { headers: owner.headers });
    expect(after.body.tasks.find((t: ExportTaskDto) => t._id === first._id).status).toBe(3);
    // Downloaded still downloads: the merchant may fetch the file again.
    expect((await download(owner, put.body.task)).rows).toHaveLength(2);
  });

  it("hides another store's tasks: 404 on update and download, absent from the list", async () => {
    const owner = await h.owner();
    const stranger = await h.owner();
    await product(owner, { title: "Mine" });
    const task = await waitDone(owner, (await startExport(owner))._id);
    expect((await h.call("PUT", `/products/export/csv/tasks/${task._id}`, { headers: stranger.headers, body: { task: { status: 3 } } })).status).toBe(404);
    expect((await h.call("GET", `/products/export/csv/tasks/${task._id}/download`, { headers: stranger.headers })).status).toBe(404);
    expect((await h.call("GET", "/products/export/csv/tasks", { headers: stranger.headers })).body.tasks).toEqual([]);
    expect((await h.call("PUT", "/products/export/csv/tasks/not-a-uuid", { headers: owner.headers, body: { task: { status: 3 } } })).status).toBe(404);
    const unchanged = await h.call("GET", "/products/export/csv/tasks", { headers: owner.headers });
    expect(unchanged.body.tasks[0].status).toBe(2);
  });

  it("needs the products scope and a signed-in user", async () => {
    const owner = await h.owner();
    const noScope = await h.staff(owner.storeId, ["orders"]);
    const withScope = await h.staff(owner.storeId, ["products"]);
    expect((await h.call("GET", "/products/export/csv", { headers: noScope.headers })).status).toBe(403);
    expect((await h.call("GET", "/products/export/csv/tasks", { headers: noScope.headers })).status).toBe(403);
    expect((await h.call("GET", "/products/export/csv")).status).toBe(401);
    expect((await h.call("GET", "/products/export/csv", { headers: withScope.headers })).status).toBe(202);
  });

  it("is routed before /products/:id, which would take 'export' for a product id", async () => {
    const owner = await h.owner();
    const res = await h.call("GET", "/products/export/csv", { headers: owner.headers });
    expect(res.status).toBe(202);
    expect(res.body.task).toBeDefined();
    expect(res.body.product).toBeUndefined();
    await waitDone(owner, res.body.task._id);
    // The products router still owns its own paths.
    expect((await h.call("GET", "/products/export", { headers: owner.headers })).status).toBe(404);
    expect((await h.call("GET", "/products/count", { headers: owner.headers })).body).toEqual({ count: 0 });
  });
});

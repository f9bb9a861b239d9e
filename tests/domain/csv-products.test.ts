// Rows → products (ADR 022): Shopify's continuation rows, the mapping of its columns, and the checks across a product.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { readImportHeader } from "../../domain/csv-columns";
import { CsvStreamReader } from "../../domain/csv-import";
import { MAX_PRODUCT_ROWS, ProductGrouper, type GroupResult } from "../../domain/csv-products";
import { parseImportRow } from "../../domain/csv-rows";
import { SHOPIFY_FIXTURE_PATH } from "../../e2e/fixtures/shopify-products";

const opts = { sanitizeHtml: (html: string) => html };

function group(text: string): GroupResult[] {
  const reader = new CsvStreamReader();
  const [head, ...records] = [...reader.feed(text), ...reader.end()];
  const header = readImportHeader(head.cells);
  const grouper = new ProductGrouper(header);
  return [...records.flatMap((r) => grouper.push(parseImportRow(header, r, opts))), ...grouper.end()];
}

describe("Shopify rows into products", () => {
  it("reads the fixture: four products whole, the one with a bad row left out", () => {
    const groups = group(fs.readFileSync(SHOPIFY_FIXTURE_PATH, "utf8"));
    expect(groups.map((g) => [g.product?.handle ?? null, g.rows, g.errors.length])).toEqual([
      ["nhan-1", 6, 0],
      ["day-chuyen-bac-925", 3, 0],
      ["bong-tai-ngoc-trai", 3, 0],
      ["lac-tay-vang-cu", 1, 0],
      [null, 2, 1],
    ]);
    const [ring, chain, earrings, bracelet, bad] = groups;
    expect(ring.product!.fields).toMatchObject({
      title: "Nhẫn vàng 18K đính đá",
      productType: "Nhẫn",
      vendor: "Kim Hoàn Sài Gòn",
      published: true,
      tags: ["vàng 18k", "nhẫn", "quà tặng"],
    });
    expect(ring.product!.options).toEqual([
      { name: "Size", values: ["6", "7", "8"] },
      { name: "Color", values: ["Vàng", "Vàng hồng"] },
    ]);
    expect(ring.product!.variants![0]).toMatchObject({
      option1: "6",
      option2: "Vàng",
      option3: "",
      price: 1250000,
      compareAtPrice: 1500000,
      sku: "NH18K-6-V",
      barcode: "8936000010",
      inventoryQuantity: 2,
      weight: 13.1,
      weightUnit: "g",
    });
    expect(ring.product!.images.map((i) => [i.column, i.alt, i.url.split("/").pop()])).toEqual([
      ["Image Src", "Nhẫn vàng 18K", "nhan-vang-18k-vang.png?v=1731567890"],
      ["Image Src", "Nhẫn vàng hồng", "nhan-vang-18k-hong.jpg?v=1731567890"],
      ["Image Src", "Hộp quà", "nhan-vang-18k-hop.png?v=1731567890"],
    ]);
    expect(chain.product).toMatchObject({ options: [], fields: { published: false } });
    expect(chain.product!.variants).toEqual([
      expect.objectContaining({ option1: "", price: 890000, compareAtPrice: null, sku: "0925045", weight: 0.05, weightUnit: "kg", inventoryQuantity: 15 }),
    ]);
    expect(chain.product!.images.map((i) => i.alt)).toEqual(["Dây chuyền bạc", "Đeo thử", ""]);
    expect(earrings.product!.variants!.map((v) => [v.option1, v.inventoryQuantity])).toEqual([
      ["Bạc", 0],
      ["Vàng 14K", -1],
    ]);
    expect(bracelet.product!.fields.published).toBe(false);
    expect(bad.errors).toEqual([{ line: 26, field: "Variant Compare At Price", message: "Compare-at price must be at least the price" }]);
  });

  it("reads the newer export's column names", () => {
    const csv = [
      "Title,URL handle,Description,Vendor,Product category,Type,Tags,Published on online store,Status,SKU,Barcode,Option1 name,Option1 value,Price,Compare-at price,Inventory quantity,Weight value (grams),Weight unit for display,Product image URL,Image position,Image alt text,Variant image URL",
      "Áo lụa,áo-lụa,<p>Lụa</p>,Nhà May,Apparel,Áo,lụa,TRUE,active,AL-S,,Size,S,450000,0,3,250,kg,https://cdn.example/a.jpg,1,Áo,https://cdn.example/s.jpg",
      ",áo-lụa,,,,,,,,AL-M,,,M,470000,,2,250,kg,,,,",
    ].join("\n");
    const [g] = group(csv + "\n");
    expect(g.errors).toEqual([]);
    expect(g.product).toMatchObject({
      handle: "ao-lua",
      fields: { title: "Áo lụa", description: "<p>Lụa</p>", vendor: "Nhà May", productType: "Áo", tags: ["lụa"], published: true },
      options: [{ name: "Size", values: ["S", "M"] }],
    });
    expect(g.product!.variants!.map((v) => [v.option1, v.price, v.compareAtPrice, v.sku, v.inventoryQuantity, v.weight, v.imageUrl])).toEqual([
      ["S", 450000, null, "AL-S", 3, 0.25, "https://cdn.example/s.jpg"],
      ["M", 470000, null, "AL-M", 2, 0.25, ""],
    ]);
    expect(g.product!.images.map((i) => [i.column, i.url])).toEqual([
      ["Product image URL", "https://cdn.example/a.jpg"],
      ["Variant image URL", "https://cdn.example/s.jpg"],
    ]);
  });

  it("checks a product's options and variants as a whole", () => {
    const head = "Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price,Variant SKU,Status";
    const errors = (rows: string[]) => group([head, ...rows].join("\n") + "\n").flatMap((g) => g.errors);
    expect(errors(["a,A,Size,S,Color,,1,,"])).toEqual([{ line: 2, field: "Option2 Value", message: "Color required" }]);
    expect(errors(["a,A,,S,,,1,,"])).toEqual([{ line: 2, field: "Option1 Value", message: "The product has no option for this value" }]);
    expect(errors(["a,A,Size,S,,,1,,", "a,,,s,,,2,,"])).toEqual([
      { line: 3, field: "Option1 Value", message: "A variant with these option values already exists" },
    ]);
    expect(errors(["a,A,Size,S,size,M,1,,"])).toEqual([{ line: 2, field: "Option2 Name", message: 'Option "size" is listed twice' }]);
    expect(errors(["a,A,,,Color,Red,1,,"])).toEqual([{ line: 2, field: "Option1 Name", message: "Option1 Name required" }]);
    expect(errors(["a,A,Size,S,,,-5,,"])).toEqual([{ line: 2, field: "Variant Price", message: "Price must be 0 or more" }]);
    expect(errors(["a,A,Size,S,,,1,,sold"])).toEqual([{ line: 2, field: "Status", message: "Status must be active, draft or archived" }]);
    expect(errors(["a,A,Size,S,,,1,X1,", "b,B,Size,S,,,1,X1,"])).toEqual([{ line: 3, field: "Variant SKU", message: "SKU is already used on line 2" }]);
    // A continuation row with nothing but a handle is neither a variant nor an image, and no error.
    expect(errors(["a,A,Size,S,,,1,,", "a,,,,,,,,"])).toEqual([]);
  });

  it("keeps Backroom's older export: one row per product, a repeated handle is an error", () => {
    const groups = group(
      'Handle,Title,Description,Published,Product type,Vendor,Tags,Created at,Updated at\nmug,Mug,A & B,true,Cup,Acme,"a,b",2026-01-01,2026-01-01\nmug,Mug,,true,,,,,\n',
    );
    expect(groups[0].product).toEqual({
      line: 2,
      rows: 1,
      handle: "mug",
      fields: { title: "Mug", description: "A & B", published: true, productType: "Cup", vendor: "Acme", tags: ["a", "b"] },
      options: null,
      variants: null,
      images: [],
    });
    expect(groups[1].errors).toEqual([{ line: 3, field: "Handle", message: "Handle is already used on line 2" }]);
  });

  it("holds at most MAX_PRODUCT_ROWS rows of one product: the rest are reported, not kept", () => {
    const rows = ["Handle,Title,Image Src", "big,Big,https://cdn.example/0.png"];
    for (let i = 1; i <= MAX_PRODUCT_ROWS + 2; i++) rows.push(`big,,https://cdn.example/${i}.png`);
    const [g] = group(rows.join("\n") + "\n");
    expect(g.product).toBeNull();
    expect(g.rows).toBe(MAX_PRODUCT_ROWS + 3);
    expect(g.errors).toHaveLength(3);
    expect(g.errors[0].message).toMatch(/^A product spans at most 2,100 rows$/);
  });
});

import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatMoney } from "../domain/money";
import { buildShopifyFixture } from "./fixtures/shopify-products";
import { OWNER, signIn } from "./helpers";

// A Shopify product export (e2e/fixtures/shopify-products.csv: 73 columns, a Vietnamese jeweller's catalogue) imported
// through the products list's Import dialog, with and without JavaScript: the result lists the ignored columns, the row
// with an error (and offers every error as a download), and the images fetched from this test's own image server (the
// server started for the tests allows 127.0.0.1 through IMPORT_IMAGE_ALLOW_HOSTS). The product editor then shows the
// variants with prices as the app formats money, the sanitised description and the images.

const fixture = (name: string) => fs.readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));
const IMAGES: Record<string, string> = {
  "nhan-vang-18k-vang.png": "red.png",
  "nhan-vang-18k-hong.jpg": "blue.jpg",
  "nhan-vang-18k-hop.png": "green.png",
  "day-chuyen-bac-925.jpg": "blue.jpg",
  "day-chuyen-bac-925-deo.png": "green.png",
  "bong-tai-ngoc-trai.png": "red.png",
};
let server: http.Server;
let imageBase = "";

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname.split("/").pop() ?? "");
    if (!IMAGES[name]) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/octet-stream" }).end(fixture(IMAGES[name]));
  });
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  imageBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/files`;
});
test.afterAll(async () => {
  await new Promise((r) => server.close(r));
});

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

/** Without JavaScript the status panel has a Refresh link while anything runs; with it the panel refreshes itself. */
async function waitUntil(dialog: Locator, done: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        const refresh = dialog.getByRole("link", { name: "Refresh" });
        if (await refresh.isVisible()) await refresh.click();
        return done();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

async function importShopifyFile(page: Page, csv: string) {
  await page.goto("/admin/products");
  await page.getByRole("link", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import products" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("File", { exact: true }).setInputFiles({ name: "products_export_1.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await dialog.getByLabel(/Valid rows only/).check();
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Import started").first()).toBeVisible();
  const status = page.getByRole("dialog", { name: "Import products" });
  await waitUntil(status, async () =>
    /done|failed/.test(
      (await status
        .locator(".br-csv-state")
        .getAttribute("data-status")
        .catch(() => "")) ?? "",
    ),
  );
  await waitUntil(
    status,
    async () =>
      (await status
        .locator(".br-csv-images")
        .getAttribute("data-images")
        .catch(() => "")) === "done",
  );
  return status;
}

test("a Shopify export imports with its variants, prices, sanitised descriptions and images; ignored columns and every error are shown", async ({
  page,
}, info) => {
  const s = `${info.project.name}-${stamp()}`;
  await signIn(page, OWNER);
  const dialog = await importShopifyFile(page, buildShopifyFixture({ suffix: s, imageBase }));

  await expect(dialog.getByText("Finished")).toBeVisible();
  await expect(dialog.locator('[data-count="created"]')).toHaveText("4");
  await expect(dialog.locator('[data-count="errors"]')).toHaveText("1");
  // The bad ring's second variant (line 26): its compare-at price is below its price, so that product is left out.
  await expect(dialog.getByRole("row").filter({ hasText: "Compare-at price must be at least the price" }).getByRole("cell")).toHaveText([
    "26",
    "Variant Compare At Price",
    "Compare-at price must be at least the price",
  ]);
  await expect(dialog.getByText("Images: 6 of 7 saved, 1 could not be fetched")).toBeVisible();
  await expect(dialog.getByRole("row").filter({ hasText: "HTTP 404" }).getByRole("cell").nth(1)).toHaveText("Image Src");

  // 47 of the file's 73 columns are not imported (Cost per item is, ADR 044); each is named.
  await dialog.getByText("47 columns were not imported").click();
  for (const column of ["Product Category", "Gift Card", "SEO Title", "Variant Inventory Policy", "Google Shopping / Gender", "Price / International"]) {
    await expect(dialog.locator(".br-csv-ignored-list li", { hasText: column }).first()).toBeVisible();
  }

  // Every error, rows and images, as a CSV download.
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("link", { name: "Download all 2 errors (CSV)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^import-errors-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv$/);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
  const lines = text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("Line,Column,Message");
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(/^18,Image Src,The image could not be downloaded \(HTTP 404\)$/),
    "26,Variant Compare At Price,Compare-at price must be at least the price",
  ]);

  // The ring in the editor: variants with the app's money format, the sanitised description, the fetched images.
  await page.goto(`/admin/products?_query=${encodeURIComponent(JSON.stringify({ search: `nhan-1-${s}` }))}`);
  await page.getByRole("link", { name: `Nhẫn vàng 18K đính đá ${s}` }).click();
  await expect(page.getByRole("heading", { name: `Nhẫn vàng 18K đính đá ${s}` })).toBeVisible();
  await expect(page.getByLabel("Handle")).toHaveValue(`nhan-1-${s.toLowerCase()}`);
  const description = await page.getByLabel("Description").inputValue();
  expect(description).toContain("<strong>vàng 18K</strong>");
  for (const risky of ["<script", "onerror", "javascript:", "<iframe", "<style"]) expect(description).not.toContain(risky);
  const variants = page.getByRole("table", { name: "Variants" });
  await expect(variants.getByRole("row")).toHaveCount(7);
  await expect(variants.getByRole("row").nth(1).getByRole("cell")).toHaveText(["6 / Vàng", formatMoney(1250000), `NH18K-6-V-${s.toUpperCase()}`, "2"]);
  await expect(variants.getByRole("row").nth(6).getByRole("cell")).toHaveText(["8 / Vàng hồng", formatMoney(1350000), `NH18K-8-H-${s.toUpperCase()}`, "7"]);
  await expect(page.getByText(`Price ${formatMoney(1250000)} – ${formatMoney(1350000)}`)).toBeVisible();
  const images = page.locator(".br-media-grid img");
  await expect(images).toHaveCount(3);
  await expect(images.first()).toHaveAttribute("alt", "Nhẫn vàng 18K");
  for (const img of await images.all()) await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
});

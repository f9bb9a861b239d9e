import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, OPERATOR, OWNER, signIn } from "./helpers";

// Inventory (restricted screen) with and without JavaScript: the operator finds a variant by SKU, adjusts it,
// sets a count, sees a refused change next to its field; the same rendered form posted again counts once;
// a store owner who is not an operator gets the 404 page.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/** A product with two sizes in the demo store, made through the API as the operator (admin of the demo store). */
async function productWithStock(request: APIRequestContext, sku: string) {
  const token = (await (await request.post("/api/auth/signin", { data: { email: OPERATOR, password: DEMO_PASSWORD } })).json()).token as string;
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const stores = (await (await request.get("/api/users/stores", { headers: auth })).json()).stores as Array<{ id: string }>;
  const headers = { ...auth, "store-id": stores[0].id };
  const product = (await (await request.post("/api/products", { headers, data: { product: { title: `Stock tee ${sku}` } } })).json()).product as {
    _id: string;
    title: string;
    handle: string;
  };
  expect((await request.put(`/api/products/${product._id}/options`, { headers, data: { options: [{ name: "Size", values: ["S", "M"] }] } })).status()).toBe(
    200,
  );
  const bulk = await request.post(`/api/products/${product._id}/variants/bulk`, {
    headers,
    data: {
      variants: [
        { option1: "S", price: 10, sku: `${sku}-S`, inventoryQuantity: 10 },
        { option1: "M", price: 10, sku: `${sku}-M`, inventoryQuantity: 3 },
      ],
    },
  });
  expect(bulk.status(), await bulk.text()).toBe(201);
  return product;
}

const row = (page: Page, sku: string) => page.locator("tbody tr").filter({ hasText: sku });
const stock = (page: Page, sku: string) => row(page, sku).getByLabel(/^In stock:/);

test("the operator adjusts stock by SKU search; a change below 0 is refused next to its field; a set count", async ({ page, request }, info) => {
  const sku = `INV${info.project.name === "js" ? "J" : "N"}${stamp()}`.toUpperCase();
  await productWithStock(request, sku);
  await signIn(page, OPERATOR);
  await page.goto("/admin/inventory");
  await expect(page.getByRole("heading", { name: "Inventory" })).toBeVisible();
  await page.getByLabel("Search by product or SKU").fill(sku);
  await page.getByLabel("Search by product or SKU").press("Enter");
  await expect(page).toHaveURL(/_query=/);
  await expect(page.locator("tbody tr")).toHaveCount(2);
  await expect(stock(page, `${sku}-S`)).toHaveText("10");

  // Add 5 to size S.
  await row(page, `${sku}-S`)
    .getByLabel(/^Quantity for/)
    .fill("5");
  await row(page, `${sku}-S`).getByRole("button", { name: "Adjust" }).click();
  await expect(page.getByText(/Stock adjusted: Stock tee .* \(S\) now has 15 in stock/).first()).toBeVisible();
  await expect(stock(page, `${sku}-S`)).toHaveText("15");
  await expect(page).toHaveURL(/_query=/);

  // Taking 4 from size M (3 in stock) is refused next to its field, with the input kept.
  await row(page, `${sku}-M`)
    .getByLabel(/^Quantity for/)
    .fill("-4");
  await row(page, `${sku}-M`).getByRole("button", { name: "Adjust" }).click();
  await expect(row(page, `${sku}-M`).getByRole("alert")).toHaveText("Stock cannot go below 0 (3 in stock)");
  await expect(row(page, `${sku}-M`).getByLabel(/^Quantity for/)).toHaveValue("-4");
  await expect(stock(page, `${sku}-M`)).toHaveText("3");

  // Set size M to 0: the Out of stock tab lists it.
  await row(page, `${sku}-M`)
    .getByLabel(/^How to change/)
    .selectOption("set");
  await row(page, `${sku}-M`)
    .getByLabel(/^Quantity for/)
    .fill("0");
  await row(page, `${sku}-M`).getByRole("button", { name: "Adjust" }).click();
  await expect(page.getByText(/now has 0 in stock/).first()).toBeVisible();
  await page.getByRole("link", { name: "Out of stock" }).click();
  await expect(page).toHaveURL(/tab=out/);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(stock(page, `${sku}-M`)).toHaveText("0");

  // Size M's history: the set to 0 (a change of -3); the refused change left no trace.
  await row(page, `${sku}-M`)
    .getByRole("link", { name: /^Stock history of/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/inventory\?history=[0-9a-f-]{36}$/);
  await expect(page.getByText("In stock: 0")).toBeVisible();
  const history = page.getByRole("table", { name: "Stock history" }).locator("tbody tr");
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText("−3");
  await expect(history.first()).toContainText(OPERATOR);
});

test("the same rendered form posted twice (a double submit, a resubmit) is counted once", async ({ page, request, baseURL }, info) => {
  const sku = `DUP${info.project.name === "js" ? "J" : "N"}${stamp()}`.toUpperCase();
  await productWithStock(request, sku);
  await signIn(page, OPERATOR);
  await page.goto(`/admin/inventory?_query=${encodeURIComponent(JSON.stringify({ search: `${sku}-S` }))}`);
  const form = row(page, `${sku}-S`).locator("form");
  const fields = {
    intent: "adjust",
    variantId: await form.locator('input[name="variantId"]').inputValue(),
    idempotencyKey: await form.locator('input[name="idempotencyKey"]').inputValue(),
    mode: "delta",
    quantity: "7",
  };
  expect(fields.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  await form.getByLabel(/^Quantity for/).fill("7");
  await form.getByRole("button", { name: "Adjust" }).click();
  await expect(stock(page, `${sku}-S`)).toHaveText("17");

  // The browser posts the very same form again (what a second click or a resubmitted page sends).
  const again = await page.request.post(page.url(), { form: fields, headers: { origin: baseURL ?? "" }, maxRedirects: 0 });
  expect(again.status()).toBe(302);
  await page.reload();
  await expect(page.getByText(/Already saved: Stock tee .* \(S\) has 17 in stock/).first()).toBeVisible();
  await expect(stock(page, `${sku}-S`)).toHaveText("17");
  // The page renders a fresh key each time, so a deliberate second adjustment still counts.
  const fresh = await row(page, `${sku}-S`).locator('input[name="idempotencyKey"]').inputValue();
  expect(fresh).not.toBe(fields.idempotencyKey);
});

test("a products import that changes a count shows in the variant's stock history as the import", async ({ page, request }, info) => {
  const sku = `IMP${info.project.name === "js" ? "J" : "N"}${stamp()}`.toUpperCase();
  const product = await productWithStock(request, sku);
  const fileName = `stock-${sku.toLowerCase()}.csv`;
  const csv = [
    "Handle,Title,Option1 Name,Option1 Value,Variant Price,Variant SKU,Variant Inventory Qty",
    `${product.handle},${product.title},Size,S,10,${sku}-S,6`,
    `${product.handle},,,M,10,${sku}-M,3`,
  ].join("\n");
  await signIn(page, OPERATOR);
  await page.goto("/admin/products");
  await page.getByRole("link", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import products" });
  await dialog.getByLabel("File", { exact: true }).setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Import started").first()).toBeVisible();
  await expect
    .poll(
      async () => {
        const refresh = dialog.getByRole("link", { name: "Refresh" });
        if (await refresh.isVisible()) await refresh.click();
        return dialog.locator(".br-csv-state").getAttribute("data-status");
      },
      { timeout: 20_000 },
    )
    .toBe("done");

  await page.goto(`/admin/inventory?_query=${encodeURIComponent(JSON.stringify({ search: sku }))}`);
  await expect(stock(page, `${sku}-S`)).toHaveText("6");
  await row(page, `${sku}-S`)
    .getByRole("link", { name: /^Stock history of/ })
    .click();
  await expect(page.getByText("In stock: 6")).toBeVisible();
  const history = page.getByRole("table", { name: "Stock history" }).locator("tbody tr");
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText("−4");
  await expect(history.first()).toContainText(`Import (${fileName})`);
  await expect(history.first()).toContainText(OPERATOR);
  // Size M's count was in the file unchanged: nothing to explain.
  await page.goBack();
  await row(page, `${sku}-M`)
    .getByRole("link", { name: /^Stock history of/ })
    .click();
  await expect(page.getByText("No adjustments yet")).toBeVisible();
  await expect(page.getByText(/bulk edit and imports/)).toBeVisible();
});

test("a store owner who is not an operator gets the 404 page, and the adjust action refuses too", async ({ page, baseURL }) => {
  await signIn(page, OWNER);
  for (const path of ["/admin/inventory", "/admin/inventory?history=00000000-0000-4000-8000-000000000000"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText(/page not found/i).first()).toBeVisible();
  }
  const post = await page.request.post("/admin/inventory", {
    form: { intent: "adjust", variantId: "00000000-0000-4000-8000-000000000000", idempotencyKey: "0123456789abcdef", mode: "delta", quantity: "1" },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(404);
});

import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, OWNER, signIn } from "./helpers";

// Variants with and without JavaScript: options Size and Color on a new product, two variants, the product's
// Variants card and summary, an inventory edit, a duplicate combination refused next to its field, a delete, and
// an options change that orphans a variant and asks before deleting it.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const variantsCard = (page: Page) => page.getByRole("region", { name: "Variants" });
const variantRows = (page: Page) => variantsCard(page).getByRole("table", { name: "Variants" }).locator("tbody tr");

async function addVariant(page: Page, size: string, price: string, sku: string) {
  await page.getByRole("link", { name: "Add variant" }).click();
  await page.waitForURL(/\/add$/);
  await page.getByLabel("Size").selectOption(size);
  await page.getByLabel("Color").selectOption("Red");
  await page.getByLabel("Price", { exact: true }).fill(price);
  await page.getByLabel("SKU").fill(sku);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
}

test("options, two variants, the summary, an edit, a duplicate, a delete and an orphaning options change", async ({ page }, info) => {
  // A long journey (about 30 page loads): 44 s with JavaScript on a quiet machine, over a minute on a busy one.
  test.setTimeout(150_000);
  const id = stamp();
  const title = `Linen shirt ${info.project.name} ${id}`;
  await signIn(page, OWNER);
  await page.goto("/admin/products/create");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/products\/update\/[^/]+$/);
  const productUrl = new URL(page.url()).pathname;
  await expect(variantsCard(page).getByText("0 variants")).toBeVisible();

  // Options: Size from the template, trimmed to S, M; Color typed.
  await variantsCard(page).getByRole("link", { name: "Edit options" }).click();
  await expect(page).toHaveURL(`${productUrl}/add#options`);
  await page.getByLabel("Template").selectOption("Size");
  await page.getByRole("button", { name: "Use template" }).click();
  await expect(page.getByLabel("Option 1 name")).toHaveValue("Size");
  await page.getByLabel("Option 1 values").fill("S, M");
  await page.getByLabel("Option 2 name").fill("Color");
  await page.getByLabel("Option 2 values").fill("Red");
  await page.getByRole("button", { name: "Save options" }).click();
  await expect(page.getByText("Options saved").first()).toBeVisible();
  await page.goto(productUrl);
  await expect(variantsCard(page).getByText("Size: S, M · Color: Red")).toBeVisible();

  await addVariant(page, "S", "150000", `LS-S-${id}`);
  await page.waitForURL((url) => url.pathname === productUrl);
  await expect(page.getByText("Variant created").first()).toBeVisible();
  await addVariant(page, "M", "180000", `LS-M-${id}`);
  await page.waitForURL((url) => url.pathname === productUrl);

  await expect(variantRows(page)).toHaveCount(2);
  await expect(variantRows(page).nth(0)).toContainText("S / Red");
  await expect(variantRows(page).nth(0)).toContainText("150.000 đ");
  await expect(variantRows(page).nth(0)).toContainText(`LS-S-${id}`);
  await expect(variantRows(page).nth(1)).toContainText("M / Red");
  await expect(variantsCard(page).getByText("2 variants")).toBeVisible();
  await expect(variantsCard(page).getByText("Price 150.000 đ – 180.000 đ")).toBeVisible();

  // Edit one's inventory.
  await variantsCard(page).getByRole("link", { name: "S / Red" }).click();
  await page.waitForURL(/\/variants\/[^/]+$/);
  await expect(page.getByLabel("Price", { exact: true })).toHaveValue("150000");
  await page.getByLabel("Inventory quantity").fill("7");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Variant updated").first()).toBeVisible();
  const variantUrl = page.url();

  // Someone else saves meanwhile: the stale save is refused with a clear message and the input is kept; a plain Save
  // is refused again, and "Keep my changes" saves over theirs (the editor kit's conflict view, ADR 031).
  const other = await page.context().newPage();
  await other.goto(variantUrl);
  await other.getByLabel("Barcode").fill("8930000000017");
  await other.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(other.getByText("Variant updated").first()).toBeVisible();
  await other.close();
  await page.getByLabel("Barcode").fill("mine");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  const conflict = page.getByRole("alert").filter({ hasText: "Someone else saved this variant" });
  await expect(conflict).toContainText("This variant was changed by someone else since you opened it.");
  await expect(page.getByLabel("Barcode")).toHaveValue("mine");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(conflict).toBeVisible();
  await conflict.getByRole("button", { name: "Keep my changes" }).click();
  await expect(page.getByText("Variant updated").first()).toBeVisible();
  await expect(page.getByLabel("Barcode")).toHaveValue("mine");

  await page.goto(productUrl);
  await expect(variantRows(page).nth(0).locator("td").nth(3)).toHaveText("7");
  await expect(variantsCard(page).getByText("Inventory 7")).toBeVisible();

  // A duplicate combination: the API's error sits next to the first option's field, the input stays.
  await addVariant(page, "S", "99000", "");
  await expect(page).toHaveURL(`${productUrl}/add`);
  const size = page.getByLabel("Size");
  await expect(size).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("A variant with these option values already exists")).toBeVisible();
  await expect(page.getByLabel("Price", { exact: true })).toHaveValue("99000");

  // Delete M / Red through the confirmation dialog.
  await page.goto(productUrl);
  await variantsCard(page).getByRole("link", { name: "M / Red" }).click();
  await page.getByRole("link", { name: "Delete variant" }).click();
  await page.getByRole("dialog", { name: "Delete variant?" }).getByRole("button", { name: "Delete" }).click();
  await page.waitForURL((url) => url.pathname === productUrl);
  await expect(page.getByText("Variant deleted").first()).toBeVisible();
  await expect(variantRows(page)).toHaveCount(1);
  await expect(variantsCard(page).getByText("1 variant", { exact: true })).toBeVisible();

  // Dropping S would orphan S / Red: the page lists it and asks; confirming deletes it.
  await page.goto(`${productUrl}/add`);
  await page.getByLabel("Option 1 values").fill("M");
  await page.getByRole("button", { name: "Save options" }).click();
  const orphans = page.getByRole("alert").filter({ hasText: "Some variants would be deleted" });
  await expect(orphans).toContainText("S / Red");
  await orphans.getByRole("button", { name: "Save options and delete 1 variant" }).click();
  await expect(page.getByText("Options saved and 1 variant deleted").first()).toBeVisible();
  await page.goto(productUrl);
  await expect(variantsCard(page).getByText("0 variants")).toBeVisible();
  await expect(variantsCard(page).getByText("Size: M · Color: Red")).toBeVisible();
});

test("a product with more variants than the card shows pages through them with plain links", async ({ page, request }) => {
  const signin = await request.post("/api/auth/signin", { data: { email: OWNER, password: DEMO_PASSWORD } });
  const token = (await signin.json()).token as string;
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const stores = (await (await request.get("/api/users/stores", { headers: auth })).json()).stores as Array<{ id: string }>;
  const headers = { ...auth, "store-id": stores[0].id };
  const created = await request.post("/api/products", { headers, data: { product: { title: `Many sizes ${stamp()}` } } });
  const productId = (await created.json()).product._id as string;
  const sizes = Array.from({ length: 60 }, (_, i) => `EU${i + 1}`);
  expect((await request.put(`/api/products/${productId}/options`, { headers, data: { options: [{ name: "Size", values: sizes }] } })).status()).toBe(200);
  const bulk = await request.post(`/api/products/${productId}/variants/bulk`, {
    headers,
    data: { variants: sizes.map((s, i) => ({ option1: s, price: 100_000 + i, sku: `MANY-${productId.slice(0, 8)}-${i}` })) },
  });
  expect(bulk.status(), await bulk.text()).toBe(201);

  await signIn(page, OWNER);
  await page.goto(`/admin/products/update/${productId}`);
  await expect(variantsCard(page).getByText("Showing 1–50 of 60 variants")).toBeVisible();
  await expect(variantRows(page)).toHaveCount(50);
  await variantsCard(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/variantsPage=2/);
  await expect(variantsCard(page).getByText("Showing 51–60 of 60 variants")).toBeVisible();
  await expect(variantRows(page)).toHaveCount(10);
  await expect(variantRows(page).first()).toContainText("EU51");
  await expect(variantsCard(page).getByRole("link", { name: "Next" })).toHaveCount(0);
  await variantsCard(page).getByRole("link", { name: "Previous" }).click();
  await expect(variantRows(page).first()).toContainText("EU1");
});

import { expect, test, type Page } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

// "Create all variants" with and without JavaScript: options Size (S, M, L) × Color (Red, Blue) saved in the options
// form, then one click makes the 6 variants; the same form sent again (a second tab opened before) duplicates nothing.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const variantsCard = (page: Page) => page.getByRole("region", { name: "Variants" });
const variantRows = (page: Page) => variantsCard(page).getByRole("table", { name: "Variants" }).locator("tbody tr");

test("set Size × Color, create all 6 variants in one go; running it again duplicates nothing", async ({ page }, info) => {
  await signIn(page, OWNER);
  await page.goto("/admin/products/create");
  await page.getByLabel("Title").fill(`Combo tee ${info.project.name} ${stamp()}`);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/products\/update\/[^/]+$/);
  const productUrl = new URL(page.url()).pathname;
  // No options yet: nothing to offer.
  await expect(page.getByRole("button", { name: /for every combination/ })).toHaveCount(0);

  await variantsCard(page).getByRole("link", { name: "Edit options" }).click();
  await page.getByLabel("Option 1 name").fill("Size");
  await page.getByLabel("Option 1 values").fill("S, M, L");
  await page.getByLabel("Option 2 name").fill("Color");
  await page.getByLabel("Option 2 values").fill("Red, Blue");
  await page.getByRole("button", { name: "Save options" }).click();
  await expect(page.getByText("Options saved").first()).toBeVisible();
  // Offered right under the options just saved.
  await expect(page.getByText("Size × Color: 6 combinations")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create 6 variants for every combination" })).toBeVisible();

  // A second tab on the product editor, opened before the variants exist, offers the same.
  const second = await page.context().newPage();
  await second.goto(productUrl);
  await expect(variantsCard(second).getByRole("button", { name: "Create 6 variants for every combination" })).toBeVisible();

  await page.getByLabel("Price of the new variants").fill("120000");
  await page.getByRole("button", { name: "Create 6 variants for every combination" }).click();
  await page.waitForURL((url) => url.pathname === productUrl);
  await expect(page.getByText("6 variants created").first()).toBeVisible();
  await expect(variantRows(page)).toHaveCount(6);
  await expect(variantRows(page).locator("td:first-child")).toHaveText(["S / Red", "S / Blue", "M / Red", "M / Blue", "L / Red", "L / Blue"]);
  await expect(variantRows(page).nth(0)).toContainText("120.000 đ");
  await expect(variantsCard(page).getByText("6 variants", { exact: true })).toBeVisible();
  await expect(variantsCard(page).getByRole("button", { name: /for every combination/ })).toHaveCount(0);

  // Run again from the stale tab: nothing is duplicated.
  await variantsCard(second).getByRole("button", { name: "Create 6 variants for every combination" }).click();
  await expect(second.getByText("Every combination already has a variant").first()).toBeVisible();
  await expect(variantRows(second)).toHaveCount(6);
  await second.close();

  // A new value offers only its own combinations.
  await page.goto(`${productUrl}/add`);
  await page.getByLabel("Option 1 values").fill("S, M, L, XL");
  await page.getByRole("button", { name: "Save options" }).click();
  await expect(page.getByText("2 of 8 Size × Color combinations have no variant")).toBeVisible();
  await page.getByRole("button", { name: "Create 2 missing variants" }).click();
  await expect(page.getByText("2 variants created").first()).toBeVisible();
  await expect(variantRows(page)).toHaveCount(8);
  await expect(variantRows(page).nth(7)).toContainText("XL / Blue");
});

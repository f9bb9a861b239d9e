import { expect, test, type Page } from "@playwright/test";
import { OPERATOR, OWNER, signIn } from "./helpers";

// Size charts (restricted to operators) with and without JavaScript: the table grows and shrinks by its buttons (in
// place with JS, by re-rendering the form without), a product is attached by search, the chart previews in the
// storefront's dialog, is edited and deleted. A store owner who is not an operator gets the 404 page.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const cell = (page: Page, row: number, column: number) => page.getByLabel(`Row ${row}, column ${column}`, { exact: true });
const heading = (page: Page, column: number) => page.getByLabel(`Column ${column} heading`, { exact: true });

test("an operator creates a size chart with added rows and columns, attaches a product, previews, edits and deletes it", async ({ page }, info) => {
  const title = `Tees ${info.project.name} ${stamp()}`;
  await signIn(page, OPERATOR);
  await page.goto("/admin/sizechart");
  await expect(page.getByRole("heading", { name: "Size charts" })).toBeVisible();
  // Size charts and Clear cache share the "store" section; only the one for this path is marked current.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Size charts" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Clear cache" })).not.toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Create size chart" }).first().click();
  await page.waitForURL(/\/admin\/sizechart\/add$/);

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Unit").fill("cm");
  // The template: Size / Chest / Length with S, M, L. Grow it by one column and one row, drop row 2 (M).
  await page.getByRole("button", { name: "Add column" }).click();
  // With JavaScript the column is added in place, and the unsaved-changes bar notices a table that changed shape.
  if (info.project.use.javaScriptEnabled) await expect(page.getByRole("region", { name: "Unsaved changes" })).toBeVisible();
  await heading(page, 4).fill("Hip");
  await page.getByRole("button", { name: "Add row" }).click();
  await cell(page, 4, 1).fill("XL");
  await cell(page, 4, 4).fill("110");
  await cell(page, 1, 2).fill("88");
  await page.getByRole("button", { name: "Remove row 2" }).click();
  await expect(cell(page, 3, 1)).toHaveValue("XL");
  await expect(cell(page, 2, 1)).toHaveValue("L");
  await expect(cell(page, 1, 2)).toHaveValue("88");
  await expect(page.getByLabel(`Row 4, column 1`, { exact: true })).toHaveCount(0);

  // Attach a product found by search; Enter in the search box searches, it does not save.
  await page.getByLabel("Search products to attach").fill("Silk Scarf");
  await page.getByLabel("Search products to attach").press("Enter");
  const matches = page.getByRole("group", { name: "Matching products" });
  await expect(matches.getByRole("checkbox").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sizechart\/add$/);
  await expect(heading(page, 4)).toHaveValue("Hip");
  const product = (await matches.locator("label").first().innerText()).trim();
  await matches.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Create", exact: true }).last().click();

  await page.waitForURL(/\/admin\/sizechart\/update\//);
  const editorUrl = page.url();
  await expect(page.getByText("Size chart created").first()).toBeVisible();
  await expect(heading(page, 4)).toHaveValue("Hip");
  await expect(cell(page, 3, 1)).toHaveValue("XL");
  await expect(cell(page, 3, 4)).toHaveValue("110");
  await expect(page.getByRole("group", { name: "Attached products" }).getByRole("checkbox", { name: product })).toBeChecked();

  // Preview: with JavaScript the storefront's dialog opens in place; without, the test dialog page shows the chart.
  await page.getByRole("link", { name: "Preview" }).click();
  if (info.project.use.javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog.getByRole("rowheader", { name: "XL" })).toBeVisible();
    await expect(dialog.getByRole("columnheader", { name: "Hip" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/admin/sizechart/testdialog?id=${editorUrl.split("/").pop()}`);
    // The test dialog page opens the dialog by itself.
    await expect(page.getByRole("dialog", { name: title }).getByText("Measurements in cm.")).toBeVisible();
  } else {
    await page.waitForURL(/\/admin\/sizechart\/testdialog\?id=/);
    const preview = page.getByRole("region", { name: title });
    await expect(preview.getByRole("rowheader", { name: "XL" })).toBeVisible();
    await expect(preview.getByRole("columnheader", { name: "Hip" })).toBeVisible();
    await page.getByRole("link", { name: "Open as dialog" }).click();
    await expect(page.getByRole("dialog", { name: title }).getByText("Measurements in cm.")).toBeVisible();
  }

  // Edit: drop the Chest column, keep the rest.
  await page.goto(editorUrl);
  await page.getByLabel("Title").fill(`${title} v2`);
  await page.getByRole("button", { name: "Remove column 2" }).click();
  await expect(heading(page, 2)).toHaveValue("Length");
  await expect(heading(page, 3)).toHaveValue("Hip");
  await page.getByRole("button", { name: "Save", exact: true }).last().click();
  await expect(page.getByText("Size chart updated").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: `${title} v2` })).toBeVisible();
  await expect(heading(page, 2)).toHaveValue("Length");
  await expect(cell(page, 3, 3)).toHaveValue("110");
  await expect(heading(page, 4)).toHaveCount(0);

  // Delete with the confirmation dialog.
  await page.getByRole("link", { name: "Delete size chart" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete size chart?" });
  await expect(confirm.getByText(`Are you sure you want to delete “${title} v2”. This action cannot be reversed.`)).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await page.waitForURL(/\/admin\/sizechart$/);
  await expect(page.getByText("Size chart deleted").first()).toBeVisible();
  await expect(page.getByRole("link", { name: `${title} v2`, exact: true })).toHaveCount(0);
  expect((await page.goto(editorUrl))?.status()).toBe(404);
});

test("a blank column heading is refused next to the table, with the input kept", async ({ page }, info) => {
  const title = `Shoes ${info.project.name} ${stamp()}`;
  await signIn(page, OPERATOR);
  await page.goto("/admin/sizechart/add");
  await page.getByLabel("Title").fill(title);
  await heading(page, 2).fill("");
  await cell(page, 1, 3).fill("70");
  await page.getByRole("button", { name: "Create", exact: true }).last().click();
  await expect(page.getByText("Column 2: Column required")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(cell(page, 1, 3)).toHaveValue("70");
  await expect(heading(page, 2)).toHaveAttribute("aria-invalid", "true");
});

test("a store owner who is not an operator gets the 404 page on the size chart screens", async ({ page }) => {
  await signIn(page, OWNER);
  for (const path of ["/admin/sizechart", "/admin/sizechart/add", "/admin/sizechart/testdialog"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText(/page not found/i).first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Size charts" })).toHaveCount(0);
});

test("a stale save is refused with the table input kept; Keep my changes saves it", async ({ page }, info) => {
  const title = `Dresses ${info.project.name} ${stamp()}`;
  await signIn(page, OPERATOR);
  await page.goto("/admin/sizechart/add");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create", exact: true }).last().click();
  await page.waitForURL(/\/admin\/sizechart\/update\//);
  const editorUrl = page.url();

  const other = await page.context().newPage();
  await other.goto(editorUrl);
  await page.getByLabel("Description").fill("Saved first");
  await page.getByRole("button", { name: "Save", exact: true }).last().click();
  await expect(page.getByText("Size chart updated").first()).toBeVisible();

  await cell(other, 1, 2).fill("84");
  await other.getByRole("button", { name: "Save", exact: true }).last().click();
  await expect(other.getByText("This size chart was changed by someone else since you opened it.")).toBeVisible();
  await expect(cell(other, 1, 2)).toHaveValue("84");
  await other.getByRole("button", { name: "Keep my changes" }).click();
  await expect(other.getByText("Size chart updated").first()).toBeVisible();
  await expect(cell(other, 1, 2)).toHaveValue("84");
});

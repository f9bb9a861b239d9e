import { expect, test, type Page } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

// Collections with and without JavaScript: a manual collection built by search, ordered by position inputs and
// trimmed; a smart collection whose preview follows a product edit.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const memberTitles = (page: Page) =>
  page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "Position" }) })
    .locator("tbody tr td:nth-child(3)")
    .allInnerTexts();

test("a manual collection: add products found by search, reorder, remove one; edit conflict; delete", async ({ page }, info) => {
  const title = `Gift picks ${info.project.name} ${stamp()}`;
  await signIn(page, OWNER);
  await page.goto("/admin/collections/create");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/collections\/update\//);
  const editorUrl = page.url();
  await expect(page.getByText("Collection created").first()).toBeVisible();
  await expect(page.getByText("No products yet. Find some below.")).toBeVisible();

  // Find products and add the first two results.
  await page.getByLabel("Search products to add").fill("Silk Scarf");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(/productSearch=Silk/);
  const results = page.getByRole("group", { name: "Search results" });
  const picks = results.locator(".br-pick label");
  await expect(picks.nth(1)).toBeVisible();
  const [first, second] = [(await picks.nth(0).innerText()).trim(), (await picks.nth(1).innerText()).trim()];
  await results.getByRole("checkbox").nth(0).check();
  await results.getByRole("checkbox").nth(1).check();
  await page.getByRole("button", { name: "Add selected products" }).click();
  await expect(page.getByText("Added 2 products").first()).toBeVisible();
  expect(await memberTitles(page)).toEqual([first, second]);

  // Reorder without dragging: the second becomes position 1.
  await page.getByLabel(`Position of ${second}`).fill("1");
  await page.getByRole("button", { name: "Save order" }).click();
  await expect(page.getByText("Order saved").first()).toBeVisible();
  expect(await memberTitles(page)).toEqual([second, first]);

  // Remove one.
  await page.getByRole("button", { name: `Remove ${second}` }).click();
  await expect(page.getByText("Product removed from the collection").first()).toBeVisible();
  expect(await memberTitles(page)).toEqual([first]);

  // The list finds it by search; the filter drawer's type filter keeps it for Manual and drops it for Smart.
  await page.goto(`/admin/collections?_query=${encodeURIComponent(JSON.stringify({ search: title }))}`);
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  await page.getByRole("link", { name: /^Filters/ }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await drawer.getByLabel("Type").selectOption("smart");
  // With JavaScript a select applies at once; without it, Done submits the drawer's GET form.
  if (!info.project.use.javaScriptEnabled) await drawer.getByRole("button", { name: "Done" }).click();
  await page.waitForURL((url) => JSON.parse(url.searchParams.get("_query") ?? "{}").type === "smart");
  await expect(page.getByText("No collections match these filters")).toBeVisible();
  await page.goto(`/admin/collections?_query=${encodeURIComponent(JSON.stringify({ search: title, type: "manual" }))}`);
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Type: Manual/ })).toBeVisible();

  // Someone else saves meanwhile: the save is refused with a clear message and the input is kept; then delete.
  const editor = await page.context().newPage();
  await editor.goto(editorUrl);
  await page.goto(editorUrl);
  await page.getByLabel("Description").fill("Saved by someone else");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Collection updated").first()).toBeVisible();
  await editor.getByLabel("Title").fill(`${title} (mine)`);
  await editor.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(editor.getByText("This collection was changed by someone else")).toBeVisible();
  await expect(editor.getByLabel("Title")).toHaveValue(`${title} (mine)`);
  await editor.getByRole("button", { name: "Keep my changes" }).click();
  await expect(editor.getByText("Collection updated").first()).toBeVisible();
  await expect(editor.getByLabel("Title")).toHaveValue(`${title} (mine)`);
  await editor.getByRole("link", { name: "Delete collection" }).click();
  await editor.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await editor.waitForURL(/\/admin\/collections$/);
  await expect(editor.getByText("Collection deleted").first()).toBeVisible();
});

test("a smart collection selects by vendor and follows a product edit", async ({ page }, info) => {
  const id = stamp();
  const productTitle = `Khăn lụa ${info.project.name} ${id}`;
  const title = `Mekong picks ${info.project.name} ${id}`;
  await signIn(page, OWNER);

  // A product from another vendor, to move into the collection later.
  await page.goto("/admin/products/create");
  await page.getByLabel("Title").fill(productTitle);
  await page.getByLabel("Vendor").fill("Lụa Hà Đông");
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/products\/update\//);
  const productUrl = page.url();

  await page.goto("/admin/collections/create");
  await page.getByRole("link", { name: "Smart" }).click();
  await page.waitForURL(/type=smart/);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Condition 1 field").selectOption("vendor");
  await page.getByLabel("Condition 1 compare").selectOption("equals");
  await page.getByLabel("Condition 1 value").fill("Mekong Silk");
  // "Add condition" works without JavaScript too: the form comes back as typed with one more row.
  await page.getByRole("button", { name: "Add condition" }).click();
  await expect(page.getByLabel("Condition 2 value")).toBeVisible();
  await expect(page.getByLabel("Condition 1 value")).toHaveValue("Mekong Silk");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/collections\/update\//);
  const collectionUrl = page.url();
  await expect(page.getByText("Collection created").first()).toBeVisible();

  // The preview lists only Mekong Silk products, and not ours yet.
  const preview = page.getByRole("table", { name: "Matching products" });
  const vendors = await preview.locator("tbody tr td:nth-child(2)").allInnerTexts();
  expect(vendors.length).toBeGreaterThan(0);
  expect(new Set(vendors.map((v) => v.trim()))).toEqual(new Set(["Mekong Silk"]));
  await expect(preview.getByRole("link", { name: productTitle })).toHaveCount(0);

  // Move the product to Mekong Silk: the collection follows.
  await page.goto(productUrl);
  await page.getByLabel("Vendor").fill("Mekong Silk");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Product updated").first()).toBeVisible();
  await page.goto(collectionUrl);
  await expect(page.getByRole("table", { name: "Matching products" }).getByRole("link", { name: productTitle })).toBeVisible();
});

test("the list's bulk actions: unpublish the ticked rows, publish all matching, delete the ticked rows after confirming", async ({ page }, info) => {
  const id = stamp();
  const titles = [`Bulk A ${info.project.name} ${id}`, `Bulk B ${info.project.name} ${id}`];
  await signIn(page, OWNER);
  for (const title of titles) {
    await page.goto("/admin/collections/create");
    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Create", exact: true }).first().click();
    await expect(page.getByText("Collection created").first()).toBeVisible();
  }
  const listUrl = `/admin/collections?_query=${encodeURIComponent(JSON.stringify({ search: id }))}`;
  await page.goto(listUrl);
  const bar = page.getByRole("region", { name: "Bulk actions" });
  const row = (title: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });

  // Nothing ticked: with JavaScript the buttons wait for a tick; without, the server says what is missing.
  if (info.project.use.javaScriptEnabled) {
    await expect(bar.getByRole("button", { name: "Unpublish selected" })).toBeDisabled();
  } else {
    await bar.getByRole("button", { name: "Unpublish selected" }).click();
    await expect(page.getByText("Select at least one collection first.")).toBeVisible();
  }

  if (info.project.use.javaScriptEnabled) {
    await page.getByLabel("Select all collections on this page").check();
    await expect(bar.getByText("2 selected")).toBeVisible();
  } else {
    for (const title of titles) await page.getByLabel(`Select ${title}`).check();
  }
  await bar.getByRole("button", { name: "Unpublish selected" }).click();
  await expect(page.getByText("Unpublished 2 collections").first()).toBeVisible();
  for (const title of titles) await expect(row(title).getByText("Unpublished")).toBeVisible();

  await bar.getByRole("button", { name: "Publish all", exact: true }).click();
  await expect(page.getByText("Published 2 collections").first()).toBeVisible();
  for (const title of titles) await expect(row(title).getByText("Published", { exact: true })).toBeVisible();

  // Delete the first only, after the SPEC's confirmation.
  await page.getByLabel(`Select ${titles[0]}`).check();
  await bar.getByRole("button", { name: "Delete selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete collections?" });
  await expect(dialog.getByText("Are you sure you want to delete 1 collection. This action cannot be reversed.")).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted 1 collection").first()).toBeVisible();
  await expect(page.getByRole("link", { name: titles[0], exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: titles[1], exact: true })).toBeVisible();
  expect(new URL(page.url()).searchParams.has("index")).toBe(false);
});

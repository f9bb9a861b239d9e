import { expect, test, type Page } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

// With JavaScript, a manual collection's products reorder by drag and drop on a row's handle, or by the Move up /
// Move down buttons; either way the order is saved at once through the form's own reorder intent.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const orderTable = (page: Page) => page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Position" }) });
const memberTitles = async (page: Page) => (await orderTable(page).locator("tbody tr td:nth-child(3)").allInnerTexts()).map((t) => t.trim());

test("drag a product to the top, then move one down with the keyboard", async ({ page }, info) => {
  await signIn(page, OWNER);
  await page.goto("/admin/collections/create");
  await page.getByLabel("Title").fill(`Reorder ${info.project.name} ${stamp()}`);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/collections\/update\//);

  await page.getByLabel("Search products to add").fill("Silk");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const results = page.getByRole("group", { name: "Search results" });
  for (let i = 0; i < 3; i++) await results.getByRole("checkbox").nth(i).check();
  await page.getByRole("button", { name: "Add selected products" }).click();
  await expect(page.getByText("Added 3 products").first()).toBeVisible();
  const [a, b, c] = await memberTitles(page);
  expect(new Set([a, b, c]).size).toBe(3);

  // Drag the third row's handle onto the top half of the first row.
  const rows = orderTable(page).locator("tbody tr");
  await rows
    .nth(2)
    .locator("[data-reorder-handle]")
    .dragTo(rows.nth(0), { targetPosition: { x: 40, y: 3 } });
  await expect(page.getByText("Order saved").first()).toBeVisible();
  await expect.poll(() => memberTitles(page)).toEqual([c, a, b]);
  await expect(page.getByLabel(`Position of ${c}`)).toHaveValue("1");

  // Keyboard: Move down on the first row; focus comes back to the same button after the save.
  await page.getByRole("button", { name: `Move ${c} down` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Order saved").first()).toBeVisible();
  await expect.poll(() => memberTitles(page)).toEqual([a, c, b]);
  await expect(page.getByRole("button", { name: `Move ${c} down` })).toBeFocused();
  await page.getByRole("button", { name: `Move ${b} up` }).click();
  await expect.poll(() => memberTitles(page)).toEqual([a, b, c]);
});

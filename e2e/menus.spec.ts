import { expect, test, type Page } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

// Menus with and without JavaScript: build a menu with a nested item by its buttons (each a plain form post that
// keeps unsaved input), reorder it, save, reload and see the order kept.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const row = (page: Page, i: number, field: string) => page.locator(`[name="items[${i}].${field}"]`);

test("a menu is built with a nested item, reordered by its buttons, saved and kept", async ({ page }, info) => {
  const title = `Header ${info.project.name} ${stamp()}`;
  await signIn(page, OWNER);
  await page.goto("/admin/menus");
  await expect(page.getByRole("main").getByRole("link", { name: "Main menu" })).toBeVisible();
  await page.goto("/admin/menus/create");
  const main = page.getByRole("main");
  await main.getByLabel("Title").first().fill(title);
  const add = async (label: string, url: string, i: number) => {
    await main.getByRole("button", { name: "Add item" }).click();
    await expect(row(page, i, "label")).toBeVisible();
    await row(page, i, "label").fill(label);
    await row(page, i, "url").fill(url);
  };
  await add("Shop", "/collections/all", 0);
  await add("Sale", "/collections/sale", 1);
  // The row's buttons are named after its label as last posted; a row typed just now is found by its intent.
  await main.locator('button[value="indent-1"]').click();
  await expect(page.locator('li[data-reorder-depth="1"]')).toHaveCount(1);
  await add("About", "/pages/about", 2);
  // Moving About up passes Shop together with its child.
  await main.locator('button[value="up-2"]').click();
  await expect(row(page, 0, "label")).toHaveValue("About");
  await expect(main.getByLabel("Title").first()).toHaveValue(title);
  await main
    .getByRole("button", { name: /^(Create|Save)$/ })
    .first()
    .click();
  await page.waitForURL(/\/admin\/menus\/update\//);
  await page.reload();
  await expect(row(page, 0, "label")).toHaveValue("About");
  await expect(row(page, 1, "label")).toHaveValue("Shop");
  await expect(row(page, 2, "label")).toHaveValue("Sale");
  await expect(row(page, 2, "depth")).toHaveValue("1");

  // A bad address is refused on its row, with the input kept.
  await row(page, 0, "url").fill("javascript:alert(1)");
  await main.getByRole("button", { name: "Save" }).first().click();
  await expect(main.getByText("Link must be an http:// or https:// address, or a path starting with /")).toBeVisible();
  await expect(row(page, 0, "url")).toHaveValue("javascript:alert(1)");
});

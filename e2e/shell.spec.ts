import { expect, test } from "@playwright/test";
import { OPERATOR, OWNER, signIn } from "./helpers";

// The admin shell's own promises, with and without JavaScript: every error page has its <h1>, the menu marks no
// entry on a page of no section, and the phone's menu control has a name.

test("the 404 and no-access pages have an h1, and the menu marks no entry on them", async ({ page }) => {
  await signIn(page, OWNER);
  for (const [path, status, title] of [
    ["/admin/nothing-here", 404, "Page not found"],
    ["/admin/no-access", 200, "No access"],
  ] as const) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(status);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Clear cache" })).toBeAttached();
    await expect(main.locator('[aria-current="page"]')).toHaveCount(0);
  }
  // Its own screen still marks it.
  await page.goto("/admin/clear-cache-urls");
  await expect(page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]')).toHaveText("Clear cache");
});

test("on a phone the menu control has a name, sits on the burger and opens the menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OWNER);
  await page.goto("/admin/products");
  const toggle = page.getByRole("checkbox", { name: "Menu" });
  await expect(toggle).toBeVisible();
  const box = await toggle.boundingBox();
  const burger = await page.locator(".br-burger").boundingBox();
  expect(box && burger).toBeTruthy();
  // The named control is what a finger touches: it covers the burger icon.
  expect(Math.abs(box!.x - burger!.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(box!.y - burger!.y)).toBeLessThanOrEqual(2);
  const collections = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Collections" });
  await expect(collections).not.toBeInViewport();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(collections).toBeInViewport();
});

test("on a desktop the phone's menu control is not there", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, OWNER);
  await page.goto("/admin/products");
  await expect(page.getByRole("checkbox", { name: "Menu" })).toBeHidden();
});

test("the products table fits its card at 1366 px, and a phone shows the end of a long title", async ({ page }, info) => {
  const title = `Nhẫn bạc nữ đính đá Cubic Zirconia phong cách Hàn Quốc - Size ${info.project.name}-${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, OWNER);
  await page.goto("/admin/products/create");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Create" }).first().click();
  await page.waitForURL(/\/admin\/products\/update\//);

  await page.goto("/admin/products");
  const card = page.locator(".br-list-card").first();
  const table = card.getByRole("table");
  const [tableBox, cardBox] = [await table.boundingBox(), await card.boundingBox()];
  expect(tableBox!.width).toBeLessThanOrEqual(cardBox!.width);
  const updated = page.getByRole("columnheader", { name: "Updated" });
  await expect(updated).toBeInViewport({ ratio: 1 });
  // SPEC §9: the Updated column is dd-mm-yyyy, on one line.
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("cell").last()).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
  const lines = await row
    .getByRole("cell")
    .last()
    .evaluate((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
  expect(lines).toBe(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const link = page.getByRole("link", { name: title });
  // The title wraps instead of being cut: nothing of it is hidden.
  expect(await link.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expect(page.getByRole("columnheader", { name: "Status" })).toBeInViewport({ ratio: 1 });
});

test("a plain select (the inventory row's) looks like the theme's NativeSelect, with or without JavaScript", async ({ page }) => {
  await signIn(page, OPERATOR);
  const look = (select: import("@playwright/test").Locator) =>
    select.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        appearance: s.appearance,
        radius: s.borderTopLeftRadius,
        border: s.borderTopColor,
        font: s.fontSize,
        family: s.fontFamily,
        chevron: s.backgroundImage.includes("svg"),
      };
    });
  // The reference: a Mantine NativeSelect of the page's own size (the products filter drawer's Vendor).
  await page.goto("/admin/products?filters=1");
  const native = await look(page.getByRole("combobox", { name: "Vendor" }));
  await page.goto("/admin/inventory");
  const plain = page.getByRole("combobox", { name: /^How to change/ }).first();
  expect(await plain.evaluate((el) => el.className)).not.toContain("mantine-");
  const mine = await look(plain);
  expect(mine).toEqual({ ...native, chevron: true });
  expect(mine.appearance).toBe("none");
});

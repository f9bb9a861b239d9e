import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";

// ADR 068: the demo store's storefront at {label}.localhost:<port> (Chromium resolves *.localhost to this computer),
// rendered by the starter theme: home with the demo's products, a product page, the cart in a signed cookie, and
// "Check out" landing on the checkout page on the admin's origin. Works the same with JavaScript off.
const port = new URL(baseURL).port;
const storefront = `http://saigon-threads.localhost:${port}`;

test("the demo store's storefront shows its products, and a cart checks out through the public checkout API", async ({ page }) => {
  await page.goto(`${storefront}/`);
  await expect(page).toHaveTitle(/.+/);
  const main = page.getByRole("main");
  const cards = main.locator(".card a");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${storefront}/`);

  // A product that can be bought: walk the home page's products until one has an enabled button.
  const links = await cards.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
  let bought = false;
  for (const href of links.slice(0, 12)) {
    await page.goto(`${storefront}${href}`);
    const add = page.getByRole("main").getByRole("button", { name: "Thêm vào giỏ" });
    if ((await add.count()) === 0 || (await add.isDisabled())) continue;
    const select = page.getByRole("main").locator("select#variant");
    if ((await select.count()) > 0) {
      const value = await select.locator("option:not([disabled])").first().getAttribute("value");
      await select.selectOption(value ?? "");
    }
    await add.click();
    bought = true;
    break;
  }
  expect(bought).toBe(true);
  await expect(page).toHaveURL(`${storefront}/cart`);
  await expect(page.getByRole("main").getByRole("heading", { name: "Giỏ hàng" })).toBeVisible();
  await expect(page.getByRole("main").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("banner").getByRole("link", { name: "Giỏ hàng (1)" })).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Thanh toán" }).click();
  await expect(page).toHaveURL(/\/checkouts\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByRole("main")).toBeVisible();
});

test("an unknown storefront path is the theme's 404, and search finds nothing for nonsense", async ({ page }) => {
  const res = await page.goto(`${storefront}/no-such-page`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("main").getByRole("heading", { name: "Không tìm thấy trang" })).toBeVisible();
  await page.goto(`${storefront}/search?q=zzqqxxnothing`);
  await expect(page.getByRole("main")).toContainText("0 kết quả");
});

import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

// The shared list kit on the demo store's products, with and without JavaScript.
test("the filter drawer applies and clears a filter, and the URL carries it", async ({ page }, info) => {
  await signIn(page, OWNER);
  await page.goto("/admin/products");
  await page.getByRole("link", { name: /^Filters/ }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Clear" })).toBeDisabled();

  await drawer.getByLabel("Vendor").selectOption("Mekong Silk");
  // With JavaScript a select applies at once; without it, Done submits the drawer's GET form.
  if (!info.project.use.javaScriptEnabled) await drawer.getByRole("button", { name: "Done" }).click();
  await page.waitForURL((url) => JSON.parse(url.searchParams.get("_query") ?? "{}").vendor === "Mekong Silk");

  await expect(page.getByRole("link", { name: /Vendor: Mekong Silk/ }).first()).toBeVisible();
  const vendors = await page.locator("table tbody tr td[data-col=vendor]").allInnerTexts();
  expect(vendors.length).toBeGreaterThan(0);
  expect(new Set(vendors.map((v) => v.trim()))).toEqual(new Set(["Mekong Silk"]));

  // The same URL, bookmarked, reproduces the screen; Clear takes the filter away.
  await page.goto(page.url());
  if (!(await drawer.isVisible())) await page.getByRole("link", { name: /^Filters/ }).click();
  await drawer.getByRole("link", { name: "Clear" }).click();
  await page.waitForURL((url) => !url.searchParams.has("_query"));
  await expect(page.getByRole("link", { name: /Vendor: Mekong Silk/ })).toHaveCount(0);
});

test("tabs and pages are links that keep the rest of the list's state", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/admin/products?limit=10");
  await expect(page.locator("table tbody tr")).toHaveCount(10);

  await page.getByRole("link", { name: "Next page" }).click();
  await page.waitForURL((url) => url.searchParams.get("page") === "2" && url.searchParams.get("limit") === "10");
  await expect(page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");

  await page.getByRole("navigation", { name: "Product status" }).getByRole("link", { name: "Unpublished" }).click();
  await page.waitForURL((url) => url.searchParams.get("tab") === "unpublished" && !url.searchParams.has("page"));
  const statuses = await page.locator("table tbody tr td[data-col=status]").allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses.map((s) => s.trim()))).toEqual(new Set(["Unpublished"]));
});

test("a NUL character in the search (a typed or bookmarked URL) shows the list unsearched with the reason at the box", async ({ page }) => {
  await signIn(page, OWNER);
  // As the search box's GET form sends it without JavaScript, and as a bookmarked `_query` holds it.
  for (const url of [
    "/admin/products?filter.search=Silk%00Scarf",
    `/admin/products?_query=${encodeURIComponent(JSON.stringify({ search: "Silk\u0000Scarf", vendor: "Mekong Silk" }))}`,
  ]) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    const box = page.getByRole("searchbox", { name: "Search products" });
    await expect(box).toHaveValue("SilkScarf");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Not searched: Contains a NUL character, which is not allowed")).toBeVisible();
    await expect(page.locator("table tbody tr").first()).toBeVisible();
  }
  // The other filter of the bookmark still applies.
  await expect(page.getByRole("link", { name: /Vendor: Mekong Silk/ }).first()).toBeVisible();
  // The drawer's search field says the same.
  await page.getByRole("link", { name: /^Filters/ }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer.getByLabel("Search")).toHaveValue("SilkScarf");
  await expect(drawer.getByText("Not searched: Contains a NUL character, which is not allowed")).toBeVisible();
  // Searching again with what the box shows works as usual.
  await page.getByRole("searchbox", { name: "Search products" }).fill("Silk Scarf");
  await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
  await page.waitForURL((u) => JSON.parse(u.searchParams.get("_query") ?? "{}").search === "Silk Scarf");
  await expect(page.getByText(/Not searched/)).toHaveCount(0);
});

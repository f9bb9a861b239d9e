import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, OWNER, signIn } from "./helpers";

// Clear cache (SPEC §2 clear-cache-urls, §7 Cache) with and without JavaScript: bad lines are named next to the
// textarea with the input kept; clearing a feed's URL really drops the app's cached copy; Clear all cache asks first.
// Each test works in a store of its own, so one project's Clear all cache cannot empty the other's cached feed.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/**
 * A new store of the demo owner with one product feed, made through the API; the signed-in page switches to it.
 * Returns the feed's public URL.
 */
async function storeWithFeed(page: Page, request: APIRequestContext, baseURL: string, name: string): Promise<string> {
  const token = (await (await request.post("/api/auth/signin", { data: { email: OWNER, password: DEMO_PASSWORD } })).json()).token as string;
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const store = await request.post("/api/users/create-store", { headers: auth, data: { name } });
  expect(store.status(), await store.text()).toBe(201);
  const storeId = (await store.json()).storeId as string;
  const res = await request.post("/api/feed", { headers: { ...auth, "store-id": storeId }, data: { productFeed: { name, selection: "all" } } });
  expect(res.status(), await res.text()).toBe(201);
  await signIn(page, OWNER);
  const switched = await page.request.post("/admin", {
    form: { intent: "switch-store", storeId, redirectTo: "/admin/clear-cache-urls" },
    headers: { origin: baseURL },
  });
  expect(switched.status()).toBe(200);
  return `${baseURL}/api${(await res.json()).productFeed.xmlPath}`;
}

test("bad lines are refused next to the field; a feed URL's cached copy is dropped; the history lists it", async ({ page, request, baseURL }, info) => {
  const url = await storeWithFeed(page, request, baseURL ?? "", `Cache shop ${info.project.name} ${stamp()}`);
  // The app serves the public feed from its cache after the first fetch.
  await request.get(url);
  expect((await request.get(url)).headers()["x-cache"]).toBe("HIT");

  await page.goto("/admin/clear-cache-urls");
  await expect(page.getByRole("heading", { name: "Clear cache", exact: true })).toBeVisible();
  await page.getByLabel("URLs", { exact: true }).fill(`${url}\nnot a url\n\nftp://files.example.com/a`);
  await page.getByRole("button", { name: "Clear cache", exact: true }).click();
  await expect(page.getByText('Line 2: "not a url" is not an http:// or https:// URL')).toBeVisible();
  await expect(page.getByText('Line 4: "ftp://files.example.com/a" is not an http:// or https:// URL')).toBeVisible();
  await expect(page.getByLabel("URLs", { exact: true })).toHaveValue(`${url}\nnot a url\n\nftp://files.example.com/a`);
  expect((await request.get(url)).headers()["x-cache"]).toBe("HIT");

  await page.getByLabel("URLs", { exact: true }).fill(`${url}\nhttps://demo-store.backroom.shop/products/x`);
  await page.getByRole("button", { name: "Clear cache", exact: true }).click();
  await expect(page.getByText("Cache cleared for 2 URLs").first()).toBeVisible();
  await expect(page.getByLabel("URLs", { exact: true })).toHaveValue("");
  const history = page.getByRole("table", { name: "Recent purges" });
  await expect(history.locator("tbody tr").first()).toContainText(url);
  await expect(history.locator("tbody tr").first()).toContainText("Cleared");
  expect((await request.get(url)).headers()["x-cache"]).toBeUndefined();
});

test("Clear all cache asks first; Cancel keeps the cache, confirming clears it", async ({ page, request, baseURL }, info) => {
  const url = await storeWithFeed(page, request, baseURL ?? "", `All cache shop ${info.project.name} ${stamp()}`);
  await request.get(url);
  await page.goto("/admin/clear-cache-urls");
  await expect(page.getByText("No cache purges yet", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Clear all cache" }).click();
  const dialog = page.getByRole("dialog", { name: "Clear all cache" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await request.get(url)).headers()["x-cache"]).toBe("HIT");

  await page.getByRole("link", { name: "Clear all cache" }).click();
  await dialog.getByRole("button", { name: "Clear all cache" }).click();
  await expect(page.getByText("Cache cleared", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Recent purges" }).locator("tbody tr").first()).toContainText("All cache");
  expect((await request.get(url)).headers()["x-cache"]).toBeUndefined();
});

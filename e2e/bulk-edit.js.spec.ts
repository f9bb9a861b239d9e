import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD, OWNER, signIn } from "./helpers";

// What app/enhance/bulk-select.ts and bulk-edit.ts add: select-all on the list, only changed rows posted, changed rows marked;
// and the unsaved-changes warning before leaving a sheet with edits.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

async function makeProducts(request: APIRequestContext, tag: string, titles: string[]) {
  const token = (await (await request.post("/api/auth/signin", { data: { email: OWNER, password: DEMO_PASSWORD } })).json()).token as string;
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const stores = (await (await request.get("/api/users/stores", { headers: auth })).json()).stores as Array<{ id: string }>;
  const headers = { ...auth, "store-id": stores[0].id };
  for (const title of titles)
    expect((await request.post("/api/products", { headers, data: { product: { title, tags: [tag], published: true } } })).status()).toBe(201);
}

test("select all ticks the page's rows; the sheet posts only changed rows and warns before leaving with edits", async ({ page, request }) => {
  const s = stamp();
  const tag = `js-bulk-${s}`;
  const titles = [`Mug ${s}`, `Bowl ${s}`, `Plate ${s}`];
  await makeProducts(request, tag, titles);

  await signIn(page, OWNER);
  await page.goto(`/admin/products?_query=${encodeURIComponent(JSON.stringify({ tag }))}`);
  const all = page.getByLabel("Select all products on this page");
  await all.check();
  for (const t of titles) await expect(page.getByLabel(`Select ${t}`)).toBeChecked();
  await page.getByLabel(`Select ${titles[1]}`).uncheck();
  await expect(all).not.toBeChecked();
  expect(await all.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true);
  await page.getByRole("button", { name: "Bulk edit selected" }).click();
  await expect(page.locator("tr[data-row]")).toHaveCount(2);

  await page.goto(`/admin/products/bulk-edit?_query=${encodeURIComponent(JSON.stringify({ tag }))}`);
  await page.getByLabel(`Vendor of ${titles[0]}`).fill("Only me");
  await expect(page.locator("tr[data-row].br-row-changed")).toHaveCount(1);

  // Leaving with an edit asks first (SPEC §2 wording); Cancel stays.
  await page.getByRole("link", { name: "Products" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Leave page with unsaved changes?" });
  await expect(dialog.getByText("If you leave this page, any unsaved changes will be lost.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/bulk-edit/);

  const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().includes("/admin/products/bulk-edit"));
  await page.getByRole("button", { name: "Save" }).first().click();
  const body = new URLSearchParams((await posted).postData() ?? "");
  expect(body.getAll("row")).toHaveLength(1);
  await expect(page.getByText("1 product updated").first()).toBeVisible();
});

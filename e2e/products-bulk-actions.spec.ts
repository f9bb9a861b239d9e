import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, OWNER, STAFF, signIn } from "./helpers";

// The products list's bulk bar with and without JavaScript: tick rows, see "N selected", unpublish and publish them,
// delete one after SPEC's confirmation; a staff member without the products scope is refused by the action.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

async function makeProducts(request: APIRequestContext, tag: string, titles: string[]) {
  const token = (await (await request.post("/api/auth/signin", { data: { email: OWNER, password: DEMO_PASSWORD } })).json()).token as string;
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const stores = (await (await request.get("/api/users/stores", { headers: auth })).json()).stores as Array<{ id: string }>;
  const headers = { ...auth, "store-id": stores[0].id };
  const ids: string[] = [];
  for (const title of titles) {
    const res = await request.post("/api/products", { headers, data: { product: { title, tags: [tag], published: true } } });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).product._id);
  }
  return { headers, ids };
}

const listUrl = (tag: string, tab = "published") => `/admin/products?tab=${tab}&_query=${encodeURIComponent(JSON.stringify({ tag }))}`;
const bar = (page: Page) => page.getByRole("region", { name: "Bulk actions" });

test("tick rows, unpublish and publish them, delete one after confirming", async ({ page, request }, info) => {
  const s = stamp();
  const tag = `bulk-bar-${info.project.name}-${s}`;
  const titles = [`Lantern ${s}`, `Fan ${s}`, `Basket ${s}`];
  const { headers, ids } = await makeProducts(request, tag, titles);
  const js = info.project.name === "js";

  await signIn(page, OWNER);
  await page.goto(listUrl(tag));
  await expect(bar(page).getByText("Tick products to act on them")).toBeVisible();
  if (js) await expect(bar(page).getByRole("button", { name: "Unpublish selected" })).toBeDisabled();
  else {
    // Without JavaScript nothing stops an empty submit: the server answers next to the bar.
    await bar(page).getByRole("button", { name: "Unpublish selected" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Select at least one product first." })).toBeVisible();
  }

  await page.getByLabel(`Select ${titles[0]}`).check();
  await page.getByLabel(`Select ${titles[1]}`).check();
  if (js) await expect(bar(page).getByText("2 selected")).toBeVisible();
  await bar(page).getByRole("button", { name: "Unpublish selected" }).click();
  await expect(page.getByText("Unpublished 2 products").first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: titles[2] })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: titles[0] })).toHaveCount(0);
  for (const [i, published] of [
    [0, false],
    [1, false],
    [2, true],
  ] as const) {
    expect((await (await request.get(`/api/products/${ids[i]}`, { headers })).json()).product.published).toBe(published);
  }

  await page.goto(listUrl(tag, "unpublished"));
  await page.getByLabel(`Select ${titles[1]}`).check();
  await bar(page).getByRole("button", { name: "Publish selected", exact: true }).click();
  await expect(page.getByText("Published 1 product").first()).toBeVisible();
  expect((await (await request.get(`/api/products/${ids[1]}`, { headers })).json()).product.published).toBe(true);

  // Delete asks first (SPEC §2 wording); without JavaScript the list comes back with the tick and the count.
  await page.goto(listUrl(tag, "unpublished"));
  await page.getByLabel(`Select ${titles[0]}`).check();
  await bar(page).getByRole("button", { name: "Delete selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete products?" });
  await expect(dialog.getByText("Are you sure you want to delete 1 product. This action cannot be reversed.")).toBeVisible();
  await expect(bar(page).getByText("1 selected")).toBeVisible();
  await expect(page.getByLabel(`Select ${titles[0]}`)).toBeChecked();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted 1 product").first()).toBeVisible();
  expect((await request.get(`/api/products/${ids[0]}`, { headers })).status()).toBe(404);
  expect((await request.get(`/api/products/${ids[1]}`, { headers })).status()).toBe(200);
});

test("the bulk action checks the products permission: staff without it is refused", async ({ page, request, baseURL }, info) => {
  const s = stamp();
  const { headers, ids } = await makeProducts(request, `staff-${info.project.name}-${s}`, [`Guarded ${s}`]);
  await signIn(page, STAFF);
  const res = await page.request.post("/admin/products?index", { form: { intent: "delete", ids: ids[0] }, headers: { origin: baseURL ?? "" } });
  expect(res.status()).toBe(403);
  expect((await request.get(`/api/products/${ids[0]}`, { headers })).status()).toBe(200);
});

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, OPERATOR, OWNER, signIn } from "./helpers";

// Products bulk edit, with and without JavaScript: open it from a filtered list, change cells in several rows, save,
// see it in the list; a row changed elsewhere is refused with the input kept; one change applied to the whole filter;
// variants' prices, SKU and stock.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

async function apiHeaders(request: APIRequestContext) {
  const token = (await (await request.post("/api/auth/signin", { data: { email: OWNER, password: DEMO_PASSWORD } })).json()).token as string;
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const stores = (await (await request.get("/api/users/stores", { headers: auth })).json()).stores as Array<{ id: string }>;
  return { ...auth, "store-id": stores[0].id };
}

async function makeProducts(request: APIRequestContext, tag: string, titles: string[]) {
  const headers = await apiHeaders(request);
  const ids: string[] = [];
  for (const title of titles) {
    const res = await request.post("/api/products", { headers, data: { product: { title, vendor: "Before", tags: [tag], published: true } } });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).product._id);
  }
  return { headers, ids };
}

const listUrl = (tag: string) => `/admin/products?_query=${encodeURIComponent(JSON.stringify({ tag }))}`;
const vendorInList = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title }).locator('[data-col="vendor"]');

test("bulk edit a filtered set: change the vendor of several rows, save, see it in the list", async ({ page, request }, info) => {
  const s = stamp();
  const tag = `bulk-${info.project.name}-${s}`;
  const titles = [`Linen shirt ${s}`, `Linen pants ${s}`, `Linen hat ${s}`];
  await makeProducts(request, tag, titles);
  await makeProducts(request, `other-${s}`, [`Not in the filter ${s}`]);

  await signIn(page, OWNER);
  await page.goto(listUrl(tag));
  await page.getByRole("link", { name: "Bulk edit all 3" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/bulk-edit\?/);
  await expect(page.getByRole("heading", { name: "Bulk edit products" })).toBeVisible();
  await expect(page.getByText(`Published · Tag: ${tag} · 3 products`)).toBeVisible();
  await expect(page.locator("tr[data-row]")).toHaveCount(3);

  await page.getByLabel(`Vendor of ${titles[0]}`).fill("Nhà May Đức");
  await page.getByLabel(`Vendor of ${titles[1]}`).fill("Nhà May Đức");
  await page.getByLabel(`Tags of ${titles[1]}`).fill(`${tag}, linen`);
  // An emptied title refuses the whole save; the message is in its cell and every row keeps what was typed.
  await page.getByLabel(`Title of ${titles[2]}`).fill("");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByText("Title required")).toBeVisible();
  await expect(page.locator("tr[data-row]")).toHaveCount(3);
  await expect(page.getByLabel(`Vendor of ${titles[0]}`)).toHaveValue("Nhà May Đức");
  await page.getByLabel(`Title of ${titles[2]}`).fill(titles[2]);
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByText("2 products updated").first()).toBeVisible();
  await expect(page.getByLabel(`Vendor of ${titles[0]}`)).toHaveValue("Nhà May Đức");

  await page.goto(listUrl(tag));
  await expect(vendorInList(page, titles[0])).toHaveText("Nhà May Đức");
  await expect(vendorInList(page, titles[1])).toHaveText("Nhà May Đức");
  await expect(vendorInList(page, titles[2])).toHaveText("Before");
  await expect(page.getByRole("row").filter({ hasText: titles[1] }).getByText("linen", { exact: true })).toBeVisible();
});

test("a row changed elsewhere is refused with the input kept; saving again keeps it", async ({ page, request }, info) => {
  const s = stamp();
  const tag = `conflict-${info.project.name}-${s}`;
  const titles = [`Wool coat ${s}`, `Wool scarf ${s}`];
  const { headers, ids } = await makeProducts(request, tag, titles);

  await signIn(page, OWNER);
  await page.goto(`/admin/products/bulk-edit?_query=${encodeURIComponent(JSON.stringify({ tag }))}`);
  await expect(page.locator("tr[data-row]")).toHaveCount(2);
  // Someone else renames the coat's vendor while the sheet is open.
  const put = await request.put(`/api/products/${ids[0]}`, {
    headers,
    data: { product: { title: titles[0], vendor: "Someone else", tags: [tag], published: true, version: 1 } },
  });
  expect(put.status()).toBe(200);

  await page.getByLabel(`Vendor of ${titles[0]}`).fill("Mine");
  await page.getByLabel(`Vendor of ${titles[1]}`).fill("Mine too");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByRole("alert").filter({ hasText: "Changed elsewhere" })).toBeVisible();
  await expect(page.getByText("Saved now: Vendor “Someone else”")).toBeVisible();
  await expect(page.getByLabel(`Vendor of ${titles[0]}`)).toHaveValue("Mine");
  await expect(page.getByLabel(`Vendor of ${titles[1]}`)).toHaveValue("Mine too");

  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByText("2 products updated").first()).toBeVisible();
  const now = await (await request.get(`/api/products/${ids[0]}`, { headers })).json();
  expect(now.product.vendor).toBe("Mine");
  const other = await (await request.get(`/api/products/${ids[1]}`, { headers })).json();
  expect(other.product.vendor).toBe("Mine too");
});

test("selected rows and apply to all: tick rows on the list, then one change for the whole filter with a confirm step", async ({ page, request }, info) => {
  const s = stamp();
  const tag = `apply-${info.project.name}-${s}`;
  const titles = [`Cap ${s}`, `Belt ${s}`, `Sock ${s}`];
  const { headers, ids } = await makeProducts(request, tag, titles);

  await signIn(page, OWNER);
  await page.goto(listUrl(tag));
  await page.getByLabel(`Select ${titles[0]}`).check();
  await page.getByLabel(`Select ${titles[2]}`).check();
  await page.getByRole("button", { name: "Bulk edit selected" }).click();
  await expect(page.getByText("2 selected products · 2 products")).toBeVisible();
  await expect(page.locator("tr[data-row]")).toHaveCount(2);

  await page.goto(`/admin/products/bulk-edit?tab=published&_query=${encodeURIComponent(JSON.stringify({ tag }))}&cols=title,published`);
  await expect(page.getByRole("columnheader")).toHaveText(["Title", "Published"]);
  await page.getByLabel("Add tags").fill("clearance");
  await page.getByLabel("Set vendor").fill("Outlet");
  await page.getByRole("button", { name: "Review change" }).click();
  await expect(page.getByText("This changes 3 matching products:")).toBeVisible();
  await expect(page.getByText("Set vendor to “Outlet”")).toBeVisible();
  // Nothing changed yet.
  expect((await (await request.get(`/api/products/${ids[0]}`, { headers })).json()).product.vendor).toBe("Before");
  await page.getByRole("button", { name: "Confirm and apply" }).click();
  await expect(page.getByText("3 products updated").first()).toBeVisible();
  for (const id of ids) {
    const p = (await (await request.get(`/api/products/${id}`, { headers })).json()).product;
    expect(p).toMatchObject({ vendor: "Outlet", tags: [tag, "clearance"] });
  }
});

test("prices, SKU and stock: a one-variant product on its own row, several variants on rows below; stock changes land in the history", async ({
  page,
  request,
}, info) => {
  const s = stamp();
  const tag = `prices-${info.project.name}-${s}`;
  const { headers, ids } = await makeProducts(request, tag, [`Scarf ${s}`, `Sandal ${s}`]);
  const [scarfId, sandalId] = ids;
  const one = await request.post(`/api/products/${scarfId}/variants`, {
    headers,
    data: { variant: { price: 200000, sku: `SCARF-${s}`, inventoryQuantity: 5 } },
  });
  expect(one.status()).toBe(201);
  const scarfVariantId = (await one.json()).variant._id as string;
  expect((await request.put(`/api/products/${sandalId}/options`, { headers, data: { options: [{ name: "Size", values: ["38", "39"] }] } })).status()).toBe(200);
  const two = await request.post(`/api/products/${sandalId}/variants/combinations`, { headers, data: { optionsVersion: 1, price: 300000 } });
  expect(two.status(), await two.text()).toBe(201);
  const sandals = (await (await request.get(`/api/products/${sandalId}/variants`, { headers })).json()).variants as Array<{ _id: string }>;

  await signIn(page, OWNER);
  await page.goto(`/admin/products/bulk-edit?_query=${encodeURIComponent(JSON.stringify({ tag }))}`);
  await expect(page.getByRole("columnheader")).toHaveText([
    "Title",
    "Price",
    "Compare-at price",
    "Cost per item",
    "SKU",
    "Stock",
    "Vendor",
    "Product type",
    "Tags",
    "Published",
  ]);
  await expect(page.getByLabel(`Price of Scarf ${s}`, { exact: true })).toHaveValue("200000");
  await expect(page.getByRole("row").filter({ hasText: "2 variants below" })).toBeVisible();

  await page.getByLabel(`Price of Scarf ${s}`, { exact: true }).fill("180000");
  await page.getByLabel(`Compare-at price of Scarf ${s}`, { exact: true }).fill("150000");
  await page.getByLabel(`Cost per item of Scarf ${s}`, { exact: true }).fill("95000");
  await page.getByLabel(`Stock of Sandal ${s} – 39`, { exact: true }).fill("7");
  await page.getByLabel(`SKU of Sandal ${s} – 38`, { exact: true }).fill(`SANDAL-38-${s}`);
  await page.getByRole("button", { name: "Save" }).first().click();
  // A compare-at price below the price is refused in its cell; every input stays as typed.
  await expect(page.getByText("Compare-at price must be at least the price")).toBeVisible();
  await expect(page.getByLabel(`Stock of Sandal ${s} – 39`, { exact: true })).toHaveValue("7");
  await page.getByLabel(`Compare-at price of Scarf ${s}`, { exact: true }).fill("");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByText("3 variants updated").first()).toBeVisible();
  await expect(page.getByLabel(`Price of Scarf ${s}`, { exact: true })).toHaveValue("180000");

  const variant = async (productId: string, id: string) => (await (await request.get(`/api/products/${productId}/variants/${id}`, { headers })).json()).variant;
  expect(await variant(scarfId, scarfVariantId)).toMatchObject({ price: 180000, compareAtPrice: null, cost: 95000, inventoryQuantity: 5 });
  expect(await variant(sandalId, sandals[0]._id)).toMatchObject({ sku: `SANDAL-38-${s}`, inventoryQuantity: 0 });
  expect(await variant(sandalId, sandals[1]._id)).toMatchObject({ inventoryQuantity: 7 });
  // The operator's inventory history explains the new count.
  const opsToken = (await (await request.post("/api/auth/signin", { data: { email: OPERATOR, password: DEMO_PASSWORD } })).json()).token as string;
  const history = await request.get(`/api/inventory/${sandals[1]._id}/history`, {
    headers: { authorization: `Bearer ${opsToken}`, "access-token": opsToken, "store-id": headers["store-id"] },
  });
  expect((await history.json()).adjustments).toMatchObject([{ delta: 7, quantityAfter: 7, reason: "Bulk edit", userEmail: OWNER }]);
});

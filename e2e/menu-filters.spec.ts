import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, OPERATOR, OWNER, ownStore, signIn } from "./helpers";

// Menu filters (ADR 072), with and without JavaScript: an operator builds a filter in the admin, the store's collection
// page shows it and filtering works; a store owner (not an operator) gets the 404 page and the API's 404. The operator
// works in a store of the test's own, so the demo store's collection pages other specs read never change.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

async function seedCatalog(page: Page, token: string, storeId: string, s: string) {
  const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };
  const made: string[] = [];
  for (const [title, vendor, price] of [
    [`Slim jeans ${s}`, "Saigon Denim", 450000],
    [`Linen shirt ${s}`, "Hanoi Linen", 250000],
    [`Denim cap ${s}`, "Saigon Denim", 120000],
  ] as const) {
    const p = await page.request.post("/api/products", { headers, data: { product: { title, vendor, tags: ["e2e"], published: true } } });
    expect(p.status(), await p.text()).toBe(201);
    const id = (await p.json()).product._id as string;
    const v = await page.request.post(`/api/products/${id}/variants`, { headers, data: { variant: { price, inventoryQuantity: 5 } } });
    expect(v.status(), await v.text()).toBe(201);
    made.push(id);
  }
  const handle = `all-${s}`;
  const c = await page.request.post("/api/collections", { headers, data: { collection: { title: `All ${s}`, handle, published: true } } });
  expect(c.status(), await c.text()).toBe(201);
  const collect = await page.request.put(`/api/collections/${(await c.json()).collection._id}/collect`, {
    headers,
    data: { collection: { productIds: made } },
  });
  expect(collect.status(), await collect.text()).toBe(200);
  return handle;
}

test("an operator creates a filter; the storefront's collection page shows it and filters", async ({ page, baseURL }, info) => {
  const s = stamp();
  await signIn(page, OPERATOR);
  const { storeId, token, domain } = await ownStore(page, baseURL ?? "", OPERATOR, `Filters ${info.project.name} ${s}`);
  const handle = await seedCatalog(page, token, storeId, s);
  const storefront = `http://${domain.replace(/\.backroom\.shop$/, ".localhost")}:${new URL(baseURL ?? "").port}`;
  const main = page.getByRole("main");

  await page.goto("/admin/menufilter");
  await main
    .getByRole("link", { name: /Thêm bộ lọc|Add filter/ })
    .first()
    .click();
  await page.waitForURL(/\/admin\/menufilter\/create/);
  await page.locator('input[name="name"]').fill("Brand");
  await page.locator('[name="conditions[0].nameDislay"]').fill("Saigon Denim");
  await page.locator('[name="conditions[0].value"]').fill("Saigon Denim");
  // "Add choice" posts the whole form and comes back with what was typed, plus a row for the field chosen.
  await page.locator('select[name="newField"]').selectOption("vendor");
  await main.locator('button[name="intent"][value="add-condition"]').click();
  await expect(page.locator('[name="conditions[0].value"]')).toHaveValue("Saigon Denim");
  await expect(page.locator('input[name="name"]')).toHaveValue("Brand");
  await page.locator('[name="conditions[1].value"]').fill("Hanoi Linen");
  // A third row left without a value is dropped on save (SPEC §5).
  await main.locator('button[name="intent"][value="add-condition"]').click();
  await expect(page.locator('[name="conditions[2].value"]')).toHaveValue("");
  await expect(page.locator('[name="conditions[1].value"]')).toHaveValue("Hanoi Linen");
  await main.locator('button[name="intent"][value="save"]').last().click();
  await page.waitForURL(/\/admin\/menufilter\/update\/[0-9a-f-]{36}/);
  await expect(page.locator('[name="conditions[1].nameDislay"]')).toHaveValue("Hanoi Linen");
  await expect(page.locator('[name="conditions[2].value"]')).toHaveCount(0);

  await page.goto("/admin/menufilter");
  await expect(main.getByRole("link", { name: "Brand" })).toBeVisible();

  // The storefront (the store is Vietnamese): the collection page's filter form is a plain GET form.
  await page.goto(`${storefront}/collections/${handle}`);
  const products = page.locator(`a[href^="/products/"]`);
  await expect(products.filter({ hasText: `Linen shirt ${s}` }).first()).toBeVisible();
  await page.locator('select[name="filter.brand"]').selectOption({ label: "Saigon Denim" });
  await page.locator("form.filters button[type=submit]").click();
  await expect(page).toHaveURL(/filter\.brand=saigon-denim/);
  await expect(products.filter({ hasText: `Slim jeans ${s}` }).first()).toBeVisible();
  await expect(products.filter({ hasText: `Denim cap ${s}` }).first()).toBeVisible();
  await expect(products.filter({ hasText: `Linen shirt ${s}` })).toHaveCount(0);
  await expect(page.locator('select[name="filter.brand"]')).toHaveValue("saigon-denim");
});

test("a store owner gets the 404 page and the API's 404", async ({ page, request }) => {
  await signIn(page, OWNER);
  for (const path of ["/admin/menufilter", "/admin/menufilter/create"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  const token = (await (await request.post("/api/auth/signin", { data: { email: OWNER, password: DEMO_PASSWORD } })).json()).token as string;
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const stores = (await (await request.get("/api/users/stores", { headers: auth })).json()).stores as Array<{ id: string }>;
  const api = await request.get("/api/menufilters", { headers: { ...auth, "store-id": stores[0]!.id } });
  expect(api.status()).toBe(404);
  // The shell's Navigation menu does not offer it either.
  await page.goto("/admin/menus");
  await expect(page.locator('a[href="/admin/menufilter"]')).toHaveCount(0);
});

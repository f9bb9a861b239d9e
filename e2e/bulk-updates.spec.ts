import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD, OPERATOR, OWNER, signIn } from "./helpers";

// Bulk updates as the operator, with and without JavaScript: preview, run, wait for done, undo, products back.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

async function apiHeaders(request: APIRequestContext, email: string) {
  const token = (await (await request.post("/api/auth/signin", { data: { email, password: DEMO_PASSWORD } })).json()).token as string;
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const stores = (await (await request.get("/api/users/stores", { headers: auth })).json()).stores as Array<{ id: string }>;
  return { ...auth, "store-id": stores[0].id };
}

test("as operator: create with preview, run, wait for done, undo, products back", async ({ page, request }, info) => {
  const s = stamp();
  const tag = `bu-${info.project.name}-${s}`;
  const name = `Summer ${info.project.name} ${s}`;
  const headers = await apiHeaders(request, OPERATOR);
  const made: { id: string; variant: string }[] = [];
  for (const title of [`Straw hat ${s}`, `Sandals ${s}`, `Beach towel ${s}`]) {
    const p = await request.post("/api/products", { headers, data: { product: { title, vendor: "Old vendor", tags: [tag], published: true } } });
    const id = (await p.json()).product._id as string;
    const v = await request.post(`/api/products/${id}/variants`, { headers, data: { variant: { price: 100, compareAtPrice: 120 } } });
    expect(v.status(), await v.text()).toBe(201);
    made.push({ id, variant: (await v.json()).variant._id });
  }
  const read = async (m: { id: string; variant: string }) => ({
    vendor: (await (await request.get(`/api/products/${m.id}`, { headers })).json()).product.vendor,
    price: (await (await request.get(`/api/products/${m.id}/variants/${m.variant}`, { headers })).json()).variant.price,
  });

  await signIn(page, OPERATOR);
  await page.goto("/admin/bulkupdates");
  await page.getByRole("link", { name: "Create bulk update" }).click();
  await page.getByLabel("Tag", { exact: true }).fill(tag);
  await page.getByLabel("Vendor action").selectOption("set");
  await page.getByLabel("New vendor").fill("Sun Co");
  await page.getByLabel("Price action").selectOption("percent");
  await page.getByLabel("Price change").fill("10");
  await page.getByLabel("Name (optional)").fill(name);

  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("3 products will change. Nothing has been saved yet.")).toBeVisible();
  const preview = page.getByRole("table", { name: "Preview" });
  await expect(preview.getByRole("row").filter({ hasText: "Sun Co" })).toHaveCount(3);
  await expect(preview.getByRole("cell", { name: "110 đ", exact: true })).toHaveCount(3);
  expect(await read(made[0])).toEqual({ vendor: "Old vendor", price: 100 });
  // The form kept its values for Run.
  await expect(page.getByLabel("New vendor")).toHaveValue("Sun Co");

  await page.getByRole("button", { name: "Run" }).click();
  await expect(page).toHaveURL(/\/admin\/bulkupdates$/);
  await expect(page.getByText("Bulk update started").first()).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.locator("[data-status]")).toHaveText("Done", { timeout: 30_000 });
  await expect(row.getByText("3 / 3")).toBeVisible();
  for (const m of made) expect(await read(m)).toEqual({ vendor: "Sun Co", price: 110 });

  await row.getByRole("button", { name: /^Undo/ }).click();
  await expect(page.getByText("Undo started").first()).toBeVisible();
  await expect(row.locator("[data-status]")).toHaveText("Undone", { timeout: 30_000 });
  await expect(row.getByText("Undone: 3 restored")).toBeVisible();
  for (const m of made) expect(await read(m)).toEqual({ vendor: "Old vendor", price: 100 });
});

test("bulk updates are for operators only: the owner gets the 404 page, and the API answers 404 too", async ({ page, request }) => {
  await signIn(page, OWNER);
  for (const path of ["/admin/bulkupdates", "/admin/bulkupdates/create"]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Create bulk update" })).toHaveCount(0);
    await expect(page.getByText(/not found|404/i).first()).toBeVisible();
  }
  const headers = await apiHeaders(request, OWNER);
  expect((await request.get("/api/bulkupdates", { headers })).status()).toBe(404);
});

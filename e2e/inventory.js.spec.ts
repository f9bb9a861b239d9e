import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, OPERATOR, signIn } from "./helpers";

// With JavaScript the adjust forms post in the background (app/enhance/row-forms.ts): the row and the toast change
// in place, the page does not reload, other rows keep what was typed in them, and a double click counts once.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

async function variants(request: APIRequestContext, sku: string) {
  const token = (await (await request.post("/api/auth/signin", { data: { email: OPERATOR, password: DEMO_PASSWORD } })).json()).token as string;
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const stores = (await (await request.get("/api/users/stores", { headers: auth })).json()).stores as Array<{ id: string }>;
  const headers = { ...auth, "store-id": stores[0].id };
  const product = (await (await request.post("/api/products", { headers, data: { product: { title: `Inline ${sku}` } } })).json()).product as { _id: string };
  await request.put(`/api/products/${product._id}/options`, { headers, data: { options: [{ name: "Size", values: ["S", "M"] }] } });
  const res = await request.post(`/api/products/${product._id}/variants/bulk`, {
    headers,
    data: {
      variants: [
        { option1: "S", price: 1, sku: `${sku}-S`, inventoryQuantity: 10 },
        { option1: "M", price: 1, sku: `${sku}-M`, inventoryQuantity: 2 },
      ],
    },
  });
  expect(res.status()).toBe(201);
}

const row = (page: Page, sku: string) => page.locator("tbody tr").filter({ hasText: sku });

test("adjusting updates the row in place; a double click counts once; a refusal shows in the row", async ({ page, request }) => {
  const sku = `INL${stamp()}`.toUpperCase();
  await variants(request, sku);
  await signIn(page, OPERATOR);
  await page.goto(`/admin/inventory?_query=${encodeURIComponent(JSON.stringify({ search: sku }))}`);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await row(page, `${sku}-M`)
    .getByLabel(/^Quantity for/)
    .fill("1");

  await row(page, `${sku}-S`)
    .getByLabel(/^Quantity for/)
    .fill("4");
  await row(page, `${sku}-S`).getByRole("button", { name: "Adjust" }).dblclick();
  await expect(page.getByText(/Stock adjusted: Inline .* \(S\) now has 14 in stock/)).toBeVisible();
  await expect(row(page, `${sku}-S`).getByLabel(/^In stock:/)).toHaveText("14");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(row(page, `${sku}-M`).getByLabel(/^Quantity for/)).toHaveValue("1");
  await page.reload();
  await expect(row(page, `${sku}-S`).getByLabel(/^In stock:/)).toHaveText("14");

  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await row(page, `${sku}-M`)
    .getByLabel(/^Quantity for/)
    .fill("-5");
  await row(page, `${sku}-M`).getByRole("button", { name: "Adjust" }).click();
  await expect(row(page, `${sku}-M`).getByRole("alert")).toHaveText("Stock cannot go below 0 (2 in stock)");
  await expect(row(page, `${sku}-M`).getByLabel(/^Quantity for/)).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

// Issue 9's journey, with and without JavaScript: the operator creates a customer and a discount code in the admin, a
// buyer with the customer's e-mail checks out through the storefront API with the code, and the order is found by a
// bookmarked filtered URL. On the order page it is marked paid and shows the code; part of it is fulfilled, one line
// is refunded with restock; a second order is cancelled through the page's dialog and its stock comes back; the
// customer's page lists both orders. (The recovery mail of an abandoned checkout is e2e/abandoned.spec.ts.)
import { expect, test, type APIRequestContext } from "@playwright/test";
import { OPERATOR, signIn, uniqueEmail } from "./helpers";
import { apiHeaders } from "./orders-helpers";

async function product(request: APIRequestContext, headers: Record<string, string>, title: string, price: number, stock: number) {
  const p = await request.post("/api/products", { headers, data: { product: { title, published: true } } });
  expect(p.status(), await p.text()).toBe(201);
  const productId = (await p.json()).product._id as string;
  const v = await request.post(`/api/products/${productId}/variants/bulk`, { headers, data: { variants: [{ price, inventoryQuantity: stock }] } });
  expect(v.status(), await v.text()).toBe(201);
  return { productId, variantId: (await v.json()).variants[0]._id as string };
}

const stockOf = async (request: APIRequestContext, headers: Record<string, string>, productId: string) =>
  (await (await request.get(`/api/products/${productId}/variants`, { headers })).json()).variants[0].inventoryQuantity as number;

/** A storefront checkout walked to completion (cash on delivery), with a discount code when given. */
async function checkout(request: APIRequestContext, storeId: string, email: string, lines: { variantId: string; quantity: number }[], code?: string) {
  const base = `/api/storefront/${storeId}/checkouts`;
  const created = await request.post(base, { data: { lines, email } });
  expect(created.status(), await created.text()).toBe(201);
  const token = (await created.json()).checkout.token as string;
  const address = { firstName: "Mai", lastName: "Trần", address1: "5 Đồng Khởi", city: "Hồ Chí Minh", countryCode: "VN" };
  expect((await request.put(`${base}/${token}`, { data: { shippingAddress: address } })).status()).toBe(200);
  expect((await request.put(`${base}/${token}/shipping-line`, { data: { code: "standard" } })).status()).toBe(200);
  if (code) {
    const applied = await request.put(`${base}/${token}/discount-code`, { data: { code } });
    expect(applied.status(), await applied.text()).toBe(200);
  }
  const done = await request.post(`${base}/${token}/complete`, {
    data: { paymentMethod: "cod" },
    headers: { "idempotency-key": `journey-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` },
  });
  expect(done.status(), await done.text()).toBe(201);
  return (await done.json()).order as { _id: string; name: string };
}

test("a customer and a code made in the admin, an order with both found by a bookmark, paid, part fulfilled, a line refunded, another order cancelled", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = `${testInfo.project.name}${Date.now().toString(36)}`.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const email = uniqueEmail("journey", testInfo.project.name);
  const { headers, storeId } = await apiHeaders(request, OPERATOR);
  const shirt = await product(request, headers, `Áo sơ mi ${run}`, 300000, 6);
  const scarf = await product(request, headers, `Khăn lụa ${run}`, 100000, 6);

  // The customer and the code, through the admin's forms.
  await signIn(page, OPERATOR);
  await page.goto("/admin/customer/create");
  await page.getByLabel("First name").first().fill("Mai");
  await page.getByLabel("Last name").first().fill(`Trần ${run}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/customer\/update\//);
  const customerPage = new URL(page.url()).pathname;

  const code = `J${run}`.slice(0, 20);
  await page.goto("/admin/discount/code/create");
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("Discount type").selectOption("percentage");
  await page.getByLabel("Percentage (%)").fill("10");
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/discount\/code\/update\//);

  // The buyer checks out with the customer's e-mail and the code: 2 × 300.000 + 1 × 100.000, less 10 %.
  const order = await checkout(
    request,
    storeId,
    email,
    [
      { variantId: shirt.variantId, quantity: 2 },
      { variantId: scarf.variantId, quantity: 1 },
    ],
    code.toLowerCase(),
  );
  expect(await stockOf(request, headers, shirt.productId)).toBe(4);

  // A bookmarked list: unpaid, placed today, searched by the buyer's e-mail.
  const bookmark = `/admin/orders?tab=unpaid&_query=${encodeURIComponent(JSON.stringify({ search: email, financial: "pending", date: "today" }))}`;
  await page.goto(bookmark);
  await expect(page.getByRole("link", { name: order.name })).toBeVisible();
  await page.getByRole("link", { name: order.name }).click();
  await page.waitForURL(new RegExp(`/admin/orders/detail/${order._id}`));
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByText("−70.000 đ").first()).toBeVisible();

  // Cash collected: marked paid once, whatever the page is resubmitted.
  await page.getByRole("button", { name: "Mark as paid" }).click();
  await expect(page.getByText("Order marked as paid").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as paid" })).toHaveCount(0);

  // One shirt shipped.
  await page.goto(`/admin/orders/${order._id}/fulfillment`);
  await page.getByLabel(`Quantity of Áo sơ mi ${run}`).fill("1");
  await page.getByLabel(`Quantity of Khăn lụa ${run}`).fill("0");
  await page.getByLabel("Tracking number").first().fill(`GHN-${run}`);
  await page.getByRole("button", { name: "Fulfill items" }).click();
  await expect(page.getByTestId("order-statuses")).toContainText("Partially fulfilled");

  // The scarf refunded and restocked: its price less its share of the code (100.000 − 10.000).
  await page.goto(`/admin/orders/${order._id}/refund`);
  await page.getByLabel(`Quantity of Khăn lụa ${run}`).fill("1");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("refund-total")).toHaveText("90.000 đ");
  await page.getByRole("button", { name: "Refund 90.000 đ" }).click();
  await expect(page.getByText("Refunded 90.000 đ")).toBeVisible();
  expect(await stockOf(request, headers, scarf.productId)).toBe(6);

  // Another order from the same buyer, cancelled from its page: the stock comes back, once.
  const second = await checkout(request, storeId, email, [{ variantId: shirt.variantId, quantity: 3 }]);
  expect(await stockOf(request, headers, shirt.productId)).toBe(1);
  await page.goto(`/admin/orders/detail/${second._id}`);
  await page.getByRole("link", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel order ${second.name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText("Order cancelled").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Cancel order" })).toHaveCount(0);
  expect(await stockOf(request, headers, shirt.productId)).toBe(4);

  // The customer's page lists both orders.
  await page.goto(customerPage);
  await expect(page.getByRole("link", { name: order.name })).toBeVisible();
  await expect(page.getByRole("link", { name: second.name })).toBeVisible();
});

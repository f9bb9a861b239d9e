// Issue 9, ADR 039: an order placed through the storefront's checkout API, part of it fulfilled with tracking, one line
// refunded with restock (its stock comes back), and the buyer's mails in the outbox. Both projects: the forms post as
// documents without JavaScript.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD, OPERATOR, OWNER, signIn, uniqueEmail } from "./helpers";

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post("/api/auth/signin", { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}`, "access-token": token };
}

/** A product with one variant (price in VND, the demo store's currency) made as the owner; returns the variant's id. */
async function productWithStock(request: APIRequestContext, headers: Record<string, string>, title: string, price: number, stock: number) {
  const p = await request.post("/api/products", { headers, data: { product: { title, published: true } } });
  expect(p.status(), await p.text()).toBe(201);
  const productId = ((await p.json()) as { product: { _id: string } }).product._id;
  const v = await request.post(`/api/products/${productId}/variants/bulk`, { headers, data: { variants: [{ price, inventoryQuantity: stock }] } });
  expect(v.status(), await v.text()).toBe(201);
  return { productId, variantId: ((await v.json()) as { variants: { _id: string }[] }).variants[0]!._id };
}

async function stockOf(request: APIRequestContext, headers: Record<string, string>, productId: string) {
  const res = await request.get(`/api/products/${productId}/variants`, { headers });
  const body = (await res.json()) as { variants: { inventoryQuantity: number }[] };
  return body.variants[0]!.inventoryQuantity;
}

test("place an order, fulfil part of it, refund one line with restock, and find the mails in the outbox", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const owner = await tokenOf(request, OWNER);
  const { stores } = (await (await request.get("/api/users/stores", { headers: owner })).json()) as { stores: { id: string }[] };
  const storeId = stores[0]!.id;
  const headers = { ...owner, "store-id": storeId };
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const shirt = await productWithStock(request, headers, `Áo thun ${tag}`, 150000, 5);
  const hat = await productWithStock(request, headers, `Nón lá ${tag}`, 100000, 5);
  const email = uniqueEmail("buyer", testInfo.project.name);

  // The buyer's checkout, through the public storefront API.
  const created = await request.post(`/api/storefront/${storeId}/checkouts`, {
    data: {
      lines: [
        { variantId: shirt.variantId, quantity: 2 },
        { variantId: hat.variantId, quantity: 1 },
      ],
      email,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = ((await created.json()) as { checkout: { token: string } }).checkout.token;
  const address = { firstName: "Lan", lastName: "Nguyễn", address1: "12 Lý Tự Trọng", city: "Hồ Chí Minh", countryCode: "VN" };
  expect((await request.put(`/api/storefront/${storeId}/checkouts/${token}`, { data: { shippingAddress: address } })).status()).toBe(200);
  expect((await request.put(`/api/storefront/${storeId}/checkouts/${token}/shipping-line`, { data: { code: "standard" } })).status()).toBe(200);
  const completed = await request.post(`/api/storefront/${storeId}/checkouts/${token}/complete`, {
    headers: { "idempotency-key": `e2e-${tag}` },
    data: { paymentMethod: "cod" },
  });
  expect(completed.status(), await completed.text()).toBe(201);
  const order = ((await completed.json()) as { order: { _id: string; name: string } }).order;
  expect(await stockOf(request, headers, hat.productId)).toBe(4);

  // Paid on delivery, recorded through the API (the order's page, with its Mark as paid, is the orders screens').
  const paid = await request.post(`/api/orders/${order._id}/mark-paid`, { headers, data: { idempotencyKey: `paid-${tag}` } });
  expect(paid.status(), await paid.text()).toBe(200);

  await signIn(page, OWNER);
  await page.goto(`/admin/orders/${order._id}/fulfillment`);
  await expect(page.getByRole("heading", { name: "Fulfill items" })).toBeVisible();
  await expect(page.getByTestId("order-statuses")).toContainText("Unfulfilled");
  await expect(page.getByLabel(`Quantity of Áo thun ${tag}`)).toHaveValue("2");
  await page.getByLabel(`Quantity of Áo thun ${tag}`).fill("1");
  await page.getByLabel(`Quantity of Nón lá ${tag}`).fill("0");
  await page.getByLabel("Shipping carrier").first().selectOption("GHN");
  await page.getByLabel("Tracking number").first().fill("GHN-E2E-1");
  await page.getByLabel("Tracking link").first().fill("https://donhang.ghn.vn/?order_code=GHN-E2E-1");
  await page.getByRole("button", { name: "Fulfill items" }).click();
  await expect(page.getByText("Items fulfilled")).toBeVisible();
  await expect(page.getByTestId("order-statuses")).toContainText("Partially fulfilled");
  await expect(page.getByText("Fulfillment #1")).toBeVisible();
  // What is left: one shirt and the hat.
  await expect(page.getByLabel(`Quantity of Áo thun ${tag}`)).toHaveValue("1");

  // Refund the hat, restocked (the box is checked by default).
  await page.goto(`/admin/orders/${order._id}/refund`);
  await expect(page.getByRole("heading", { name: "Refund", exact: true })).toBeVisible();
  await page.getByLabel(`Quantity of Nón lá ${tag}`).fill("1");
  await expect(page.getByLabel(`Restock Nón lá ${tag}`)).toBeChecked();
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("refund-total")).toHaveText("100.000 đ");
  // Too much shipping is refused on its field, with the input kept.
  await page.getByLabel("Shipping").fill("999999");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByText("At most 30000 of shipping can be refunded")).toBeVisible();
  await expect(page.getByLabel(`Quantity of Nón lá ${tag}`)).toHaveValue("1");
  await page.getByLabel("Shipping").fill("0");
  await page.getByLabel("Reason for refund").fill("Khách trả nón");
  await page.getByRole("button", { name: "Calculate" }).click();
  await page.getByRole("button", { name: "Refund 100.000 đ" }).click();
  await expect(page.getByText("Refunded 100.000 đ")).toBeVisible();
  await expect(page.getByTestId("order-statuses")).toContainText("Partially refunded");
  expect(await stockOf(request, headers, hat.productId)).toBe(5);
  expect(await stockOf(request, headers, shirt.productId)).toBe(3);

  // The buyer's mails, in the store's language (the demo store is vi).
  const ops = await tokenOf(request, OPERATOR);
  await expect
    .poll(async () => {
      const res = await request.get(`/api/outbox?to=${encodeURIComponent(email)}`, { headers: ops });
      const { mails } = (await res.json()) as { mails: { subject: string; text: string }[] };
      return mails.map((m) => m.subject.replace(/ · .*$/, "")).sort();
    })
    .toEqual([`Hoàn tiền cho đơn hàng ${order.name}`, `Đơn hàng ${order.name} đang trên đường giao`, `Đơn hàng ${order.name} đã được xác nhận`].sort());
});

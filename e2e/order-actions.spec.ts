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

/** The demo owner's API headers for their store, and the store's id. */
async function ownerHeaders(request: APIRequestContext) {
  const owner = await tokenOf(request, OWNER);
  const { stores } = (await (await request.get("/api/users/stores", { headers: owner })).json()) as { stores: { id: string }[] };
  const storeId = stores[0]!.id;
  return { storeId, headers: { ...owner, "store-id": storeId } };
}

/** A phone sale through the manual order API (`paid`, or pending cash on delivery); returns the order. */
async function phoneSale(
  request: APIRequestContext,
  headers: Record<string, string>,
  sale: { lines: { variantId: string; quantity: number }[]; email: string; paid: boolean; idempotencyKey: string },
) {
  const placed = await request.post("/api/orders", { headers, data: { product: sale.paid ? sale : { ...sale, paymentMethod: "cod" } } });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { _id: string } }).order;
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
  const { headers, storeId } = await ownerHeaders(request);
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
  // Per line: what the buyer paid a unit, and the most that can still be given back.
  const hatRow = page.getByRole("listitem").filter({ has: page.getByLabel(`Quantity of Nón lá ${tag}`) });
  await expect(hatRow).toContainText("100.000 đ each");
  await expect(hatRow.getByTestId("line-refundable")).toHaveText("up to 100.000 đ");
  await page.getByLabel(`Quantity of Nón lá ${tag}`).fill("1");
  await expect(page.getByLabel(`Restock Nón lá ${tag}`)).toBeChecked();
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("refund-total")).toHaveText("100.000 đ");
  // Too much shipping is refused on its field, said in the store's money, with the input kept.
  await page.getByLabel("Shipping").fill("999.999");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByText("At most 30.000 đ of shipping can be refunded")).toBeVisible();
  await expect(page.getByLabel(`Quantity of Nón lá ${tag}`)).toHaveValue("1");
  // An amount that could be read two ways is refused, never guessed.
  await page.getByLabel("Shipping").fill("30,5");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByText("Write a whole number of đồng, like 30000 or 30.000")).toBeVisible();
  await page.getByLabel("Shipping").fill("0");
  await page.getByLabel("Reason for refund").fill("Khách trả nón");
  await page.getByRole("button", { name: "Calculate" }).click();
  await page.getByRole("button", { name: "Refund 100.000 đ" }).click();
  await expect(page.getByText("Refunded 100.000 đ")).toBeVisible();
  await expect(page.getByTestId("order-statuses")).toContainText("Partially refunded");
  expect(await stockOf(request, headers, hat.productId)).toBe(5);
  expect(await stockOf(request, headers, shirt.productId)).toBe(3);

  // The shipping, typed the way the store shows it ("30.000", as in 30.000 đ): thirty thousand đồng, not thirty.
  await page.getByLabel("Shipping").fill("30.000");
  await page.getByLabel("Send a notification to the customer").uncheck();
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("refund-total")).toHaveText("30.000 đ");
  await page.getByRole("button", { name: "Refund 30.000 đ" }).click();
  await expect(page.getByText("Refunded 30.000 đ")).toBeVisible();
  await expect(page.getByText("Up to 0 đ can be refunded")).toBeVisible();
  const refunded = (await (await request.get(`/api/orders/${order._id}/refund`, { headers })).json()) as { shipping: { refunded: number } };
  expect(refunded.shipping.refunded).toBe(30000);

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

test("a form sent before with other details comes back saying so, with a new key; sent again, it refunds once", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const { headers } = await ownerHeaders(request);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const shirt = await productWithStock(request, headers, `Áo khoác ${tag}`, 200000, 5);
  const hat = await productWithStock(request, headers, `Mũ len ${tag}`, 50000, 5);
  // A paid phone sale (the manual order API).
  const order = await phoneSale(request, headers, {
    lines: [
      { variantId: shirt.variantId, quantity: 2 },
      { variantId: hat.variantId, quantity: 1 },
    ],
    email: uniqueEmail("key", testInfo.project.name),
    paid: true,
    idempotencyKey: `e2e-key-${tag}`,
  });
  const lineOf = async (title: string) => {
    const body = (await (await request.get(`/api/orders/${order._id}/refund`, { headers })).json()) as { lines: { lineId: string; title: string }[] };
    return body.lines.find((l) => l.title === title)!.lineId;
  };

  await signIn(page, OWNER);
  await page.goto(`/admin/orders/${order._id}/refund`);
  const rendered = await page.locator('input[name="idempotencyKey"]').getAttribute("value");
  expect(rendered).toBeTruthy();
  // The form this page rendered was sent before, for the hat (another tab; a Back after the answer got lost):
  // its key is taken, by a refund that went through.
  const first = await request.post("/api/orders/refund", {
    headers,
    data: { orderId: order._id, lines: [{ lineId: await lineOf(`Mũ len ${tag}`), quantity: 1, restock: true }], shipping: 0, idempotencyKey: rendered },
  });
  expect(first.status(), await first.text()).toBe(201);

  // Now changed (a shirt instead) and sent: refused, said on the form, the input kept, a new key.
  await page.getByLabel(`Quantity of Áo khoác ${tag}`).fill("1");
  await page.getByLabel("Reason for refund").fill("Khách đổi ý");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByText("This form was already submitted with different details, and that submission went through.")).toBeVisible();
  await expect(page.getByLabel(`Quantity of Áo khoác ${tag}`)).toHaveValue("1");
  await expect(page.getByLabel("Reason for refund")).toHaveValue("Khách đổi ý");
  // The page shows the order as it now is: the hat is refunded, so only the shirt is left to refund.
  await expect(page.getByLabel(`Quantity of Mũ len ${tag}`)).toHaveCount(0);
  const renewed = await page.locator('input[name="idempotencyKey"]').getAttribute("value");
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(rendered);

  // Reviewed and sent again: it refunds the shirt.
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByText(/^Refunded [\d.]+ đ$/)).toBeVisible();
  const after = (await (await request.get(`/api/orders/${order._id}/refund`, { headers })).json()) as {
    refunds: unknown[];
    lines: { title: string; refundedQuantity: number }[];
  };
  expect(after.refunds).toHaveLength(2);
  expect(after.lines.map((l) => [l.title, l.refundedQuantity]).sort()).toEqual([
    [`Mũ len ${tag}`, 1],
    [`Áo khoác ${tag}`, 1],
  ]);
});

test("the refund's figures follow what is typed: by themselves with JavaScript, by Calculate without; that amount is refunded", async ({
  page,
  request,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const { headers } = await ownerHeaders(request);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const scarf = await productWithStock(request, headers, `Khăn lụa ${tag}`, 120000, 5);
  const order = await phoneSale(request, headers, {
    lines: [{ variantId: scarf.variantId, quantity: 3 }],
    email: uniqueEmail("recalc", testInfo.project.name),
    paid: true,
    idempotencyKey: `e2e-recalc-${tag}`,
  });

  await signIn(page, OWNER);
  await page.goto(`/admin/orders/${order._id}/refund`);
  await expect(page.getByTestId("refund-total")).toHaveText("0 đ");
  let documents = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) documents++;
  });
  const quantity = page.getByLabel(`Quantity of Khăn lụa ${tag}`);
  // With JavaScript the figures come by themselves (the page posts Calculate in the background); without it, the reader
  // presses Calculate and the page comes back with them.
  const typed = async (value: string) => {
    await quantity.fill(value);
    if (!js) await page.getByRole("button", { name: "Calculate" }).click();
  };
  await typed("2");
  await expect(page.getByTestId("refund-total")).toHaveText("240.000 đ");
  await expect(page.getByRole("button", { name: "Refund 240.000 đ" })).toBeVisible();
  await typed("1");
  await expect(page.getByTestId("refund-total")).toHaveText("120.000 đ");
  await expect(quantity).toHaveValue("1");
  expect(documents).toBe(js ? 0 : 2);
  await page.getByRole("button", { name: "Refund 120.000 đ" }).click();
  await expect(page.getByText("Refunded 120.000 đ")).toBeVisible();
  const body = (await (await request.get(`/api/orders/${order._id}/refund`, { headers })).json()) as { lines: { refundableQuantity: number }[] };
  expect(body.lines[0]!.refundableQuantity).toBe(2);
});

test("an unpaid order's refund page says no money will go back; taking an item back restocks it and refunds 0 đ", async ({ page, request }, testInfo) => {
  const { headers } = await ownerHeaders(request);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const vase = await productWithStock(request, headers, `Bình gốm ${tag}`, 300000, 4);
  const order = await phoneSale(request, headers, {
    lines: [{ variantId: vase.variantId, quantity: 2 }],
    email: uniqueEmail("unpaid", testInfo.project.name),
    paid: false,
    idempotencyKey: `e2e-unpaid-${tag}`,
  });
  expect(await stockOf(request, headers, vase.productId)).toBe(2);

  await signIn(page, OWNER);
  await page.goto(`/admin/orders/${order._id}/refund`);
  await expect(page.getByText("No money left to give back")).toBeVisible();
  await expect(page.getByText("Available to refund: 0 đ")).toBeVisible();
  await page.getByLabel(`Quantity of Bình gốm ${tag}`).fill("1");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByText("Refunded 0 đ")).toBeVisible();
  expect(await stockOf(request, headers, vase.productId)).toBe(3);
});

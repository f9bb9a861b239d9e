// ADR 073: a shopper on the storefront (no admin session, their own browser) lands from a campaign link, views a
// product, adds it to the cart and checks out; completing that checkout converts the session. The merchant's UTM report
// then shows the campaign's session, its order and revenue, from events the storefront recorded itself. Works the
// same with JavaScript off (the starter theme has none).
import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { OWNER, signIn } from "./helpers";
import { apiHeaders } from "./orders-helpers";

const port = new URL(baseURL).port;
const storefront = `http://saigon-threads.localhost:${port}`;
const vnd = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".")} đ`;

test("a storefront visit from a campaign shows on the UTM report with its order", async ({ page, request, browser }, info) => {
  test.setTimeout(150_000);
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const { headers } = await apiHeaders(request, OWNER);
  const made = await request.post("/api/products", { headers, data: { product: { title: `Nón lá ${tag}`, published: true } } });
  expect(made.status(), await made.text()).toBe(201);
  const product = ((await made.json()) as { product: { _id: string; handle: string } }).product;
  const variant = await request.post(`/api/products/${product._id}/variants`, { headers, data: { variant: { price: 95000, inventoryQuantity: 10 } } });
  expect(variant.status(), await variant.text()).toBe(201);

  // The shopper: a browser of their own, arriving from a campaign link.
  const shopper = await browser.newContext({ javaScriptEnabled: info.project.name === "js" });
  const shop = await shopper.newPage();
  const campaign = `sf-${tag}`;
  await shop.goto(`${storefront}/?utm_source=zalo&utm_medium=social&utm_campaign=${campaign}`);
  await shop.goto(`${storefront}/products/${product.handle}`);
  await shop.getByRole("main").getByRole("button", { name: "Thêm vào giỏ" }).click();
  await expect(shop).toHaveURL(`${storefront}/cart`);
  await shop.getByRole("main").getByRole("button", { name: "Thanh toán" }).click();
  await shop.waitForURL(/\/checkouts\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+$/);
  const [storeId, token] = new URL(shop.url()).pathname.split("/").slice(2);
  await shopper.close();

  // The checkout is completed (through the public API the checkout page calls), and converts the shopper's session.
  const base = `/api/storefront/${storeId}/checkouts/${token}`;
  const address = { firstName: "Lan", lastName: "Nguyễn", address1: "12 Lý Tự Trọng", city: "Hồ Chí Minh", countryCode: "VN", phone: "+84 90 123 4567" };
  expect((await request.put(base, { data: { email: `sf-${tag}@example.com`, shippingAddress: address } })).status()).toBe(200);
  expect((await request.put(`${base}/shipping-line`, { data: { code: "standard" } })).status()).toBe(200);
  const done = await request.post(`${base}/complete`, { data: { paymentMethod: "cod" }, headers: { "idempotency-key": `sf-${tag}` } });
  expect(done.status(), await done.text()).toBe(201);
  const order = (await done.json()).order as { totalPrice: number };

  await signIn(page, OWNER);
  const row = page.locator('[data-report="utm"] tbody tr').filter({ hasText: campaign });
  // The worker rolls the events up within seconds; a reload shows them.
  await expect(async () => {
    await page.goto("/admin/utm-analystics?preset=today");
    await expect(row.locator("td").nth(3)).toHaveText("1", { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.locator("th, td")).toHaveText(["zalo", "social", campaign, "1", "1", vnd(order.totalPrice), "100.00%"]);
});

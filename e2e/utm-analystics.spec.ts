// SPEC §2 utm-analystics (issue 10): sessions, orders, revenue and conversion per UTM source, medium and campaign, from
// storefront events recorded through the public API and rolled up by the reports worker within seconds. The range is
// in the URL, so a reload (or a bookmark) gives the same rows. Runs with and without JavaScript.
import { expect, test } from "@playwright/test";
import { OWNER, signIn, uniqueEmail } from "./helpers";
import { apiHeaders, placeOrder } from "./orders-helpers";

const vnd = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".")} đ`;

test("a campaign's sessions, its order and revenue show on the UTM report, and the range lives in the URL", async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const { headers, storeId } = await apiHeaders(request, OWNER);
  const made = await request.post("/api/products", { headers, data: { product: { title: `Áo dài UTM ${tag}`, published: true } } });
  expect(made.status(), await made.text()).toBe(201);
  const productId = ((await made.json()) as { product: { _id: string } }).product._id;
  const variant = await request.post(`/api/products/${productId}/variants`, { headers, data: { variant: { price: 120000, inventoryQuantity: 10 } } });
  expect(variant.status(), await variant.text()).toBe(201);
  const variantId = ((await variant.json()) as { variant: { _id: string } }).variant._id;
  const order = await placeOrder(request, storeId, variantId, uniqueEmail("utm", info.project.name), 1);
  expect(order.totalPrice).toBeGreaterThan(0);

  // Two sessions of the campaign (one buys), and one of another medium that must not be counted with them.
  const campaign = `tet-${tag}`;
  const utm = { utmSource: "facebook", utmMedium: "cpc", utmCampaign: campaign, country: "VN" };
  const viewOf = (sessionId: string) => ({ kind: "view_content", sessionId, productId, ...utm });
  const events = [
    viewOf(`${tag}-a`),
    { kind: "session_converted", sessionId: `${tag}-a`, orderId: order._id, ...utm },
    viewOf(`${tag}-b`),
    { ...viewOf(`${tag}-c`), utmMedium: "email" },
  ];
  const recorded = await request.post(`/api/storefront/${storeId}/events`, { data: { events } });
  expect(recorded.status(), await recorded.text()).toBe(201);

  await signIn(page, OWNER);
  const url = "/admin/utm-analystics?preset=today";
  const row = page.locator('[data-report="utm"] tbody tr').filter({ hasText: campaign }).filter({ hasText: "cpc" });
  // The worker rolls the events up within seconds; a reload shows them (the page itself never waits).
  await expect(async () => {
    await page.goto(url);
    await expect(row).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "UTM analytics", level: 1 })).toBeVisible();
  await expect(row.locator("th, td")).toHaveText(["facebook", "cpc", campaign, "2", "1", vnd(order.totalPrice), "50.00%"]);
  const email = page.locator('[data-report="utm"] tbody tr').filter({ hasText: campaign }).filter({ hasText: "email" });
  await expect(email.locator("td").nth(2)).toHaveText("1");

  // The range is the URL's: a reload gives the same row; yesterday's report does not have today's sessions.
  await page.reload();
  await expect(row.locator("td").nth(2)).toHaveText("2");
  await page.getByRole("button", { name: "Yesterday" }).click();
  await expect(page).toHaveURL(/preset=yesterday/);
  await expect(page.locator('[data-report="utm"] tbody tr').filter({ hasText: campaign })).toHaveCount(0);
});

import fs from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { OWNER, signIn } from "./helpers";
import { apiHeaders, placeOrder, stockedVariant } from "./orders-helpers";

// Issue 9's orders screens, more of them (ADR 038, 039), with and without JavaScript: a fulfilment's tracking edited on
// the fulfilment page and seen on the order's page; a cancelled fulfilment puts its quantity to ship again; the list
// filtered by payment method and tag through the filter drawer, held in the URL; the export dialog with those filters
// makes a task whose CSV holds the filtered order and not the others. Orders come from the storefront checkout API.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const query = (filters: Record<string, string | undefined>) => encodeURIComponent(JSON.stringify(filters));

/** A checkout completed with the payment method given (placeOrder's, with bank transfer as well as cash on delivery). */
async function placeOrderPaidBy(request: APIRequestContext, storeId: string, variantId: string, email: string, paymentMethod: "cod" | "bank_transfer") {
  const base = `/api/storefront/${storeId}/checkouts`;
  const created = await request.post(base, { data: { lines: [{ variantId, quantity: 1 }], email } });
  expect(created.status(), await created.text()).toBe(201);
  const token = (await created.json()).checkout.token as string;
  const address = { firstName: "Emma", lastName: "Wilson", address1: "12 Main St", city: "San Jose", province: "CA", zip: "95112", countryCode: "US" };
  expect((await request.put(`${base}/${token}`, { data: { shippingAddress: address } })).status()).toBe(200);
  expect((await request.put(`${base}/${token}/shipping-line`, { data: { code: "standard" } })).status()).toBe(200);
  const done = await request.post(`${base}/${token}/complete`, { data: { paymentMethod }, headers: { "idempotency-key": `e2e-more-${stamp()}` } });
  expect(done.status(), await done.text()).toBe(201);
  return (await done.json()).order as { _id: string; name: string };
}

/** Tags an order as staff would in its note and tags form (set up through the API: the form is orders.spec.ts's). */
async function tagOrder(request: APIRequestContext, headers: Record<string, string>, orderId: string, tags: string[]) {
  const res = await request.put(`/api/orders/${orderId}`, { headers, data: { product: { tags, version: 1 } } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Three orders of one run: `wanted` paid by bank transfer and tagged, `otherMethod` tagged but cash on delivery,
 * `untagged` by bank transfer without the tag. Only `wanted` has both.
 */
async function threeOrders(request: APIRequestContext, project: string) {
  const id = stamp();
  const tag = `e2e-${project}-${id}`;
  const { headers, storeId } = await apiHeaders(request, OWNER);
  const variantId = await stockedVariant(request, headers, `Khăn lụa ${id}`, 180000);
  const email = (who: string) => `${who}-${project}-${id}@example.com`;
  const wanted = await placeOrderPaidBy(request, storeId, variantId, email("wanted"), "bank_transfer");
  const otherMethod = await placeOrderPaidBy(request, storeId, variantId, email("cod"), "cod");
  const untagged = await placeOrderPaidBy(request, storeId, variantId, email("untagged"), "bank_transfer");
  await tagOrder(request, headers, wanted._id, [tag]);
  await tagOrder(request, headers, otherMethod._id, [tag]);
  return { tag, wanted, otherMethod, untagged };
}

const rowOf = (page: Page, order: { name: string }) => page.locator(`tr[data-order="${order.name}"]`);

test.describe("a fulfilment after it is made", () => {
  test("its tracking edited on the fulfilment page shows on the order's page", async ({ page, request }, info) => {
    const id = stamp();
    const { headers, storeId } = await apiHeaders(request, OWNER);
    const title = `Áo bà ba ${id}`;
    const order = await placeOrder(request, storeId, await stockedVariant(request, headers, title), `track-${info.project.name}-${id}@example.com`, 2);
    await signIn(page, OWNER);

    // From the order's page to its fulfilment page; ship one of the two with GHN.
    await page.goto(`/admin/orders/detail/${order._id}`);
    await page.getByRole("link", { name: "Fulfill items" }).click();
    await page.waitForURL(/\/fulfillment$/);
    await page.getByLabel(`Quantity of ${title}`).fill("1");
    await page.getByLabel("Shipping carrier").first().selectOption("GHN");
    await page.getByLabel("Tracking number").first().fill(`GHN-${id}`);
    await page.getByRole("button", { name: "Fulfill items" }).click();
    await expect(page.getByText("Items fulfilled")).toBeVisible();
    const card = page.getByRole("article", { name: "Fulfillment #1" });
    await expect(card.getByLabel("Tracking number")).toHaveValue(`GHN-${id}`);

    // The carrier handed it to Viettel Post: the new carrier, number and link, saved against the fulfilment's version.
    const number = `VTP-${id}`;
    const link = `https://viettelpost.com.vn/tra-cuu-hanh-trinh-don/?code=${number}`;
    await card.getByLabel("Shipping carrier").selectOption("Viettel Post");
    await card.getByLabel("Tracking number").fill(number);
    await card.getByLabel("Tracking link").fill(link);
    await card.getByRole("button", { name: "Save tracking" }).click();
    await expect(page.getByText("Tracking saved")).toBeVisible();
    const saved = page.getByRole("article", { name: "Fulfillment #1" });
    await expect(saved.getByLabel("Shipping carrier")).toHaveValue("Viettel Post");
    await expect(saved.getByLabel("Tracking number")).toHaveValue(number);
    await expect(saved.getByRole("link", { name: link })).toHaveAttribute("href", link);

    // Back on the order's page: one of two shipped, the update on the timeline, and the shipment's new tracking.
    await page.getByRole("link", { name: `Order ${order.name}` }).click();
    await page.waitForURL(/\/admin\/orders\/detail\//);
    await expect(page.locator('[data-kind="fulfillment"]').first()).toHaveText("Partially fulfilled");
    await expect(page.getByRole("region", { name: "Items", exact: true })).toContainText("1 fulfilled");
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Fulfillment updated");
    // The order's page lists its shipments with carrier and number, as the buyer's status page does (`shipments`).
    await expect(page.getByText(number, { exact: false }).first()).toBeVisible();
    await expect(page.getByText("Viettel Post").first()).toBeVisible();
  });

  test("cancelled, its quantity is to ship again", async ({ page, request }, info) => {
    const id = stamp();
    const { headers, storeId } = await apiHeaders(request, OWNER);
    const title = `Nón lá ${id}`;
    const order = await placeOrder(request, storeId, await stockedVariant(request, headers, title), `cancel-${info.project.name}-${id}@example.com`, 2);
    await signIn(page, OWNER);

    // Both units shipped: nothing is left to fulfil.
    await page.goto(`/admin/orders/${order._id}/fulfillment`);
    await expect(page.getByLabel(`Quantity of ${title}`)).toHaveValue("2");
    await page.getByRole("button", { name: "Fulfill items" }).click();
    await expect(page.getByText("Items fulfilled")).toBeVisible();
    await expect(page.getByText("Every item of this order is fulfilled.")).toBeVisible();
    await expect(page.getByTestId("order-statuses")).toContainText("Fulfilled");
    await expect(page.getByLabel(`Quantity of ${title}`)).toHaveCount(0);

    // The parcel never left: cancel the fulfilment, and both units are to ship again.
    await page.getByRole("article", { name: "Fulfillment #1" }).getByRole("button", { name: "Cancel fulfillment" }).click();
    await expect(page.getByText("Fulfillment cancelled").first()).toBeVisible();
    const cancelled = page.getByRole("article", { name: "Fulfillment #1" });
    await expect(cancelled).toContainText("Cancelled");
    await expect(cancelled.getByRole("button", { name: "Cancel fulfillment" })).toHaveCount(0);
    await expect(page.getByTestId("order-statuses")).toContainText("Unfulfilled");
    await expect(page.getByLabel(`Quantity of ${title}`)).toHaveValue("2");
    await expect(page.getByText("of 2", { exact: true })).toBeVisible();

    // The order's page says so too.
    await page.getByRole("link", { name: `Order ${order.name}` }).click();
    await page.waitForURL(/\/admin\/orders\/detail\//);
    await expect(page.locator('[data-kind="fulfillment"]').first()).toHaveText("Unfulfilled");
    await expect(page.getByRole("region", { name: "Items", exact: true })).not.toContainText("fulfilled");
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Fulfillment cancelled");
  });
});

test("the filter drawer filters by payment method and tag; the URL holds it and a reload shows the same rows", async ({ page, request }, info) => {
  const { tag, wanted, otherMethod, untagged } = await threeOrders(request, info.project.name);
  await signIn(page, OWNER);
  await page.goto("/admin/orders");
  await page.getByRole("link", { name: "Filters", exact: true }).click();
  const drawer = page.getByRole("dialog");
  // With JavaScript a select applies the drawer at once (and keeps it open); the tag then applies with Done.
  await drawer.getByLabel("Payment method").selectOption("bank_transfer");
  if (info.project.name === "js") await page.waitForURL(/_query=.*bank_transfer/);
  await page.getByRole("dialog").getByLabel("Tagged with").fill(tag);
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  await page.waitForURL((url) => url.searchParams.get("_query")?.includes(tag) ?? false);

  const url = new URL(page.url());
  expect(JSON.parse(url.searchParams.get("_query")!)).toMatchObject({ payment: "bank_transfer", tag });
  const shown = async () => {
    await expect(rowOf(page, wanted)).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(rowOf(page, otherMethod)).toHaveCount(0);
    await expect(rowOf(page, untagged)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Method: Bank transfer" })).toBeVisible();
    await expect(page.getByRole("link", { name: `Tag: ${tag}` })).toBeVisible();
  };
  await shown();
  await page.reload();
  await shown();
  // The same URL opened afresh (a bookmark) too.
  await page.goto(url.pathname + url.search);
  await shown();
});

test("the export dialog exports the current filters as a task whose CSV holds the filtered order only", async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const { tag, wanted, otherMethod, untagged } = await threeOrders(request, info.project.name);
  await signIn(page, OWNER);
  // A bookmarked filtered list: bank transfer, tagged.
  await page.goto(`/admin/orders?_query=${query({ payment: "bank_transfer", tag })}`);
  await expect(rowOf(page, wanted)).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(1);

  await page.getByRole("link", { name: "Export", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Export orders" });
  await expect(dialog.getByLabel("Current filters")).toBeChecked();
  const tasks = dialog.locator("#orders-export-tasks");
  await expect(tasks).toContainText("Recent exports");
  await expect(tasks).not.toContainText("Loading…");
  // The other project runs this spec at the same time in the same store: the tasks there before are not this one.
  const hrefs = () => page.locator("#orders-export-tasks a.br-csv-download").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const before = new Set(await hrefs());

  await dialog.getByRole("button", { name: "Export orders" }).click();
  await expect(page.getByText("Export started. It will be ready here in a moment.").first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get("_query")).toBe(JSON.stringify({ payment: "bank_transfer", tag }));

  // Ready a moment later: the task list refreshes itself with JavaScript; without, a reload shows it. Each new file is
  // downloaded as a user does; the one holding this run's order is this export (the other project's holds its own).
  const names = new Map<string, string[]>();
  await expect(async () => {
    await page.reload();
    for (const href of (await hrefs()).filter((h) => !before.has(h) && !names.has(h))) {
      const [download] = await Promise.all([page.waitForEvent("download"), page.locator(`#orders-export-tasks a[href="${href}"]`).click()]);
      expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv$/);
      const csv = (await fs.readFile(await download.path()))
        .toString("utf8")
        .replace(/^\uFEFF/, "")
        .trim();
      const [header, ...rows] = csv.split(/\r?\n/);
      expect(header).toMatch(/^Name,Email,/);
      names.set(
        href,
        rows.map((row) => row.split(",")[0]!),
      );
    }
    expect([...names.values()].some((rows) => rows.includes(wanted.name))).toBe(true);
  }).toPass({ timeout: 60_000 });
  const mine = [...names.values()].filter((rows) => rows.includes(wanted.name));
  expect(mine, JSON.stringify([...names.entries()])).toHaveLength(1);
  expect(mine[0]).toEqual([wanted.name]);
  expect(mine[0]).not.toContain(otherMethod.name);
  expect(mine[0]).not.toContain(untagged.name);
});

import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./helpers";
import { apiHeaders, placeOrder, stockedVariant } from "./orders-helpers";

// Orders (SPEC §2 orders, orders/detail/{id}; ADR 038) with and without JavaScript: an order placed through the
// storefront checkout API is found by a bookmarked filtered URL (tab + date preset + search), its page shows the lines,
// the note and tags are edited (and a stale version is a conflict that keeps the input), a comment lands on the
// timeline, and archiving moves it from the open orders to the archived tab.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const query = (filters: Record<string, string | undefined>) => encodeURIComponent(JSON.stringify(filters));

test("find an order by a bookmarked filtered URL, edit note and tags, a conflict, a comment, archive, delete", async ({ page, request }, info) => {
  const id = stamp();
  const email = `buyer-${info.project.name}-${id}@example.com`;
  const { headers, storeId } = await apiHeaders(request, OWNER);
  const variantId = await stockedVariant(request, headers, `Áo dài ${id}`);
  const order = await placeOrder(request, storeId, variantId, email);
  await signIn(page, OWNER);

  // A bookmark: the unpaid tab, "Last 7 days" by name (worked out on the server today), a search by e-mail.
  await page.goto(`/admin/orders?tab=unpaid&_query=${query({ search: email, date: "last_7_days" })}`);
  const row = page.locator(`tr[data-order="${order.name}"]`);
  await expect(row).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(row).toContainText("Payment pending");
  await expect(row).toContainText("Unfulfilled");
  await expect(page.getByRole("link", { name: /Date: Last 7 days/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Unpaid \(1\)$/ })).toBeVisible();
  // The same search yesterday finds nothing; a number search finds it.
  await page.goto(`/admin/orders?_query=${query({ search: email, date: "yesterday" })}`);
  await expect(page.locator(`tr[data-order="${order.name}"]`)).toHaveCount(0);
  await page.goto(`/admin/orders?_query=${query({ search: order.name })}`);
  await expect(page.locator(`tr[data-order="${order.name}"]`)).toBeVisible();

  // A day after today is refused next to its field, and the list runs without it.
  await page.goto(`/admin/orders?filters=1&_query=${query({ search: email, from: "01-01-2999" })}`);
  await expect(page.getByText("Dates after today cannot be chosen")).toBeVisible();
  await expect(page.locator(`tr[data-order="${order.name}"]`)).toBeVisible();

  // The order's page.
  await page.goto(`/admin/orders?_query=${query({ search: email })}`);
  await page.getByRole("link", { name: order.name, exact: true }).first().click();
  await page.waitForURL(/\/admin\/orders\/detail\//);
  const detailUrl = page.url();
  await expect(page.getByRole("heading", { name: order.name, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Items" })).toContainText(`Áo dài ${id}`);
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("Net payment");
  await expect(page.getByRole("region", { name: "Customer" })).toContainText(email);
  await expect(page.getByRole("region", { name: "Estimated profit" })).toContainText("Unknown");
  await expect(page.getByRole("link", { name: "Fulfill items" })).toHaveAttribute("href", /\/admin\/orders\/.+\/fulfillment$/);
  await expect(page.getByRole("link", { name: "Refund" })).toHaveAttribute("href", /\/admin\/orders\/.+\/refund$/);

  // Note and tags, versioned.
  await page.getByLabel("Note", { exact: true }).fill("Giao giờ hành chính");
  await page.getByLabel("Tags", { exact: true }).fill(`vip-${id}, sỉ`);
  await page.getByRole("button", { name: "Save", exact: true }).last().click();
  await expect(page.getByText("Order updated").first()).toBeVisible();
  await expect(page.getByLabel("Note", { exact: true })).toHaveValue("Giao giờ hành chính");
  await expect(page.getByLabel("Tags", { exact: true })).toHaveValue(`vip-${id}, sỉ`);

  // Someone else saves meanwhile: this page's save is a conflict, and what was typed stays.
  const other = await request.put(`/api/orders/${order._id}`, { headers, data: { product: { note: "Đã gọi khách", version: 2 } } });
  expect(other.status(), await other.text()).toBe(200);
  await page.getByLabel("Note", { exact: true }).fill("Gói quà");
  await page.getByRole("button", { name: "Save", exact: true }).last().click();
  await expect(page.getByText("Someone else saved this order")).toBeVisible();
  await expect(page.getByLabel("Note", { exact: true })).toHaveValue("Gói quà");
  await page.goto(detailUrl);
  await expect(page.getByLabel("Note", { exact: true })).toHaveValue("Đã gọi khách");

  // A comment on the timeline; an empty one is refused.
  const timeline = page.getByRole("region", { name: "Timeline" });
  await timeline.getByLabel("Comment").fill(`Khách hẹn chiều mai ${id}`);
  await timeline.getByRole("button", { name: "Post" }).click();
  await expect(page.getByText("Comment added").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(`Khách hẹn chiều mai ${id}`);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Order placed");

  // Archive: out of "All", into "Archived".
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByText("Order archived").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Unarchive" })).toBeVisible();
  await page.goto(`/admin/orders?_query=${query({ search: email })}`);
  await expect(page.locator(`tr[data-order="${order.name}"]`)).toHaveCount(0);
  await page.goto(`/admin/orders?tab=archived&_query=${query({ search: email })}`);
  await expect(page.locator(`tr[data-order="${order.name}"]`)).toBeVisible();

  // An archived order may be deleted (confirm dialog as URL state); then it is gone.
  await page.goto(detailUrl);
  await page.getByRole("link", { name: "Delete order" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await page.waitForURL(/\/admin\/orders(\?|$)/);
  await expect(page.getByText("Order deleted").first()).toBeVisible();
  expect((await request.get(`/api/orders/orders/${order._id}`, { headers })).status()).toBe(404);
});

test("the filter drawer applies statuses and a custom date range to the URL", async ({ page, request }, info) => {
  const id = stamp();
  const email = `drawer-${info.project.name}-${id}@example.com`;
  const { headers, storeId } = await apiHeaders(request, OWNER);
  const order = await placeOrder(request, storeId, await stockedVariant(request, headers, `Chăn ${id}`), email, 1);
  await signIn(page, OWNER);
  await page.goto(`/admin/orders?filters=1&_query=${query({ search: email })}`);
  const drawer = page.getByRole("dialog");
  const today = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Ho_Chi_Minh", day: "2-digit", month: "2-digit", year: "numeric" })
    .format(new Date())
    .replaceAll("/", "-");
  await drawer.getByLabel("From").fill("01-01-2020");
  await drawer.getByLabel("To").fill(today);
  // With JavaScript a select applies the drawer's form at once; without, Done does.
  await drawer.getByLabel("Payment status").selectOption("pending");
  if (info.project.name === "no-js") await drawer.getByRole("button", { name: "Done" }).click();
  await page.waitForURL(/_query=.*financial/);
  await expect(page.locator(`tr[data-order="${order.name}"]`)).toBeVisible();
  await expect(page.getByRole("link", { name: "From: 01-01-2020" })).toBeVisible();
  const url = new URL(page.url());
  expect(JSON.parse(url.searchParams.get("_query")!)).toMatchObject({ search: email, financial: "pending", from: "01-01-2020", to: today });
});

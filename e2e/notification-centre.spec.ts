import { expect, test, type Page } from "@playwright/test";
import { OWNER, ownStore, signIn } from "./helpers";
import { placeOrder, stockedVariant } from "./orders-helpers";

// The notification centre (SPEC §2 notification; ADR 062), with and without JavaScript, in a store of the demo
// owner's own: an order placed through the storefront checkout shows in the top bar's unread count and in the list,
// and is marked read there (then all of them).

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const expectToast = (page: Page, text: string | RegExp) => expect(page.locator('[role="status"]').first()).toContainText(text);

test("a new order shows in the top bar's count and the list; mark it read, then mark all read", async ({ page, baseURL }, info) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER);
  const { storeId, token } = await ownStore(page, baseURL ?? "", OWNER, `Notify shop ${info.project.name} ${stamp()}`);
  const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };

  await page.goto("/admin/notification");
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expect(page.getByText("No notifications yet")).toBeVisible();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);

  const variantId = await stockedVariant(page.request, headers, `Notify tee ${stamp()}`);
  const first = await placeOrder(page.request, storeId, variantId, "buyer1@example.com", 1);
  const second = await placeOrder(page.request, storeId, variantId, "buyer2@example.com", 1);

  await page.goto("/admin");
  await expect(page.getByTestId("notification-count")).toHaveText("2");
  await page.getByTestId("notification-bell").click();
  await page.waitForURL(/\/admin\/notification/);
  const rows = page.getByTestId("notification");
  await expect(rows).toHaveCount(2);
  // Newest first, each a link to its order.
  await expect(rows.nth(0)).toContainText(`New order ${second.name}`);
  await expect(rows.nth(1)).toContainText(`New order ${first.name}`);
  await expect(rows.nth(1).getByRole("link")).toHaveAttribute("href", `/admin/orders/detail/${first._id}`);
  await expect(page.getByTestId("inbox-unread")).toHaveText("2 unread");

  // Mark the older one read: it goes below the unread one, and the count drops.
  await rows.nth(1).getByRole("button", { name: "Mark as read" }).click();
  await expectToast(page, "Marked as read");
  await expect(page.getByTestId("notification-count")).toHaveText("1");
  await expect(page.getByTestId("notification").nth(1)).toContainText(first.name);
  await expect(page.getByTestId("notification").nth(1).getByRole("button", { name: "Mark as read" })).toHaveCount(0);

  // The unread tab holds the other; mark all read empties it and the badge goes.
  await page.getByRole("link", { name: "Unread", exact: true }).click();
  await page.waitForURL(/tab=unread/);
  await expect(page.getByTestId("notification")).toHaveCount(1);
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expectToast(page, "1 notification marked as read");
  await expect(page).toHaveURL(/tab=unread/);
  await expect(page.getByText("You have read every notification")).toBeVisible();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
});

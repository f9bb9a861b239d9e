import { expect, test, type Locator, type Page } from "@playwright/test";
import { OWNER, STAFF, ownStore, signIn } from "./helpers";
import { apiHeaders, placeOrder, stockedVariant } from "./orders-helpers";

// The notification centre (SPEC §2 notification; ADR 062), with and without JavaScript, in a store of the demo
// owner's own: an order placed through the storefront checkout shows in the top bar's unread count and in the list,
// and is marked read there (then all of them). Read state is each member's (ADR 081): in the demo store, what the owner
// reads stays unread for the staff member, and what the staff member reads stays unread for the owner.

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

test("one member's reads are their own: what the owner reads stays unread for the staff, and the other way round", async ({ page, browser, baseURL }, info) => {
  test.setTimeout(180_000);
  // The demo store, where the staff account (scope orders) is a member; other specs' orders land here too, so each
  // check finds this test's orders by name.
  const { headers, storeId } = await apiHeaders(page.request, OWNER);
  const variantId = await stockedVariant(page.request, headers, `Reads tee ${stamp()}`);
  const first = await placeOrder(page.request, storeId, variantId, "reads1@example.com", 1);
  const second = await placeOrder(page.request, storeId, variantId, "reads2@example.com", 1);
  const rowOf = (p: Page, name: string) => p.getByTestId("notification").filter({ hasText: new RegExp(`New order ${name}\\b`) });
  const markButton = (row: Locator) => row.getByRole("button", { name: "Mark as read" });
  const inbox = async (p: Page, name: string) => {
    await expect(async () => {
      await p.goto("/admin/notification?tab=unread");
      await expect(rowOf(p, name)).toHaveCount(1, { timeout: 1000 });
    }).toPass();
  };

  await signIn(page, OWNER);
  await inbox(page, first.name);
  await markButton(rowOf(page, first.name)).click();
  await expectToast(page, "Marked as read");
  await expect(page).toHaveURL(/tab=unread/);
  await expect(rowOf(page, first.name)).toHaveCount(0);
  await expect(rowOf(page, second.name)).toHaveCount(1);

  const staff = await (
    await browser.newContext({
      baseURL,
      javaScriptEnabled: info.project.name === "js",
      storageState: {
        cookies: [{ name: "br_lang", value: "en", domain: "127.0.0.1", path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" }],
        origins: [],
      },
    })
  ).newPage();
  await signIn(staff, STAFF);
  // Still unread for the staff member, with the one the owner did not read.
  await inbox(staff, first.name);
  await expect(markButton(rowOf(staff, first.name))).toHaveCount(1);
  await expect(markButton(rowOf(staff, second.name))).toHaveCount(1);
  await expect(staff.getByTestId("notification-count")).toBeVisible();
  // The staff member reads the other one. (One by one: the js and no-js runs share these accounts at once, and a
  // "mark all" would read the other run's orders too; read-all per member is proven by tests/api/notifications.test.ts.)
  await markButton(rowOf(staff, second.name)).click();
  await expectToast(staff, "Marked as read");
  await expect(rowOf(staff, second.name)).toHaveCount(0);
  await expect(rowOf(staff, first.name)).toHaveCount(1);
  await staff.context().close();

  // The one the staff member read is still unread for the owner.
  await inbox(page, second.name);
  await expect(markButton(rowOf(page, second.name))).toHaveCount(1);
  await expect(page.getByTestId("notification-count")).toBeVisible();
});

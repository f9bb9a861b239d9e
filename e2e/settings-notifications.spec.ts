import { expect, test } from "@playwright/test";
import { OPERATOR, OWNER, ownStore, signIn } from "./helpers";

// The notification templates (SPEC §2 settings/notifications and its template pages, ADR 064) with and without
// JavaScript, as the operator on a store of their own: a Liquid error shown next to the field with the input kept,
// a server-rendered preview of the typed text, save, a test mail that lands in the outbox (/test), reset to default;
// the layout and the staff recipients; and the 404 page for a merchant.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

test.describe.configure({ timeout: 180_000 });

test("edit a template: Liquid error kept, preview, save, test mail in the outbox, reset", async ({ page, baseURL }, info) => {
  await signIn(page, OPERATOR);
  await ownStore(page, baseURL ?? "", OPERATOR, `Notif shop ${info.project.name} ${stamp()}`);

  await page.goto("/admin/settings");
  // The settings index's card, not the top bar's bell (the notification centre) of the same name.
  await page
    .getByRole("main")
    .getByRole("link", { name: /Notifications/ })
    .click();
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Order confirmation" }).click();
  await expect(page.getByRole("heading", { name: "Order confirmation", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue(/\{\{ order\.name \}\}/);

  const marker = stamp();
  const subject = `Thanks ${marker} {{ customer.name }} for {{ order.name }}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Body").fill("Hello {{ customer.name }}\n{% if order.total %}\nTotal: {{ order.total }}");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText(/Liquid syntax error on line 2/).first()).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue(subject);
  await expect(page.getByLabel("Body")).toHaveValue(/\{% if order\.total %\}/);

  await page.getByLabel("Body").fill("Hello {{ customer.name }}\n{% for item in order.items %}- {{ item.title }}\n{% endfor %}Total: {{ order.total }}");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("preview-subject")).toHaveText(`Subject: Thanks ${marker} Lan Nguyễn for #1001`);
  await expect(page.getByTestId("preview-text")).toContainText("Hello Lan Nguyễn");
  await expect(page.getByTestId("preview-text")).toContainText("- Áo dài lụa (M)");
  await expect(page.getByLabel("Subject")).toHaveValue(subject);

  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Customised", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue(subject);

  await page.getByRole("button", { name: "Send test email" }).click();
  await expect(page.getByRole("heading", { name: "Order confirmation", level: 1 })).toBeVisible();
  await page.goto(`/test?to=${encodeURIComponent(OPERATOR)}`);
  await expect(page.getByText(`[Test] Thanks ${marker} Lan Nguyễn for #1001`)).toBeVisible();

  await page.goto("/admin/settings/notifications/order-confirmation");
  await page.getByRole("button", { name: "Reset to default" }).click();
  await expect(page.getByText("Default", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("Đơn hàng {{ order.name }} đã được xác nhận · {{ shop.name }}");
  await page.goto("/admin/settings/notifications");
  await expect(page.getByText("Customised", { exact: true })).toHaveCount(0);
});

test("the e-mail layout's colour and the staff recipients are checked and saved", async ({ page, baseURL }, info) => {
  await signIn(page, OPERATOR);
  await ownStore(page, baseURL ?? "", OPERATOR, `Notif layout ${info.project.name} ${stamp()}`);
  await page.goto("/admin/settings/notifications");
  await page.getByRole("link", { name: "Customise e-mail layout" }).click();
  await expect(page.getByRole("heading", { name: "Customise e-mail layout", level: 1 })).toBeVisible();
  await page.getByLabel("Accent colour").fill("#12345");
  await page.getByLabel("Logo URL").fill("https://cdn.example.com/logo.png");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Colour must be #rrggbb").first()).toBeVisible();
  await expect(page.getByLabel("Logo URL")).toHaveValue("https://cdn.example.com/logo.png");
  await page.getByLabel("Accent colour").fill("#aa3300");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await page.waitForLoadState("load");
  await page.goto("/admin/settings/notifications/customize");
  await expect(page.getByLabel("Accent colour")).toHaveValue("#aa3300");

  await page.goto("/admin/settings/notifications/add-recipient");
  await page.getByLabel("E-mail addresses").fill("boss@example.com\nnot an email");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("This is required email").first()).toBeVisible();
  await expect(page.getByLabel("E-mail addresses")).toHaveValue("boss@example.com\nnot an email");
  await page.getByLabel("E-mail addresses").fill("boss@example.com\ndesk@example.com");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await page.waitForLoadState("load");
  await page.goto("/admin/settings/notifications");
  await expect(page.getByText("2 listed")).toBeVisible();
});

test("notifications are a restricted screen: a merchant gets the 404 page", async ({ page }) => {
  await signIn(page, OWNER);
  for (const path of ["/admin/settings/notifications", "/admin/settings/notifications/order-confirmation", "/admin/settings/notifications/customize"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

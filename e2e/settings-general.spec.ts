import { expect, test, type Page } from "@playwright/test";
import { OWNER, STAFF, ownStore, signIn } from "./helpers";

// Store general settings (SPEC §2 settings/general, ADR 054) with and without JavaScript: change the name and the time
// zone, refuse a bad e-mail next to its field with the input kept, and switch the store to English, after which the
// admin speaks English and shows amounts in $. Each test works on a store of its own (created here for the demo owner),
// so the demo store's language, which other specs read, never changes.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

const save = (page: Page, label = "Save") => page.getByRole("button", { name: label, exact: true }).first().click();

test("change the name and the time zone; a bad e-mail is refused next to its field and the input is kept", async ({ page, baseURL }, info) => {
  const name = `Settings shop ${info.project.name} ${stamp()}`;
  await signIn(page, OWNER);
  await ownStore(page, baseURL ?? "", OWNER, name);

  // The settings index lists the pages; the general settings are the first.
  await page.goto("/admin/settings");
  await page.getByRole("link", { name: /General settings/ }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/general$/);
  await expect(page.getByRole("heading", { name: "General settings", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Store name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Contact email", { exact: true })).toHaveValue(OWNER);
  await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("Asia/Ho_Chi_Minh");
  await expect(page.getByText("Currency now: đ (VND)")).toBeVisible();

  await page.getByLabel("Store name", { exact: true }).fill(`${name} renamed`);
  await page.getByLabel("Time zone", { exact: true }).selectOption("Asia/Tokyo");
  await page.getByLabel("Contact phone", { exact: true }).fill("+84 90 123 4567");
  await save(page);
  await expect(page.getByText("General settings saved").first()).toBeVisible();
  await page.goto("/admin/settings/general");
  await expect(page.getByLabel("Store name", { exact: true })).toHaveValue(`${name} renamed`);
  await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("Asia/Tokyo");
  await expect(page.getByLabel("Contact phone", { exact: true })).toHaveValue("+84 90 123 4567");
  // The store switcher says the new name.
  await expect(page.getByText(`${name} renamed`).first()).toBeVisible();

  // A bad e-mail: the message under the field (the browser's check with JavaScript, the server's without), the rest
  // of the input kept, nothing saved.
  await page.getByLabel("Store name", { exact: true }).fill(`${name} again`);
  await page.getByLabel("Contact email", { exact: true }).fill("not-an-address");
  await page.getByLabel("Time zone", { exact: true }).selectOption("Europe/Paris");
  await save(page);
  await expect(page.getByText("This is required email")).toBeVisible();
  await expect(page.getByLabel("Contact email", { exact: true })).toHaveValue("not-an-address");
  await expect(page.getByLabel("Store name", { exact: true })).toHaveValue(`${name} again`);
  await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("Europe/Paris");
  await page.goto("/admin/settings/general");
  await expect(page.getByLabel("Store name", { exact: true })).toHaveValue(`${name} renamed`);
  await expect(page.getByLabel("Contact email", { exact: true })).toHaveValue(OWNER);
  await expect(page.getByLabel("Time zone", { exact: true })).toHaveValue("Asia/Tokyo");
});

test("switching the store to English: the next pages speak English and show amounts in $", async ({ page, baseURL }, info) => {
  await signIn(page, OWNER);
  // The specs' browsers chose English (playwright.config.ts); here the store's language must decide.
  await page.context().clearCookies({ name: "br_lang" });
  await ownStore(page, baseURL ?? "", OWNER, `Language shop ${info.project.name} ${stamp()}`);

  await page.goto("/admin/settings/general");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("heading", { name: "Cài đặt chung", level: 1 })).toBeVisible();
  await expect(page.getByText("Tiền tệ hiện tại: đ (VND)")).toBeVisible();
  await page.getByLabel("Ngôn ngữ cửa hàng", { exact: true }).selectOption("en");
  await save(page, "Lưu");

  await expect(page.getByText("General settings saved").first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "General settings", level: 1 })).toBeVisible();
  await expect(page.getByText("Currency now: $ (USD)")).toBeVisible();
  // Home: the menu in English, today's sales in dollars.
  await page.goto("/admin");
  await expect(page.getByRole("navigation").first().getByRole("link", { name: "Products", exact: true })).toBeVisible();
  await expect(page.getByText("$0.00").first()).toBeVisible();
});

test("a staff member without the settings scope is refused, in the page and in its action", async ({ page, baseURL }) => {
  await signIn(page, STAFF);
  const res = await page.goto("/admin/settings/general");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: /no access/i })).toBeVisible();
  const post = await page.request.post("/admin/settings/general", {
    form: { name: "Sneaky", contactEmail: "x@example.com", language: "en", standardTimezone: "UTC", version: "1" },
    headers: { origin: baseURL ?? "" },
  });
  expect(post.status()).toBe(403);
});

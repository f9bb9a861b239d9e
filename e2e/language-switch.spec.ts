import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

// ADR 034: the language switcher in the user menu is a plain form (with or without JavaScript); the choice is kept in a
// cookie, so the sign-in page after signing out is in the chosen language too, and its own switcher goes back.

test("switching to Vietnamese in the user menu translates the shell, the sign-out and the sign-in page", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/admin/no-access");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByLabel(`Account: ${OWNER}`).click();
  await page.getByRole("button", { name: "Tiếng Việt" }).click();

  // Back on the same page, now in Vietnamese.
  await expect(page).toHaveURL(/\/admin\/no-access$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Không có quyền truy cập");
  const nav = page.getByRole("navigation").first();
  await expect(nav.getByRole("link", { name: "Sản phẩm", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Về trang chủ" })).toBeVisible();

  await page.getByLabel(`Tài khoản: ${OWNER}`).click();
  await expect(page.getByRole("button", { name: "Tiếng Việt" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Đăng xuất" }).click();

  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Đăng nhập vào Backroom");
  await expect(page.getByText("Bạn đã đăng xuất.")).toBeVisible();
  await expect(page.getByLabel("Mật khẩu", { exact: true })).toBeVisible();

  // SPEC §5's messages in Vietnamese, from the browser's checks or the server's.
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByText("Email là bắt buộc")).toBeVisible();

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Backroom");
});

test("a refused sign-in says why in Vietnamese: the API answers in the language the admin asks for", async ({ page }) => {
  await page.context().addCookies([{ name: "br_lang", value: "vi", domain: "127.0.0.1", path: "/" }]);
  await page.goto("/auth/sign-in");
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Mật khẩu", { exact: true }).fill("not-the-password-1");
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Email hoặc mật khẩu không đúng");
});

test("SPEC §5's length and e-mail messages in Vietnamese, from the browser's checks or the server's", async ({ page }) => {
  await page.context().addCookies([{ name: "br_lang", value: "vi", domain: "127.0.0.1", path: "/" }]);
  await page.goto("/auth/sign-up");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByLabel("Mật khẩu", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Tạo tài khoản" }).click();
  await expect(page.getByText("Vui lòng nhập email hợp lệ")).toBeVisible();
  await expect(page.getByText("Độ dài tối thiểu là 8")).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, OWNER } from "./helpers";

// Signed out, a deep admin URL sends the user to sign in; a wrong password first must not lose where they were going.

test("after a wrong password, signing in still lands on the deep admin URL that was asked for", async ({ page }) => {
  const deep = "/admin/products?tab=published&_query=%7B%22search%22%3A%22tee%22%7D";
  await page.goto(deep);
  await page.waitForURL(/\/auth\/sign-in\?redirectTo=/);
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(deep);

  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email or password is incorrect")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(deep);

  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/products");
  const landed = new URL(page.url());
  expect(landed.pathname + landed.search).toBe(deep);
});

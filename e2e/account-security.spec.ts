import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, OPERATOR, OWNER, linkFromMail, signIn, uniqueEmail } from "./helpers";

const TOO_EASY = "Password is too easy to guess";

test("sign-up refuses a guessable password next to the field and keeps what was typed", async ({ page }, info) => {
  const email = uniqueEmail("weak", info.project.name);
  await page.goto("/auth/sign-up");
  await page.getByLabel("Name").fill("Lan Nguyen");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password1");
  await page.getByRole("button", { name: "Create account" }).click();
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAccessibleDescription(new RegExp(TOO_EASY));
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Name")).toHaveValue("Lan Nguyen");
});

test("a reset link refuses a guessable new password next to the field, and still works after", async ({ page, request }, info) => {
  const email = uniqueEmail("reset", info.project.name);
  await request.post("/api/auth/signup", { data: { email, password: "First-pass-123" } });
  await request.post("/api/auth/forgot-password", { data: { email } });
  await page.goto(await linkFromMail(request, email, /reset/i));
  await page.getByLabel("New password").fill("12345678");
  await page.getByLabel("Confirm password").fill("12345678");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("New password")).toHaveAccessibleDescription(new RegExp(TOO_EASY));
  await page.getByLabel("New password").fill("Sturdy-reset-pass-42");
  await page.getByLabel("Confirm password").fill("Sturdy-reset-pass-42");
  await page.getByRole("button", { name: "Change password" }).click();
  await page.waitForURL(/\/auth\/sign-in/);
});

for (const redirectTo of ["/%09/evil.example", "/%0a/evil.example", "/%0d%0a/evil.example", "/%5Cevil.example", "//evil.example"]) {
  test(`signing in with redirectTo=${redirectTo} stays on this site (/admin), never a 500`, async ({ page, baseURL }) => {
    const res = await page.goto(`/auth/sign-in?redirectTo=${redirectTo}`);
    expect(res?.status()).toBe(200);
    await page.getByLabel("Email").fill(OWNER);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    expect(new URL(page.url()).origin).toBe(baseURL);
    expect(new URL(page.url()).pathname).toMatch(/^\/admin/);
    // Signed in already: the sign-in page sends the browser on at once, and still not off-site.
    const again = await page.goto(`/auth/sign-in?redirectTo=${redirectTo}`);
    expect(again?.status()).toBe(200);
    expect(new URL(page.url()).origin).toBe(baseURL);
  });
}

test("the outbox lists who read it", async ({ page }) => {
  await signIn(page, OPERATOR);
  await page.goto("/test?to=nobody%40example.test");
  const reads = page.getByRole("region", { name: "Who read the outbox" });
  await expect(reads.getByRole("row").filter({ hasText: "nobody@example.test" }).first()).toContainText(OPERATOR);
});

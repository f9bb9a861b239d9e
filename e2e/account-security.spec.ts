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

test("sign-up's honeypot lets a person through and refuses a bot that fills every field", async ({ page, baseURL }, info) => {
  const email = uniqueEmail("honeypot", info.project.name);
  await page.goto("/auth/sign-up");
  // The trap is in the page, and no person sees it.
  const trap = page.locator('input[name="name__confirm"]');
  await expect(trap).toHaveCount(1);
  await expect(trap).toBeHidden();
  const stamp = await page.locator('input[name="from__confirm"]').inputValue();

  // A bot posts the form with every field filled, the hidden one too: refused, and no account is made.
  const fields = { name: "Spam Bot", email, password: "A-long-unguessable-pass-81", code: "", from__confirm: stamp };
  const bot = await page.request.post("/auth/sign-up", { form: { ...fields, name__confirm: "Spam Bot" }, headers: { origin: baseURL! } });
  expect(bot.status()).toBe(400);
  expect(await bot.text()).toContain("The form was not sent properly. Reload the page and try again.");
  const noPage = await page.request.post("/auth/sign-up", {
    form: { name: "Spam Bot", email, password: fields.password, code: "" },
    headers: { origin: baseURL! },
  });
  expect(noPage.status()).toBe(400);

  // The person, with or without JavaScript, signs up with the same address (so the bot made none).
  await page.getByLabel("Name").fill("Lan Nguyen");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(fields.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/auth\/verify\?email=/);
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

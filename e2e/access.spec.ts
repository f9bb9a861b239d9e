import { expect, test } from "@playwright/test";
import { OPERATOR, OWNER, STAFF, linkFromMail, signIn, uniqueEmail } from "./helpers";

test("a staff member without the products scope is refused, in the page and in its action", async ({ page }) => {
  await signIn(page, STAFF);
  const res = await page.goto("/admin/products");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: /no access/i })).toBeVisible();
  const create = await page.goto("/admin/products/create");
  expect(create?.status()).toBe(403);
  // The action is guarded too, not only the link.
  const post = await page.request.post("/admin/products/create", {
    form: { title: "Sneaky", published: "on" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(post.status()).toBe(403);
});

test("a store owner who is not an operator gets the 404 page on restricted screens", async ({ page }) => {
  await signIn(page, OWNER);
  for (const path of ["/admin/settings/proxy", "/admin/bulkupdates", "/admin/member", "/test"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText(/page not found/i).first()).toBeVisible();
  }
});

test("an operator may open the operator-only outbox", async ({ page }) => {
  await signIn(page, OPERATOR);
  const res = await page.goto("/test");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: /outbox/i, level: 1 })).toBeVisible();
});

test("a session whose tokens were revoked returns to sign-in", async ({ page, request }, info) => {
  // A fresh user, so revoking its tokens touches no other test.
  const email = uniqueEmail("revoked", info.project.name);
  const password = "First-pass-123";
  await request.post("/api/auth/signup", { data: { email, password, name: "Tuan" } });
  await page.goto(await linkFromMail(request, email, /verify/i));
  await signIn(page, email, password);

  // The password is reset elsewhere: every token of the account is revoked.
  await request.post("/api/auth/forgot-password", { data: { email } });
  const reset = new URL(await linkFromMail(request, email, /reset/i), "http://x");
  const done = await request.post("/api/auth/reset-password", { data: { token: reset.searchParams.get("token"), password: "Second-pass-456" } });
  expect(done.status()).toBe(200);

  await page.goto("/admin/products");
  await page.waitForURL(/\/auth\/sign-in/);
  await expect(page.getByText(/session has expired/i).first()).toBeVisible();
});

import { expect, test, type Page } from "@playwright/test";
import { OPERATOR, OWNER, linkFromMail, ownStore, signIn, uniqueEmail } from "./helpers";

// Payments, payout, proxy and members (ADR 063) with and without JavaScript: the operator in a store of their own
// assigns payment methods (a refused save keeps the input), saves payout details whose account number never comes back
// to the page, sets a proxy whose password is never shown, and reads the members; a merchant gets 404 on the
// restricted pages and keeps payout.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

/** English for the texts asserted below; the demo users' stores are Vietnamese. */
async function english(page: Page) {
  await page.context().addCookies([{ name: "br_lang", value: "en", domain: "127.0.0.1", path: "/" }]);
}

const save = (page: Page) => page.getByRole("button", { name: "Save" }).first().click();

test("operator: payment methods and fee, payout details, proxy; secrets never on the page", async ({ page, baseURL }, info) => {
  test.setTimeout(180_000);
  await english(page);
  await signIn(page, OPERATOR);
  await ownStore(page, baseURL ?? "", OPERATOR, `Ops shop ${info.project.name} ${stamp()}`);

  // Payments: both methods off is refused, the input kept; then bank transfer alone with its instructions and a fee.
  await page.goto("/admin/settings/payments");
  await expect(page.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();
  await page.getByRole("switch", { name: /^Cash on delivery/ }).uncheck({ force: true });
  await page.getByRole("switch", { name: /^Bank transfer/ }).uncheck({ force: true });
  await page.getByLabel("Fee (%)").fill("2.5");
  await save(page);
  await expect(page.getByText("Offer at least one payment method").first()).toBeVisible();
  await expect(page.getByLabel("Fee (%)")).toHaveValue("2.5");
  await page.getByRole("switch", { name: /^Bank transfer/ }).check({ force: true });
  await page.getByLabel("Bank transfer instructions").fill("Vietcombank 0123456789 — write the order number");
  await page.getByLabel(/Fixed fee per order/).fill("3.000");
  await save(page);
  await expect(page.getByText("Payment settings saved").first()).toBeAttached();
  await expect(page.getByRole("switch", { name: /^Cash on delivery/ })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: /^Bank transfer/ })).toBeChecked();
  await expect(page.getByLabel(/Fixed fee per order/)).toHaveValue("3000");
  await expect(page.getByLabel("Fee (%)")).toHaveValue("2.5");

  // Payout: a bad account number is refused and not sent back; a good one is kept, shown by its last four only.
  await page.goto("/admin/settings/payout");
  await expect(page.getByRole("heading", { name: "Payout", level: 1 })).toBeVisible();
  await expect(page.getByText("None saved yet.")).toBeVisible();
  await page.getByLabel("Account holder").fill("Nguyễn Văn Ops");
  await page.getByLabel("Bank", { exact: true }).fill("Vietcombank");
  await page.getByLabel("Account number").fill("12!");
  await save(page);
  await expect(page.getByText("Account number must be 6 to 34 letters and digits").first()).toBeVisible();
  await expect(page.getByLabel("Account holder")).toHaveValue("Nguyễn Văn Ops");
  await expect(page.getByLabel("Account number")).toHaveValue("");
  const account = "0071000987654";
  await page.getByLabel("Account number").fill(account);
  await page.getByLabel("SWIFT code").fill("bfvvvnvx");
  await save(page);
  await expect(page.getByText("Payout details saved").first()).toBeAttached();
  await expect(page.getByText("Saved: ending in 7654.")).toBeVisible();
  await expect(page.getByLabel("Account number")).toHaveValue("");
  await expect(page.getByLabel("SWIFT code")).toHaveValue("BFVVVNVX");
  expect(await page.content()).not.toContain(account);

  // Proxy: a URL of another scheme is refused; a socks5 one with credentials is saved, the password never shown.
  await page.goto("/admin/settings/proxy");
  await expect(page.getByRole("heading", { name: "Proxy", level: 1 })).toBeVisible();
  await page.getByRole("switch", { name: /^Use the proxy/ }).check({ force: true });
  await page.getByLabel("Proxy URL").fill("ftp://proxy.example.com");
  await save(page);
  await expect(page.getByText("Proxy URL must be an http://, https:// or socks5:// address with a host").first()).toBeVisible();
  await expect(page.getByLabel("Proxy URL")).toHaveValue("ftp://proxy.example.com");
  const password = `proxy-pass-${stamp()}`;
  await page.getByLabel("Proxy URL").fill("socks5://proxy.example.com:1080");
  await page.getByLabel("User name").fill("shop");
  await page.getByLabel("Password").fill(password);
  await save(page);
  await expect(page.getByText("Proxy settings saved").first()).toBeAttached();
  await expect(page.getByText("A password is saved.")).toBeVisible();
  await expect(page.getByLabel("Proxy URL")).toHaveValue("socks5://proxy.example.com:1080");
  expect(await page.content()).not.toContain(password);

  // The settings index lists the three cards for an operator.
  await page.goto("/admin/settings");
  for (const href of ["/admin/settings/payments", "/admin/settings/payout", "/admin/settings/proxy"])
    await expect(page.locator(`a[href="${href}"]`).first()).toBeVisible();
});

test("operator: members searched by e-mail, one member's stores and sign-in", async ({ page }) => {
  await english(page);
  await signIn(page, OPERATOR);
  await page.goto("/admin/member");
  await expect(page.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();
  await page.goto(`/admin/member?_query=${encodeURIComponent(JSON.stringify({ search: "owner@demo-store" }))}`);
  const row = page.locator(".br-products-table tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(OWNER);
  await expect(row).toContainText("Verified");
  await row.getByRole("link", { name: OWNER }).click();
  await expect(page.getByRole("heading", { name: OWNER, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: OWNER, level: 1 })).toBeVisible();
  await expect(page.locator("#member-stores").locator("..")).toContainText("Owner");
  await expect(page.getByText("Last sign-in")).toBeVisible();
  await page.goto("/admin/member/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("404").first()).toBeVisible();
});

test("operator: disable an account (its sign-in refused), then enable it again", async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(180_000);
  // A fresh user, so disabling it touches no other test.
  const email = uniqueEmail("disabled", info.project.name);
  const password = "First-pass-123";
  await request.post("/api/auth/signup", { data: { email, password, name: "Tuan" } });
  const verify = new URL(await linkFromMail(request, email, /verify/i), "http://x");
  expect((await request.post("/api/auth/verify", { data: { token: verify.searchParams.get("token") } })).status()).toBe(200);

  await english(page);
  await signIn(page, OPERATOR);
  await page.goto(`/admin/member?_query=${encodeURIComponent(JSON.stringify({ search: email }))}`);
  await page.getByRole("link", { name: email }).click();
  await expect(page.getByText("This account can sign in.")).toBeVisible();
  await page.getByRole("button", { name: "Disable account" }).click();
  await expect(page.getByText("Account disabled; its sessions were signed out.").first()).toBeAttached();
  await expect(page.getByText(/This account is disabled: it cannot sign in/)).toBeVisible();

  // The person, in a browser of their own, cannot sign in.
  const other = await browser.newContext({ baseURL, javaScriptEnabled: info.project.use.javaScriptEnabled !== false });
  const them = await other.newPage();
  await english(them);
  await them.goto("/auth/sign-in");
  await them.getByLabel("Email").fill(email);
  await them.getByLabel("Password", { exact: true }).fill(password);
  await them.getByRole("button", { name: "Sign in" }).click();
  await expect(them.getByText("This account is disabled. Contact support to have it enabled again.").first()).toBeVisible();

  await page.getByRole("button", { name: "Enable account" }).click();
  await expect(page.getByText("This account can sign in.")).toBeVisible();
  await signIn(them, email, password);
  await expect(them).toHaveURL(/\/(admin|shop)/);
  await other.close();
});

test("merchant: payments, proxy and members are 404; payout is theirs", async ({ page, baseURL }) => {
  await english(page);
  await signIn(page, OWNER);
  for (const path of ["/admin/settings/payments", "/admin/settings/proxy", "/admin/member"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  // The actions too: a post is the 404, nothing saved.
  const post = await page.request.post("/admin/settings/proxy", {
    form: { enabled: "on", url: "http://p.example.com", version: "1" },
    headers: { origin: baseURL ?? "" },
  });
  expect(post.status()).toBe(404);
  const payout = await page.goto("/admin/settings/payout");
  expect(payout?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Payout", level: 1 })).toBeVisible();
  await page.goto("/admin/settings");
  await expect(page.locator('a[href="/admin/settings/payout"]').first()).toBeVisible();
  await expect(page.locator('a[href="/admin/settings/payments"]')).toHaveCount(0);
});

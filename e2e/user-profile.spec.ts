import { expect, test, type Browser, type Page } from "@playwright/test";
import { linkFromMail, signIn, uniqueEmail } from "./helpers";

// The signed-in user's own account (SPEC §2 user-profile; ADR 062), with and without JavaScript, for a user made for
// the run (never the shared demo owner): change the name; change the password and see another browser signed out;
// change the e-mail, open the link from the outbox, and sign in with the new address.

const FIRST_PASSWORD = "Profile-first-7314";
const SECOND_PASSWORD = "Profile-second-9021";

/** The toast lives 2 s (CSS only): on a busy machine it may be gone before a visibility check, so read its text. */
const expectToast = (page: Page, text: string | RegExp) => expect(page.locator('[role="status"]').first()).toContainText(text);

/** A second browser, as a person on another computer: JavaScript as the project's, English chosen like the first. */
async function freshBrowser(browser: Browser, baseURL: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    storageState: {
      cookies: [{ name: "br_lang", value: "en", domain: "127.0.0.1", path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" }],
      origins: [],
    },
  });
  return context.newPage();
}

/** A verified user with a store of their own, signed in on `page`. */
async function freshUser(page: Page, email: string) {
  const signUp = await page.request.post("/api/auth/signup", { data: { email, password: FIRST_PASSWORD, name: "Lan" } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await page.goto(await linkFromMail(page.request, email, /verify/i));
  const token = (await (await page.request.post("/api/auth/signin", { data: { email, password: FIRST_PASSWORD } })).json()).token as string;
  const store = await page.request.post("/api/users/create-store", {
    headers: { authorization: `Bearer ${token}`, "access-token": token },
    data: { name: "Profile shop" },
  });
  expect(store.status(), await store.text()).toBe(201);
  await signIn(page, email, FIRST_PASSWORD);
}

test("change the name, the password (another browser is signed out) and the e-mail (after its link)", async ({ page, browser, baseURL }, info) => {
  // Two browsers, several password hashes and a dozen page loads.
  test.setTimeout(240_000);
  const js = info.project.use.javaScriptEnabled !== false;
  const email = uniqueEmail("profile", info.project.name);
  const newEmail = uniqueEmail("moved", info.project.name);
  await freshUser(page, email);

  // Reached from the user menu.
  await page.goto("/admin");
  await expect(page.locator('a[href="/admin/user-profile"]')).toHaveCount(1);
  await page.goto("/admin/user-profile");
  await expect(page.getByRole("heading", { name: "Your profile", level: 1 })).toBeVisible();

  // Name: a blank one is refused by the field; then saved.
  const nameForm = page.locator("#profile-name");
  await nameForm.getByLabel("Name").fill("");
  await nameForm.getByRole("button", { name: "Save name" }).click();
  await expect(nameForm.getByLabel("Name")).toHaveAccessibleDescription(/Name required/);
  await nameForm.getByLabel("Name").fill("Lan Nguyễn");
  await nameForm.getByRole("button", { name: "Save name" }).click();
  await expectToast(page, "Your name was saved");
  await expect(page.locator("#profile-name").getByLabel("Name")).toHaveValue("Lan Nguyễn");

  // Password: another browser is signed in; a wrong current password is refused next to its field.
  const other = await freshBrowser(browser, baseURL ?? "", js);
  await signIn(other, email, FIRST_PASSWORD);
  const pw = page.locator("#profile-password");
  await pw.getByLabel("Current password", { exact: true }).fill("not-my-password");
  await pw.getByLabel("New password", { exact: true }).fill(SECOND_PASSWORD);
  await pw.getByLabel("Confirm new password").fill(SECOND_PASSWORD);
  await pw.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("#profile-password").getByLabel("Current password", { exact: true })).toHaveAccessibleDescription(/Current password is incorrect/);
  await page.locator("#profile-password").getByLabel("Current password", { exact: true }).fill(FIRST_PASSWORD);
  await page.locator("#profile-password").getByLabel("New password", { exact: true }).fill(SECOND_PASSWORD);
  await page.locator("#profile-password").getByLabel("Confirm new password").fill(SECOND_PASSWORD);
  await page.locator("#profile-password").getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed. Your other sessions were signed out.");
  // This browser stays; the other one is sent to sign in.
  await page.goto("/admin/user-profile");
  await expect(page.getByRole("heading", { name: "Your profile", level: 1 })).toBeVisible();
  await other.goto("/admin/user-profile");
  await other.waitForURL(/\/auth\/sign-in/);

  // E-mail: nothing changes until the link is opened.
  const mail = page.locator("#profile-email");
  await mail.getByLabel("New email").fill(newEmail);
  await mail.getByLabel("Current password", { exact: true }).fill(SECOND_PASSWORD);
  await mail.getByRole("button", { name: "Send the link" }).click();
  await expectToast(page, `We sent a link to ${newEmail}`);
  await expect(page.getByText(`You sign in with ${email}.`)).toBeVisible();
  await page.goto(await linkFromMail(page.request, newEmail, /new email/i));
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await page.goto("/admin/user-profile");
  await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();

  // The other browser signs in with the new address and the new password; the old address no longer works.
  await other.goto("/auth/sign-in");
  await other.getByLabel("Email").fill(email);
  await other.getByLabel("Password", { exact: true }).fill(SECOND_PASSWORD);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByText("Email or password is incorrect")).toBeVisible();
  await signIn(other, newEmail, SECOND_PASSWORD);
  await other.goto("/admin/user-profile");
  await expect(other.locator("#profile-name").getByLabel("Name")).toHaveValue("Lan Nguyễn");
  await other.context().close();
});

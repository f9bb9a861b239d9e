import { expect, test } from "@playwright/test";
import { linkFromMail, uniqueEmail } from "./helpers";

// The whole first day of a merchant: sign up → verify → create store → create a product →
// find it from a bookmarked filtered URL → edit → edit conflict → delete. Runs with and without JavaScript.
test("a new merchant signs up, creates a store and manages a product", async ({ page, request }, info) => {
  const email = uniqueEmail("merchant", info.project.name);
  const password = "Secret-pass-123";
  const title = `Áo dài lụa tơ tằm ${info.project.name} ${Date.now().toString(36)}`;

  // Sign up; a bad e-mail is refused next to the field and the name is kept.
  await page.goto("/auth/sign-up");
  await page.getByLabel("Name").fill("Lan Nguyen");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This is required email")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Lan Nguyen");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(/check your e-?mail/i)).toBeVisible();

  // Verify with the link from the mail, then sign in.
  await page.goto(await linkFromMail(request, email, /verify/i));
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await page.goto("/auth/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();

  // No store yet: the survey creates one.
  await page.waitForURL(/\/shop\/add\/survey/);
  await page.getByLabel("Store name").fill(`Lan's Silk ${info.project.name}`);
  await page.getByRole("button", { name: /create store/i }).click();
  await page.waitForURL(/\/admin\/products/);

  // Create a product.
  await page.goto("/admin/products/create");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Vendor").fill("Hội An Silk");
  await page.getByLabel("Product type").fill("Áo dài");
  await page.getByLabel("Tags").fill("silk, summer");
  await page.getByRole("button", { name: "Create" }).first().click();
  await page.waitForURL(/\/admin\/products\/update\//);
  await expect(page.getByText("Product created").first()).toBeVisible();
  const editorUrl = page.url();
  await expect(page.getByLabel("Handle")).toHaveValue(/^ao-dai-lua-to-tam-/);

  // A bookmarked, filtered list URL reproduces the screen and finds it.
  const query = encodeURIComponent(JSON.stringify({ vendor: "Hội An Silk", tag: "silk" }));
  await page.goto(`/admin/products?tab=published&_query=${query}&limit=10&page=1`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.goto(`/admin/products?tab=unpublished&_query=${query}`);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  // Edit.
  await page.goto(editorUrl);
  await page.getByLabel("Title").fill(`${title} (new)`);
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByText("Product updated").first()).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(`${title} (new)`);

  // Conflict: a second tab saves first; this tab's save is refused and keeps what was typed.
  const other = await page.context().newPage();
  await other.goto(editorUrl);
  await page.reload();
  await other.getByLabel("Vendor").fill("Someone else");
  await other.getByRole("button", { name: "Save" }).first().click();
  await expect(other.getByText("Product updated").first()).toBeVisible();
  await other.close();
  await page.getByLabel("Title").fill(`${title} (mine)`);
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByText(/changed by someone else/i).first()).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(`${title} (mine)`);

  // Delete with confirmation.
  await page.goto(editorUrl);
  await page
    .getByRole("link", { name: "Delete" })
    .or(page.getByRole("button", { name: "Delete" }))
    .first()
    .click();
  await expect(page.getByText(/Are you sure you want to delete .*This action cannot be reversed\./)).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await page.waitForURL(/\/admin\/products(\?|$)/);
  await expect(page.getByText("Product deleted").first()).toBeVisible();
  await page.goto(editorUrl);
  await expect(page.getByText(/404|not found/i).first()).toBeVisible();
});

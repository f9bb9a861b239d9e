import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

// Pages with and without JavaScript: create one with a bold word and a link (the body's textarea; with JavaScript the
// Tiptap island takes it over and keeps the posted HTML), find it in the list, edit it, and meet an edit conflict.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

test("a page is created with rich text, found in the list, edited, and a stale save shows the conflict", async ({ page, browser }, info) => {
  const title = `About ${info.project.name} ${stamp()}`;
  await signIn(page, OWNER);
  await page.goto("/admin/pages/create");
  const main = page.getByRole("main");
  await main.getByLabel("Title").first().fill(title);
  const html = '<p><strong>Bold words</strong> and <a href="https://example.com/x">a link</a></p><script>alert(1)</script>';
  const body = main.locator('textarea[name="body"]');
  if (info.project.name === "js") {
    // With JavaScript the Tiptap island hides the textarea once it has mounted, and posts it: wait for it, then post
    // crafted HTML through it (the server is what cleans it).
    await expect(main.locator(".br-page-body-rich .ProseMirror")).toBeVisible();
    await body.evaluate((el, value) => ((el as HTMLTextAreaElement).value = value), html);
  } else {
    await body.fill(html);
  }
  await main
    .getByRole("button", { name: /^(Create|Save)$/ })
    .first()
    .click();
  await page.waitForURL(/\/admin\/pages\/update\//);
  const saved = await page.locator('textarea[name="body"]').inputValue();
  expect(saved).toContain("<strong>Bold words</strong>");
  expect(saved).toContain('href="https://example.com/x"');
  expect(saved).not.toContain("<script");
  const editorUrl = page.url();

  await page.goto(`/admin/pages?_query=${encodeURIComponent(JSON.stringify({ search: title }))}`);
  await expect(page.getByRole("main").getByRole("link", { name: title })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: title }).click();
  await page.waitForURL(editorUrl);

  // Someone else saves first (another session on the same page), then this one's save is stale.
  const other = await browser.newPage();
  await signIn(other, OWNER);
  await other.goto(editorUrl);
  await other.getByRole("main").getByLabel("Title").first().fill(`${title} (theirs)`);
  await other.getByRole("main").getByRole("button", { name: "Save" }).first().click();
  await expect(other.getByRole("main").getByLabel("Title").first()).toHaveValue(`${title} (theirs)`);
  await other.close();

  await page.getByRole("main").getByLabel("Title").first().fill(`${title} (mine)`);
  await page.getByRole("main").getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByText("Someone else saved this page")).toBeVisible();
  await expect(page.getByRole("main").getByLabel("Title").first()).toHaveValue(`${title} (mine)`);
});

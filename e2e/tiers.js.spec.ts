import { expect, test, type Page } from "@playwright/test";
import { OPERATOR, signIn } from "./helpers";

// ADR 033, hydration tiers. The size chart editor is Tier 2: React hydrates it and its table editor works in place,
// while links and forms out of it still load documents, so the Tier 1 page that follows runs its enhance script
// (and never renders from React without it). Tier 1 pages load no React at all.

type Marked = Window & { tierMark?: string };

/** A value that lives only as long as this document: gone after a document load, kept by a client-side render. */
const mark = (page: Page) => page.evaluate(() => ((window as Marked).tierMark = "same document"));
const marked = (page: Page) => page.evaluate(() => (window as Marked).tierMark ?? null);

/** React has hydrated the editor: its buttons carry React's props. */
async function hydrated(page: Page) {
  const addRow = page.getByRole("button", { name: "Add row" });
  await expect.poll(() => addRow.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")))).toBe(true);
}

test("the Tier 2 size chart editor grows its table in place, and links and forms out of it load documents", async ({ page }) => {
  // A hydration mismatch throws (React's #418) and React replaces the server's markup, dropping the enhance script's
  // listeners (a <template> whose children React could not find did that once).
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await signIn(page, OPERATOR);
  await page.goto("/admin/sizechart/add");
  await hydrated(page);
  expect(pageErrors).toEqual([]);
  await mark(page);

  await page.getByRole("button", { name: "Add row" }).click();
  await expect(page.getByLabel("Row 4, column 1", { exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Add column" }).click();
  await expect(page.getByLabel("Column 4 heading", { exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Remove row 1" }).click();
  await expect(page.getByLabel("Row 1, column 1", { exact: true })).toHaveValue("M");
  await expect(page.getByLabel("Row 4, column 1", { exact: true })).toHaveCount(0);
  // In place: the same document, and the unsaved-changes bar saw a table that changed without typing.
  expect(await marked(page)).toBe("same document");
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toBeVisible();

  // The generic behaviours still hold on a hydrated page: leaving asks first, and accepting loads the next document.
  await page.getByRole("link", { name: "Size charts" }).first().click();
  const leave = page.getByRole("dialog", { name: "Leave page with unsaved changes?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "I accept" }).click();
  await page.waitForURL(/\/admin\/sizechart$/);
  expect(await marked(page)).toBeNull();
  // The Tier 1 list runs its enhance script and has no React.
  await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
  expect(await page.evaluate(() => "__remixContext" in window)).toBe(false);

  // A link out of a clean hydrated page is a document load too (not Remix's client-side navigation).
  await page.goto("/admin/sizechart/add");
  await hydrated(page);
  await mark(page);
  // The back link is Remix's <Link>, which a hydrated page would otherwise follow on the client.
  await page.getByRole("main").getByRole("link", { name: "Size charts" }).click();
  await page.waitForURL(/\/admin\/sizechart$/);
  expect(await marked(page)).toBeNull();
  await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
  expect(await page.evaluate(() => "__remixContext" in window)).toBe(false);

  // So is a form: the create posts the document and lands on the (hydrated) editor with the server's toast.
  await page.goto("/admin/sizechart/add");
  await hydrated(page);
  await page.getByLabel("Title").fill(`Tier 2 ${Date.now().toString(36)}`);
  await mark(page);
  await page.getByRole("button", { name: "Create", exact: true }).last().click();
  await page.waitForURL(/\/admin\/sizechart\/update\//);
  // The toast lives 2 s (SPEC §9, a CSS animation): on a loaded machine hydration can outlast it, so it is asked to be
  // on the page rather than still showing.
  await expect(page.locator(".br-toast-region").getByText("Size chart created")).toBeAttached();
  expect(await marked(page)).toBeNull();
  await hydrated(page);
});

test("in Vietnamese the browser says the hydrated page's texts as the server did: no mismatch, no i18next shipped", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const scripts: string[] = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() === "script") scripts.push(await res.text());
  });
  await signIn(page, OPERATOR);
  await page.context().addCookies([{ name: "br_lang", value: "vi", domain: "127.0.0.1", path: "/" }]);
  await page.goto("/admin/sizechart/add");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  const save = page.getByRole("button", { name: "Tạo", exact: true }).last();
  await expect.poll(() => save.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")))).toBe(true);
  expect(pageErrors).toEqual([]);
  expect(scripts.filter((source) => source.includes("i18next"))).toEqual([]);

  // A refusal's messages come from the server's render; the page carries just those catalogue entries, and the
  // browser says them the same way.
  await page.getByLabel("Tiêu đề", { exact: true }).fill(`Bảng ${Date.now().toString(36)}`);
  await page.getByLabel("Tiêu đề cột 2", { exact: true }).fill("");
  await save.click();
  await expect(page.getByText("Cột 2: Tiêu đề cột là bắt buộc").first()).toBeVisible();
  await expect.poll(() => save.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")))).toBe(true);
  expect(pageErrors).toEqual([]);
});

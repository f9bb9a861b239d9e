import { expect, test, type Page } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

// What the enhance script (app/enhance) adds to the server-rendered pages. Runs in the `js` project only
// (playwright.config.ts ignores *.js.spec.ts for `no-js`); the other specs prove the same pages work without it.

const UNSAVED_TEXT = "If you leave this page, any unsaved changes will be lost.";

async function firstProductEditor(page: Page): Promise<string> {
  await page.goto("/admin/products");
  const href = await page.locator("a[href*='/admin/products/update/']").first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, OWNER);
});

test("the products list loads the enhance script and no React", async ({ page }) => {
  await page.goto("/admin/products");
  const scripts = await page.evaluate(() => [
    ...Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"), (s) => new URL(s.src).pathname),
    ...Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"), (l) => new URL(l.href).pathname),
  ]);
  expect(scripts.filter((src) => src.startsWith("/build/"))).toEqual([]);
  expect(scripts.filter((src) => /^\/enhance\/enhance-[\w-]+\.js$/.test(src))).toHaveLength(1);
  expect(await page.evaluate(() => "__remixContext" in window)).toBe(false);
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
});

test("the page-size select applies on change, without the no-JS Apply button", async ({ page }) => {
  await page.goto("/admin/products");
  await expect(page.getByRole("button", { name: "Apply" })).toBeHidden();
  await page.getByLabel("Items per page").selectOption("10");
  await page.waitForURL((url) => url.searchParams.get("limit") === "10");
  await expect(page.getByText(/^1–10 of /)).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(10);
});

test("the search box applies a second after typing stops, without Enter", async ({ page }) => {
  await page.goto("/admin/products");
  const search = page.getByLabel("Search products");
  await search.pressSequentially("silk", { delay: 40 });
  // Still typing time: nothing applied yet.
  expect(new URL(page.url()).searchParams.get("_query")).toBeNull();
  await page.waitForURL((url) => url.searchParams.get("_query") === JSON.stringify({ search: "silk" }));
  // The user can type on: the box has focus again, and the URL carries no focus marker.
  await expect(page.getByLabel("Search products")).toBeFocused();
  await expect(page.getByLabel("Search products")).toHaveValue("silk");
  expect(new URL(page.url()).hash).toBe("");
  await expect(page.getByRole("link", { name: "Remove filter Search: silk" })).toBeVisible();
});

test("a new product's handle follows a Vietnamese title until the user types one", async ({ page }) => {
  await page.goto("/admin/products/create");
  await page.getByLabel("Title").fill("Áo dài lụa Đà Nẵng");
  await expect(page.getByLabel("Handle")).toHaveValue("ao-dai-lua-da-nang");
  await expect(page.getByText("/products/ao-dai-lua-da-nang")).toBeVisible();
  await page.getByLabel("Handle").fill("my-handle");
  await page.getByLabel("Title").fill("Nón lá Huế");
  await expect(page.getByLabel("Handle")).toHaveValue("my-handle");
});

test("a followed handle is derived by the server, so a second product with the same title gets -2, not an error", async ({ page }) => {
  const title = `Khăn lụa ${Date.now().toString(36)}`;
  const handles: string[] = [];
  for (let i = 0; i < 2; i++) {
    await page.goto("/admin/products/create");
    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Create", exact: true }).first().click();
    await page.waitForURL(/\/admin\/products\/update\/[^/]+$/);
    handles.push(await page.getByLabel("Handle").inputValue());
  }
  expect(handles[1]).toBe(`${handles[0]}-2`);
});

test("a touched, emptied title says 'Title required' before any submit", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/admin/products/create");
  const title = page.getByLabel("Title");
  await title.fill("Khăn lụa");
  await expect(page.getByText("Title required")).toHaveCount(0);
  await title.fill("");
  await page.getByLabel("Vendor").focus();
  await expect(page.getByText("Title required")).toBeVisible();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  // It follows the typing from then on.
  await title.fill("K");
  await expect(page.getByText("Title required")).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("leaving a dirty editor asks first: Cancel stays, I accept leaves", async ({ page }) => {
  const editor = await firstProductEditor(page);
  await page.goto(editor);
  const saveBar = page.getByRole("region", { name: "Unsaved changes" });
  await expect(saveBar).toBeHidden();
  await page.getByLabel("Vendor").fill("Someone's edit, not saved");
  await expect(saveBar).toBeVisible();

  const home = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" });
  await home.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(UNSAVED_TEXT);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(editor);
  await expect(page.getByLabel("Vendor")).toHaveValue("Someone's edit, not saved");

  await home.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await home.click();
  await page.getByRole("dialog").getByRole("button", { name: "I accept" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
});

test("the delete confirmation opens in place and closes without a round trip", async ({ page }) => {
  const editor = await firstProductEditor(page);
  await page.goto(editor);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.getByRole("link", { name: "Delete product" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(/Are you sure you want to delete .*This action cannot be reversed\./);
  await expect(dialog.getByRole("link", { name: "Close" })).toBeFocused();
  expect(new URL(page.url()).searchParams.get("confirm")).toBe("delete");
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).searchParams.get("confirm")).toBeNull();
  expect(documents).toEqual([]);
});

test("the sign-in page's eye shows the password and hides it again", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/auth/sign-in");
  const password = page.locator("input[name=password]");
  await password.fill("not-my-password");
  await expect(password).toHaveAttribute("type", "password");
  const eye = page.locator("[data-password-toggle]");
  await eye.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(eye).toHaveAttribute("aria-pressed", "true");
  await eye.click();
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveValue("not-my-password");
  await context.close();
});

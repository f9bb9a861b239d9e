import { expect, test } from "@playwright/test";
import { OWNER, ownStore, signIn } from "./helpers";

// Issue 12's storefront journey, with and without JavaScript: a page, a menu item and a URL redirect made in the
// admin show on the store's own storefront ({label}.localhost:<port> stands for {label}.backroom.shop, ADR 068), in a
// store of the test's own, so the two projects never edit the same main menu.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

test("a page, a header menu item and a redirect made in the admin show on the storefront", async ({ page, baseURL }, info) => {
  await signIn(page, OWNER);
  const { domain } = await ownStore(page, baseURL ?? "", OWNER, `Storefront shop ${info.project.name} ${stamp()}`);
  const storefront = `http://${domain.replace(/\.backroom\.shop$/, ".localhost")}:${new URL(baseURL ?? "").port}`;
  const main = page.getByRole("main");

  // A page: created in the admin, its handle made from the title.
  const title = `Our story ${stamp()}`;
  await page.goto("/admin/pages/create");
  await main.getByLabel("Title").first().fill(title);
  if (info.project.name === "js") {
    // Mantine's Tiptap editor takes the textarea over: bold by the keyboard, as a merchant would.
    const editor = main.locator(".br-page-body-rich .ProseMirror");
    await editor.click();
    await page.keyboard.press("Control+b");
    await page.keyboard.type("Made in Saigon");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(" since 2019");
  } else {
    await main.locator('textarea[name="body"]').fill("<p><strong>Made in Saigon</strong> since 2019</p><script>alert(1)</script>");
  }
  await main
    .getByRole("button", { name: /^(Create|Save)$/ })
    .first()
    .click();
  await page.waitForURL(/\/admin\/pages\/update\//);
  const handle = await main.locator('input[name="handle"]').inputValue();
  expect(handle).toMatch(/^our-story-/);

  const shown = await page.goto(`${storefront}/pages/${handle}`);
  expect(shown?.status()).toBe(200);
  await expect(page.getByRole("main").getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("main").locator("strong", { hasText: "Made in Saigon" })).toBeVisible();
  expect(await page.content()).not.toContain("alert(1)");

  // The store's main menu (made with the store) gets an item for the page; the storefront's header lists it.
  await page.goto("/admin/menus");
  await main.getByRole("link", { name: "Main menu" }).click();
  await page.waitForURL(/\/admin\/menus\/update\//);
  const rows = await page.locator('[name$="].label"]').count();
  await main.getByRole("button", { name: "Add item" }).click();
  await page.locator(`[name="items[${rows}].label"]`).fill("Our story");
  // The item links to the page itself (chosen by title), so the storefront resolves its address.
  await page.locator(`[name="items[${rows}].link"]`).selectOption({ label: title });
  await main.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByText("Menu updated")).toBeVisible();
  await expect(page.locator(`[name="items[${rows}].label"]`)).toHaveValue("Our story");

  await page.goto(`${storefront}/`);
  // A desktop-wide window shows the starter theme's main menu in the header (a phone folds it into "Danh mục").
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Our story" })).toHaveAttribute("href", new RegExp(`/pages/${handle}$`));
  await header.getByRole("link", { name: "Our story" }).click();
  await expect(page).toHaveURL(`${storefront}/pages/${handle}`);

  // A redirect from an old address to the page: the storefront answers 301 and the browser lands on the page.
  await page.goto("/admin/redirects/create");
  await main.getByLabel("Redirect from").fill("/about-us");
  await main.getByLabel("Redirect to").fill(`/pages/${handle}`);
  await main.getByRole("button", { name: "Create", exact: true }).last().click();
  await page.waitForURL(/\/admin\/redirects\/[0-9a-f-]{36}/);

  // Paths match whatever their case and trailing slash (ADR 066).
  const landed = await page.goto(`${storefront}/About-Us/`);
  const first = await landed?.request().redirectedFrom()?.response();
  expect(first?.status()).toBe(301);
  await expect(page).toHaveURL(`${storefront}/pages/${handle}`);
  await expect(page.getByRole("main").getByRole("heading", { name: title })).toBeVisible();
});

import { expect, test, type Page } from "@playwright/test";
import { OPERATOR, OWNER, STAFF, signIn } from "./helpers";

// ADR 027: every page links at most two stylesheets (its layout's, then its own) that the build made from what it
// renders, and nothing it renders is left unstyled: every Mantine class in the page (dialogs and drawers hidden in it
// included) has its rules, and Mantine's buttons, inputs and tables look like Mantine's. With and without JavaScript.

interface PageStyles {
  status: number | undefined;
  stylesheets: string[];
  /** Mantine's hashed classes in the page that no rule of its stylesheets names. */
  unstyled: string[];
  mantineClasses: number;
}

async function pageStyles(page: Page, path: string): Promise<PageStyles> {
  const res = await page.goto(path);
  const found = await page.evaluate(() => {
    const styled = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\bm_[0-9a-f]+\b/g)) styled.add(m[0]);
        if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const used = new Set<string>();
    for (const el of Array.from(document.querySelectorAll("[class]")))
      for (const name of Array.from(el.classList)) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    return {
      stylesheets: Array.from(document.querySelectorAll('link[rel="stylesheet"]')).map((l) => l.getAttribute("href") ?? ""),
      inHead: document.querySelectorAll('head link[rel="stylesheet"]').length,
      unstyled: [...used].filter((name) => !styled.has(name)),
      mantineClasses: used.size,
    };
  });
  expect(found.inHead, path).toBe(found.stylesheets.length);
  return { status: res?.status(), ...found };
}

async function expectStyled(page: Page, path: string, status = 200) {
  const styles = await pageStyles(page, path);
  expect(styles.status, path).toBe(status);
  expect(styles.stylesheets.length, `${path}: ${styles.stylesheets.join(", ")}`).toBeGreaterThanOrEqual(1);
  expect(styles.stylesheets.length, `${path}: ${styles.stylesheets.join(", ")}`).toBeLessThanOrEqual(2);
  for (const href of styles.stylesheets) expect(href, path).toMatch(/^\/styles\/[\w.-]+-[\w-]{10}\.css$/);
  expect(styles.mantineClasses, path).toBeGreaterThan(5);
  expect(styles.unstyled, `${path}: Mantine classes without their stylesheet`).toEqual([]);
  return styles;
}

/**
 * Mantine's look, not the browser's: buttons rounded by the theme's radius, and one of the variant's colours, filled
 * (the theme's teal) or default (white with a border).
 */
async function expectMantineButton(page: Page, variant: "filled" | "default" = "filled") {
  const buttons = await page.locator(".mantine-Button-root").evaluateAll((els) =>
    els.map((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, border: s.borderTopWidth, radius: s.borderRadius, weight: s.fontWeight, height: parseFloat(s.height) };
    }),
  );
  expect(buttons.length).toBeGreaterThan(0);
  for (const b of buttons) expect(b.radius).toBe("8px");
  const looks = variant === "filled" ? { background: "rgb(18, 184, 134)", border: "1px" } : { background: "rgb(255, 255, 255)", border: "1px" };
  expect(
    buttons.some((b) => b.background === looks.background && b.border === looks.border && b.weight === "600" && b.height >= 36),
    JSON.stringify(buttons),
  ).toBe(true);
}

test("signed out: the sign-in page and a 404 get the root's stylesheet and their own", async ({ page }) => {
  const signInPage = await expectStyled(page, "/auth/sign-in");
  expect(signInPage.stylesheets).toHaveLength(2);
  await expectMantineButton(page);
  const input = await page.getByLabel("Email").evaluate((el) => ({ radius: getComputedStyle(el).borderRadius, border: getComputedStyle(el).borderTopWidth }));
  expect(input).toEqual({ radius: "8px", border: "1px" });
  await expectStyled(page, "/auth/sign-up");
  const notFound = await expectStyled(page, "/nothing-here", 404);
  // The same layout file as the sign-in page: cached from there.
  expect(notFound.stylesheets[0]).toBe(signInPage.stylesheets[0]);
  await expectMantineButton(page);
});

test("the owner's pages: list, dialogs, drawer, editor, collections, error pages", async ({ page }) => {
  await signIn(page, OWNER);
  const list = await expectStyled(page, "/admin/products");
  expect(list.stylesheets).toHaveLength(2);
  await expectMantineButton(page);
  expect(await page.locator(".br-products-table").evaluate((el) => getComputedStyle(el).borderCollapse)).toBe("collapse");
  for (const state of ["filters=1", "dialog=import", "dialog=export"]) await expectStyled(page, `/admin/products?${state}`);
  await page.goto("/admin/products");
  // A demo product with variants: its editor shows them in a Mantine Table (other specs add products without).
  const withVariants = page.locator("tr", { hasText: /in stock for \d+ variants?/ }).first();
  const editorHref = await withVariants.locator('a[href^="/admin/products/update/"]').first().getAttribute("href");
  const editor = await expectStyled(page, editorHref!);
  // Every admin page shares the shell's file.
  expect(editor.stylesheets[0]).toBe(list.stylesheets[0]);
  expect(editor.stylesheets[1]).not.toBe(list.stylesheets[1]);
  await expectMantineButton(page);
  const table = await page
    .locator(".mantine-Table-table")
    .first()
    .evaluate((el) => ({ collapse: getComputedStyle(el).borderCollapse, width: el.getBoundingClientRect().width }));
  expect(table.collapse).toBe("collapse");
  expect(table.width).toBeGreaterThan(200);
  await expectStyled(page, `${editorHref}?confirm=delete`);
  await expectStyled(page, `${editorHref}/add`);
  for (const path of [
    "/admin",
    "/admin/products/create",
    "/admin/products/bulk-edit",
    "/admin/collections",
    "/admin/collections/create",
    "/admin/product-feeds",
    "/admin/product-feeds/create",
    "/admin/no-access",
  ]) {
    await expectStyled(page, path);
  }
  // 404s rendered inside the shell by the admin layout's error boundary: an unknown page, a missing product, a restricted screen.
  await expectStyled(page, "/admin/nothing-here", 404);
  await expectMantineButton(page);
  await expectStyled(page, "/admin/products/update/00000000-0000-0000-0000-000000000000", 404);
  await expectStyled(page, "/admin/bulkupdates", 404);
});

test("the operator's screens", async ({ page }) => {
  await signIn(page, OPERATOR);
  for (const path of [
    "/admin/inventory",
    "/admin/bulkupdates",
    "/admin/bulkupdates/create",
    "/admin/sizechart",
    "/admin/sizechart/add",
    "/admin/clear-cache-urls",
    "/test",
  ]) {
    await expectStyled(page, path);
  }
});

test("a staff member's no-access page (the products route refused with 403)", async ({ page }) => {
  await signIn(page, STAFF);
  await expectStyled(page, "/admin/products", 403);
  await expectMantineButton(page, "default");
});

// SPEC §2 sales-reports (issue 10): the product sales report sorts by its headers (links), searches, pages by 20 and
// exports the same rows as CSV, all in the URL. Runs with and without JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

const column = (page: Page, name: string) =>
  page.locator(`[data-report="sales"] td[data-column="${name}"]`).evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-value"))));

test("sorts by a header, flips on a second click, keeps the range, and exports CSV", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/admin/sales-reports?preset=last_90_days");
  await expect(page.getByRole("heading", { name: "Sales reports", level: 1 })).toBeVisible();
  const headers = page.locator('[data-report="sales"] thead th');
  // The sorted column carries an arrow after its name.
  const names = [
    "Product title",
    "Page views",
    "Add to cart",
    "Reached checkout",
    "Session converted",
    "Order",
    "Net quantity",
    "Average order value",
    "Average order items",
    "Total sales",
  ];
  await expect(headers).toHaveText(names.map((name) => new RegExp(`^${name}[▲▼]?$`)));
  const rows = page.locator('[data-report="sales"] tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await rows.count()).toBeLessThanOrEqual(20);
  // By default: total sales, largest first.
  const sales = await column(page, "totalSales");
  expect(sales).toEqual([...sales].sort((a, b) => b - a));

  await page.getByRole("link", { name: "Sort by Order" }).click();
  await expect(page).toHaveURL(/sort=orders&order=desc/);
  await expect(page).toHaveURL(/preset=last_90_days/);
  const desc = await column(page, "orders");
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  await page.getByRole("link", { name: "Sort by Order" }).click();
  await expect(page).toHaveURL(/sort=orders&order=asc/);
  const asc = await column(page, "orders");
  expect(asc).toEqual([...asc].sort((a, b) => a - b));
  await expect(page.locator('[data-report="sales"] th[aria-sort="ascending"]')).toContainText("Order");

  // Search keeps the sort and the range.
  const title = (await page.locator('[data-report="sales"] tbody th').first().textContent())!.trim();
  await page.getByRole("searchbox", { name: "Search products" }).fill(title.slice(0, 6));
  await page.getByRole("button", { name: "Search products" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page).toHaveURL(/sort=orders/);
  await expect(page.locator('[data-report="sales"] tbody th').first()).toContainText(title.slice(0, 6));

  // The export: the same range, search and sort, as CSV.
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  expect(href).toMatch(/^\/admin\/sales-reports\.csv\?/);
  expect(href).toContain("preset=last_90_days");
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/csv");
  const lines = (await res.text()).trim().split(/\r?\n/);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).some((line) => line.includes(title.slice(0, 6)))).toBe(true);
});

// The product sales table's layout (ADR 083), in both languages (Vietnamese headers are longer).
for (const locale of ["en", "vi"] as const) {
  test(`on a laptop (${locale}) all ten columns fit, Total sales in view; on a phone the title column stays put`, async ({ page, context }) => {
    await signIn(page, OWNER);
    await context.addCookies([{ name: "br_lang", value: locale, domain: "127.0.0.1", path: "/" }]);
    const table = page.locator('[data-report="sales"]');
    for (const width of [1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/admin/sales-reports?preset=last_90_days");
      await expect(table.locator("thead th")).toHaveCount(10);
      const fit = await table.evaluate((el) => {
        const scroller = el.parentElement!;
        const total = el.querySelector('[data-column="totalSales"]')!.closest("th")!.getBoundingClientRect();
        const head = el.querySelector("thead th.br-num")!;
        return {
          scroll: scroller.scrollWidth,
          client: scroller.clientWidth,
          totalRight: total.right,
          // A header takes two lines at most.
          headLines: Math.round(el.querySelector("thead")!.getBoundingClientRect().height / parseFloat(getComputedStyle(head).lineHeight)),
        };
      });
      expect(fit.scroll, `${width}px`).toBeLessThanOrEqual(fit.client);
      expect(fit.totalRight, `${width}px`).toBeLessThanOrEqual(width);
      expect(fit.headLines, `${width}px`).toBeLessThanOrEqual(3); // two lines and the cells' padding
    }
    // The product title: two lines at most, the whole of it in its tooltip.
    const title = table.locator("tbody th").first();
    expect(await title.evaluate((th) => th.getBoundingClientRect().height / parseFloat(getComputedStyle(th).lineHeight))).toBeLessThan(3);
    await expect(title.locator(".br-sales-title")).toHaveAttribute("title", (await title.textContent())!.trim());

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/sales-reports?preset=last_90_days");
    const stays = await table.evaluate((el) => {
      const scroller = el.parentElement!;
      scroller.scrollLeft = scroller.scrollWidth;
      const first = el.querySelector("tbody th")!.getBoundingClientRect();
      return { scrolled: scroller.scrollLeft, firstLeft: first.left, scrollerLeft: scroller.getBoundingClientRect().left };
    });
    expect(stays.scrolled).toBeGreaterThan(0); // the phone's table does scroll sideways…
    expect(stays.firstLeft).toBeGreaterThanOrEqual(stays.scrollerLeft - 1); // …and its row still names the product
  });
}

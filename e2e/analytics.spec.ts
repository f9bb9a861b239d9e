// SPEC §2 analytics (issue 10): the range lives in the URL (presets and custom days, plain GET form), a reload gives
// the same numbers, and every chart's table says the figures the chart draws. Runs with and without JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

const kpi = (page: Page, key: string) => page.locator(`[data-kpi="${key}"] .br-kpi-value`).getAttribute("data-value");
const values = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-value"))));

test("a preset and a custom range are held by the URL, and a reload gives the same numbers", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/admin/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Last 90 days" }).click();
  await expect(page).toHaveURL(/preset=last_90_days/);
  await expect(page.getByRole("button", { name: "Last 90 days" })).toHaveAttribute("aria-pressed", "true");
  const orders = await kpi(page, "totalOrders");
  expect(Number(orders)).toBeGreaterThan(0); // the demo store has orders in the last 90 days
  await page.reload();
  await expect(page.getByRole("button", { name: "Last 90 days" })).toHaveAttribute("aria-pressed", "true");

  // A custom range: the days typed dd-mm-yyyy, Apply.
  const from = page.locator(".br-report-filter").getByLabel("From", { exact: true });
  const to = page.locator(".br-report-filter").getByLabel("To", { exact: true });
  // It ends yesterday: other specs running alongside place and refund orders today, and the reload must see the same.
  const [d, m, y] = (await to.inputValue()).split("-").map(Number) as [number, number, number];
  const yesterday = new Date(Date.UTC(y, m - 1, d - 1));
  const toDay = `${String(yesterday.getUTCDate()).padStart(2, "0")}-${String(yesterday.getUTCMonth() + 1).padStart(2, "0")}-${yesterday.getUTCFullYear()}`;
  if (test.info().project.use.javaScriptEnabled === false) {
    await from.fill("01-01-2026");
    await to.fill(toDay);
    await page.getByRole("button", { name: "Apply" }).click();
  } else {
    // With JavaScript the days are picked with the range picker that stands in for these fields (ADR 049), which
    // e2e/analytics-charts.js.spec.ts drives; the URL it makes is this one.
    await page.goto(`/admin/analytics?preset=custom&from=01-01-2026&to=${toDay}`);
  }
  await expect(page).toHaveURL(/preset=custom/);
  const url = new URL(page.url());
  expect(url.searchParams.get("from")).toBe("01-01-2026");
  expect(url.searchParams.get("to")).toBe(toDay);
  await expect(page.locator(".br-report-showing")).toContainText(`01-01-2026 – ${toDay}`);
  const customSales = await kpi(page, "totalSales");
  const customOrders = await kpi(page, "totalOrders");
  await page.goto(url.pathname + url.search);
  expect(await kpi(page, "totalSales")).toBe(customSales);
  expect(await kpi(page, "totalOrders")).toBe(customOrders);

  // A day after today is refused on its field (SPEC §5), and the report still shows.
  await page.goto("/admin/analytics?preset=custom&from=01-01-2026&to=01-01-2099");
  await expect(page.locator(".br-report-filter")).toContainText("Dates after today cannot be chosen");
  await expect(page.locator('[data-kpi="totalSales"]')).toBeVisible();
});

test('on a phone the range summary keeps each day on one line ("23-" then "11-2026" was clumsy in English)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OWNER);
  for (const path of ["/admin/analytics?preset=last_7_days", "/admin/estimated-profit?preset=last_7_days"]) {
    await page.goto(path);
    const days = page.locator(".br-report-showing .br-nowrap");
    await expect(days, path).toHaveCount(4);
    for (const day of await days.all()) {
      await expect(day, path).toHaveText(/^\d\d-\d\d-\d{4}$/);
      await expect(day, path).toHaveCSS("white-space", "nowrap");
      expect(await day.evaluate((el) => el.getClientRects().length), path).toBe(1);
    }
  }
});

test("every chart's table says the chart's figures, and the sales table adds up to the total", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/admin/analytics?preset=last_90_days");
  for (const chart of ["sales", "orders"]) {
    const bars = await values(page, `[data-chart="${chart}"] rect.br-chart-bar`);
    const cells = await values(page, `[data-chart-table="${chart}"] td[data-value]`);
    expect(bars.length).toBeGreaterThan(0);
    expect(cells).toEqual(bars);
  }
  await expect(page.locator('[data-chart-table="sales"] caption')).toContainText("Sales over time");
  const dailySales = await values(page, '[data-chart-table="sales"] td[data-value]');
  const total = Number(await kpi(page, "totalSales"));
  expect(Math.abs(dailySales.reduce((a, b) => a + b, 0) - total)).toBeLessThan(1);
  const dailyOrders = await values(page, '[data-chart-table="orders"] td[data-value]');
  expect(dailyOrders.reduce((a, b) => a + b, 0)).toBe(Number(await kpi(page, "totalOrders")));
  // The funnel: 4 steps, rates as 2-decimal percents.
  await expect(page.locator('[data-chart-table="funnel"] tbody tr')).toHaveCount(4);
  await expect(page.locator('[data-chart-table="funnel"] tbody tr').nth(1)).toContainText(/\d+\.\d{2}%/);
  await expect(page.locator(".br-report-freshness")).toContainText(/Updated|No data/);
});

test("the menu links the reports, and the home page shows today's figures with a link to analytics", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/admin");
  await expect(page.locator('[data-kpi="todaySales"]')).toBeVisible();
  await expect(page.locator('[data-chart-table="home-sales"] tbody tr')).toHaveCount(7);
  await page.getByRole("link", { name: "See analytics" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, path] of [
    ["Estimated profit", "/admin/estimated-profit"],
    ["UTM analytics", "/admin/utm-analystics"],
  ]) {
    await nav.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator(".br-report-filter")).toBeVisible();
  }
  await expect(page.locator('[data-stat="profit"]')).toHaveCount(0); // on UTM now
  await page.goto("/admin/estimated-profit?preset=last_90_days");
  await expect(page.locator('[data-stat="profit"]')).toBeVisible();
});

test("the estimated-profit page's settings card refuses a bad figure on its field, as typed, and saves a good one", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/admin/estimated-profit?preset=last_90_days");
  expect(Number(await page.locator('[data-stat="paymentFees"]').getAttribute("data-value"))).toBeGreaterThan(0); // the demo pays 2%
  const card = page.getByRole("region", { name: /Profit settings/ });
  const percent = card.getByRole("textbox", { name: "Payment fee (%)" });
  await percent.fill("abc");
  await card.getByRole("button", { name: "Save profit settings" }).click();
  await expect(percent).toHaveValue("abc");
  await expect(percent).toHaveAttribute("aria-invalid", "true");

  // Saved, then the demo's 2% put back. The js and no-js projects edit the one demo store at the same time: a save
  // that meets the other's newer version is refused with it (409) and kept as typed, and saving again goes through.
  for (const value of ["4", "2"]) {
    await percent.fill(value);
    let outcome: string;
    for (let attempt = 0; ; attempt++) {
      await card.getByRole("button", { name: "Save profit settings" }).click();
      outcome = await Promise.race([
        page
          .getByText("Profit settings saved")
          .waitFor()
          .then(() => "saved"),
        card
          .getByText("changed by someone else")
          .waitFor()
          .then(() => "conflict"),
      ]);
      if (outcome === "saved" || attempt === 3) break;
      await expect(percent).toHaveValue(value);
    }
    // The toast shows for 2 seconds (SPEC §2): the race above saw it; asking again could come after it went, on a
    // busy machine with the page's chart island loading.
    expect(outcome).toBe("saved");
    await expect(page).toHaveURL(/preset=last_90_days/);
  }
});

// The report screens' layout on a phone (ADR 083), in both languages (Vietnamese labels are longer).
for (const locale of ["en", "vi"] as const) {
  test(`on a phone (${locale}) the funnel fits without sideways scrolling, and Apply sits right under the days`, async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, OWNER);
    await context.addCookies([{ name: "br_lang", value: locale, domain: "127.0.0.1", path: "/" }]);
    await page.goto("/admin/analytics?preset=last_90_days");
    // The funnel: still a table of four columns (for screen readers), all of it inside the card.
    const funnel = page.locator('[data-chart-table="funnel"]');
    await expect(funnel.locator("thead th")).toHaveCount(4);
    const fits = await funnel.evaluate((table) => {
      const scroller = table.parentElement!;
      const last = table.querySelector("thead th:last-child")!.getBoundingClientRect();
      return { scroll: scroller.scrollWidth, client: scroller.clientWidth, lastRight: last.right, width: window.innerWidth };
    });
    expect(fits.scroll).toBeLessThanOrEqual(fits.client);
    expect(fits.lastRight).toBeLessThanOrEqual(fits.width);

    for (const path of ["/admin/analytics", "/admin/sales-reports", "/admin/estimated-profit", "/admin/utm-analystics"]) {
      await page.goto(path);
      const filter = page.locator(".br-report-filter");
      // Apply wraps under the two days on a phone: one gap's distance below them, not a label's height more. (With
      // JavaScript too: the plain fields stay until the reader turns to the form.)
      const gap = await filter.evaluate((form) => {
        const apply = form.querySelector(".br-report-apply")!.getBoundingClientRect();
        const day = [...form.querySelectorAll(".br-report-day input")].at(-1)!.getBoundingClientRect();
        return apply.top - day.bottom;
      });
      expect(gap, path).toBeGreaterThanOrEqual(0);
      expect(gap, path).toBeLessThanOrEqual(16);
      if (test.info().project.use.javaScriptEnabled !== false) {
        // Then the range picker stands in for the days and Apply (ADR 049).
        await filter.hover();
        await expect(filter.locator(".br-report-range"), path).toBeVisible();
        await expect(filter.locator(".br-report-apply"), path).toBeHidden();
      }
    }
  });
}

// ADR 049: with JavaScript, once the reader turns to them (points at them, touches them, focuses into them), the
// reports' charts become @mantine/charts charts and the range becomes @mantine/dates' range picker (islands, app/islands/). The server's SVG, tables and plain day fields stay what
// a page without JavaScript gets (e2e/analytics.spec.ts, project no-js). Runs only with JavaScript.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

/** The rows of a chart's server-rendered table: the day (or hour) and the figure as the page says it. */
const tableRows = (page: Page, chart: string) =>
  page.locator(`[data-chart-table="${chart}"] tbody tr`).evaluateAll((rows) =>
    rows.map((row) => ({
      label: row.querySelector("th")!.textContent!.trim(),
      text: row.querySelector("td")!.textContent!.trim(),
      value: Number(row.querySelector("td")!.getAttribute("data-value")),
    })),
  );

/**
 * The pointer on `target` until the chart's tooltip says `expected`, its day and figure. Again until then: the chart
 * may still be taking its width when the pointer first arrives, and the tooltip is then a neighbouring bar's. Fails if
 * it never says it.
 */
async function expectTooltipAt(page: Page, card: Locator, target: Locator, expected: { label: string; text: string }) {
  const tip = card.locator(".recharts-tooltip-wrapper");
  await expect(async () => {
    await page.mouse.move(0, 0);
    await pointAt(page, target);
    await expect(tip.locator(".mantine-ChartTooltip-tooltipLabel")).toHaveText(expected.label, { timeout: 1000 });
    await expect(tip.locator(".mantine-ChartTooltip-tooltipItemData")).toHaveText(expected.text, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** A chart's island: the pointer on it (not on the card's table) is what brings the Mantine chart. */
const island = (card: Locator) => card.locator("[data-island]");

/** The pointer on an element's middle (recharts shows its tooltip on the chart's mouse moves). */
async function pointAt(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dmy = (day: string) => day.split("-").reverse().join("-");
/** How the picker names a day button (dayjs' "D MMMM YYYY" in English). */
const dayName = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

test("the charts become Mantine charts that say the table's figures, on the server's y-axis steps", async ({ page }) => {
  await signIn(page, OWNER);
  // Nothing big is fetched while the reader only reads: React and recharts stay off the page (the enhance script's
  // small shared chunk may come).
  const scripts: { url: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    if (/\/enhance\/chunk-/.test(response.url())) scripts.push({ url: response.url(), bytes: (await response.body()).length });
  });
  await page.goto("/admin/analytics?preset=last_90_days");
  await page.waitForLoadState("load");
  const orders = page.locator('[data-chart="orders"]');
  await orders.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  expect(scripts.filter((s) => s.bytes > 5000)).toEqual([]);
  await expect(orders.locator(".br-chart")).toBeVisible();
  await island(orders).hover();
  await expect(orders.locator(".recharts-surface")).toBeVisible();
  expect(scripts.filter((s) => s.bytes > 100_000).length).toBeGreaterThan(0);
  await expect(orders.locator(".br-chart")).toBeHidden(); // the server's SVG, put away
  await expect(orders.locator('[data-chart-table="orders"]')).toBeVisible(); // the table stays

  const rows = await tableRows(page, "orders");
  const bars = orders.locator(".recharts-bar-rectangle");
  await expect(bars).toHaveCount(rows.length);
  // The busiest day's bar: its tooltip says that row's day and figure.
  const busiest = rows.reduce((best, row, i) => (row.value > rows[best]!.value ? i : best), 0);
  expect(rows[busiest]!.value).toBeGreaterThan(0);
  await expectTooltipAt(page, orders, bars.nth(busiest).locator("path"), { label: rows[busiest]!.label, text: rows[busiest]!.text });
  // SPEC §9's y-axis step: the same ticks as the server's chart.
  const serverTicks = await orders.locator(".br-chart-y span").allTextContents();
  await expect(orders.locator(".recharts-yAxis .recharts-cartesian-axis-tick-value")).toHaveText(serverTicks);

  // Sales, an area with a dot per day over a week, on the same money ticks as the server's chart.
  await page.goto("/admin/analytics?preset=last_7_days");
  const sales = page.locator('[data-chart="sales"]');
  await island(sales).hover();
  await expect(sales.locator(".recharts-surface")).toBeVisible();
  expect(await tableRows(page, "sales")).toHaveLength(7);
  await expect(sales.locator(".recharts-area-dots circle")).toHaveCount(7);
  await expect(sales.locator(".recharts-yAxis .recharts-cartesian-axis-tick-value")).toHaveText(await sales.locator(".br-chart-y span").allTextContents());
});

test("estimated profit's chart reads its days from the daily table, which says each day once (ADR 078)", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/admin/estimated-profit?preset=last_90_days");
  const chart = page.locator('[data-chart="profit"]');
  // The island's JSON says how to draw, not the days: those are the table's.
  const payload = JSON.parse((await chart.locator('[data-island] script[type="application/json"]').textContent())!);
  expect(payload).toMatchObject({ kind: "bar", table: "profit-days-table", cell: 7 });
  expect(payload).not.toHaveProperty("labels");
  const rows = await page.locator("#profit-days-table tbody tr").evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = tr.querySelector("td[data-value]")!;
      return { label: tr.querySelector("th")!.textContent!.trim(), text: cell.textContent!.trim(), value: Number(cell.getAttribute("data-value")) };
    }),
  );
  expect(rows).toHaveLength(90);
  // Only the profit column carries the raw figure; it is the table's last column.
  expect(await page.locator("#profit-days-table tbody tr").first().locator("td[data-value]").count()).toBe(1);
  expect(await page.locator("#profit-days-table tbody tr").first().locator("td").last().getAttribute("data-value")).not.toBeNull();
  // The server's bars say the same figures.
  expect(await chart.locator("rect.br-chart-bar").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-value"))))).toEqual(
    rows.map((r) => r.value),
  );

  await island(chart).hover();
  await expect(chart.locator(".recharts-surface")).toBeVisible();
  const bars = chart.locator(".recharts-bar-rectangle");
  await expect(bars).toHaveCount(rows.length);
  const best = rows.reduce((b, row, i) => (row.value > rows[b]!.value ? i : b), 0);
  expect(rows[best]!.value).toBeGreaterThan(0);
  await expectTooltipAt(page, chart, bars.nth(best).locator("path"), { label: rows[best]!.label, text: rows[best]!.text });
});

test("a range picked with the Mantine picker goes into the URL and the report reloads for it", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/admin/analytics");
  const picker = page.getByRole("button", { name: "From – To" });
  // The plain fields until the reader turns to the form.
  await expect(page.locator(".br-report-filter").getByLabel("From", { exact: true })).toBeVisible();
  await page.locator(".br-report-filter").hover();
  await expect(picker).toBeVisible();
  // It stands in for the plain fields and Apply, which stay in the form as what it fills in and submits with.
  await expect(page.locator(".br-report-filter").getByLabel("From", { exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: "Apply" })).toBeHidden();
  const [, today] = (await page.locator(".br-report-showing").getAttribute("data-range"))!.split("/") as [string, string];
  const from = addDays(today, -6);
  await expect(picker).toHaveText(`${dmy(from)} – ${dmy(today)}`);

  await picker.click();
  // Weeks start on Monday, and no day after today (the store's) can be picked.
  await expect(page.locator(".mantine-DatePickerInput-weekday").first()).toHaveText("Mo");
  const tomorrow = page.getByRole("button", { name: dayName(addDays(today, 1)), exact: true });
  if ((await tomorrow.count()) > 0) await expect(tomorrow.first()).toBeDisabled();
  const last = addDays(today, -5);
  await page
    .getByRole("button", { name: dayName(from), exact: true })
    .first()
    .click();
  await page
    .getByRole("button", { name: dayName(last), exact: true })
    .first()
    .click();

  await page.waitForURL((url) => url.searchParams.get("preset") === "custom");
  const url = new URL(page.url());
  expect([url.searchParams.get("from"), url.searchParams.get("to")]).toEqual([dmy(from), dmy(last)]);
  await expect(page.locator(".br-report-showing")).toHaveAttribute("data-range", `${from}/${last}`);
  await expect(page.locator('[data-chart-table="sales"] caption')).toContainText(`from ${dmy(from)} to ${dmy(last)}`);
  await page.locator(".br-report-filter").hover();
  await expect(page.getByRole("button", { name: "From – To" })).toHaveText(`${dmy(from)} – ${dmy(last)}`);
});

test("in Vietnamese the picker and the charts speak Vietnamese, weeks from Monday", async ({ page, context }) => {
  await signIn(page, OWNER);
  await context.addCookies([{ name: "br_lang", value: "vi", domain: "127.0.0.1", path: "/" }]);
  await page.goto("/admin/analytics?preset=last_90_days");
  const picker = page.getByRole("button", { name: "Từ ngày – Đến ngày" });
  await page.locator(".br-report-filter").hover();
  await picker.click();
  await expect(page.locator(".mantine-DatePickerInput-weekday").first()).toHaveText("T2");
  await expect(page.locator(".mantine-DatePickerInput-calendarHeaderLevel").first()).toContainText(/tháng/i);
  await page.keyboard.press("Escape");
  const orders = page.locator('[data-chart="orders"]');
  await island(orders).hover();
  await expect(orders.locator(".recharts-surface")).toBeVisible();
  const rows = await tableRows(page, "orders");
  const busiest = rows.reduce((best, row, i) => (row.value > rows[best]!.value ? i : best), 0);
  await expectTooltipAt(page, orders, orders.locator(".recharts-bar-rectangle").nth(busiest).locator("path"), {
    label: rows[busiest]!.label,
    text: rows[busiest]!.text,
  });
  await expect(orders.locator(".mantine-ChartTooltip-tooltipItemName")).toHaveText("Tổng số đơn hàng");
});

test("someone already typing a day keeps the plain fields: the picker does not take them away", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/admin/analytics?preset=last_7_days");
  const from = page.locator(".br-report-filter").getByLabel("From", { exact: true });
  await from.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("01-01-2026");
  // Time for the islands' chunks to arrive and mount (they are asked for on the click's pointer).
  await page.waitForTimeout(3000);
  await expect(from).toBeVisible();
  await expect(from).toBeFocused();
  await expect(from).toHaveValue("01-01-2026");
  await expect(page.getByRole("button", { name: "From – To" })).toHaveCount(0);
  await page.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL((url) => url.searchParams.get("preset") === "custom" && url.searchParams.get("from") === "01-01-2026");
});

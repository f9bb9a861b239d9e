import { expect, test, type APIRequestContext } from "@playwright/test";
import { OWNER, signIn } from "./helpers";
import { apiHeaders, stockedVariant } from "./orders-helpers";

// The orders list's Next and Previous seek by the API's keyset cursor (ADR 047), as plain links with and without
// JavaScript: they keep the tab, the filters, the sort and the page size, and show the rows paging by number shows.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const PER_PAGE = 10;
const ORDERS = 2 * PER_PAGE + 1; // three pages: Next twice, then Previous by a cursor (page 3 → 2) and to page 1 (plain)

/** Manual orders by one e-mail (a phone sale is one call; this spec is about the list, not how orders are placed). */
async function ordersFor(request: APIRequestContext, headers: Record<string, string>, variantId: string, email: string) {
  const run = stamp();
  for (let i = 0; i < ORDERS; i++) {
    const res = await request.post("/api/orders", {
      headers,
      data: { product: { lines: [{ variantId, quantity: 1 }], email, paymentMethod: "cod", idempotencyKey: `keyset-${run}-${i}` } },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

test("Next and Previous page by cursor, keeping the tab, filters, sort and page size", async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const email = `keyset-${info.project.name}-${stamp()}@example.com`;
  const { headers } = await apiHeaders(request, OWNER);
  const variantId = await stockedVariant(request, headers, `Khăn lụa ${stamp()}`);
  await ordersFor(request, headers, variantId, email);

  // What paging by number shows, from the API: the oldest first, ten a page.
  const byNumber = async (n: number) => {
    const res = await request.get("/api/orders/orders", { headers, params: { tab: "open", q: email, sort: "oldest", limit: PER_PAGE, page: n } });
    expect(res.status()).toBe(200);
    return ((await res.json()).orders as { name: string }[]).map((o) => o.name);
  };
  const pages = [await byNumber(1), await byNumber(2), await byNumber(3)];
  expect(pages.map((p) => p.length)).toEqual([PER_PAGE, PER_PAGE, 1]);

  await signIn(page, OWNER);
  const filters = encodeURIComponent(JSON.stringify({ search: email, sort: "oldest" }));
  await page.goto(`/admin/orders?tab=open&limit=${PER_PAGE}&_query=${filters}`);
  const shown = () => page.locator("tbody tr[data-order]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-order")));
  const pager = page.getByRole("navigation", { name: "Pagination" });
  const keepsState = (url: URL) => {
    expect(url.searchParams.get("tab")).toBe("open");
    expect(url.searchParams.get("limit")).toBe(String(PER_PAGE));
    expect(JSON.parse(url.searchParams.get("_query") ?? "{}")).toEqual({ search: email, sort: "oldest" });
  };
  expect(await shown()).toEqual(pages[0]);

  for (const n of [2, 3]) {
    await pager.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === String(n));
    const url = new URL(page.url());
    keepsState(url);
    expect(url.searchParams.get("after"), "Next seeks by cursor").toBeTruthy();
    await expect(pager.getByRole("link", { name: `Page ${n}`, exact: true })).toHaveAttribute("aria-current", "page");
    expect(await shown()).toEqual(pages[n - 1]);
  }
  // The last page: no Next link.
  await expect(pager.getByRole("link", { name: "Next page" })).toHaveCount(0);

  await pager.getByRole("link", { name: "Previous page" }).click();
  await page.waitForURL((url) => url.searchParams.get("page") === "2");
  const back = new URL(page.url());
  keepsState(back);
  expect(back.searchParams.get("before"), "Previous seeks by cursor").toBeTruthy();
  expect(back.searchParams.get("after")).toBeNull();
  expect(await shown()).toEqual(pages[1]);

  // To page 1: its plain URL (a bookmark of the list's start), the same rows.
  await pager.getByRole("link", { name: "Previous page" }).click();
  await page.waitForURL((url) => !url.searchParams.has("before") && !url.searchParams.has("page"));
  keepsState(new URL(page.url()));
  expect(await shown()).toEqual(pages[0]);

  // An edited cursor is not an error page: the list shows the page by its number.
  await page.goto(`/admin/orders?tab=open&limit=${PER_PAGE}&_query=${filters}&page=2&after=not-a-cursor`);
  expect(await shown()).toEqual(pages[1]);
});

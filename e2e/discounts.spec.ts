import { expect, test, type Page } from "@playwright/test";
import { OWNER, STAFF, signIn } from "./helpers";

// Discounts with and without JavaScript: a code discount (Generate button, a product picked by search, a minimum), an
// automatic one found by a bookmarked filtered URL, a stale save refused with the input kept, and codes generated in
// bulk with their progress and CSV export.

const stamp = () => Date.now().toString(36).toUpperCase() + Math.random().toString(36).slice(2, 5).toUpperCase();

async function createButton(page: Page) {
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
}

test("a discount code: Generate fills a code, a product is picked by search, the list shows it", async ({ page }, info) => {
  const code = `E2E${info.project.name === "js" ? "J" : "N"}${stamp()}`;
  await signIn(page, OWNER);
  await page.goto("/admin/discount/code");
  await page.getByRole("link", { name: "Create discount code" }).first().click();
  await page.waitForURL(/\/admin\/discount\/code\/create/);

  // Generate fills a random code (a GET submit of the form: the input typed so far stays).
  await page.getByLabel("Discount type").selectOption("percentage");
  await page.getByLabel("Percentage (%)").fill("15");
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await page.waitForURL(/generate=1/);
  await expect(page.getByLabel("Code", { exact: true })).toHaveValue(/^[A-HJ-NP-Z2-9]{10}$/);
  await expect(page.getByLabel("Percentage (%)")).toHaveValue("15");

  // A refused save keeps the input and says why, on the field.
  await page.getByLabel("Code", { exact: true }).fill("NOT VALID");
  await createButton(page);
  await expect(page.getByText("Code may use only letters, digits, - and _")).toBeVisible();
  await expect(page.getByLabel("Percentage (%)")).toHaveValue("15");

  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("Requirement").selectOption("amount");
  await page.getByLabel("Minimum", { exact: true }).fill("200000");
  await page.getByLabel("Applies to", { exact: true }).selectOption("products");
  await page.getByLabel("Search products", { exact: true }).fill("a");
  await page.getByLabel("Search products", { exact: true }).press("Enter");
  await page.waitForURL(/productSearch=a/);
  await expect(page.getByLabel("Code", { exact: true })).toHaveValue(code);
  const found = page.getByRole("group", { name: "Found" }).getByRole("checkbox").first();
  const productName = (await page.getByRole("group", { name: "Found" }).locator("label").first().textContent())!.trim();
  await found.check();
  await createButton(page);
  await page.waitForURL(/\/admin\/discount\/code\/update\//);
  await expect(page.getByText("Discount created").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: code })).toBeVisible();
  await expect(page.getByRole("group", { name: "Chosen" }).getByRole("checkbox", { name: productName })).toBeChecked();
  await expect(page.getByText("15% off · on 1 product · minimum purchase 200.000 đ")).toBeVisible();

  // The list: active tab, found by its code in any case through a bookmarkable URL.
  await page.goto(`/admin/discount/code?tab=active&_query=${encodeURIComponent(JSON.stringify({ search: code.toLowerCase() }))}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: code, exact: true }) });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("15% off");
  await page.goto(`/admin/discount/code?tab=scheduled&_query=${encodeURIComponent(JSON.stringify({ search: code }))}`);
  await expect(page.getByRole("link", { name: code, exact: true })).toHaveCount(0);

  // The same code again is refused with a clear field error.
  await page.goto("/admin/discount/code/create");
  await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await page.getByLabel("Percentage (%)").fill("5");
  await createButton(page);
  await expect(page.getByText("Code is already used by another discount")).toBeVisible();
});

test("a ticked product keeps its title after another search and a refused save, on a new discount and a saved one", async ({ page }, info) => {
  const code = `PICK${info.project.name === "js" ? "J" : "N"}${stamp()}`;
  const chosen = page.getByRole("group", { name: "Chosen" });
  const searchFor = async (text: string) => {
    await page.getByLabel("Search products", { exact: true }).fill(text);
    await page.getByLabel("Search products", { exact: true }).press("Enter");
    await page.waitForURL(new RegExp(`productSearch=${text}`));
  };
  /** A percentage the form refuses: the page comes back with the input and the ticked product by name, never its id. */
  const refusedSave = async (productName: string, save: () => Promise<void>) => {
    await page.getByLabel("Percentage (%)").fill("500");
    await save();
    await expect(page.getByText("Percentage must be more than 0 and at most 100")).toBeVisible();
    await expect(page.getByLabel("Percentage (%)")).toHaveValue("500");
    await expect(page.getByLabel("Code", { exact: true })).toHaveValue(code);
    await expect(chosen.getByRole("checkbox", { name: productName })).toBeChecked();
    await expect(chosen.getByText(/^[0-9a-f]{8}-[0-9a-f]{4}-/)).toHaveCount(0);
  };

  await signIn(page, OWNER);
  await page.goto("/admin/discount/code/create");
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("Discount type").selectOption("percentage");
  await page.getByLabel("Applies to", { exact: true }).selectOption("products");
  await searchFor("a");
  const productName = (await page.getByRole("group", { name: "Found" }).locator("label").first().textContent())!.trim();
  await page.getByRole("group", { name: "Found" }).getByRole("checkbox").first().check();
  // Another search that finds nothing: the ticked product rides in its URL and is listed as chosen.
  await searchFor("qqzzxx");
  await expect(chosen.getByRole("checkbox", { name: productName })).toBeChecked();
  await refusedSave(productName, () => createButton(page));

  await page.getByLabel("Percentage (%)").fill("10");
  await createButton(page);
  await page.waitForURL(/\/admin\/discount\/code\/update\//);
  await expect(page.getByText("Discount created").first()).toBeVisible();

  // The saved discount: a search, then a refused save, still shows its saved product by name.
  await searchFor("qqzzxx");
  await refusedSave(productName, () => page.getByRole("button", { name: "Save", exact: true }).first().click());
});

test("buy X get Y with its own items to get: chosen by search without or with JavaScript, saved, and shown back", async ({ page }, info) => {
  const title = `Mua 2 tang 1 ${info.project.name} ${stamp()}`;
  await signIn(page, OWNER);
  await page.goto("/admin/discount/automatic/create");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Discount type").selectOption("buy_x_get_y");
  await page.getByLabel("Customer buys").fill("2");
  await page.getByLabel("Customer gets").fill("1");
  await page.getByLabel("Applies to", { exact: true }).selectOption("products");
  await page.getByLabel("Search products", { exact: true }).fill("a");
  await page.getByLabel("Search products", { exact: true }).press("Enter");
  await page.waitForURL(/productSearch=a/);
  await page.getByRole("group", { name: "Found", exact: true }).getByRole("checkbox").first().check();

  await page.getByLabel("Items they get", { exact: true }).selectOption("products");
  await page.getByLabel("Search products they get").fill("a");
  await page.getByLabel("Search products they get").press("Enter");
  await page.waitForURL(/getsProductSearch=a/);
  await expect(page.getByLabel("Items they get", { exact: true })).toHaveValue("products");
  const gift = page.getByRole("group", { name: "Found to get" }).locator("label").last();
  const giftName = (await gift.textContent())!.trim();
  await page.getByRole("group", { name: "Found to get" }).getByRole("checkbox").last().check();
  await createButton(page);
  await page.waitForURL(/\/admin\/discount\/automatic\/update\//);
  await expect(page.getByText("Discount created").first()).toBeVisible();
  await expect(page.getByText(/Buy 2, get 1 free · on 1 product · gets from 1 product/)).toBeVisible();
  await expect(page.getByLabel("Items they get", { exact: true })).toHaveValue("products");
  await expect(page.getByRole("group", { name: "Chosen to get" }).getByRole("checkbox", { name: giftName })).toBeChecked();
});

test("an automatic discount, then a stale save refused with the input kept", async ({ page }, info) => {
  const title = `Freeship ${info.project.name} ${stamp()}`;
  await signIn(page, OWNER);
  await page.goto("/admin/discount/automatic/create");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Discount type").selectOption("free_shipping");
  await page.getByLabel("Requirement").selectOption("quantity");
  // 200 items: the discount stays active on the demo store, and no other spec's order may get free shipping from it
  // (e2e/order-actions.spec.ts refunds shipping).
  await page.getByLabel("Minimum", { exact: true }).fill("200");
  await page.getByLabel("End date").fill("31-12-2099");
  await page.getByLabel("Order discounts").check({ force: true });
  await createButton(page);
  await page.waitForURL(/\/admin\/discount\/automatic\/update\//);
  await expect(page.getByText("Discount created").first()).toBeVisible();
  await expect(page.getByText("Free shipping · minimum 200 items")).toBeVisible();
  await expect(page.getByLabel("End time")).toHaveValue("23:59");
  const editorUrl = page.url();

  await page.goto(`/admin/discount/automatic?_query=${encodeURIComponent(JSON.stringify({ search: title }))}`);
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();

  // Two people edit it: the second save, on the old version, is refused and keeps what they typed.
  await page.goto(editorUrl);
  const other = await page.context().newPage();
  await other.goto(editorUrl);
  await page.getByLabel("Minimum", { exact: true }).fill("300");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Discount updated").first()).toBeVisible();

  await other.getByLabel("Title", { exact: true }).fill(`${title} (mine)`);
  await other.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(other.getByText("This discount was changed by someone else")).toBeVisible();
  await expect(other.getByLabel("Title", { exact: true })).toHaveValue(`${title} (mine)`);
  await other.getByRole("button", { name: "Keep my changes" }).click();
  await expect(other.getByText("Discount updated").first()).toBeVisible();
  await expect(other.getByRole("heading", { name: `${title} (mine)` })).toBeVisible();
});

test("codes generated in bulk: progress on the discount's page, then the CSV of every code", async ({ page }, info) => {
  const code = `BULK${info.project.name === "js" ? "J" : "N"}${stamp()}`;
  await signIn(page, OWNER);
  await page.goto("/admin/discount/code/create");
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("Discount type").selectOption("fixed_amount");
  await page.getByLabel("Amount (VND)").fill("50000");
  await createButton(page);
  await page.waitForURL(/\/admin\/discount\/code\/update\//);
  const editorUrl = page.url();

  // A bad count is refused on its field.
  await page.getByLabel("Number of codes").fill("2000000");
  await page.getByRole("button", { name: "Generate codes" }).click();
  await expect(page.getByText("Number of codes must be from 1 to 1,000,000")).toBeVisible();

  await page.getByLabel("Number of codes").fill("2500");
  await page.getByLabel("Prefix (optional)").fill("tet-");
  await page.getByRole("button", { name: "Generate codes" }).click();
  await expect(page.getByText("Generating 2,500 codes").first()).toBeVisible();
  // With JavaScript the region refreshes itself; without, the page is reloaded (its Refresh link).
  await expect(async () => {
    if (info.project.name === "no-js") await page.goto(editorUrl);
    await expect(page.getByText("Generated 2,500 codes.")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("codes-count")).toHaveText("This discount has 2,501 codes.");

  const csv = await page.request.get(`${editorUrl}/codes.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("code,usage_count,created_at");
  expect(lines).toHaveLength(2502);
  expect(lines.filter((l) => /^TET-[A-HJ-NP-Z2-9]{12},0,/.test(l))).toHaveLength(2500);
  expect(lines.some((l) => l.startsWith(`${code},0,`))).toBe(true);
});

test("staff without the discounts scope are refused on every discount page and action", async ({ page }) => {
  await signIn(page, STAFF);
  for (const path of ["/admin/discount/code", "/admin/discount/code/create", "/admin/discount/automatic", "/admin/discount/automatic/create"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(403);
  }
  await expect(page.getByRole("heading", { name: /no access/i })).toBeVisible();
  const post = await page.request.post("/admin/discount/code/create", {
    form: { code: "SNEAKY", type: "percentage", value: "50", startsDate: "01-01-2026", intent: "save" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(post.status()).toBe(403);
});

import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

// Product feeds with and without JavaScript: create a feed of published products with a Google category found by
// search, fetch its public XML (escaped text included), rename it, delete it.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

test("a feed for published products: category by search, public XML with escaped text, rename, delete", async ({ page, request }, info) => {
  const id = stamp();
  const productTitle = `Tom & Jerry <b> ${info.project.name} ${id}`;
  const name = `Google Shopping ${info.project.name} ${id}`;
  await signIn(page, OWNER);

  // A published product whose title needs escaping in XML.
  await page.goto("/admin/products/create");
  await page.getByLabel("Title").fill(productTitle);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/products\/update\//);
  // With a price: the feed leaves out products without one.
  await page.getByRole("link", { name: "Add variant" }).click();
  await page.getByLabel("Price", { exact: true }).fill("150000");
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await expect(page.getByText("Variant created").first()).toBeVisible();

  await page.goto("/admin/product-feeds");
  await page.getByRole("link", { name: "Create feed" }).first().click();
  await page.waitForURL(/\/admin\/product-feeds\/create/);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Products").selectOption("published");
  await page.getByLabel("Brand (g:brand)").selectOption("store_name");

  // The category search keeps what was typed so far.
  await page.getByLabel("Search Google categories").fill("Apparel");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(/categorySearch=Apparel/);
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByLabel("Brand (g:brand)")).toHaveValue("store_name");
  await page.getByRole("radio", { name: "Apparel & Accessories", exact: true }).check();
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/product-feeds\/update\//);
  await expect(page.getByText("Feed created").first()).toBeVisible();
  await expect(page.getByRole("radio", { name: "Apparel & Accessories", exact: true })).toBeChecked();

  // The public URL, shown with an Open feed link, serves Google's RSS without signing in.
  const feedUrl = await page.getByLabel("Public feed URL").inputValue();
  expect(feedUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/feed\/public\/[A-Za-z0-9_-]+\.xml$/);
  await expect(page.getByRole("link", { name: "Open feed" })).toHaveAttribute("href", feedUrl);
  const res = await request.get(feedUrl, { headers: { cookie: "" } });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/xml");
  const xml = await res.text();
  expect(xml).toMatch(/<rss [^>]*xmlns:g="http:\/\/base\.google\.com\/ns\/1\.0"/);
  expect(xml).toContain("<item>");
  expect(xml).toMatch(/<g:id>[^<]+<\/g:id>/);
  expect(xml).toContain("<g:google_product_category>166</g:google_product_category>");
  expect(xml).toContain(`Tom &amp; Jerry &lt;b&gt; ${info.project.name} ${id}`);
  expect(xml).not.toContain(productTitle);

  // The list shows it with its selection, category and public address.
  await page.goto("/admin/product-feeds");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row).toContainText("Published products only");
  await expect(row).toContainText("Apparel & Accessories");
  await expect(row.getByRole("link", { name: `Public feed URL of ${name}` })).toHaveAttribute("href", feedUrl);

  // Enter in the category search searches (it used to press Save, the form's first button), keeping the input.
  await row.getByRole("link", { name, exact: true }).click();
  await page.getByLabel("Name").fill(`${name} (renamed)`);
  await page.getByLabel("Search Google categories").fill("Shoes");
  await page.getByLabel("Search Google categories").press("Enter");
  await page.waitForURL(/categorySearch=Shoes/);
  await expect(page.getByRole("radio", { name: "Apparel & Accessories > Shoes", exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Apparel & Accessories", exact: true })).toBeChecked();
  await expect(page.getByLabel("Name")).toHaveValue(`${name} (renamed)`);
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();

  // Rename it.
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Feed updated").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: `${name} (renamed)` })).toBeVisible();
  await expect(page.getByLabel("Public feed URL")).toHaveValue(feedUrl);

  // Delete it through the dialog: the list no longer has it and its URL is gone.
  await page.getByRole("link", { name: "Delete feed" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await page.waitForURL(/\/admin\/product-feeds$/);
  await expect(page.getByText("Feed deleted").first()).toBeVisible();
  await expect(page.getByRole("link", { name: `${name} (renamed)`, exact: true })).toHaveCount(0);
  expect((await request.get(feedUrl)).status()).toBe(404);
});

test("a stale save is refused with the input kept; Keep my changes saves it", async ({ page }, info) => {
  const name = `Stale feed ${info.project.name} ${stamp()}`;
  await signIn(page, OWNER);
  await page.goto("/admin/product-feeds/create");
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/product-feeds\/update\//);
  const editorUrl = page.url();

  const other = await page.context().newPage();
  await other.goto(editorUrl);
  await page.getByLabel("Products").selectOption("all");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Feed updated").first()).toBeVisible();

  await other.getByLabel("Name").fill(`${name} (mine)`);
  await other.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(other.getByText("This feed was changed by someone else")).toBeVisible();
  await expect(other.getByLabel("Name")).toHaveValue(`${name} (mine)`);
  await other.getByRole("button", { name: "Keep my changes" }).click();
  await expect(other.getByText("Feed updated").first()).toBeVisible();
  await expect(other.getByLabel("Name")).toHaveValue(`${name} (mine)`);

  // A collection selection without a collection is refused on its field, the input kept.
  await other.getByLabel("Products").selectOption("collection");
  await other.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(other.getByText("Collection required")).toBeVisible();
  await expect(other.getByLabel("Products")).toHaveValue("collection");
});

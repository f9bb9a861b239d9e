import { expect, test } from "@playwright/test";
import { OWNER, ownStore, signIn } from "./helpers";

// URL redirects (ADR 066) with and without JavaScript, on a store of its own: create one, a loop refused with the
// message next to the field and the input kept, edit it, import a small Shopify-format CSV (a chain row reported),
// export the store's redirects as Shopify's CSV.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

test("create, refuse a loop, edit, import Shopify's CSV and export", async ({ page, baseURL }, info) => {
  test.setTimeout(180_000);
  await signIn(page, OWNER);
  await ownStore(page, baseURL ?? "", OWNER, `Redirects shop ${info.project.name} ${stamp()}`);
  const main = page.getByRole("main");

  await page.goto("/admin/redirects");
  await expect(page.getByRole("heading", { name: "URL redirects", level: 1 })).toBeVisible();
  await main.getByRole("link", { name: "Create redirect" }).first().click();
  await expect(page.getByRole("heading", { name: "Create redirect", level: 1 })).toBeVisible();

  // A loop: the target is the path, written another way.
  await main.getByLabel("Redirect from").fill("/Old-Shirts/");
  await main.getByLabel("Redirect to").fill("/old-shirts");
  await main.getByRole("button", { name: "Create", exact: true }).last().click();
  await expect(main.getByText("Target must differ from the path: the redirect would loop")).toBeVisible();
  await expect(main.getByLabel("Redirect from")).toHaveValue("/Old-Shirts/");

  await main.getByLabel("Redirect to").fill("/collections/shirts");
  await main.getByRole("button", { name: "Create", exact: true }).last().click();
  await expect(page.getByText("Redirect created")).toBeVisible();
  await expect(page.getByRole("heading", { name: "/Old-Shirts", level: 1 })).toBeVisible();
  await expect(main.getByLabel("Redirect from")).toHaveValue("/Old-Shirts");

  await main.getByLabel("Redirect to").fill("/collections/tops");
  await main.getByRole("button", { name: "Save", exact: true }).last().click();
  await expect(page.getByText("Redirect updated")).toBeVisible();
  await expect(main.getByLabel("Redirect to")).toHaveValue("/collections/tops");

  // Import: one good row, one whose target is a redirected path (a chain).
  await page.goto("/admin/redirects/import");
  await main.getByLabel("CSV file").setInputFiles({
    name: "redirects.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Redirect from,Redirect to\n/blog/old,/blogs/news\n/sale,/old-shirts\n"),
  });
  await main.getByRole("button", { name: "Import redirects" }).click();
  await expect(main.getByText("1 of 2 rows imported")).toBeVisible();
  await expect(main.getByRole("row", { name: /3 Redirect to Target is itself redirected/ })).toBeVisible();

  await page.goto("/admin/redirects");
  await expect(main.getByRole("link", { name: "/blog/old" })).toBeVisible();
  await main.getByLabel("Search by path or target").fill("tops");
  await main.getByLabel("Search by path or target").press("Enter");
  await expect(main.getByRole("link", { name: "/Old-Shirts" })).toBeVisible();
  await expect(main.getByRole("link", { name: "/blog/old" })).toHaveCount(0);

  const csv = await page.request.get("/admin/redirects/export.csv");
  expect(csv.status()).toBe(200);
  const text = (await csv.text()).replace(/^\uFEFF/, "");
  expect(text.split("\r\n").slice(0, 1)).toEqual(["Redirect from,Redirect to"]);
  expect(text).toContain("/Old-Shirts,/collections/tops\r\n");
  expect(text).toContain("/blog/old,/blogs/news\r\n");
});

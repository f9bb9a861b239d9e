import { expect, test, type Page } from "@playwright/test";
import { OPERATOR, OWNER, signIn } from "./helpers";

// Customers (SPEC §2 customer, a restricted screen) with and without JavaScript: create one with two addresses, refuse
// a duplicate e-mail and a bad phone, find them by search and by a bookmarked filtered URL, edit with a stale version
// (the conflict merges and keeps the input), delete; everyone but operators gets the 404 page, in loader and action.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const query = (filters: Record<string, string | undefined>) => encodeURIComponent(JSON.stringify(filters));

/** An address row's field: rows are fieldsets named "Address 1", "Address 2" … */
const row = (page: Page, n: number) => page.getByRole("group", { name: `Address ${n}`, exact: true });

test("create with two addresses, refuse a duplicate and a bad phone, find by search and bookmarked filters, delete", async ({ page }, info) => {
  const id = stamp();
  const email = `lan-${info.project.name}-${id}@example.com`;
  const tag = `vip-${id}`;
  await signIn(page, OPERATOR);

  await page.goto("/admin/customer");
  await page.getByRole("link", { name: "Add customer" }).first().click();
  await page.waitForURL(/\/admin\/customer\/create$/);
  await page.getByLabel("First name").first().fill("Lan");
  await page.getByLabel("Last name").first().fill(`Nguyễn ${id}`);
  await page.getByLabel("Email", { exact: true }).fill(email.toUpperCase());
  await page.getByLabel("Phone", { exact: true }).first().fill("0901 234 567");
  await page.getByLabel("Accepts email marketing").check();
  await page.getByLabel("Tags").fill(`${tag}, wholesale`);
  await page.getByLabel("Note", { exact: true }).fill("Giao giờ hành chính");
  // The first address (the demo store is Vietnamese: its rows start in Việt Nam).
  await expect(row(page, 1).getByLabel("Country")).toHaveValue("VN");
  await row(page, 1).getByLabel("Address", { exact: true }).fill("12 Lý Thường Kiệt");
  await row(page, 1).getByLabel("City").fill("Hà Nội");

  // "Add address" comes back with the input kept and one more row; that one becomes the default.
  await page.getByRole("button", { name: "Add address" }).click();
  await expect(row(page, 2)).toBeVisible();
  await expect(page.getByLabel("Tags")).toHaveValue(`${tag}, wholesale`);
  await expect(row(page, 1).getByLabel("City")).toHaveValue("Hà Nội");
  await row(page, 2).getByLabel("Address", { exact: true }).fill("1 Market St");
  await row(page, 2).getByLabel("City").fill("San Francisco");
  await row(page, 2).getByLabel("Country").selectOption("US");
  await row(page, 2).getByLabel("Phone").fill("call me");
  await row(page, 2).getByLabel("Default address").check();
  await page.getByRole("button", { name: "Create", exact: true }).first().click();

  // A bad phone is refused on its field (by the browser's check with JavaScript, by the server without), everything
  // else kept (the default choice too).
  await expect(row(page, 2).getByText("Phone is not valid")).toBeVisible();
  await expect(row(page, 2).getByLabel("Default address")).toBeChecked();
  await expect(row(page, 2).getByLabel("Country")).toHaveValue("US");
  await expect(page.getByLabel("Note", { exact: true })).toHaveValue("Giao giờ hành chính");
  await row(page, 2).getByLabel("Phone").fill("+1 415 555 0100");
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/customer\/update\//);
  await expect(page.getByText("Customer created").first()).toBeVisible();
  const editorUrl = page.url();
  await expect(page.getByRole("heading", { name: `Lan Nguyễn ${id}`, level: 1 })).toBeVisible();
  // Saved with the e-mail in lower case and the default address first.
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(row(page, 1).getByLabel("City")).toHaveValue("San Francisco");
  await expect(row(page, 1).getByLabel("Default address")).toBeChecked();
  await expect(row(page, 2).getByLabel("City")).toHaveValue("Hà Nội");
  // Orders and what they spent: none yet.
  await expect(page.getByRole("region", { name: "Orders" })).toContainText("No orders yet.");

  // The same e-mail in another case is a duplicate: the field says so and the input stays.
  await page.goto("/admin/customer/create");
  await page.getByLabel("First name").first().fill("Copy");
  await page.getByLabel("Email", { exact: true }).fill(email.replace("lan", "LAN"));
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await expect(page.getByText("Another customer already has this email")).toBeVisible();
  await expect(page.getByLabel("First name").first()).toHaveValue("Copy");

  // Search by e-mail.
  await page.goto("/admin/customer");
  await page.getByRole("searchbox").first().fill(email);
  await page.getByRole("searchbox").first().press("Enter");
  await page.waitForURL(/_query=/);
  await expect(page.getByRole("link", { name: `Lan Nguyễn ${id}` })).toBeVisible();

  // A bookmarked URL: subscribers tagged with the tag, living in the United States (the default address's country).
  await page.goto(`/admin/customer?tab=subscribed&_query=${query({ tag, country: "US" })}`);
  await expect(page.getByRole("link", { name: `Lan Nguyễn ${id}` })).toBeVisible();
  await expect(page.getByRole("group", { name: "Applied filters" })).toContainText(`Tagged: ${tag}`);
  await expect(page.getByRole("group", { name: "Applied filters" })).toContainText("Country: United States");
  await expect(page.getByRole("link", { name: "Email subscribers" })).toHaveAttribute("aria-current", "page");
  // … and ones that leave them out: another country, not subscribed, more orders than they have.
  for (const filters of [
    { tag, country: "VN" },
    { tag, marketing: "no" },
    { tag, ordersMin: "1" },
  ]) {
    await page.goto(`/admin/customer?_query=${query(filters)}`);
    await expect(page.getByText("No customers match these filters")).toBeVisible();
  }
  // The filter drawer writes the same URL state.
  await page.goto("/admin/customer?filters=1");
  await page.getByLabel("Tagged with").fill(tag);
  await page.getByLabel("Accepts email marketing").selectOption("yes");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page).toHaveURL(/_query=/);
  expect(JSON.parse(new URL(page.url()).searchParams.get("_query")!)).toEqual({ marketing: "yes", tag });
  await expect(page.getByRole("link", { name: `Lan Nguyễn ${id}` })).toBeVisible();

  // Delete through the dialog: back on the list with a toast, and gone.
  await page.goto(editorUrl);
  await page.getByRole("link", { name: "Delete customer" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await page.waitForURL(/\/admin\/customer$/);
  await expect(page.getByText("Customer deleted").first()).toBeVisible();
  expect((await page.goto(editorUrl))?.status()).toBe(404);
});

test("a stale save is refused with the input kept and their change merged in; Keep my changes saves both", async ({ page }, info) => {
  const id = stamp();
  await signIn(page, OPERATOR);
  await page.goto("/admin/customer/create");
  await page.getByLabel("First name").first().fill(`Minh ${info.project.name} ${id}`);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/customer\/update\//);
  const editorUrl = page.url();

  const other = await page.context().newPage();
  await other.goto(editorUrl);
  // Someone saves a note first.
  await page.getByLabel("Note", { exact: true }).fill("Gọi trước khi giao");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Customer updated").first()).toBeVisible();

  // The other page still has version 1: its save is refused, its last name kept, the note taken from the saved version.
  await other.getByLabel("Last name").first().fill("Trần");
  await other.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(other.getByText("Someone else saved this customer")).toBeVisible();
  await expect(other.getByText("Their changes to Note are now in the form too.")).toBeVisible();
  await expect(other.getByLabel("Last name").first()).toHaveValue("Trần");
  await expect(other.getByLabel("Note", { exact: true })).toHaveValue("Gọi trước khi giao");
  await other.getByRole("button", { name: "Keep my changes" }).click();
  await expect(other.getByText("Customer updated").first()).toBeVisible();
  await other.goto(editorUrl);
  await expect(other.getByLabel("Last name").first()).toHaveValue("Trần");
  await expect(other.getByLabel("Note", { exact: true })).toHaveValue("Gọi trước khi giao");
});

test("a stale save of the same fields, on a phone: the comparison names both versions without breaking a word (ADR 082)", async ({ page }, info) => {
  const id = stamp();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OPERATOR);
  await page.goto("/admin/customer/create");
  await page.getByLabel("First name").first().fill(`Khoa ${info.project.name} ${id}`);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/customer\/update\//);
  const editorUrl = page.url();

  const other = await page.context().newPage();
  await other.setViewportSize({ width: 390, height: 844 });
  await other.goto(editorUrl);
  await page.getByLabel("Note", { exact: true }).fill("Giao buổi sáng");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Customer updated").first()).toBeVisible();
  await other.getByLabel("Note", { exact: true }).fill("Giao buổi chiều");
  await other.getByRole("button", { name: "Save", exact: true }).first().click();

  const table = other.locator(".br-conflict-table");
  await expect(table.getByRole("columnheader", { name: "Changed by both" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Note/ })).toContainText("Giao buổi sáng");
  // A word split over two lines has two client rects: at a fifth of 390 px the header read "Chan|ged by both".
  const broken = await table.evaluate((el) =>
    [...el.querySelectorAll(".br-conflict-field")].flatMap((cell) => {
      const text = cell.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [`${cell.textContent}: not plain text`];
      return [...(text.textContent ?? "").matchAll(/\S+/g)].flatMap((word) => {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        return range.getClientRects().length > 1 ? [word[0]] : [];
      });
    }),
  );
  expect(broken).toEqual([]);
});

test("a store owner who is not an operator gets the 404 page on the customer screens, and their posts are refused", async ({ page }) => {
  await signIn(page, OWNER);
  for (const path of ["/admin/customer", "/admin/customer/create", "/admin/customer?tab=returning"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText(/page not found/i).first()).toBeVisible();
  }
  const post = await page.request.post("/admin/customer/create", { form: { firstName: "Sneaky" }, headers: { origin: new URL(page.url()).origin } });
  expect(post.status()).toBe(404);
});

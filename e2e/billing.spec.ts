import { expect, test } from "@playwright/test";
import { OPERATOR, OWNER, ownStore, signIn } from "./helpers";
import { fillCard, operatorStore, save, stamp, toasted } from "./billing-helpers";

// Billing (SPEC §2 settings/billing, pricing, topUp, topUp/history; ADR 058) with and without JavaScript, each test on
// a new store of the demo operator: the trial text, a card saved and shown by its last four only, a refused card with
// the input kept, a top-up form sent twice credits once, and choosing a plan.

test("the trial text; a bad card is refused with the input kept; a good one is shown in groups of four, last four only", async ({ page, baseURL }, info) => {
  test.setTimeout(120_000);
  await signIn(page, OPERATOR);
  await operatorStore(page, baseURL ?? "", `Billing shop ${info.project.name} ${stamp()}`);
  await page.goto("/admin/settings/billing");
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  await expect(page.getByText("You have 14 days left in your trial")).toBeVisible();
  await expect(page.getByText("No card on file yet.")).toBeVisible();

  // A number that fails the Luhn check: the server's message under the field, holder and expiry kept, number and CVC
  // asked for again.
  await fillCard(page, { holder: "Lan Nguyen", number: "4242 4242 4242 4241", expiry: "12/39", cvc: "737" });
  await save(page);
  await expect(page.getByText("Card number is not valid")).toBeVisible();
  await expect(page.getByLabel("Card holder", { exact: true })).toHaveValue("Lan Nguyen");
  await expect(page.getByLabel("Expiry (MM/YY)", { exact: true })).toHaveValue("12/39");
  await expect(page.getByLabel("Card number", { exact: true })).toHaveValue("");
  await expect(page.getByText("For your safety the card number and CVC are not shown again")).toBeVisible();
  expect(await page.content()).not.toContain("4241");

  await fillCard(page, { holder: "Lan Nguyen", number: "4242 4242 4242 4242", expiry: "12/39", cvc: "737" });
  await save(page);
  await toasted(page, "Payment info saved");
  const onFile = page.getByTestId("card-on-file");
  await expect(onFile).toContainText("•••• •••• •••• 4242");
  await expect(onFile).toContainText("visa");
  await expect(onFile).toContainText("Expires 12/39");
  const html = await page.content();
  expect(html).not.toContain("4242424242424242");
  expect(html).not.toContain("4242 4242 4242 4242");
  expect(html).not.toContain("737");
});

test("a top-up form sent twice credits once; choosing a plan needs the card, then marks it current", async ({ page, baseURL }, info) => {
  // Some 15 page loads and posts: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await signIn(page, OPERATOR);
  await operatorStore(page, baseURL ?? "", `Top-up shop ${info.project.name} ${stamp()}`);

  // Without a card the plan is refused, plainly.
  await page.goto("/admin/pricing");
  await expect(page.getByText("You have 14 days left in your trial")).toBeVisible();
  await expect(page.getByTestId("plan-legacy")).toHaveCount(0);
  await page.getByRole("button", { name: "Choose Pro" }).click();
  await expect(page.getByText("Add a card in Billing before choosing a plan")).toBeVisible();

  await page.goto("/admin/settings/billing");
  await fillCard(page, { holder: "Lan Nguyen", number: "4242424242424242", expiry: "12/39", cvc: "737" });
  await save(page);
  await toasted(page, "Payment info saved");

  await page.goto("/admin/topUp");
  await expect(page.getByTestId("balance")).toHaveText("Balance: 0 đ");
  await page.getByLabel("Amount", { exact: true }).fill("150000");
  // The same form sent again (a double click, the browser's resubmit, a retry): its fields as they were posted.
  const form = { amount: "150000", idempotencyKey: await page.locator('input[name="idempotencyKey"]').inputValue(), version: "1" };
  await save(page);
  await expect(page).toHaveURL(/\/admin\/topUp\/history$/);
  await toasted(page, "Balance topped up by 150.000 đ");
  const again = await page.request.post("/admin/topUp", { form, headers: { origin: baseURL ?? "" }, maxRedirects: 0 });
  expect(again.status()).toBe(302);
  await page.goto("/admin/topUp/history");
  await expect(page.getByTestId("ledger").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("ledger")).toContainText("150.000 đ");
  await expect(page.getByTestId("ledger")).toContainText(/\d{2}-\d{2}-\d{4}/);
  await expect(page.getByTestId("balance")).toHaveText("150.000 đ");

  await page.goto("/admin/pricing");
  await page.getByRole("button", { name: "Choose Pro" }).click();
  await toasted(page, "Plan Pro chosen");
  await expect(page.getByTestId("plan-pro")).toContainText("Current plan");
  await expect(page.getByRole("button", { name: "Choose Pro" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Choose Basic" })).toBeVisible();
  await page.goto("/admin/settings/billing");
  await expect(page.getByTestId("current-plan")).toHaveText("Pro");
});

test("billing is restricted: an owner who is not an operator gets the 404 page, in the page and its action", async ({ page, baseURL }) => {
  await signIn(page, OWNER);
  const res = await page.goto("/admin/settings/billing");
  expect(res?.status()).toBe(404);
  const post = await page.request.post("/admin/settings/billing", {
    form: { cardHolder: "X", cardNumber: "4242424242424242", expiry: "12/39", cvc: "123", version: "1" },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(404);
});

test("an owner who is not an operator, refused a plan for want of a card, is told whom to ask, not sent to the 404 page", async ({ page, baseURL }, info) => {
  await signIn(page, OWNER);
  await ownStore(page, baseURL ?? "", OWNER, `Pricing shop ${info.project.name} ${stamp()}`);
  await page.goto("/admin/pricing");
  await page.getByRole("button", { name: "Choose Pro" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Add a card in Billing before choosing a plan");
  await expect(alert).toContainText("Backroom support adds the card that pays for your plan");
  await expect(alert.getByRole("link")).toHaveCount(0);
});

import { expect, test } from "@playwright/test";
import { OPERATOR, OWNER, ownStore, signIn } from "./helpers";

// Taxes (SPEC §2 settings/taxes and taxes/{id}, restricted; ADR 059) with and without JavaScript, in a store of the
// operator's own: add a country's rate with a region, a refused rate keeps the input, the list shows both, the
// "prices include tax" switch saves, and a rate is removed. A merchant gets the 404 page.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

test("taxes: a country's rate with a region, a refused rate kept, the switch, removal; merchants get 404", async ({ page, baseURL, browser }, info) => {
  await signIn(page, OPERATOR);
  const { storeId, token } = await ownStore(page, baseURL ?? "", OPERATOR, `Taxes shop ${info.project.name} ${stamp()}`);
  const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };

  await page.goto("/admin/settings/taxes");
  await expect(page.getByRole("heading", { name: "Taxes", level: 1 })).toBeVisible();
  await expect(page.getByText("No tax rates yet: checkouts charge no tax.")).toBeVisible();
  await page.getByLabel("Add a country").selectOption("VN");
  await page.getByRole("button", { name: "Set its rate" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/taxes\/VN$/);
  await expect(page.getByRole("heading", { name: "Taxes: Vietnam", level: 1 })).toBeVisible();

  // A rate over 100 is refused by its field; what was typed stays.
  await page.getByLabel("Country rate (%)").fill("120");
  await page.getByLabel("New region (leave blank to skip)").fill("Hà Nội");
  await page.locator('input[name="regions[0].rate"]').fill("8");
  // A country without a rate yet is a new record: its button says Create.
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await expect(page.getByText("Tax rate must be a number from 0 to 100 with at most 3 decimals").first()).toBeVisible();
  await expect(page.getByLabel("Country rate (%)")).toHaveValue("120");
  await expect(page.locator('input[name="regions[0].name"]')).toHaveValue("Hà Nội");

  await page.getByLabel("Country rate (%)").fill("10");
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await expect(page.getByText("Tax rate saved")).toBeVisible();
  await page.goto("/admin/settings/taxes");
  const row = page.getByRole("row", { name: /Vietnam/ });
  await expect(row).toContainText("10 %");
  await expect(row).toContainText("Hà Nội 8 %");

  // The switch: prices include tax.
  await page.getByLabel("All prices include tax").check({ force: true });
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Tax settings saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("All prices include tax")).toBeChecked();
  const saved = await page.request.get("/api/stores/settings/taxes", { headers });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toMatchObject({
    settings: { pricesIncludeTax: true },
    countries: [{ countryCode: "VN", rate: 10, regions: [{ name: "Hà Nội", rate: 8 }] }],
  });

  // Removing the rate (the editor kit's delete dialog, a URL state).
  await page.getByRole("link", { name: "Vietnam" }).click();
  await page
    .getByRole("link", { name: "Remove rate" })
    .or(page.getByRole("button", { name: "Remove rate" }))
    .first()
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Tax rate removed")).toBeVisible();
  await expect(page.getByText("No tax rates yet: checkouts charge no tax.")).toBeVisible();

  // A merchant does not get the page (SPEC §2 restricted).
  const merchant = await (await browser.newContext({ baseURL, javaScriptEnabled: info.project.name === "js" })).newPage();
  await signIn(merchant, OWNER);
  expect((await merchant.goto("/admin/settings/taxes/VN"))?.status()).toBe(404);
  await merchant.context().close();
});

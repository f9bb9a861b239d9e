import { expect, test } from "@playwright/test";
import { OPERATOR, signIn } from "./helpers";
import { operatorStore, stamp } from "./billing-helpers";

// The billing forms ask before leaving with unsaved changes (the editor kit's dirty guard; js project only).
const UNSAVED_TEXT = "If you leave this page, any unsaved changes will be lost.";

for (const path of ["/admin/settings/billing", "/admin/topUp"]) {
  test(`leaving ${path} with unsaved input asks first`, async ({ page, baseURL }) => {
    await signIn(page, OPERATOR);
    await operatorStore(page, baseURL ?? "", `Guard shop ${stamp()}`);
    await page.goto(path);
    await page
      .getByLabel(path.endsWith("topUp") ? "Amount" : "Card holder", { exact: true })
      .first()
      .fill("123456");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(UNSAVED_TEXT);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(new URL(page.url()).pathname).toBe(path);
  });
}

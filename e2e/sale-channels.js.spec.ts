import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./helpers";

// A sale channel's page asks before leaving with unsaved changes (the editor kit's dirty guard, ADR 057). JavaScript
// only: without it there is no guard to test (the plain save bar is always there).

// The sign-in alone took 20 s on the shared machine: 3 minutes, not the default one.
test.describe.configure({ timeout: 180_000 });

test("typing a pixel and leaving asks first: Cancel stays with the input, I accept leaves", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/admin/settings/sale-channels/tiktok");
  const saveBar = page.getByRole("region", { name: "Unsaved changes" });
  await expect(saveBar).toBeHidden();
  await page.getByLabel("Pixel code", { exact: true }).fill("C4ABCDEFGH12IJKL34MN");
  await expect(saveBar).toBeVisible();

  const back = page.getByRole("link", { name: "Sale channels" }).first();
  await back.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("If you leave this page, any unsaved changes will be lost.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/sale-channels\/tiktok$/);
  await expect(page.getByLabel("Pixel code", { exact: true })).toHaveValue("C4ABCDEFGH12IJKL34MN");

  await back.click();
  await page.getByRole("dialog").getByRole("button", { name: "I accept" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/settings/sale-channels");
});

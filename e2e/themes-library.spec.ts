import fs from "node:fs";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { expect, test, type Page } from "@playwright/test";
import { OWNER, ownStore, signIn } from "./helpers";

// The themes library (ADR 070), with and without JavaScript, in a store of the test's own: its published starter,
// duplicate → rename → publish the copy (the storefront then serves the copy's assets) → delete the old draft; a theme
// downloaded, changed and uploaded back (a round trip), previewed on the storefront with the preview banner, then
// published, so shoppers see the change; a refused upload lists its errors under the file field.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const storefrontOf = (domain: string, baseURL: string) => `http://${domain.replace(/\.backroom\.shop$/, ".localhost")}:${new URL(baseURL).port}`;

/** The theme's id, read off its download link. */
async function themeIdIn(scope: ReturnType<Page["locator"]>) {
  const href = await scope.locator('a[href^="/admin/themes/download/"]').first().getAttribute("href");
  return href!.split("/").pop()!;
}

/** Opens a theme's "More" menu (a <details>) and picks an item. */
async function more(page: Page, name: string, item: string) {
  await page.getByRole("main").getByLabel(`More actions for ${name}`).click();
  const panel = page.getByRole("main").locator("details[open] .br-dropdown-panel");
  await panel.getByRole(item === "Duplicate" ? "button" : "link", { name: item, exact: true }).click();
}

test("duplicate, rename and publish a copy of the starter; the storefront serves it; the old draft is deleted", async ({ page, browser, baseURL }, info) => {
  await signIn(page, OWNER);
  const { domain } = await ownStore(page, baseURL ?? "", OWNER, `Themes shop ${info.project.name} ${stamp()}`);
  const storefront = storefrontOf(domain, baseURL ?? "");
  const main = page.getByRole("main");

  await page.goto("/admin/themes");
  const current = main.locator('[data-theme-card="published"]');
  await expect(current.getByRole("heading", { name: "Aurora" })).toBeVisible();
  await expect(current.getByText("Published", { exact: true })).toBeVisible();
  await expect(current.getByText("Starter: Aurora")).toBeVisible();
  await expect(current.getByRole("link", { name: "Customize" })).toHaveAttribute("href", /^\/admin\/themes\/editor\/[0-9a-f-]{36}$/);
  await expect(main.getByText("No drafts yet")).toBeVisible();
  const auroraId = await themeIdIn(current);

  // Duplicate: a draft named after the original.
  await more(page, "Aurora", "Duplicate");
  await expect(page.getByText("Aurora (copy) was added to your library")).toBeVisible();
  const copyRow = main.locator('[data-theme="Aurora (copy)"]');
  await expect(copyRow).toBeVisible();
  const copyId = await themeIdIn(copyRow);

  // Rename it in its dialog (in place with JavaScript, the ?rename= page without).
  const name = `Evening ${info.project.name} ${stamp()}`;
  await more(page, "Aurora (copy)", "Rename");
  const renameDialog = page.getByRole("dialog", { name: "Rename theme" });
  await renameDialog.getByLabel("Theme name").fill(name);
  await renameDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Theme renamed")).toBeVisible();
  const row = main.locator(`[data-theme="${name}"]`);
  await expect(row).toBeVisible();

  // Publish it: the confirm dialog names both themes.
  await row.getByRole("link", { name: `Publish: ${name}` }).click();
  const publishDialog = page.getByRole("dialog", { name: `Publish ${name}?` });
  await expect(publishDialog).toContainText("replaces Aurora");
  await publishDialog.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(`${name} is now your store's theme`)).toBeVisible();
  await expect(current.getByRole("heading", { name })).toBeVisible();
  await expect(main.locator('[data-theme="Aurora"]')).toBeVisible();
  await expect(main.getByRole("region", { name: "Publish history" }).locator("tbody tr").first()).toContainText(name);

  // Shoppers get the copy: its stylesheet is served from its own id (the store's host is cached a few seconds).
  const shopper = await browser.newPage();
  await expect(async () => {
    await shopper.goto(`${storefront}/`);
    await expect(shopper.locator('link[rel="stylesheet"]').first()).toHaveAttribute("href", new RegExp(`/assets/${copyId}/`), { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  expect(auroraId).not.toBe(copyId);
  await shopper.close();

  // The published theme has no Delete; the old one, now a draft, goes after its confirmation.
  await current.getByLabel(`More actions for ${name}`).click();
  await expect(current.locator("details[open]").getByRole("link", { name: "Delete" })).toHaveCount(0);
  await page.goto("/admin/themes");
  await more(page, "Aurora", "Delete");
  await page.getByRole("dialog", { name: "Delete Aurora?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Theme deleted")).toBeVisible();
  await expect(main.locator('[data-theme="Aurora"]')).toHaveCount(0);
  await expect(main.getByText("No drafts yet")).toBeVisible();
});

test("a downloaded theme, changed and uploaded back, previews with the banner and goes live; a bad zip lists its errors", async ({
  page,
  browser,
  baseURL,
}, info) => {
  await signIn(page, OWNER);
  const { domain } = await ownStore(page, baseURL ?? "", OWNER, `Upload shop ${info.project.name} ${stamp()}`);
  const storefront = storefrontOf(domain, baseURL ?? "");
  const main = page.getByRole("main");
  await page.goto("/admin/themes");

  // Download the published theme: a zip named after it.
  const [download] = await Promise.all([page.waitForEvent("download"), more(page, "Aurora", "Download")]);
  expect(download.suggestedFilename()).toBe("Aurora.zip");
  const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  expect(Object.keys(files)).toContain("layout/theme.liquid");

  // Change the announcement bar's text, zip it back, upload it with a name.
  const announcement = `Round trip sale ${stamp()}`;
  const data = JSON.parse(strFromU8(files["config/settings_data.json"]!));
  data.settings.announcement = announcement;
  const changed = info.outputPath("changed.zip");
  fs.writeFileSync(changed, zipSync({ ...files, "config/settings_data.json": strToU8(JSON.stringify(data)) }));
  const upload = main.getByRole("region", { name: "Upload a theme" });
  const name = `Round trip ${info.project.name}`;
  await upload.getByLabel("Theme file (.zip)").setInputFiles(changed);
  await upload.getByLabel("Name").fill(name);
  await upload.getByRole("button", { name: "Upload theme" }).click();
  await expect(page.getByText(`${name} was uploaded to your library`)).toBeVisible();
  const row = main.locator(`[data-theme="${name}"]`);
  await expect(row.getByText("Uploaded")).toBeVisible();

  // A bad zip: refused by path, next to the field, the typed name kept; a file that is no zip at all.
  const bad = info.outputPath("bad.zip");
  fs.writeFileSync(bad, zipSync({ ...files, "assets/run.exe": strToU8("MZ") }));
  await upload.getByLabel("Theme file (.zip)").setInputFiles(bad);
  await upload.getByLabel("Name").fill("Broken one");
  await upload.getByRole("button", { name: "Upload theme" }).click();
  const error = main.locator("#theme-upload-error");
  await expect(error).toContainText("assets/run.exe");
  await expect(error).toContainText("This path is not part of a theme.");
  await expect(main.getByText("bad.zip was not added.")).toBeVisible();
  await expect(main.getByRole("region", { name: "Upload a theme" }).getByLabel("Name")).toHaveValue("Broken one");
  const notes = info.outputPath("notes.txt");
  fs.writeFileSync(notes, "not a theme");
  await main.getByRole("region", { name: "Upload a theme" }).getByLabel("Theme file (.zip)").setInputFiles(notes);
  await main.getByRole("region", { name: "Upload a theme" }).getByRole("button", { name: "Upload theme" }).click();
  await expect(main.locator("#theme-upload-error")).toHaveText("Invalid file type.");
  await expect(main.locator("[data-theme]")).toHaveCount(1);

  // Preview the uploaded draft: a new tab on the storefront, with the banner and the changed text.
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    main
      .locator(`[data-theme="${name}"]`)
      .getByRole("link", { name: `Preview: ${name}` })
      .click(),
  ]);
  await preview.waitForLoadState();
  expect(preview.url()).toMatch(new RegExp(`^${storefront.replace(/[.]/g, "\\.")}/\\?preview_theme=`));
  await expect(preview.getByText("Bản xem trước giao diện")).toBeVisible();
  await expect(preview.locator(".announcement")).toHaveText(announcement);
  await preview.close();

  // Shoppers do not see a draft; once it is published they do.
  const shopper = await browser.newPage();
  await shopper.goto(`${storefront}/`);
  await expect(shopper.locator(".announcement")).toHaveCount(0);
  await page.goto("/admin/themes");
  await main
    .locator(`[data-theme="${name}"]`)
    .getByRole("link", { name: `Publish: ${name}` })
    .click();
  await page
    .getByRole("dialog", { name: `Publish ${name}?` })
    .getByRole("button", { name: "Publish" })
    .click();
  await expect(page.getByText(`${name} is now your store's theme`)).toBeVisible();
  await expect(async () => {
    await shopper.goto(`${storefront}/`);
    await expect(shopper.locator(".announcement")).toHaveText(announcement, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(shopper.getByText("Bản xem trước giao diện")).toHaveCount(0);
  await shopper.close();
});

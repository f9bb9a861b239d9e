import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { OWNER, signIn } from "./helpers";

// What the enhance script adds to the Media card (app/enhance/product-images.ts): a drop of image files uploads them,
// a too-large file is refused before any upload, and the hover-only actions show for keyboard focus too.

const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", name);

test("a drop of image files uploads them; a file over 1 MB is refused with SPEC's message; actions show on focus", async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto("/admin/products/create");
  await page.getByLabel("Title").fill(`Dropped ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/products\/update\/[^/?]+$/);
  await expect(page.getByText("Drop image files here or choose them.")).toBeVisible();

  const drop = async (files: { name: string; type: string; base64: string }[]) => {
    const dataTransfer = await page.evaluateHandle((list) => {
      const dt = new DataTransfer();
      for (const f of list) dt.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
      return dt;
    }, files);
    await page.locator("[data-dropzone]").dispatchEvent("drop", { dataTransfer });
  };
  const file = (name: string, type: string) => ({ name, type, base64: fs.readFileSync(fixture(name)).toString("base64") });

  // Over the limit: refused in the browser, nothing uploaded.
  await drop([{ name: "huge.png", type: "image/png", base64: Buffer.alloc(1_048_577).toString("base64") }]);
  await expect(page.locator(".br-toast-region")).toContainText("File huge.png larger than 1mb.");
  await expect(page.locator("[data-media-tile]")).toHaveCount(0);

  await drop([file("red.png", "image/png"), file("blue.jpg", "image/jpeg")]);
  await expect(page.locator(".br-toast-region")).toContainText("Upload image successfully!");
  await expect(page.locator("[data-media-tile]")).toHaveCount(2);

  // Keyboard: the actions of a tile show while one of them has focus.
  const actions = page.locator("[data-media-tile]").first().locator(".br-media-actions");
  await expect.poll(() => actions.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
  await page.getByRole("button", { name: "Delete image 1" }).focus();
  await expect.poll(() => actions.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
});

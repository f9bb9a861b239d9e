import { expect, test } from "@playwright/test";
import path from "node:path";
import { baseURL } from "../playwright.config";
import { OWNER, signIn } from "./helpers";

// The admin opened at http://127.0.0.1:PORT while PUBLIC_URL keeps its default, http://localhost:PORT (the e2e server
// does not set it): uploads with and without JavaScript, the image shown, and the public feed's image link all work at
// the address the admin is opened on (ADR 015). Before, the browser's PUT went to localhost ('Error image') and every
// image was blocked by CSP img-src.

const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", name);
const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

test("at 127.0.0.1 an uploaded image shows and the public feed's image link loads", async ({ page, request }, info) => {
  const js = info.project.name === "js";
  expect(new URL(baseURL).hostname).toBe("127.0.0.1");
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Failed to fetch|CORS/i.test(message.text())) blocked.push(message.text());
  });
  await signIn(page, OWNER);

  await page.goto("/admin/products/create");
  await page.getByLabel("Title").fill(`Origin tee ${info.project.name} ${stamp()}`);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/products\/update\/[^/?]+$/);
  const productId = new URL(page.url()).pathname.split("/").pop()!;

  await page.locator("#media-files").setInputFiles(fixture("red.png"));
  if (!js) await page.getByRole("button", { name: "Upload", exact: true }).click();
  const toast = page.locator(".br-toast-region");
  await expect(toast).toContainText("Upload image successfully!");
  await expect(toast).not.toContainText("Error image");
  const image = page.getByRole("list", { name: "Images and videos" }).locator("img").first();
  expect(await image.getAttribute("src")).toMatch(/^\/api\/media\/files\/stores\/[^/]+\/image-\w+\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(blocked).toEqual([]);

  // The public feed names the image on the origin it was fetched at, and that link serves the image (with a price: the
  // feed leaves out products without one).
  await page.goto(`/admin/products/update/${productId}/add`);
  await page.getByLabel("Price", { exact: true }).fill("150000");
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await expect(page.getByText("Variant created").first()).toBeVisible();
  await page.goto("/admin/product-feeds/create");
  await page.getByLabel("Name").fill(`Origin feed ${info.project.name} ${stamp()}`);
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.waitForURL(/\/admin\/product-feeds\/update\//);
  const feedUrl = await page.getByLabel("Public feed URL").inputValue();
  expect(feedUrl.startsWith(`${baseURL}/api/feed/public/`)).toBe(true);
  const xml = await (await request.get(feedUrl, { headers: { cookie: "" } })).text();
  const item = xml.split("<item>").find((chunk) => chunk.includes(`<g:id>${productId}</g:id>`));
  const link = /<g:image_link>([^<]+)<\/g:image_link>/.exec(item ?? "")?.[1];
  expect(link).toMatch(new RegExp(`^${baseURL}/api/media/files/stores/[^/]+/image-\\w+\\.png$`));
  const file = await request.get(link!, { headers: { cookie: "" } });
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/png");
  await page.goto(link!);
  await expect
    .poll(() =>
      page
        .locator("img")
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
});

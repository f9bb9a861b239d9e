import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { OWNER, ownStore, signIn } from "./helpers";

// An image setting as a form (ADR 074), with and without JavaScript: a file uploaded for the hero's image is saved
// and shown; without JavaScript a wrong file is refused next to the field with the rest of the form kept, and an
// existing store image can be picked from the radios under "Or choose one of the store's images".

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const banner = () =>
  sharp({ create: { width: 640, height: 240, channels: 3, background: { r: 124, g: 58, b: 237 } } })
    .png()
    .toBuffer();

test("upload an image for the hero's image setting and see it saved, on the storefront too", async ({ page, baseURL }, info) => {
  const js = info.project.name === "js";
  await signIn(page, OWNER);
  const { token, storeId, domain } = await ownStore(page, baseURL ?? "", OWNER, `Theme image form ${info.project.name} ${stamp()}`);
  const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };
  const storefront = `http://${domain.replace(/\.backroom\.shop$/, ".localhost")}:${new URL(baseURL ?? "").port}`;
  const [live] = (await (await page.request.get("/api/themes", { headers })).json()).themes;

  await page.goto(`/admin/themes/editor/${live._id}?section=hero`);
  const main = page.getByRole("main");
  if (js) await expect(main.getByTestId("te-status")).toBeVisible();
  const field = main.getByTestId("f-setting-image");
  const heading = `Spring ${stamp()}`;
  await main.getByLabel("Heading").fill(heading);

  if (!js) {
    // A text file named .png: refused by its bytes, the message by the field, the heading typed above kept.
    await field.locator('input[type="file"]').setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") });
    await main.getByRole("button", { name: "Save section" }).click();
    await expect(field).toContainText("Type not support");
    await expect(main.getByLabel("Heading")).toHaveValue(heading);
    await expect(field.getByText("No image chosen")).toBeVisible();
    await field.screenshot({ path: "/tmp/media-shots/theme-editor-image-nojs-error.png" });
  }

  await field.locator('input[type="file"]').setInputFiles({ name: "violet.png", mimeType: "image/png", buffer: await banner() });
  if (js) {
    await expect(field.getByRole("img", { name: "Current image" })).toBeVisible();
    await main.getByRole("button", { name: "Save", exact: true }).click();
  } else {
    await main.getByRole("button", { name: "Save section" }).click();
  }
  await expect(page.getByText("Theme saved")).toBeVisible();
  const thumb = field.getByRole("img", { name: "Current image" });
  await expect(thumb).toHaveAttribute("src", /^\/api\/media\/files\/stores\/.+\.png$/);
  const url = (await thumb.getAttribute("src")) ?? "";
  await expect(main.getByLabel("Heading")).toHaveValue(heading);
  if (!js) {
    // The upload is now one of the store's images: the radios offer it.
    await field.getByText("Or choose one of the store's images").click();
    await expect(field.locator(`input[type="radio"][value="${url}"]`)).toHaveCount(1);
    await field.screenshot({ path: "/tmp/media-shots/theme-editor-image-nojs.png" });
  }

  await page.goto(`${storefront}/`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.locator("img.hero-image")).toHaveAttribute("src", new RegExp(`${url.replace(/[.]/g, "\\.")}$`));
});

test("pick one of the store's images: the picker with JavaScript, the radios without", async ({ page, baseURL }, info) => {
  await signIn(page, OWNER);
  const { token, storeId } = await ownStore(page, baseURL ?? "", OWNER, `Theme image pick ${info.project.name} ${stamp()}`);
  const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };
  const [live] = (await (await page.request.get("/api/themes", { headers })).json()).themes;
  const link = await (await page.request.get(`/api/themes/${live._id}/editor/media/presigned-url-upload?filename=pick.png`, { headers })).json();
  expect((await page.request.put(link.presignedUrl, { headers: { "content-type": "image/png" }, data: await banner() })).status()).toBe(200);
  const image = (await (await page.request.post(`/api/themes/${live._id}/editor/media`, { headers, data: { key: link.imagePath, alt: "pick.png" } })).json())
    .image;

  await page.goto(`/admin/themes/editor/${live._id}?section=hero`);
  const main = page.getByRole("main");
  const field = main.getByTestId("f-setting-image");
  if (info.project.name === "js") {
    await expect(main.getByTestId("te-status")).toBeVisible();
    await field.getByRole("button", { name: "Choose from media" }).click();
    await page.getByTestId("te-picker").getByRole("button", { name: "pick.png" }).click();
    await main.getByRole("button", { name: "Save", exact: true }).click();
  } else {
    await field.getByText("Or choose one of the store's images").click();
    await field.locator(`input[type="radio"][value="${image.url}"]`).check();
    await main.getByRole("button", { name: "Save section" }).click();
  }
  await expect(page.getByText("Theme saved")).toBeVisible();
  await expect(field.getByRole("img", { name: "Current image" })).toHaveAttribute("src", image.url);
});

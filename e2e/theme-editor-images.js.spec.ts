import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { OWNER, ownStore, signIn } from "./helpers";

// The theme editor's image picker with JavaScript (ADR 074): an image uploaded for the theme is chosen in the picker,
// the preview shows it in place, Undo takes it back, and after Publish the storefront shows it.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

/** A real, visible PNG (a coloured banner), made here so the screenshots show something. */
const banner = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 240, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function uploadThemeImage(page: Page, headers: Record<string, string>, themeId: string, name: string, bytes: Buffer) {
  const link = await (await page.request.get(`/api/themes/${themeId}/editor/media/presigned-url-upload?filename=${name}`, { headers })).json();
  expect((await page.request.put(link.presignedUrl, { headers: { "content-type": "image/png" }, data: bytes })).status()).toBe(200);
  const added = await page.request.post(`/api/themes/${themeId}/editor/media`, { headers, data: { key: link.imagePath, alt: name } });
  expect(added.status()).toBe(201);
  return (await added.json()).image as { key: string; url: string };
}

test("choose an uploaded image in the picker: the preview shows it, undo takes it back, the storefront shows it after Publish", async ({ page, baseURL }) => {
  await signIn(page, OWNER);
  const { token, storeId, domain } = await ownStore(page, baseURL ?? "", OWNER, `Theme images shop ${stamp()}`);
  const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };
  const storefront = `http://${domain.replace(/\.backroom\.shop$/, ".localhost")}:${new URL(baseURL ?? "").port}`;
  const [live] = (await (await page.request.get("/api/themes", { headers })).json()).themes;
  const older = await uploadThemeImage(page, headers, live._id, "green.png", await banner(22, 163, 74));
  const chosen = await uploadThemeImage(page, headers, live._id, "orange.png", await banner(234, 88, 12));

  await page.goto(`/admin/themes/editor/${live._id}?section=hero`);
  const main = page.getByRole("main");
  await expect(main.getByTestId("te-status")).toBeVisible();
  const field = main.getByTestId("f-setting-image");
  await expect(field.getByText("No image chosen")).toBeVisible();
  await field.getByRole("button", { name: "Choose from media" }).click();
  const picker = page.getByTestId("te-picker");
  await expect(picker).toBeVisible();
  // Newest first: the orange banner, then the green one.
  await expect(picker.getByRole("img")).toHaveCount(2);
  await expect(picker.getByRole("img").first()).toHaveAttribute("alt", "orange.png");
  await page.screenshot({ path: "/tmp/media-shots/theme-editor-picker.png" });
  await picker.getByRole("button", { name: "orange.png" }).click();
  await expect(picker).toBeHidden();

  await expect(field.getByRole("img", { name: "Current image" })).toHaveAttribute("src", chosen.url);
  await expect(main.getByTestId("te-status")).toHaveText("Unsaved changes");
  const frame = page.frameLocator('[data-testid="te-preview"]');
  await expect(frame.locator("img.hero-image")).toHaveAttribute("src", chosen.url);

  // Undo takes the choice back (the preview too); redo brings it again.
  await main.getByRole("button", { name: "Undo" }).click();
  await expect(frame.locator("img.hero-image")).toHaveCount(0);
  await main.getByRole("button", { name: "Redo" }).click();
  await expect(frame.locator("img.hero-image")).toHaveAttribute("src", chosen.url);
  expect(older.key).not.toBe(chosen.key);

  await main.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Theme published")).toBeVisible();
  await page.goto(`${storefront}/`);
  const hero = page.locator("img.hero-image");
  await expect(hero).toHaveAttribute("src", new RegExp(`^http://[^/]+${chosen.url.replace(/[.]/g, "\\.")}$`));
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
});

test("upload from the image setting: the new image is chosen and saved; a wrong type is refused next to the field", async ({ page, baseURL }) => {
  await signIn(page, OWNER);
  const { token, storeId } = await ownStore(page, baseURL ?? "", OWNER, `Theme upload shop ${stamp()}`);
  const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };
  const [live] = (await (await page.request.get("/api/themes", { headers })).json()).themes;
  await page.goto(`/admin/themes/editor/${live._id}?section=hero`);
  const main = page.getByRole("main");
  await expect(main.getByTestId("te-status")).toBeVisible();
  const field = main.getByTestId("f-setting-image");
  const input = field.locator('input[type="file"]');

  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(field.getByRole("alert")).toHaveText("Type not support");

  await input.setInputFiles({ name: "blue.png", mimeType: "image/png", buffer: await banner(37, 99, 235) });
  await expect(field.getByRole("img", { name: "Current image" })).toHaveAttribute("src", /^\/api\/media\/files\/stores\/.+\.png$/);
  const url = await field.getByRole("img", { name: "Current image" }).getAttribute("src");
  await expect(page.frameLocator('[data-testid="te-preview"]').locator("img.hero-image")).toHaveAttribute("src", url ?? "");
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Theme saved")).toBeVisible();
  await expect(field.getByLabel("Image link")).toHaveValue(url ?? "");
  // The upload is one of the store's images now: the picker lists it.
  await field.getByRole("button", { name: "Choose from media" }).click();
  await expect(page.getByTestId("te-picker").getByRole("img", { name: "blue.png" })).toBeVisible();
});

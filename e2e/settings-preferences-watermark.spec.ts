import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { OWNER, ownStore, signIn } from "./helpers";

// The online store's preferences and the watermark (SPEC §2 preferences, watermark; ADR 061) with and without
// JavaScript, each test in a store of its own: a refused save keeps what was typed, a colleague's save is a conflict
// that keeps it too, and the watermark's image is uploaded with the form and laid over a real product image.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", name);
const api = (token: string, storeId: string) => ({ authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId });

test("preferences: a refused save keeps the input; saved ones come back; a colleague's save is a conflict", async ({ page, baseURL }, info) => {
  await signIn(page, OWNER);
  const { storeId, token } = await ownStore(page, baseURL ?? "", OWNER, `Preferences shop ${info.project.name} ${stamp()}`);
  await page.goto("/admin/settings");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Preferences/ })
    .click();
  await expect(page.getByRole("heading", { name: "Preferences", level: 1 })).toBeVisible();

  await page.getByLabel("Homepage title").fill("Saigon Threads: áo thun cotton");
  await page.getByLabel("Homepage meta description").fill("T-shirts made in Saigon.");
  await page.getByLabel("Restrict access to visitors with the password").check({ force: true });
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Enter a password visitors can use, or turn password protection off")).toBeVisible();
  await expect(page.getByLabel("Homepage title")).toHaveValue("Saigon Threads: áo thun cotton");
  await expect(page.getByLabel("Restrict access to visitors with the password")).toBeChecked();

  await page.getByLabel("Password", { exact: true }).fill("open-soon");
  await page.getByLabel("Message for your visitors").fill("Mở cửa ngày 1-12");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Preferences saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Homepage title")).toHaveValue("Saigon Threads: áo thun cotton");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("open-soon");
  const saved = await page.request.get("/api/stores/settings/preferences", { headers: api(token, storeId) });
  expect((await saved.json()).settings).toMatchObject({ passwordEnabled: true, storefrontPassword: "open-soon", version: 2 });

  // A colleague turns protection off meanwhile: this page's save is refused and keeps what was typed here.
  const colleague = await page.request.put("/api/stores/settings/preferences", {
    headers: api(token, storeId),
    data: {
      settings: { homeTitle: "Saigon Threads", homeDescription: "", passwordEnabled: false, storefrontPassword: "open-soon", passwordMessage: "", version: 2 },
    },
  });
  expect(colleague.status()).toBe(200);
  await page.getByLabel("Homepage meta description").fill("Cotton tees, printed in Saigon.");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Someone else saved the preferences")).toBeVisible();
  await expect(page.getByLabel("Homepage meta description")).toHaveValue("Cotton tees, printed in Saigon.");
});

/** A product of the store with one uploaded image (the presigned flow, as the product editor does it). */
async function productWithImage(page: Page, headers: Record<string, string>) {
  const presign = await page.request.get("/api/media/presigned-url-upload?filename=shirt.jpg", { headers });
  const { presignedUrl, imagePath } = await presign.json();
  const put = await page.request.put(presignedUrl, { headers: { "content-type": "image/jpeg" }, data: fs.readFileSync(fixture("blue.jpg")) });
  expect(put.status()).toBe(200);
  const created = await (await page.request.post("/api/products", { headers, data: { product: { title: "Áo thun xanh" } } })).json();
  const p = created.product;
  const saved = await page.request.put(`/api/products/${p._id}`, {
    headers,
    data: { product: { title: p.title, published: false, tags: [], version: p.version, images: [{ src: imagePath }] } },
  });
  expect(saved.status()).toBe(200);
  return imagePath as string;
}

test("watermark: refusals by field keep the input; an uploaded mark is laid over the store's product image", async ({ page, baseURL }, info) => {
  await signIn(page, OWNER);
  const { storeId, token } = await ownStore(page, baseURL ?? "", OWNER, `Watermark shop ${info.project.name} ${stamp()}`);
  const headers = api(token, storeId);
  const photo = await productWithImage(page, headers);

  await page.goto("/admin/settings");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Watermark/ })
    .click();
  await expect(page.getByRole("heading", { name: "Watermark", level: 1 })).toBeVisible();
  await expect(page.getByRole("img", { name: "Original" })).toHaveAttribute("src", `/api/media/files/${photo}`);

  // On without an image: refused next to the image; the other fields keep what was chosen.
  await page.getByLabel("Show the watermark on product images").check({ force: true });
  await page.getByLabel("Position").selectOption("center");
  await page.getByLabel("Opacity (%)").fill("100");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Upload a watermark image before turning the watermark on")).toBeVisible();
  await expect(page.getByLabel("Position")).toHaveValue("center");
  await expect(page.getByLabel("Opacity (%)")).toHaveValue("100");

  // A text file named .png is refused by its bytes, next to the file input.
  await page.locator("#watermark-file").setInputFiles(fixture("fake.png"));
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.locator("#watermark-file-error")).toHaveText("Type not support");
  await expect(page.getByLabel("Position")).toHaveValue("center");

  await page.locator("#watermark-file").setInputFiles(fixture("red.png"));
  await page.getByLabel("Size (% of the image's width)").fill("50");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Watermark saved")).toBeVisible();
  await expect(page.getByRole("img", { name: "Current watermark image" })).toBeVisible();
  const marked = page.getByRole("img", { name: "With watermark" });
  await expect(marked).toHaveAttribute("src", `/api/media/watermarked/${photo}?v=2`);
  // The browser really shows it: decoded, at the photo's size.
  await expect.poll(() => marked.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);

  // The red mark sits in the middle of the blue photo; the original is untouched.
  const composed = await page.request.get(`/api/media/watermarked/${photo}?v=2`);
  expect(composed.headers()["content-type"]).toBe("image/jpeg");
  const original = await page.request.get(`/api/media/files/${photo}`);
  expect(Buffer.compare(await original.body(), fs.readFileSync(fixture("blue.jpg")))).toBe(0);
  expect(Buffer.compare(await composed.body(), await original.body())).not.toBe(0);
});

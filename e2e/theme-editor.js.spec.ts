import { expect, test, type Page } from "@playwright/test";
import { OWNER, ownStore, signIn } from "./helpers";

// The theme editor (issue 12, ADR 071) with JavaScript, in a store of the test's own: add a section, change a
// colour, see the preview change IN PLACE (the frame keeps its document), undo (the preview goes back), redo,
// publish, and the storefront shows the change, which it did not before publishing (the theme was a draft).

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

const frameDoc = (page: Page, fn: (doc: Document) => unknown) =>
  page
    .locator('[data-testid="te-preview"]')
    .evaluate((el, source) => new Function("doc", `return (${source})(doc)`)((el as HTMLIFrameElement).contentDocument), fn.toString());

test("add a section, change a colour, undo, redo, publish: the storefront shows it", async ({ page, baseURL }) => {
  await signIn(page, OWNER);
  const { token, storeId, domain } = await ownStore(page, baseURL ?? "", OWNER, `Theme editor shop ${stamp()}`);
  const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };
  const storefront = `http://${domain.replace(/\.backroom\.shop$/, ".localhost")}:${new URL(baseURL ?? "").port}`;
  // A draft copy of the starter: the storefront keeps showing the published one until this is published.
  const [live] = (await (await page.request.get("/api/themes", { headers })).json()).themes;
  const copy = await page.request.post(`/api/themes/${live._id}/duplicate`, { headers, data: { name: "Summer" } });
  expect(copy.status()).toBe(201);
  const draftId = (await copy.json()).theme._id as string;

  await page.goto(`/admin/themes/editor/${draftId}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Edit theme: Summer" })).toBeVisible();
  const frame = page.frameLocator('[data-testid="te-preview"]');
  await expect(frame.locator(".section-hero")).toBeVisible();
  await expect(main.getByTestId("te-status")).toBeVisible(); // React has hydrated
  // A mark on the frame's document: it must survive every update (no reload, no flash).
  await page.waitForFunction(() => document.querySelector<HTMLIFrameElement>('[data-testid="te-preview"]')?.contentDocument?.body?.children.length);
  await frameDoc(page, (doc) => (doc.body.dataset.mark = "kept"));

  // Add a section.
  await main.getByLabel("Section type").selectOption({ label: "Rich text" });
  await main.getByRole("button", { name: "Add section" }).click();
  await expect(main.getByTestId("te-sections").locator("li")).toHaveCount(4);
  await expect(frame.locator(".section-rich-text")).toHaveCount(1);
  await expect(main.getByTestId("te-status")).toHaveText("Unsaved changes");

  // Change a colour: the preview's style follows, in the same document.
  await main.getByRole("button", { name: "Theme settings" }).click();
  await main.getByLabel("Accent").fill("#ff0000");
  await expect.poll(() => frameDoc(page, (doc) => doc.head.innerHTML.includes("--accent:#ff0000"))).toBe(true);
  expect(await frameDoc(page, (doc) => getComputedStyle(doc.documentElement).getPropertyValue("--accent").trim())).toBe("#ff0000");
  expect(await frameDoc(page, (doc) => doc.body.dataset.mark)).toBe("kept");

  // Undo: the colour goes back in the preview, the added section stays; redo brings the colour back.
  await main.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => frameDoc(page, (doc) => doc.head.innerHTML.includes("--accent:#0f766e"))).toBe(true);
  await expect(frame.locator(".section-rich-text")).toHaveCount(1);
  await page.keyboard.press("Control+Shift+Z");
  await expect.poll(() => frameDoc(page, (doc) => doc.head.innerHTML.includes("--accent:#ff0000"))).toBe(true);
  await expect(main.getByLabel("Accent")).toHaveValue("#ff0000");
  expect(await frameDoc(page, (doc) => doc.body.dataset.mark)).toBe("kept");

  // The field's swatch is the browser's colour picker (ADR 075): picking a colour fills the hex field and the preview.
  const swatch = main.locator('input[name="setting.accent_color"]').locator("xpath=..").getByLabel("Colour picker");
  await expect(swatch).toHaveValue("#ff0000");
  await swatch.fill("#00aa55");
  await expect(main.getByLabel("Accent")).toHaveValue("#00aa55");
  await expect.poll(() => frameDoc(page, (doc) => doc.head.innerHTML.includes("--accent:#00aa55"))).toBe(true);
  await page.keyboard.press("Control+Z");
  await expect(main.getByLabel("Accent")).toHaveValue("#ff0000");

  // Not live yet: the storefront still shows the published starter.
  const shop = await page.context().newPage();
  await shop.goto(`${storefront}/`);
  expect(await shop.content()).not.toContain("--accent:#ff0000");
  await shop.close();

  await main.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Theme published")).toBeVisible();
  await expect(main.getByText("Live theme", { exact: true })).toBeVisible();
  await expect(main.getByTestId("te-status")).toHaveText("All changes saved");

  await page.goto(`${storefront}/`);
  expect(await page.content()).toContain("--accent:#ff0000");
  await expect(page.locator(".section-rich-text")).toHaveCount(1);
});

test("a stale save is refused with a conflict message and the work is kept", async ({ page, baseURL }) => {
  await signIn(page, OWNER);
  const { token, storeId } = await ownStore(page, baseURL ?? "", OWNER, `Theme conflict shop ${stamp()}`);
  const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };
  const [live] = (await (await page.request.get("/api/themes", { headers })).json()).themes;
  await page.goto(`/admin/themes/editor/${live._id}?section=hero`);
  const main = page.getByRole("main");
  await expect(main.getByTestId("te-status")).toBeVisible();
  await main.getByLabel("Heading").fill("Mine");
  // Someone else renames the theme meanwhile: its version moves on.
  expect((await page.request.put(`/api/themes/${live._id}`, { headers, data: { name: "Renamed", version: live.version } })).status()).toBe(200);
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(main.getByRole("alert")).toContainText("changed by someone else");
  await expect(main.getByLabel("Heading")).toHaveValue("Mine");
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Theme saved")).toBeVisible();
  await expect(main.getByLabel("Heading")).toHaveValue("Mine");
});

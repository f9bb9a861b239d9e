import { expect, test } from "@playwright/test";
import { OWNER, ownStore, signIn } from "./helpers";

// The theme editor as forms (issue 12, ADR 071), with and without JavaScript: a section's setting changed and saved
// on the live theme shows on the storefront; without JavaScript, adding and moving a section are posts too.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

test("change a section setting, save, and the storefront shows it", async ({ page, baseURL }, info) => {
  await signIn(page, OWNER);
  const { token, storeId, domain } = await ownStore(page, baseURL ?? "", OWNER, `Theme forms shop ${info.project.name} ${stamp()}`);
  const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };
  const storefront = `http://${domain.replace(/\.backroom\.shop$/, ".localhost")}:${new URL(baseURL ?? "").port}`;
  const [live] = (await (await page.request.get("/api/themes", { headers })).json()).themes;

  await page.goto(`/admin/themes/editor/${live._id}`);
  const main = page.getByRole("main");
  if (info.project.name === "js") await expect(main.getByTestId("te-status")).toBeVisible();
  // The first preview comes with the document, in the frame's srcdoc only (ADR 075): it shows with and without
  // JavaScript, after hydration too, and the page's loader data does not carry it a second time.
  await expect(page.frameLocator('[data-testid="te-preview"]').locator(".section-hero")).toBeVisible();
  const html = await (await page.request.get(`/admin/themes/editor/${live._id}`)).text();
  expect(html.match(/id=(?:&quot;|\\*")section-hero/g)?.length).toBe(1);
  await main.getByRole(info.project.name === "js" ? "button" : "link", { name: "Hero" }).click();
  const heading = `Welcome ${stamp()}`;
  await main.getByLabel("Heading").fill(heading);
  await main.getByRole("button", { name: info.project.name === "js" ? "Save" : "Save section", exact: true }).click();
  await expect(page.getByText("Theme saved")).toBeVisible();
  await expect(main.getByLabel("Heading")).toHaveValue(heading);

  await page.goto(`${storefront}/`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
});

test("sections are added, moved and removed, and theme settings saved (each a post without JavaScript)", async ({ page, baseURL }, info) => {
  const js = info.project.name === "js";
  await signIn(page, OWNER);
  const { token, storeId } = await ownStore(page, baseURL ?? "", OWNER, `Theme sections shop ${info.project.name} ${stamp()}`);
  const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };
  const [live] = (await (await page.request.get("/api/themes", { headers })).json()).themes;
  await page.goto(`/admin/themes/editor/${live._id}`);
  const main = page.getByRole("main");
  const rows = main.getByTestId("te-sections").locator("li");
  await expect(rows).toHaveCount(3);
  // With JavaScript, the editor acts in place once React has hydrated (it then shows the save status).
  if (js) await expect(main.getByTestId("te-status")).toBeVisible();
  await main.getByLabel("Section type").selectOption({ label: "Rich text" });
  await main.getByRole("button", { name: "Add section" }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3)).toContainText("Rich text");
  await rows.nth(3).getByRole("button", { name: "Move up" }).click();
  await expect(rows.nth(2)).toContainText("Rich text");
  await rows.nth(0).getByRole("button", { name: "Remove" }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Rich text");
  await main.getByRole(js ? "button" : "link", { name: "Theme settings" }).click();
  await main.getByLabel("Accent").fill("#112233");
  await main.getByRole("button", { name: js ? "Save" : "Save theme settings", exact: true }).click();
  await expect(page.getByText("Theme saved")).toBeVisible();
  await expect(main.getByLabel("Accent")).toHaveValue("#112233");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Rich text");
  const saved = (await (await page.request.get(`/api/themes/${live._id}/editor`, { headers })).json()).editor.settingsData;
  expect(saved.templates.index.order).toEqual(["featured", "rich-text", "collections"]);
  expect(saved.settings.accent_color).toBe("#112233");
});

import { expect, test, type Page } from "@playwright/test";
import { OWNER, ownStore, signIn } from "./helpers";

// With JavaScript, a menu's items move in place (ADR 072): dragged by their handle with their children, or moved by
// the arrow keys on the handle; Save stores the new order. The owner works in a store of the test's own.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const item = (label: string, children: object[] = []) => ({ label, type: "url", url: `/${label.toLowerCase()}`, children });
const labels = (page: Page) => page.locator('input[name$="].label"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
const depths = (page: Page) => page.locator('input[name$="].depth"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

test("drag an item with its child, move one by keyboard, save; the order is kept", async ({ page, baseURL }) => {
  await signIn(page, OWNER);
  const { storeId, token } = await ownStore(page, baseURL ?? "", OWNER, `Menu drag ${stamp()}`);
  const headers = { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };
  const made = await page.request.post("/api/menus", {
    headers,
    data: { menu: { title: "Drag menu", items: [item("Alpha", [item("Alpha1")]), item("Beta"), item("Gamma")] } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = (await made.json()).menu._id as string;

  // Every row in view: a drag that has to scroll the page as it goes is the browser's auto-scroll, not this script.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto(`/admin/menus/update/${id}`);
  expect(await labels(page)).toEqual(["Alpha", "Alpha1", "Beta", "Gamma"]);
  const rows = page.locator("li[data-reorder-row]");
  const handle = (n: number) => rows.nth(n).locator("[data-reorder-handle]");
  await expect(handle(0)).toBeVisible();

  // Drag Alpha (with Alpha1) below Gamma: onto the lower half of Gamma's row.
  const gammaBox = (await rows.nth(3).boundingBox())!;
  await handle(0).dragTo(rows.nth(3), { targetPosition: { x: 40, y: gammaBox.height - 4 } });
  await expect.poll(() => labels(page)).toEqual(["Beta", "Gamma", "Alpha", "Alpha1"]);
  expect(await depths(page)).toEqual(["0", "0", "0", "1"]);
  // Nothing is saved yet: the save bar says so.
  await expect(
    page
      .getByText(/Unsaved changes|Thay đổi chưa lưu/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();

  // Keyboard: Gamma's handle, arrow up (before Beta), then arrow right is refused (no sibling above it now).
  await handle(1).focus();
  await page.keyboard.press("ArrowUp");
  await expect.poll(() => labels(page)).toEqual(["Gamma", "Beta", "Alpha", "Alpha1"]);
  await expect(handle(0)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  expect(await depths(page)).toEqual(["0", "0", "0", "1"]);
  // Beta indents under Gamma.
  await handle(1).focus();
  await page.keyboard.press("ArrowRight");
  expect(await depths(page)).toEqual(["0", "1", "0", "1"]);

  await page.locator('button[name="intent"][value="save"]').last().click();
  await expect(page.getByText(/Menu updated|Đã cập nhật menu/).first()).toBeVisible();
  expect(await labels(page)).toEqual(["Gamma", "Beta", "Alpha", "Alpha1"]);
  const saved = (await (await page.request.get(`/api/menus/${id}`, { headers })).json()).menu;
  const tree = (items: { label: string; children: unknown[] }[]): unknown[] =>
    items.map((i) => (i.children.length ? [i.label, tree(i.children as never)] : i.label));
  expect(tree(saved.items)).toEqual([
    ["Gamma", ["Beta"]],
    ["Alpha", ["Alpha1"]],
  ]);
});

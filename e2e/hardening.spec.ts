import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { OWNER, signIn } from "./helpers";

// Issue 7 on the real server: pages and their data are never cached, a page's form body is capped before it is read,
// and downloading an export by GET changes nothing (the Download form's POST marks it).

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

test("pages, data requests and redirects answer Cache-Control: no-store; the session cookie is host-only", async ({ page }) => {
  expect((await page.request.get("/auth/sign-in")).headers()["cache-control"]).toBe("no-store");
  await signIn(page, OWNER);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "__backroom")).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  for (const path of ["/admin/products", "/admin/products.data", "/admin/products?dialog=export"]) {
    expect((await page.request.get(path)).headers()["cache-control"], path).toBe("no-store");
  }
  const redirect = await page.request.get("/admin", { maxRedirects: 0 });
  expect(redirect.headers()["cache-control"]).toBe("no-store");
  // Static assets keep their long caching.
  expect((await page.request.get("/favicon.svg")).headers()["cache-control"]).toContain("max-age=3600");
});

test("a sign-in form body over 1 MB is refused with 413 before it is read", async ({ request }) => {
  const big = await request.post("/auth/sign-in", {
    headers: { origin: baseURL, "content-type": "application/x-www-form-urlencoded" },
    data: `email=owner%40demo-store.test&password=${"x".repeat(2 * 1_048_576)}`,
  });
  expect(big.status()).toBe(413);
  expect(await big.text()).toContain("at most 1 MB");
  // A normal one still reaches the page (a wrong password: the form again with its message).
  const small = await request.post("/auth/sign-in", {
    headers: { origin: baseURL, "content-type": "application/x-www-form-urlencoded" },
    data: "email=owner%40demo-store.test&password=wrong-password",
    maxRedirects: 0,
  });
  expect(small.status()).toBe(400);
});

test("an export's download by GET leaves it Ready; the Download form's POST marks it Downloaded", async ({ page }, info) => {
  const s = `${info.project.name}-${stamp()}`;
  await signIn(page, OWNER);
  await page.goto(`/admin/products?_query=${encodeURIComponent(JSON.stringify({ search: s }))}&dialog=export`);
  const dialog = page.getByRole("dialog", { name: "Export products" });
  await dialog.getByRole("button", { name: "Export" }).click();
  await expect(page.getByText("Export started").first()).toBeVisible();
  const task = dialog
    .locator(".br-csv-task")
    .filter({ hasText: `“${s}”` })
    .first();
  const badge = async () => {
    await page.reload();
    return task.locator(".br-csv-badge").innerText();
  };
  await expect.poll(badge, { timeout: 20_000 }).toBe("Ready");

  const href = await task.locator("form").getAttribute("action");
  expect(href).toMatch(/^\/admin\/products\/exports\/[0-9a-f-]{36}\/download$/);
  const byGet = await page.request.get(href!);
  expect(byGet.status()).toBe(200);
  expect(byGet.headers()["content-disposition"]).toContain("attachment");
  expect(await badge()).toBe("Ready");

  // What the Download button sends (the form post, from this origin).
  const byPost = await page.request.post(href!, { headers: { origin: baseURL } });
  expect(byPost.status()).toBe(200);
  expect((await byPost.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(await badge()).toBe("Downloaded");
});

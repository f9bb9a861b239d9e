// Temporary: screenshots of the report pages and the session cookie for Lighthouse (not committed).
import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4700";
const args = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args });
async function shoot(js, width, lang, path, name) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width, height: width < 500 ? 844 : 900 } });
  const page = await ctx.newPage();
  await page.goto(base + "/auth/sign-in");
  await page.getByLabel(/Email/).fill("owner@demo-store.test");
  await page.locator('input[type="password"]').fill("lh-demo-password-1");
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith("/auth"));
  await ctx.addCookies([{ name: "br_lang", value: lang, domain: "127.0.0.1", path: "/" }]);
  await page.goto(base + path);
  if (js) await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  const cookies = await ctx.cookies();
  await ctx.close();
  return cookies;
}
import fs from "node:fs";
fs.mkdirSync("/tmp/shots", { recursive: true });
const which = process.argv[2] ?? "all";
if (which === "cookie") {
  const cookies = await shoot(false, 390, "vi", "/admin", "cookie");
  console.log(cookies.map((c) => `${c.name}=${c.value}`).join("; "));
} else {
  for (const [js, w, lang, path, name] of [
    [true, 390, "vi", "/admin/analytics?preset=last_90_days", "analytics-390-vi-js"],
    [false, 390, "en", "/admin/analytics?preset=last_90_days", "analytics-390-en-nojs"],
    [true, 1280, "en", "/admin/analytics?preset=last_90_days", "analytics-1280-en-js"],
    [true, 390, "en", "/admin/utm-analystics?preset=last_90_days", "utm-390-en-js"],
    [true, 390, "vi", "/admin/estimated-profit?preset=last_90_days", "profit-390-vi-js"],
    [true, 1280, "vi", "/admin/sales-reports?preset=last_90_days", "sales-1280-vi-js"],
  ]) await shoot(js, w, lang, path, name);
}
await browser.close();

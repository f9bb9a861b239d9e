import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { OWNER, signIn } from "./helpers";

// ADR 026: the admin's HTML streams compressed in chunks of about 32 KB, and build assets are sent as the .br/.gz files
// `npm run build` wrote next to them (never compressed a second time).

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(pathname: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(baseURL + pathname, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on("error", reject);
  });
}

const decode = (res: Raw) =>
  res.headers["content-encoding"] === "br"
    ? zlib.brotliDecompressSync(res.body)
    : res.headers["content-encoding"] === "gzip"
      ? zlib.gunzipSync(res.body)
      : res.body;

/** The stylesheets and scripts a page links from /build/, /enhance/ and /styles/. */
const assetsOf = (html: string) => [...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="(\/(?:build|enhance|styles)\/[^"]+)"/g)].map((m) => m[1]);

test("the products page streams compressed and whole; its stylesheets and script come as the precompressed files", async ({ page }) => {
  await signIn(page, OWNER);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

  const res = await rawGet("/admin/products", { cookie, "accept-encoding": "gzip, deflate, br" });
  expect(res.status).toBe(200);
  expect(["br", "gzip"]).toContain(res.headers["content-encoding"]);
  // Streamed: no Content-Length, sent in chunks.
  expect(res.headers["transfer-encoding"]).toBe("chunked");
  expect(res.headers["content-length"]).toBeUndefined();
  const html = decode(res).toString("utf8");
  expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  expect(html).toContain("</body></html>");
  expect(html).toContain("<table");
  expect(html.includes("\0")).toBe(false);

  const assets = assetsOf(html);
  expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
  expect(assets.some((a) => a.startsWith("/enhance/"))).toBe(true);
  for (const asset of assets) {
    const file = path.join("public", asset);
    const plain = fs.readFileSync(file);
    for (const [accept, encoding, ext] of [
      ["gzip, deflate, br", "br", ".br"],
      ["gzip", "gzip", ".gz"],
    ] as const) {
      const got = await rawGet(asset, { "accept-encoding": accept });
      expect(got.status, asset).toBe(200);
      expect(got.headers.vary, asset).toMatch(/Accept-Encoding/i);
      if (fs.existsSync(file + ext)) {
        expect(got.headers["content-encoding"], asset).toBe(encoding);
        expect(got.body.equals(fs.readFileSync(file + ext)), `${asset} is its ${ext} file as built`).toBe(true);
      } else {
        // Under 1 KB: sent as it is.
        expect(plain.length, asset).toBeLessThan(1024);
      }
      expect(decode(got).equals(plain), asset).toBe(true);
    }
  }

  // A real browser decodes them: every stylesheet of the page parsed into rules.
  await page.goto("/admin/products");
  const sheets = await page.evaluate(() => [...document.styleSheets].filter((s) => s.href).map((s) => ({ href: s.href, rules: s.cssRules.length })));
  expect(sheets.length).toBeGreaterThan(0);
  for (const sheet of sheets) expect(sheet.rules, sheet.href ?? "").toBeGreaterThan(0);
});

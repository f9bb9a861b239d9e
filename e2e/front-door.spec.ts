import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { OWNER, signIn } from "./helpers";

// The real server's front door (server/*.ts, ADR 015), by plain HTTP: the e2e server trusts no proxy (TRUST_PROXY unset).

const form = { email: OWNER, password: "not-the-password" };

test("X-Forwarded-Host and -Proto from a client that is not a trusted proxy are ignored: a sign-in post is answered, not a 500", async ({ request }) => {
  const forwarded: Record<string, string>[] = [{ "x-forwarded-host": "evil.example" }, { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }];
  for (const headers of forwarded) {
    const res = await request.post("/auth/sign-in", { form, headers: { origin: baseURL, ...headers }, maxRedirects: 0 });
    expect(res.status(), JSON.stringify(headers)).toBeLessThan(500);
    expect(await res.text()).toContain("Email or password is incorrect");
  }
});

test("a form from another origin is a 403, whatever X-Forwarded-Host says", async ({ request }) => {
  const attempts: Record<string, string>[] = [{ origin: "https://evil.example" }, { origin: "https://evil.example", "x-forwarded-host": "evil.example" }];
  for (const headers of attempts) {
    const res = await request.post("/auth/sign-in", { form, headers, maxRedirects: 0 });
    expect(res.status(), JSON.stringify(headers)).toBe(403);
  }
});

test("a Host outside ALLOWED_HOSTS is a 421 on pages and the API; localhost on the port is answered", async ({ request }) => {
  const port = new URL(baseURL).port;
  for (const host of ["evil.example", `evil.example:${port}`]) {
    for (const url of ["/auth/sign-in", "/api/feed/public/abcdefghijklmnopqrstuvwxyz.xml"]) {
      const res = await request.get(url, { headers: { host } });
      expect(res.status(), `${host} ${url}`).toBe(421);
    }
  }
  expect((await request.get("/auth/sign-in", { headers: { host: `localhost:${port}` } })).status()).toBe(200);
  expect((await request.get("/health", { headers: { host: "10.0.0.9" } })).status()).toBe(200);
});

test("a signed-in admin POST with an X-Forwarded-Host other than its Origin is answered, not a 500", async ({ page, baseURL: base }) => {
  await signIn(page, OWNER);
  // The products list's Export form (an admin action); the e2e server trusts no proxy, so the header is dropped.
  for (const host of ["evil.example", "admin.example.com:8443"]) {
    const res = await page.request.post("/admin/products?index", {
      form: { intent: "export", scope: "all" },
      headers: { origin: base ?? baseURL, "x-forwarded-host": host, "x-forwarded-proto": "https" },
      maxRedirects: 0,
    });
    expect(res.status(), host).toBe(302);
    expect(res.headers()["location"]).toContain("dialog=export");
  }
});

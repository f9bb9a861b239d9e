// The language switcher's action (routes/language, ADR 034): a cookie with the choice, back to the page, nothing else.
import { describe, expect, it } from "vitest";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { action } from "../../app/routes/language/route";
import { chosenLocale } from "../../app/lib/locale-cookie.server";

const context = { config: { secureCookies: true } } as unknown as AppLoadContext;

function post(fields: Record<string, string>) {
  const request = new Request("https://admin.test/language", { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, context, params: {} } as ActionFunctionArgs);
}

async function refusal(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a thrown response");
}

describe("POST /language", () => {
  it("keeps the choice for a year and goes back to the page it was made on", async () => {
    const res = await post({ locale: "vi", redirectTo: "/admin/products?tab=1" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/products?tab=1");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^br_lang=vi; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure$/);
    const next = new Request("https://admin.test/", { headers: { cookie: `a=1; ${cookie.split(";")[0]}` } });
    expect(chosenLocale(next)).toBe("vi");
  });

  it("never sends the browser off-site, and refuses a language it does not have", async () => {
    expect((await post({ locale: "en", redirectTo: "//evil.example" })).headers.get("location")).toBe("/");
    expect((await refusal(post({ locale: "fr", redirectTo: "/" }))).status).toBe(404);
    expect(chosenLocale(new Request("https://admin.test/", { headers: { cookie: "br_lang=fr" } }))).toBeNull();
  });
});

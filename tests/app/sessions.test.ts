// The admin's session (ADR 001, ADR 020) on the real API: the idle timeout in the guard (touched at most every 5
// minutes, signed out and its tokens revoked once idle), the cookie names and flags, and the signed toast cookie.
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_EXPIRED, requireUser } from "../../app/lib/guards.server";
import type { AppConfig } from "../../app/lib/context";
import { SESSION_TOUCH_EVERY_MS, cookieSessionStorageFor } from "../../app/lib/session.server";
import { readToast, toastCookieHeader } from "../../app/lib/toast.server";
import { startHarness, type Harness } from "../helpers/harness";

const MINUTE = 60_000;
const IDLE_MS = 60 * MINUTE;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

function appConfig(over: Partial<AppConfig> = {}): AppConfig {
  return {
    apiBaseUrl: h.url,
    accountsApiUrl: h.url,
    reportsApiUrl: h.url,
    sessionSecret: "test-session-secret",
    secureCookies: false,
    sessionIdleMs: IDLE_MS,
    operatorEmailDomain: "backroom.dev",
    operatorEmails: [],
    ...over,
  };
}

/** A load context like server.ts's, collecting what the request appends as Set-Cookie. */
function loadContext(config = appConfig()): AppLoadContext & { setCookies: string[] } {
  const setCookies: string[] = [];
  return { cspNonce: "", config, appendSetCookie: (c: string) => void setCookies.push(c), setCookies };
}

/** The Cookie header of a signed-in browser whose user was last seen `seenAgoMs` ago. */
async function signedInCookie(config: AppConfig, seenAgoMs: number) {
  const owner = await h.owner();
  const storage = cookieSessionStorageFor(config);
  const session = await storage.getSession();
  session.set("token", owner.token);
  session.set("refreshToken", owner.refreshToken);
  session.set("expiresAt", new Date(Date.now() + 55 * MINUTE).toISOString());
  session.set("email", "owner@shop.test");
  session.set("storeId", owner.storeId);
  session.set("seenAt", Date.now() - seenAgoMs);
  const cookie = (await storage.commitSession(session)).split(";")[0];
  return { owner, cookie };
}

const pageRequest = (cookie: string) => new Request("http://admin.test/admin/products?tab=published", { headers: { Cookie: cookie } });

async function seenAtIn(config: AppConfig, setCookie: string): Promise<number> {
  const session = await cookieSessionStorageFor(config).getSession(setCookie.split(";")[0]);
  return Number(session.get("seenAt"));
}

describe("idle timeout", () => {
  it("keeps an active session without writing the cookie again within 5 minutes", async () => {
    const context = loadContext();
    const { cookie } = await signedInCookie(context.config, 2 * MINUTE);
    const found = await requireUser(pageRequest(cookie), context);
    expect(found.user.email).toContain("@shop.test");
    expect(context.setCookies).toEqual([]);
  });

  it("marks the session seen again (one Set-Cookie) once the last mark is 5 minutes old", async () => {
    const context = loadContext();
    const { cookie } = await signedInCookie(context.config, SESSION_TOUCH_EVERY_MS + MINUTE);
    const before = Date.now();
    await requireUser(pageRequest(cookie), context);
    expect(context.setCookies).toHaveLength(1);
    expect(await seenAtIn(context.config, context.setCookies[0])).toBeGreaterThanOrEqual(before);
  });

  it("sends an idle session to sign-in with the expiry toast, clears it and revokes its API tokens", async () => {
    const context = loadContext();
    const { owner, cookie } = await signedInCookie(context.config, IDLE_MS + MINUTE);
    const thrown = await requireUser(pageRequest(cookie), context).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/auth/sign-in?redirectTo=${encodeURIComponent("/admin/products?tab=published")}`);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith("__backroom="))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const toastCookie = setCookies.find((c) => c.startsWith("__toast="))!.split(";")[0];
    const { toast } = await readToast(new Request("http://admin.test/auth/sign-in", { headers: { Cookie: toastCookie } }), context);
    expect(toast).toMatchObject({ kind: "error", message: SESSION_EXPIRED });
    // The tokens are dead at the API, not just forgotten by the browser.
    expect((await h.call("GET", "/users/info", { headers: owner.headers })).status).toBe(401);
    expect((await h.call("POST", "/auth/refresh", { body: { refreshToken: owner.refreshToken } })).status).toBe(401);
  });

  it("revokes them even when the access token expired long ago (by the refresh token)", async () => {
    const context = loadContext();
    const { owner, cookie } = await signedInCookie(context.config, 3 * IDLE_MS);
    h.clock.advance(2 * IDLE_MS);
    await expect(requireUser(pageRequest(cookie), context)).rejects.toBeInstanceOf(Response);
    expect((await h.call("POST", "/auth/refresh", { body: { refreshToken: owner.refreshToken } })).status).toBe(401);
  });

  it("follows SESSION_IDLE_MINUTES: 10 minutes idle is fine at the default, not when the timeout is 5", async () => {
    const relaxed = loadContext();
    const { cookie } = await signedInCookie(relaxed.config, 10 * MINUTE);
    await expect(requireUser(pageRequest(cookie), relaxed)).resolves.toBeTruthy();
    const strict = loadContext(appConfig({ sessionIdleMs: 5 * MINUTE }));
    const second = await signedInCookie(strict.config, 10 * MINUTE);
    await expect(requireUser(pageRequest(second.cookie), strict)).rejects.toBeInstanceOf(Response);
  });
});

describe("cookies", () => {
  it("names the session cookie __Host-backroom over https: Secure, Path=/, no Domain", async () => {
    const secure = cookieSessionStorageFor(appConfig({ secureCookies: true }));
    const header = await secure.commitSession(await secure.getSession());
    expect(header).toMatch(/^__Host-backroom=/);
    expect(header).toContain("; Secure");
    expect(header).toContain("Path=/");
    expect(header).not.toMatch(/Domain=/i);
    const plain = cookieSessionStorageFor(appConfig());
    const local = await plain.commitSession(await plain.getSession());
    expect(local).toMatch(/^__backroom=/);
    expect(local).not.toContain("Secure");
  });

  it("signs the toast cookie: a forged or foreign one shows nothing and is cleared", async () => {
    const context = { config: appConfig() };
    const signed = (await toastCookieHeader(context, { kind: "success", message: "Product updated" })).split(";")[0];
    const request = (cookie: string) => new Request("http://admin.test/admin", { headers: { Cookie: cookie } });
    expect((await readToast(request(signed), context)).toast).toMatchObject({ kind: "success", message: "Product updated" });

    const forged = `__toast=${Buffer.from(JSON.stringify({ kind: "error", message: "Call +1 555 to unlock your store", id: "x" })).toString("base64")}`;
    const read = await readToast(request(forged), context);
    expect(read.toast).toBeNull();
    expect(read.clearCookie).toMatch(/^__toast=;/);
    const otherSecret = { config: appConfig({ sessionSecret: "another-secret" }) };
    expect((await readToast(request(signed), otherSecret)).toast).toBeNull();
  });

  it("over https the toast cookie is __Host-toast and Secure", async () => {
    const header = await toastCookieHeader({ config: appConfig({ secureCookies: true }) }, { kind: "success", message: "Saved" });
    expect(header).toMatch(/^__Host-toast=/);
    expect(header).toContain("; Secure");
    expect(header).not.toMatch(/Domain=/i);
  });
});

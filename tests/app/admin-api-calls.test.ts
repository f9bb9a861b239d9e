// Every admin page used to call GET /users/info and then GET /users/stores before its own call (5–8 ms a page). The
// guard now asks once, /users/info?include=stores, and the shell's store switcher uses that answer (ADR 026). The admin
// layout's loader and the products list's loader run here as Remix runs them for one page, against the real API on
// PGlite, behind a proxy that records each call.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppConfig } from "../../app/lib/context";
import { loader as adminLoader } from "../../app/routes/admin/route";
import { loader as productsLoader } from "../../app/routes/admin.products._index/route";
import { action as themePreviewAction } from "../../app/routes/admin.themes.editor.$themeId_.preview/route";
import { adminConfigFor, sessionCookieOf } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let proxy: http.Server;
let config: AppConfig;
const calls: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  const target = new URL(h.url);
  proxy = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  proxy.listen(0, "127.0.0.1");
  await new Promise((r) => proxy.once("listening", r));
  const api = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api`;
  config = adminConfigFor(api, "admin-api-calls-secret");
});
afterAll(async () => {
  proxy?.close();
  await h?.close();
});

/** A signed-in browser's cookie, as the sign-in action saves it. */
const sessionCookie = (owner: { token: string; refreshToken: string; storeId: string }, withStore: boolean) => sessionCookieOf(config, owner, { withStore });

/** One GET of /admin/products: the layout's and the page's loaders on one load context, as Remix runs them. */
async function openProductsPage(cookie: string) {
  const request = new Request("http://127.0.0.1/admin/products", { headers: { cookie } });
  const context = { cspNonce: "", config, appendSetCookie: () => {} } as AppLoadContext;
  const args = { request, context, params: {} };
  calls.length = 0;
  const [shell, page] = await Promise.all([adminLoader(args), productsLoader(args)]);
  return { shell, page, userCalls: calls.filter((c) => c.startsWith("GET /api/users/")), calls: [...calls] };
}

describe("an admin page asks for the user and their stores in one call", () => {
  it("the products list: one /users/info?include=stores, no /users/stores, then the page's own calls", async () => {
    const owner = await h.owner();
    const { shell, page, userCalls, calls: all } = await openProductsPage(await sessionCookie(owner, true));
    expect(userCalls).toEqual(["GET /api/users/info?include=stores"]);
    expect(all.some((c) => c.startsWith("GET /api/products"))).toBe(true);
    // The shell still gets the store switcher's list and the user's scopes from that one answer.
    expect(shell.stores.map((s) => s.storeId)).toEqual([owner.storeId]);
    expect(shell.storeId).toBe(owner.storeId);
    expect(shell.user.scopes).toContain("products");
    expect(page.total).toBe(0);
  });

  it("the first page after sign-in (no store chosen yet): the stores come with the user; one more call for the chosen store's scopes", async () => {
    const owner = await h.owner();
    const { shell, userCalls } = await openProductsPage(await sessionCookie(owner, false));
    expect(userCalls).toEqual(["GET /api/users/info?include=stores", "GET /api/users/info"]);
    expect(shell.storeId).toBe(owner.storeId);
    expect(shell.user.scopes).toContain("products");
  });
});

describe("the theme editor's preview route (called after each change, ADR 075)", () => {
  async function postPreview(cookie: string, themeId: string, body: unknown) {
    const request = new Request(`http://127.0.0.1/admin/themes/editor/${themeId}/preview`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const context = { cspNonce: "", config, appendSetCookie: () => {} } as AppLoadContext;
    calls.length = 0;
    const res = await themePreviewAction({ request, context, params: { themeId } });
    return { res, calls: [...calls] };
  }
  const firstTheme = async (headers: Record<string, string>) => (await h.call("GET", "/themes", { headers })).body.themes[0] as { _id: string };
  const settingsOf = async (headers: Record<string, string>, id: string) => (await h.call("GET", `/themes/${id}/editor`, { headers })).body.editor.settingsData;

  it("makes one API call, the preview, without looking the user up", async () => {
    const owner = await h.owner();
    const theme = await firstTheme(owner.headers);
    const settingsData = await settingsOf(owner.headers, theme._id);
    settingsData.settings.accent_color = "#123456";
    const { res, calls: made } = await postPreview(await sessionCookie(owner, true), theme._id, { template: "index", settingsData });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("--accent:#123456");
    expect(made).toEqual([`POST /api/themes/${theme._id}/editor/preview`]);
  });

  it("the API still guards it: a staff member without the themes scope gets its 403", async () => {
    const owner = await h.owner();
    const theme = await firstTheme(owner.headers);
    const settingsData = await settingsOf(owner.headers, theme._id);
    const staff = await h.staff(owner.storeId, ["products"]);
    const { res } = await postPreview(await sessionCookie({ token: staff.token, refreshToken: "", storeId: owner.storeId }, true), theme._id, {
      template: "index",
      settingsData,
    });
    expect(res.status).toBe(403);
  });
});

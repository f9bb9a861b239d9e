// The web server's front door with real HTTP, wired as server.ts wires it, in front of the real Remix request handler
// (a one-route build whose action answers the URL Remix saw): forwarded headers only from TRUST_PROXY, a Host allow-list
// (421), and the CSRF check (403). X-Forwarded-Host different from Origin used to reach Remix, whose own Origin check
// then threw: a 500 on every admin POST (ADR 015).
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { CSRF_MESSAGE, sameOriginForms } from "../../server/csrf";
import { forwardedHeaders, type TrustProxySetting } from "../../server/forwarded-headers";
import { MISDIRECTED_MESSAGE, hostAllowList } from "../../server/host-allow-list";
import { rawRequest } from "../helpers/raw-http";

/** The smallest build Remix serves: one route whose action answers the request URL it was given. */
const build = {
  mode: "production",
  entry: {
    module: {
      default: async (_request: Request, status: number, _headers: Headers, context: { staticHandlerContext: { actionData: unknown } }) =>
        new Response(JSON.stringify(context.staticHandlerContext.actionData), { status, headers: { "content-type": "application/json" } }),
    },
  },
  routes: { root: { id: "root", path: "", module: { default: () => null, action: async ({ request }: { request: Request }) => ({ url: request.url }) } } },
  assets: {
    entry: { module: "/entry.js", imports: [] },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/root.js",
        hasAction: true,
        hasLoader: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: false,
        imports: [],
      },
    },
    url: "/manifest.js",
    version: "1",
  },
  future: {},
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  isSpaMode: false,
  basename: "/",
} as unknown as ServerBuild;

const servers: { close(): void }[] = [];
afterAll(() => servers.forEach((s) => s.close()));

/** As server.ts: forwarded headers, then the allow-list, /health, the API, then CSRF and the Remix handler. */
async function start(trustProxy: TrustProxySetting, extraHosts: string[] = []) {
  const app = express();
  app.set("trust proxy", "loopback");
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  const refused: unknown[] = [];
  app.use(forwardedHeaders(trustProxy), hostAllowList([`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, ...extraHosts], ["/health"]));
  app.get("/health", (_req, res) => void res.json({ status: "ok" }));
  app.use(sameOriginForms((entry) => refused.push(entry)));
  app.all("*", createRequestHandler({ build, mode: "production" }));
  const origin = `http://127.0.0.1:${port}`;
  const post = (headers: Record<string, string>, path = "/") =>
    rawRequest(origin + path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: "email=a%40b.test" });
  return { origin, port, post, refused };
}

describe("without a trusted proxy (TRUST_PROXY unset)", () => {
  it("ignores X-Forwarded-Host and -Proto: a form from our own origin is answered, not a 500", async () => {
    const s = await start(false);
    const res = await s.post({ origin: s.origin, "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ root: { url: `${s.origin}/` } });
  });

  it("refuses a form from another origin with 403, whatever X-Forwarded-Host claims", async () => {
    const s = await start(false);
    const attempts: Record<string, string>[] = [
      { origin: "http://evil.example" },
      { origin: "http://evil.example", "x-forwarded-host": "evil.example" },
      { referer: "http://evil.example/x" },
      { referer: "::not a url" },
      {},
    ];
    for (const headers of attempts) {
      const res = await s.post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.text).toBe(CSRF_MESSAGE);
    }
    expect(s.refused).toHaveLength(5);
    // The Referer's origin stands in for a missing Origin.
    expect((await s.post({ referer: `${s.origin}/auth/sign-in?redirectTo=%2Fadmin` })).status).toBe(200);
  });

  it("answers only the allowed Host names (421 otherwise), /health on any", async () => {
    const s = await start(false);
    for (const host of ["evil.example", `evil.example:${s.port}`, "127.0.0.1", `127.0.0.2:${s.port}`, ""]) {
      const res = await rawRequest(`${s.origin}/`, { headers: { host } });
      expect(res.status, host).toBe(421);
      expect(res.text).toBe(MISDIRECTED_MESSAGE);
      expect((await s.post({ host, origin: `http://${host}` })).status, host).toBe(421);
    }
    expect((await rawRequest(`${s.origin}/health`, { headers: { host: "10.1.2.3:8080" } })).status).toBe(200);
    const local = await s.post({ host: `LOCALHOST:${s.port}`, origin: `http://localhost:${s.port}` });
    expect(local.status, local.text).toBe(200);
    expect(JSON.parse(local.text).root.url).toBe(`http://localhost:${s.port}/`);
  });
});

describe("behind a trusted proxy (TRUST_PROXY=loopback)", () => {
  it("takes the forwarded host and protocol: the request is the one the browser made", async () => {
    const s = await start("loopback", ["admin.example.com"]);
    const res = await s.post({ origin: "https://admin.example.com", "x-forwarded-host": "admin.example.com, proxy.internal", "x-forwarded-proto": "https" });
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ root: { url: "https://admin.example.com/" } });
    // Written as the browser writes Origin: lower case, no default port.
    const spelled = await s.post({ origin: "https://admin.example.com", "x-forwarded-host": "Admin.Example.com:443", "x-forwarded-proto": "https" });
    expect(spelled.status, spelled.text).toBe(200);
  });

  it("a forwarded host that differs from Origin is a 403 from the CSRF check, never a 500", async () => {
    const s = await start("loopback", ["admin.example.com"]);
    for (const origin of [s.origin, "http://admin.example.com", "https://evil.example"]) {
      const res = await s.post({ origin, "x-forwarded-host": "admin.example.com", "x-forwarded-proto": "https" });
      expect(res.status, origin).toBe(403);
      expect(res.text).toBe(CSRF_MESSAGE);
    }
  });

  it("refuses a forwarded host that is not allowed with 421", async () => {
    const s = await start("loopback", ["admin.example.com"]);
    const res = await s.post({ origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(res.status).toBe(421);
  });
});

it("a proxy that is not the trusted one is not believed", async () => {
  const s = await start(["10.0.0.0/8"], ["admin.example.com"]);
  const res = await s.post({ origin: s.origin, "x-forwarded-host": "admin.example.com", "x-forwarded-proto": "https" });
  expect(res.status, res.text).toBe(200);
  expect(JSON.parse(res.text).root.url).toBe(`${s.origin}/`);
});

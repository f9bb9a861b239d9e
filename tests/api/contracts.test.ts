// Every route the API router mounts is declared in domain/contracts, and every declared endpoint is mounted (ADR 030).
import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allEndpoints } from "../../domain/contracts";
import { feedEndpoints } from "../../domain/contracts/feeds";
import { metaEndpoints } from "../../domain/contracts/meta";
import { openApiPath } from "../../domain/contracts/openapi";
import { startHarness, type Harness } from "../helpers/harness";

/**
 * Routes that are not endpoints, each with the reason. The test fails on a mounted route that is in neither
 * `allEndpoints` nor here, and on a line here that names no route any more (or one that gained a contract).
 */
const NOT_ENDPOINTS: Readonly<Record<string, string>> = {
  "POST /auth/*": "the attempts limit (ADR 019) in front of every auth post, an unknown path's too, which then gets the API's 404",
};
const notEndpoints = Object.keys(NOT_ENDPOINTS);

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  name: string;
}

/** "METHOD /path" of every route in the router and the routers it uses (modules mount theirs without a prefix). */
function mountedRoutes(router: Router): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of Object.keys(layer.route.methods)) for (const path of paths) found.push(`${method.toUpperCase()} ${path}`);
      } else if (layer.name === "router" && layer.handle.stack) walk(layer.handle.stack);
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return found;
}

/** What disagrees between the mounted routes and the declared endpoints, given the routes that are not endpoints. */
function disagreements(routes: string[], declared: string[], exceptions: readonly string[]) {
  return {
    undeclared: routes.filter((r) => !declared.includes(r) && !exceptions.includes(r)),
    unmounted: declared.filter((d) => !routes.includes(d)),
    staleExceptions: exceptions.filter((r) => declared.includes(r) || !routes.includes(r)),
  };
}

describe("routes and contracts", () => {
  const declared = () => allEndpoints.map((e) => `${e.method} ${e.path}`);

  it("agree both ways, apart from the named routes that are not endpoints", () => {
    const routes = mountedRoutes(h.api);
    expect(new Set(declared()).size, "an endpoint is declared twice").toBe(declared().length);
    expect(new Set(routes).size, "a route is mounted twice").toBe(routes.length);
    expect(disagreements(routes, declared(), notEndpoints)).toEqual({ undeclared: [], unmounted: [], staleExceptions: [] });
  });

  it("would name a route without a contract, a contract without a route, and a stale exception", () => {
    const routes = mountedRoutes(h.api);
    const withoutFeedGet = declared().filter((d) => d !== `${feedEndpoints.get.method} ${feedEndpoints.get.path}`);
    expect(disagreements(routes, withoutFeedGet, notEndpoints).undeclared).toEqual(["GET /feed/:id"]);
    expect(disagreements([...routes, "GET /ghost"], declared(), notEndpoints).undeclared).toEqual(["GET /ghost"]);
    expect(
      disagreements(
        routes.filter((r) => r !== "GET /feed/:id"),
        declared(),
        notEndpoints,
      ).unmounted,
    ).toEqual(["GET /feed/:id"]);
    expect(disagreements(routes, declared(), [...notEndpoints, "GET /feed/:id"]).staleExceptions).toEqual(["GET /feed/:id"]);
    expect(disagreements(routes, declared(), [...notEndpoints, "GET /ghost"]).staleExceptions).toEqual(["GET /ghost"]);
  });
});

describe("GET /openapi.json", () => {
  it("is public and cacheable, and describes every declared endpoint", async () => {
    const res = await h.request(metaEndpoints.openApi);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.body.openapi).toBe("3.1.0");
    const paths = res.body.paths as Record<
      string,
      Record<
        string,
        {
          parameters: { name: string; in: string; required: boolean }[];
          requestBody?: unknown;
          responses: Record<string, unknown>;
          security: unknown[];
          "x-scope"?: string;
        }
      >
    >;
    for (const e of allEndpoints) expect(paths[openApiPath(e.path)]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
    const update = paths["/feed/{id}"].put;
    expect(update.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
    expect(update.requestBody).toMatchObject({ content: { "application/json": { schema: { properties: { productFeed: {} }, required: ["productFeed"] } } } });
    expect(update.responses["200"]).toMatchObject({
      content: { "application/json": { schema: { properties: { productFeed: { properties: { _id: { type: "string" } } } } } } },
    });
    expect(paths["/feed"].get.parameters).toContainEqual(expect.objectContaining({ name: "page", in: "query", required: false }));
    expect(paths["/feed/public/{file}"].get.responses["200"]).toMatchObject({ content: { "application/xml": {} } });
  });

  it("describes the auth calls: public ones without security, the invitation store-scoped, the sign-in's session", async () => {
    const paths = (await h.request(metaEndpoints.openApi)).body.paths as Record<string, Record<string, Record<string, any>>>;
    expect(
      Object.keys(paths)
        .filter((p) => p.startsWith("/auth/"))
        .sort(),
    ).toEqual([
      "/auth/accept",
      "/auth/forgot-password",
      "/auth/invite",
      "/auth/refresh",
      "/auth/reset-password",
      "/auth/signin",
      "/auth/signout",
      "/auth/signup",
      "/auth/verify",
    ]);
    expect(Object.keys(paths["/auth/accept"]).sort()).toEqual(["get", "post"]);
    const signIn = paths["/auth/signin"].post;
    expect(signIn.security).toEqual([]);
    expect(signIn.requestBody).toMatchObject({
      content: { "application/json": { schema: { properties: { email: {}, password: {} }, required: ["email", "password"] } } },
    });
    expect(signIn.responses["200"]).toMatchObject({
      content: {
        "application/json": { schema: { required: ["token", "refreshToken", "expiresAt", "user"], properties: { user: { properties: { email: {} } } } } },
      },
    });
    expect(paths["/auth/signup"].post.responses).toHaveProperty("201");
    expect(paths["/auth/accept"].get.parameters).toContainEqual(expect.objectContaining({ name: "token", in: "query", required: true }));
    const invite = paths["/auth/invite"].post;
    expect(invite.security).toEqual([{ bearer: [] }]);
    expect(invite["x-scope"]).toBe("store");
    expect(invite.parameters).toContainEqual(expect.objectContaining({ name: "store-id", in: "header", required: true }));
  });

  it("describes PATCH /products's two bodies and two answers", async () => {
    const paths = (await h.request(metaEndpoints.openApi)).body.paths as Record<string, Record<string, Record<string, any>>>;
    const save = paths["/products"].patch;
    expect(save.parameters).toContainEqual(expect.objectContaining({ name: "ids", in: "query", required: false }));
    const body = save.requestBody.content["application/json"].schema;
    expect(body.anyOf).toEqual([
      expect.objectContaining({ properties: { product: expect.objectContaining({ properties: expect.objectContaining({ addTags: expect.anything() }) }) } }),
      expect.objectContaining({ properties: { products: expect.anything(), variants: expect.anything() } }),
    ]);
    const answer = save.responses["200"].content["application/json"].schema;
    expect(answer.anyOf.map((shape: { required: string[] }) => shape.required)).toEqual([
      ["matched", "updated", "message"],
      ["updated", "updatedVariants", "message", "products", "variants"],
    ]);
  });
});

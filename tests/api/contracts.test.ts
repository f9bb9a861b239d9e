// Every route the API router mounts is declared in domain/contracts, and every declared endpoint is mounted (ADR 030).
import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allEndpoints } from "../../domain/contracts";
import { feedEndpoints } from "../../domain/contracts/feeds";
import { metaEndpoints } from "../../domain/contracts/meta";
import { openApiPath } from "../../domain/contracts/openapi";
import { startHarness, type Harness } from "../helpers/harness";

/**
 * Routes still written by hand, without a contract. Each conversion removes its lines; the test fails on a route
 * that is in neither list, and on a line here that names no route any more.
 */
const NOT_YET_DECLARED: readonly string[] = [
  "GET /auth/accept",
  "PATCH /products",
  "POST /auth/*",
  "POST /auth/accept",
  "POST /auth/forgot-password",
  "POST /auth/invite",
  "POST /auth/refresh",
  "POST /auth/reset-password",
  "POST /auth/signin",
  "POST /auth/signout",
  "POST /auth/signup",
  "POST /auth/verify",
];

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

/** What disagrees between the mounted routes and the declared endpoints, given the routes allowed to lack a contract. */
function disagreements(routes: string[], declared: string[], pending: readonly string[]) {
  return {
    undeclared: routes.filter((r) => !declared.includes(r) && !pending.includes(r)),
    unmounted: declared.filter((d) => !routes.includes(d)),
    stalePending: pending.filter((r) => declared.includes(r) || !routes.includes(r)),
  };
}

describe("routes and contracts", () => {
  const declared = () => allEndpoints.map((e) => `${e.method} ${e.path}`);

  it("agree both ways, apart from the named routes not yet declared", () => {
    const routes = mountedRoutes(h.api);
    expect(new Set(declared()).size, "an endpoint is declared twice").toBe(declared().length);
    expect(new Set(routes).size, "a route is mounted twice").toBe(routes.length);
    expect(disagreements(routes, declared(), NOT_YET_DECLARED)).toEqual({ undeclared: [], unmounted: [], stalePending: [] });
  });

  it("would name a route without a contract, a contract without a route, and a stale pending entry", () => {
    const routes = mountedRoutes(h.api);
    const withoutFeedGet = declared().filter((d) => d !== `${feedEndpoints.get.method} ${feedEndpoints.get.path}`);
    expect(disagreements(routes, withoutFeedGet, NOT_YET_DECLARED).undeclared).toEqual(["GET /feed/:id"]);
    expect(disagreements([...routes, "GET /ghost"], declared(), NOT_YET_DECLARED).undeclared).toEqual(["GET /ghost"]);
    expect(
      disagreements(
        routes.filter((r) => r !== "GET /feed/:id"),
        declared(),
        NOT_YET_DECLARED,
      ).unmounted,
    ).toEqual(["GET /feed/:id"]);
    expect(disagreements(routes, declared(), [...NOT_YET_DECLARED, "GET /feed/:id"]).stalePending).toEqual(["GET /feed/:id"]);
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
      Record<string, { parameters: { name: string; in: string; required: boolean }[]; requestBody?: unknown; responses: Record<string, unknown> }>
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
});

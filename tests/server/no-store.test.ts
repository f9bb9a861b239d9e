// Pages and their data requests get Cache-Control: no-store (server/no-store.ts), over real HTTP; a response that set
// its own Cache-Control keeps it, once.
import type { AddressInfo } from "node:net";
import type http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noStorePages } from "../../server/no-store";

let server: http.Server;
let origin = "";

beforeAll(async () => {
  const app = express();
  app.use(noStorePages);
  app.get("/public-ish", (_req, res) => void res.append("Cache-Control", "public, max-age=60").send("ok"));
  app.get("/stream", (_req, res) => {
    res.write("<html>");
    res.end("</html>");
  });
  app.post("/auth/sign-in", (_req, res) => res.redirect(302, "/admin"));
  app.all("*", (_req, res) => void res.type("html").send("<h1>Products</h1>"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

describe("no-store on pages", () => {
  it("marks documents, data requests, redirects and streamed pages no-store", async () => {
    for (const path of ["/admin/products", "/admin/products.data", "/auth/sign-in", "/stream"]) {
      expect((await fetch(origin + path)).headers.get("cache-control"), path).toBe("no-store");
    }
    const redirect = await fetch(`${origin}/auth/sign-in`, { method: "POST", redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves a response's own Cache-Control alone", async () => {
    expect((await fetch(`${origin}/public-ish`)).headers.get("cache-control")).toBe("public, max-age=60");
  });
});

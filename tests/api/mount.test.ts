// mount(): what every contract-mounted route does before and after its handler (ADR 030).
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { errorHandler } from "../../api/http/errors";
import { mount } from "../../api/http/mount";
import { defineEndpoint, ids } from "../../domain/contracts/endpoint";
import { requiredText } from "../../domain/validation";

const thing = defineEndpoint({
  method: "PUT",
  path: "/things/:id",
  access: "public",
  summary: "test",
  params: ids("id"),
  query: z.object({ n: z.coerce.number().int().default(1) }),
  body: z.object({ name: requiredText("Name") }),
  envelope: { key: "thing" },
  response: z.object({ thing: z.object({ id: z.string(), name: z.string(), n: z.number() }) }),
});
const liar = defineEndpoint({ method: "GET", path: "/liar", access: "public", summary: "test", response: z.object({ count: z.number() }) });

let base = "";
let server: ReturnType<express.Express["listen"]>;
beforeAll(async () => {
  const app = express();
  const router = express.Router();
  router.use(express.json());
  mount(router, thing, async ({ params, query, body, status }) => {
    if (body.name === "new") status(201);
    return { thing: { id: params.id, name: body.name, n: query.n } };
  });
  // The handler's type would refuse this; a JavaScript module or a cast could still send it.
  mount(router, liar, async () => ({ count: "many" }) as unknown as { count: number });
  router.use(errorHandler(() => {}));
  app.use(router);
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server?.close());

const put = (path: string, body: unknown) => fetch(base + path, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const ID = "0b6e4a36-3c1e-4a4e-9c55-0a2f2d1f7a10";

describe("mount", () => {
  it("hands the handler parsed params, query and the body inside its envelope, and sends its answer", async () => {
    const res = await put(`/things/${ID}?n=3`, { thing: { name: "  Lamp " } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ thing: { id: ID, name: "Lamp", n: 3 } });
    expect((await put(`/things/${ID}`, { thing: { name: "new" } })).status).toBe(201);
  });

  it("answers 404 for a malformed id, and 400 with SPEC §5 messages keyed inside the envelope", async () => {
    expect((await put("/things/nope", { thing: { name: "x" } })).status).toBe(404);
    const bad = await put(`/things/${ID}`, { thing: { name: "" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ statusCode: 400, message: ["Name required"], error: "Bad Request", errors: { name: ["Name required"] } });
    const query = await put(`/things/${ID}?n=x`, { thing: { name: "x" } });
    expect(query.status).toBe(400);
    expect((await query.json()).errors).toHaveProperty("n");
  });

  it("in tests, refuses to send an answer its contract does not describe", async () => {
    const res = await fetch(`${base}/liar`);
    expect(res.status).toBe(500);
    expect((await res.json()).message).toBe("The answer of GET /liar does not match its contract: count: Invalid input: expected number, received string");
  });
});

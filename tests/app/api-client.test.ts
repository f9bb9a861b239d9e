// SPEC §7 headers and SPEC §8 error catalogue, against a real local HTTP server.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, createApiClients } from "../../app/api-client/client.server";
import { ApiError, messagesFromBody, successMessage } from "../../app/api-client/errors";
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_MAC_HEADER, verifiedClientAddress } from "../../domain/client-address";

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let seen: Seen[] = [];
let baseUrl = "";
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
    // Paths end in /<status>/<kind>: "/api/400/fields" answers 400 with field errors.
    const [status, kind] = (req.url ?? "").split("?")[0]!.split("/").slice(-2);
    const code = Number(status);
    const json = (value: unknown) => {
      res.writeHead(code, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    switch (kind) {
      case "slow":
        setTimeout(() => json({ ok: true }), 500);
        return;
      case "constraints-list":
        return json({ constraints: ["Title required", "Handle is taken"], message: "ignored" });
      case "constraints-object":
        return json({ constraints: { isEmail: "This is required email" }, message: ["ignored"] });
      case "message-list":
        return json({ statusCode: code, message: ["Min length is 8", "Max length is 255"], error: "Bad Request" });
      case "message":
        return json({ statusCode: code, message: "Email or password is incorrect", error: "Unauthorized" });
      case "fields":
        return json({
          statusCode: 400,
          message: "Validation failed",
          errors: { handle: ["Handle is already used by another product"], title: "Title required" },
        });
      case "empty":
        res.writeHead(code);
        return res.end();
      case "html":
        res.writeHead(code, { "content-type": "text/html" });
        return res.end("<html>upstream down</html>");
      default:
        return json({ echo: true });
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("API client: SPEC §7 headers", () => {
  it("sends the bearer token, the same access-token and the store id; JSON body; query without empty values", async () => {
    seen = [];
    const api = createApiClient({ baseUrl: baseUrl + "api", token: "tok-1", storeId: "store-9" });
    await api.post("/200/echo", { body: { product: { title: "Áo dài" } }, query: { page: 2, search: "", tag: ["a", "b"], vendor: undefined } });
    const req = seen[0]!;
    expect(req.method).toBe("POST");
    expect(req.url).toBe("/api/200/echo?page=2&tag=a&tag=b");
    expect(req.headers.authorization).toBe("Bearer tok-1");
    expect(req.headers["access-token"]).toBe("tok-1");
    expect(req.headers["store-id"]).toBe("store-9");
    expect(req.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(req.body)).toEqual({ product: { title: "Áo dài" } });
  });

  it("lets one call name another store, and anonymous clients send no credentials", async () => {
    seen = [];
    await createApiClient({ baseUrl, token: "t", storeId: "a" }).put("/200/echo", { storeId: "b", body: {} });
    await createApiClients({ accountsApiUrl: baseUrl, apiBaseUrl: baseUrl, reportsApiUrl: baseUrl }).accounts.get("/200/echo");
    expect(seen[0]!.headers["store-id"]).toBe("b");
    expect(seen[1]!.headers.authorization).toBeUndefined();
    expect(seen[1]!.headers["access-token"]).toBeUndefined();
    expect(seen[1]!.headers["store-id"]).toBeUndefined();
    expect(seen[1]!.headers["x-forwarded-for"]).toBeUndefined();
  });

  it("signs the browser's address into each call so the API's limits count people, not the admin server; never as X-Forwarded-For", async () => {
    seen = [];
    const config = { accountsApiUrl: baseUrl, apiBaseUrl: baseUrl, reportsApiUrl: baseUrl, clientIp: "203.0.113.7", clientAddressSecret: "s3cret" };
    await createApiClients(config).accounts.post("/200/echo", { body: {} });
    expect(seen[0]!.headers[CLIENT_ADDRESS_HEADER]).toBe("203.0.113.7");
    expect(verifiedClientAddress("s3cret", "203.0.113.7", String(seen[0]!.headers[CLIENT_ADDRESS_MAC_HEADER]))).toBe("203.0.113.7");
    expect(verifiedClientAddress("other", "203.0.113.7", String(seen[0]!.headers[CLIENT_ADDRESS_MAC_HEADER]))).toBeNull();
    expect(seen[0]!.headers["x-forwarded-for"]).toBeUndefined();
  });
});

describe("API client: SPEC §8 error catalogue", () => {
  const api = () => createApiClient({ baseUrl, token: "t" });

  it("404 rejects with '404 not found' whatever the body says", async () => {
    const error = await failure(api().get("/404/message"));
    expect(error.status).toBe(404);
    expect(error.messages).toEqual(["404 not found"]);
  });

  it("502 is 'Bad Gateway' and 504 is 'Request Time out'", async () => {
    expect((await failure(api().get("/502/html"))).messages).toEqual(["Bad Gateway"]);
    expect((await failure(api().get("/504/message"))).messages).toEqual(["Request Time out"]);
  });

  it("a call that takes too long times out with 'Request Time out'", async () => {
    const error = await failure(createApiClient({ baseUrl, timeoutMs: 100 }).get("/200/slow"));
    expect(error.status).toBe(504);
    expect(error.messages).toEqual(["Request Time out"]);
  });

  it("an API that cannot be reached is 'Bad Gateway'", async () => {
    const error = await failure(createApiClient({ baseUrl: "http://127.0.0.1:9/" }).get("/x"));
    expect(error.messages).toEqual(["Bad Gateway"]);
  });

  it("other errors: constraints if strings, else the message array, else the message, else 'Oops! Unknown error!'", async () => {
    expect((await failure(api().post("/400/constraints-list"))).messages).toEqual(["Title required", "Handle is taken"]);
    expect((await failure(api().post("/400/constraints-object"))).messages).toEqual(["This is required email"]);
    expect((await failure(api().post("/400/message-list"))).messages).toEqual(["Min length is 8", "Max length is 255"]);
    expect((await failure(api().post("/409/message"))).messages).toEqual(["Email or password is incorrect"]);
    expect((await failure(api().post("/500/empty"))).messages).toEqual(["Oops! Unknown error!"]);
    expect(messagesFromBody({ constraints: [1, 2], message: 7 })).toEqual(["Oops! Unknown error!"]);
  });

  it("carries the body's field errors so a form can show them next to its fields", async () => {
    const error = await failure(api().post("/400/fields"));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ handle: ["Handle is already used by another product"], title: ["Title required"] });
    expect(error.messages).toEqual(["Validation failed"]);
  });

  it("401 hands over to onUnauthorized (sign-out) unless the call asked to reject", async () => {
    const signOut = new Response(null, { status: 302, headers: { Location: "/auth/sign-in" } });
    let calls = 0;
    const client = createApiClient({
      baseUrl,
      token: "revoked",
      onUnauthorized: () => {
        calls++;
        throw signOut;
      },
    });
    await expect(client.get("/401/message")).rejects.toBe(signOut);
    expect(calls).toBe(1);
    // The activation / accept checks (and sign-in itself) reject with the API's 401 instead.
    const error = await failure(client.post("/401/message", { rejectUnauthorized: true }));
    expect(error.status).toBe(401);
    expect(error.messages).toEqual(["Email or password is incorrect"]);
    expect(calls).toBe(1);
    // Without a handler (anonymous client) a 401 is an ordinary ApiError.
    expect((await failure(createApiClient({ baseUrl }).post("/401/message"))).status).toBe(401);
  });

  it("returns the parsed JSON on success and null for an empty body", async () => {
    await expect(api().get("/200/echo")).resolves.toEqual({ echo: true });
    await expect(api().del("/200/empty")).resolves.toBeNull();
  });
});

describe("successMessage (SPEC §8 success events)", () => {
  it("fires for non-GET calls, preferring the API's own message", () => {
    expect(successMessage("POST", "/products")).toBe("Saved successfully");
    expect(successMessage("put", "/products/1")).toBe("Saved successfully");
    expect(successMessage("PATCH", "/products/?tag=a")).toBe("Saved successfully");
    expect(successMessage("DELETE", "/products/1")).toBe("Deleted successfully");
    expect(successMessage("DELETE", "/products/1", { message: "Product deleted" })).toBe("Product deleted");
  });

  it("never fires for GET", () => {
    expect(successMessage("GET", "/products")).toBeNull();
    expect(successMessage("HEAD", "/products")).toBeNull();
  });

  it.each([
    ["POST", "/products/mass-update/preview"],
    ["POST", "/bulkupdates/preview"],
    ["POST", "/reviews/ali/import?productid=1"],
    ["POST", "/ali-connector/reviews"],
    ["PUT", "/products/options/template"],
    ["POST", "/products/options/templates"],
    ["POST", "/config/skip"],
    ["POST", "/users/create-store"],
    ["POST", "/users/stores?lastId=3"],
  ])("stays silent for the excluded path %s %s", (method, path) => {
    expect(successMessage(method, path)).toBeNull();
  });

  it("does not silence look-alike paths", () => {
    expect(successMessage("POST", "/reviews/import")).toBe("Saved successfully");
    expect(successMessage("PUT", "/users/")).toBe("Saved successfully");
    expect(successMessage("PUT", "/stores/survey")).toBe("Saved successfully");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rateLimitMax: 3 });
});
afterAll(() => h.close());

const attempt = (ip: string) =>
  h.call("POST", "/auth/signin", { headers: { "x-forwarded-for": ip }, body: { email: "someone@shop.test", password: "wrong-password" } });

describe("auth rate limit behind the admin", () => {
  it("counts each browser address the admin forwards, not the admin server's own address", async () => {
    for (let i = 0; i < 3; i++) expect((await attempt("203.0.113.1")).status).toBe(401);
    expect((await attempt("203.0.113.1")).status).toBe(429);
    // Another person signing in to the same account from elsewhere is not locked out by the first.
    expect((await attempt("198.51.100.2")).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("the store-id header", () => {
  it("is required and must be a uuid: a malformed one is a 400, never a 500", async () => {
    const { token } = await h.owner();
    const auth = { authorization: `Bearer ${token}` };
    for (const storeId of [undefined, "nope", "-".repeat(36), "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz"]) {
      const res = await h.call("GET", "/products", { headers: storeId ? { ...auth, "store-id": storeId } : auth });
      expect(res.status, String(storeId)).toBe(400);
      expect(res.body.message).toBe("store-id header required");
    }
  });

  it("refuses an access-token header that differs from the bearer token", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const res = await h.call("GET", "/products", { headers: { ...a.headers, "access-token": b.token } });
    expect(res.status).toBe(401);
  });
});

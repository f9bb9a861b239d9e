// The shell's store switcher (POST /admin, intent switch-store) against the real API on PGlite: a store past the first
// page of the user's stores (the switcher shows 20) can be chosen too, and a store of someone else's cannot.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppConfig } from "../../app/lib/context";
import { action } from "../../app/routes/admin/route";
import { accountEndpoints as ae } from "../../domain/contracts/accounts";
import { adminConfigFor, postForm } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let config: AppConfig;
beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "store-switch-secret");
});
afterAll(async () => {
  await h?.close();
});

describe("switching stores", () => {
  it("finds a store past the first page of the user's stores, and refuses another user's store", async () => {
    const owner = await h.owner();
    let last = "";
    for (let i = 0; i < 22; i++) {
      const made = await h.request(ae.createStore, {
        headers: { authorization: `Bearer ${owner.token}`, "access-token": owner.token },
        body: { name: `Shop ${i}` },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      last = made.body.storeId;
    }
    const switched = await postForm(config, owner, action, "/admin", { intent: "switch-store", storeId: last, redirectTo: "/admin/products" });
    expect(switched.status).toBe(302);
    expect(switched.location).toBe("/admin/products");
    expect(switched.setCookie).toContain("__backroom=");

    const stranger = await h.owner();
    const refused = await postForm(config, owner, action, "/admin", { intent: "switch-store", storeId: stranger.storeId, redirectTo: "/admin" });
    expect(refused.status).toBe(404);
  });
});

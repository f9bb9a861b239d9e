// GET /users/info?include=stores: the admin shell's one call per page (the user in the store-id's store, and the first
// page of their stores), while SPEC §7's GET /users/info and GET /users/stores?lastId= answer as before (ADR 026).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreWithOwner } from "../../api/modules/accounts/store";
import { startHarness, type Harness } from "../helpers/harness";
import { bearer } from "./account-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe("GET /users/info?include=stores", () => {
  it("answers the same user info as /users/info plus the first page of /users/stores", async () => {
    const owner = await h.owner();
    for (let i = 0; i < 21; i++) {
      await createStoreWithOwner(h.database.db, { name: `Shop ${i}`, domain: `shop-${i}-${owner.userId.slice(0, 8)}.test`, ownerId: owner.userId });
    }
    const info = await h.call("GET", "/users/info", { headers: owner.headers });
    const stores = await h.call("GET", "/users/stores", { headers: owner.headers });
    const both = await h.call("GET", "/users/info?include=stores", { headers: owner.headers });
    expect(both.status).toBe(200);
    // …and the store's unread notifications for the shell's badge (ADR 062).
    expect(both.body).toEqual({ ...info.body, stores: stores.body.stores, storesLastId: stores.body.lastId, unreadNotifications: 0 });
    expect(both.body.stores).toHaveLength(20);
    expect(both.body.storesLastId).toBe(String(both.body.stores[19].seq));
    expect(both.body.isStoreOwner).toBe(true);
    // The plain calls are unchanged for API clients.
    expect(info.body.stores).toBeUndefined();
    expect(Object.keys(stores.body).sort()).toEqual(["lastId", "stores"]);
  });

  it("without a store-id: no store fields, and the stores still listed; a user without stores gets an empty list", async () => {
    const owner = await h.owner();
    const res = await h.call("GET", "/users/info?include=stores", { headers: bearer(owner.token) });
    expect(res.body).toMatchObject({ scopes: [], isStoreOwner: false, storesLastId: null });
    expect(res.body.stores.map((s: { storeId: string }) => s.storeId)).toEqual([owner.storeId]);

    const staff = await h.staff(owner.storeId, ["orders"]);
    const other = await h.call("GET", "/users/info?include=stores", { headers: bearer(staff.token) });
    expect(other.body.stores.map((s: { storeId: string; role: string }) => [s.storeId, s.role])).toEqual([[owner.storeId, "staff"]]);
  });

  it("refuses any other include with 400, and needs a token like /users/info", async () => {
    const owner = await h.owner();
    const res = await h.call("GET", "/users/info?include=everything", { headers: owner.headers });
    expect(res.status).toBe(400);
    expect(res.body.errors.include).toBeDefined();
    expect((await h.call("GET", "/users/info?include=stores")).status).toBe(401);
  });
});

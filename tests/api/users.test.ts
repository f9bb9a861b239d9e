import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores } from "../../api/db/schema";
import { createStoreWithOwner } from "../../api/modules/accounts/store";
import { startHarness, type Harness } from "../helpers/harness";
import { bearer } from "./account-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ operatorEmails: ["boss@partner.test"] });
});
afterAll(async () => {
  await h.close();
});

describe("GET /users/info", () => {
  it("describes the user alone without a store-id, and the membership with one", async () => {
    const owner = await h.owner();
    const alone = await h.call("GET", "/users/info", { headers: bearer(owner.token) });
    expect(alone.status).toBe(200);
    expect(alone.body).toMatchObject({ id: owner.userId, version: 1, isOperator: false, scopes: [], isStoreOwner: false, isStoreAdmin: false });

    const inStore = await h.call("GET", "/users/info", { headers: owner.headers });
    expect(inStore.body).toMatchObject({ isStoreOwner: true, isStoreAdmin: false });
    expect(inStore.body.scopes).toContain("products");
    expect(inStore.body.scopes).toContain("domains");
  });

  it("names the store's time zone (ADR 025): a new vi store starts in Asia/Ho_Chi_Minh, an en one in SPEC §5's default", async () => {
    const owner = await h.owner();
    expect((await h.call("GET", "/users/info", { headers: owner.headers })).body.timezone).toBe("Asia/Ho_Chi_Minh");
    expect((await h.call("GET", "/users/info", { headers: bearer(owner.token) })).body.timezone).toBeNull();

    const en = await createStoreWithOwner(h.database.db, {
      name: "English shop",
      domain: `en-${owner.userId.slice(0, 8)}.test`,
      ownerId: owner.userId,
      language: "en",
    });
    const inEn = await h.call("GET", "/users/info", { headers: { ...owner.headers, "store-id": en.id } });
    expect(inEn.body.timezone).toBe("America/Los_Angeles");

    // The zone is the store's own setting: whatever the row says is what the admin gets.
    await h.database.db.update(stores).set({ timezone: "Europe/Berlin" }).where(eq(stores.id, owner.storeId));
    expect((await h.call("GET", "/users/info", { headers: owner.headers })).body.timezone).toBe("Europe/Berlin");
  });

  it("gives staff their scopes plus the always-granted store and report", async () => {
    const owner = await h.owner();
    const staff = await h.staff(owner.storeId, ["orders"]);
    const info = await h.call("GET", "/users/info", { headers: staff.headers });
    expect(info.body.scopes).toEqual(["store", "report", "orders"]);
  });

  it("grants nothing for a store the user does not belong to", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const info = await h.call("GET", "/users/info", { headers: { ...a.headers, "store-id": b.storeId } });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ scopes: [], isStoreOwner: false, isStoreAdmin: false });
  });

  it("marks operators by domain and by the listed addresses", async () => {
    const byDomain = await h.owner("someone@backroom.dev");
    const listed = await h.owner("boss@partner.test");
    expect((await h.call("GET", "/users/info", { headers: byDomain.headers })).body.isOperator).toBe(true);
    expect((await h.call("GET", "/users/info", { headers: listed.headers })).body.isOperator).toBe(true);
  });

  it("answers 401 without a token, with a bad one, and when the two headers disagree", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    expect((await h.call("GET", "/users/info")).status).toBe(401);
    expect((await h.call("GET", "/users/info", { headers: bearer("made-up") })).status).toBe(401);
    const mixed = { authorization: `Bearer ${owner.token}`, "access-token": other.token };
    expect((await h.call("GET", "/users/info", { headers: mixed })).status).toBe(401);
  });
});

describe("PUT /users/", () => {
  it("saves the name with the current version and refuses a stale one with the current record", async () => {
    const owner = await h.owner();
    const saved = await h.call("PUT", "/users/", { headers: owner.headers, body: { name: "  Thu Trang ", version: 1 } });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ name: "Thu Trang", version: 2, isStoreOwner: true });

    const stale = await h.call("PUT", "/users/", { headers: owner.headers, body: { name: "Someone else", version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ name: "Thu Trang", version: 2 });
    expect((await h.call("GET", "/users/info", { headers: owner.headers })).body.name).toBe("Thu Trang");
  });

  it("validates the name", async () => {
    const owner = await h.owner();
    const res = await h.call("PUT", "/users", { headers: owner.headers, body: { name: "", version: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.errors.name).toEqual(["Name required"]);
    expect((await h.call("PUT", "/users", { headers: owner.headers, body: { name: "Ok", version: "abc" } })).status).toBe(400);
  });
});

describe("GET /users/stores", () => {
  it("pages the user's stores 20 at a time by seq, in creation order", async () => {
    const owner = await h.owner();
    const outsider = await h.owner(); // a store created in between that is not the owner's
    for (let i = 0; i < 24; i++) {
      await createStoreWithOwner(h.database.db, { name: `Shop ${i}`, domain: `shop-${i}-${owner.userId.slice(0, 8)}.test`, ownerId: owner.userId });
    }
    const first = await h.call("GET", "/users/stores", { headers: bearer(owner.token) });
    expect(first.status).toBe(200);
    expect(first.body.stores).toHaveLength(20);
    expect(first.body.lastId).toBe(String(first.body.stores[19].seq));
    const second = await h.call("GET", `/users/stores?lastId=${first.body.lastId}`, { headers: bearer(owner.token) });
    expect(second.body.stores).toHaveLength(5);
    expect(second.body.lastId).toBeNull();

    const all = [...first.body.stores, ...second.body.stores];
    const seqs = all.map((s: { seq: number }) => s.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(all.map((s: { id: string }) => s.id)).size).toBe(25);
    expect(all.map((s: { id: string }) => s.id)).not.toContain(outsider.storeId);
    expect(all[0]).toMatchObject({ storeId: owner.storeId, id: owner.storeId, role: "owner" });
    expect(all[0].storeDomain).toBe(all[0].host);
    expect(all[0].domain).toBe(all[0].host);
  });

  it("rejects a lastId that is not a whole number in range", async () => {
    const owner = await h.owner();
    const res = await h.call("GET", "/users/stores?lastId=abc", { headers: owner.headers });
    expect(res.status).toBe(400);
    expect(res.body.errors.lastId).toBeDefined();
    for (const lastId of ["-1", "1.5", "99999999999", "1&lastId=2"]) {
      expect((await h.call("GET", `/users/stores?lastId=${lastId}`, { headers: owner.headers })).status, lastId).toBe(400);
    }
  });
});

describe("POST /users/create-store", () => {
  it("derives a unique domain from the name and makes the creator owner", async () => {
    const owner = await h.owner();
    const first = await h.call("POST", "/users/create-store", { headers: bearer(owner.token), body: { name: "Phở Hà Nội" } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: "Phở Hà Nội", domain: "pho-ha-noi.backroom.shop", host: "pho-ha-noi.backroom.shop", role: "owner" });
    const second = await h.call("POST", "/users/create-store", { headers: bearer(owner.token), body: { name: "Pho  Ha / Noi" } });
    expect(second.body.domain).toBe("pho-ha-noi-2.backroom.shop");
    const third = await h.call("POST", "/users/create-store", { headers: bearer(owner.token), body: { name: "pho ha noi" } });
    expect(third.body.domain).toBe("pho-ha-noi-3.backroom.shop");

    const info = await h.call("GET", "/users/info", { headers: bearer(owner.token, first.body.storeId) });
    expect(info.body.isStoreOwner).toBe(true);
  });

  it("stores the referral code and a given domain, bare and lower-case", async () => {
    const owner = await h.owner();
    const res = await h.call("POST", "/users/create-store", {
      headers: bearer(owner.token),
      body: { name: "Nón Lá", domain: "https://Non-La.Example.com/", code: "FRIEND10" },
    });
    expect(res.status).toBe(201);
    expect(res.body.domain).toBe("non-la.example.com");
    const [row] = await h.database.db.select().from(stores).where(eq(stores.id, res.body.id));
    expect(row.referralCode).toBe("FRIEND10");

    const taken = await h.call("POST", "/users/create-store", { headers: bearer(owner.token), body: { name: "Copy", domain: "non-la.example.com" } });
    expect(taken.status).toBe(400);
    expect(taken.body.errors.domain).toEqual(["Domain is already used by another store"]);
  });

  it("validates name and domain with SPEC §5 messages", async () => {
    const owner = await h.owner();
    const res = await h.call("POST", "/users/create-store", { headers: bearer(owner.token), body: { name: " ", domain: "not a domain" } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: ["Store name required"], domain: ["Domain is url link"] });
    expect((await h.call("POST", "/users/create-store", { body: { name: "No token" } })).status).toBe(401);
  });
});

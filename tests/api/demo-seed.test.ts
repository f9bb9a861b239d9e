import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoStore } from "../../api/seed/demo";
import { DEMO_OPERATOR_EMAIL, DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, DEMO_STORE_DOMAIN } from "../../api/seed/demo-accounts";
import { startHarness, type Harness } from "../helpers/harness";
import { bearer } from "./account-helpers";

const DEMO_PASSWORD = "laptop-demo-pass-5120";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe("seedDemoStore", () => {
  it("seeds once: owner, orders-only staff and an operator admin of Saigon Threads", async () => {
    const seeded = await seedDemoStore(h.database.db, DEMO_PASSWORD);
    expect(seeded).toEqual({
      seeded: true,
      password: DEMO_PASSWORD,
      accounts: [
        { role: "owner", email: DEMO_OWNER_EMAIL },
        { role: "staff", email: DEMO_STAFF_EMAIL },
        { role: "operator", email: DEMO_OPERATOR_EMAIL },
      ],
    });
    expect(await seedDemoStore(h.database.db, DEMO_PASSWORD)).toMatchObject({ seeded: false, password: DEMO_PASSWORD });

    const signIn = async (email: string) => {
      const res = await h.call("POST", "/auth/signin", { body: { email, password: DEMO_PASSWORD } });
      expect(res.status, email).toBe(200);
      return res.body.token as string;
    };
    const ownerToken = await signIn(DEMO_OWNER_EMAIL);
    const stores = (await h.call("GET", "/users/stores", { headers: bearer(ownerToken) })).body.stores;
    expect(stores).toHaveLength(1);
    expect(stores[0]).toMatchObject({ name: "Saigon Threads", domain: DEMO_STORE_DOMAIN, role: "owner" });
    const storeId = stores[0].id as string;

    // Every demo product has 1–4 size variants, and the list carries their summary.
    const list = await h.call("GET", "/products?limit=200", { headers: bearer(ownerToken, storeId) });
    expect(list.body.total).toBe(300);
    for (const p of list.body.products) {
      expect(p.variantSummary.variantCount, p.title).toBeGreaterThanOrEqual(1);
      expect(p.variantSummary.variantCount, p.title).toBeLessThanOrEqual(4);
      expect(p.variantSummary.priceMin, p.title).toBeGreaterThanOrEqual(99_000);
    }

    const staff = await h.call("GET", "/users/info", { headers: bearer(await signIn(DEMO_STAFF_EMAIL), storeId) });
    expect(staff.body.scopes).toEqual(["store", "report", "orders"]);
    const operator = await h.call("GET", "/users/info", { headers: bearer(await signIn(DEMO_OPERATOR_EMAIL), storeId) });
    expect(operator.body).toMatchObject({ isOperator: true, isStoreAdmin: true, isStoreOwner: false });
  });

  it("a later demo start with another password (DEMO_PASSWORD changed, or a directory seeded with the old published one) moves the demo accounts to it and signs them out", async () => {
    const before = await h.call("POST", "/auth/signin", { body: { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD } });
    expect(before.status).toBe(200);
    expect(await seedDemoStore(h.database.db, "another-demo-pass-7788")).toMatchObject({ seeded: false, password: "another-demo-pass-7788" });
    for (const email of [DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, DEMO_OPERATOR_EMAIL]) {
      expect((await h.call("POST", "/auth/signin", { body: { email, password: DEMO_PASSWORD } })).status, email).toBe(401);
      expect((await h.call("POST", "/auth/signin", { body: { email, password: "another-demo-pass-7788" } })).status, email).toBe(200);
    }
    expect((await h.call("GET", "/users/info", { headers: bearer(before.body.token) })).status).toBe(401);
  });
});

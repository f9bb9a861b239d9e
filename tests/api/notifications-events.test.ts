// Where the notification centre hears of things (ADR 062): a finished import (personal, for its user), an export
// (store-wide), each after the work ended; and a notification that cannot be written never fails an order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { notificationEndpoints as ne } from "../../domain/contracts/notifications";
import { startHarness, type Harness } from "../helpers/harness";
import { complete, product, readyCheckout } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const inbox = async (headers: Record<string, string>) => (await h.request(ne.list, { headers })).body.notifications;

describe("notification events", () => {
  it("a finished import notifies the user who started it, not the rest of the store; an export notifies the store", async () => {
    const owner = await h.owner();
    const staff = await h.staff(owner.storeId, ["products"]);
    const csv = "Handle,Title\r\nnotify-tee,Notify tee\r\n";
    const res = await fetch(`${h.url}/products/import/csv?mode=valid-only&fileName=tees.csv`, {
      method: "POST",
      headers: { ...staff.headers, "content-type": "text/csv" },
      body: csv,
    });
    expect(res.status).toBe(202);
    await expect.poll(async () => (await inbox(staff.headers)).map((n) => n.kind), { timeout: 20_000 }).toEqual(["import_done"]);
    const [done] = await inbox(staff.headers);
    expect(done).toMatchObject({ personal: true, params: { file: "tees.csv", created: "1", updated: "0", errors: "0" } });
    expect(await inbox(owner.headers)).toEqual([]);

    const exported = await h.call("GET", "/products/export/csv", { headers: owner.headers });
    expect(exported.status).toBe(202);
    await expect.poll(async () => (await inbox(owner.headers)).map((n) => n.kind), { timeout: 20_000 }).toEqual(["export_done"]);
    expect((await inbox(owner.headers))[0]).toMatchObject({ personal: false, params: { what: "products", rows: "1" } });
    expect((await inbox(staff.headers)).map((n) => n.kind).sort()).toEqual(["export_done", "import_done"]);
  });

  it("an order is placed even when its notification cannot be written; the failure is logged", async () => {
    const owner = await h.owner();
    const { variantIds } = await product(h, owner, "Áo", [{ price: 100000, inventoryQuantity: 5 }]);
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: variantIds[0]!, quantity: 1 }]);
    await h.database.db.execute(sql`alter table notifications rename to notifications_away`);
    try {
      const done = await complete(h, owner.storeId, token);
      expect(done.status, JSON.stringify(done.body)).toBe(201);
    } finally {
      await h.database.db.execute(sql`alter table notifications_away rename to notifications`);
    }
    expect(h.logs.some((l) => l.msg === "notification not written" && l.kind === "order_created")).toBe(true);
    expect(await inbox(owner.headers)).toEqual([]);
  });
});

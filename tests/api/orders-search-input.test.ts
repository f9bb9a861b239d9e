// The orders list's search never builds invalid SQL (ADR 038): `#` that is not an order number answers normally on the
// list, the count and the export; and a failed export task shows the merchant a plain sentence, never a query.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runExportTask } from "../../api/modules/exports/run";
import { createExportTask } from "../../api/modules/exports/store";
import { createLocalStorage } from "../../api/storage";
import { orderEndpoints as oe } from "../../domain/contracts/orders";
import { EXPORT_FAILED_MESSAGE } from "../../domain/export";
import { localizeMessage } from "../../domain/i18n";
import { startHarness, type Harness } from "../helpers/harness";
import { complete, product, readyCheckout, type Owner } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Two orders: #1001 of "Áo dài", #1002 of "Combo #abc" (a title with a #). */
async function shop() {
  const owner = await h.owner();
  const ao = await product(h, owner, "Áo dài", [{ price: 300000, inventoryQuantity: 10 }]);
  const combo = await product(h, owner, "Combo #abc", [{ price: 90000, inventoryQuantity: 10 }]);
  const placed = [];
  for (const variantId of [ao.variantIds[0]!, combo.variantIds[0]!]) {
    const ready = await readyCheckout(h, owner.storeId, [{ variantId, quantity: 1 }]);
    const res = await complete(h, owner.storeId, ready.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    placed.push(res.body.order.name);
  }
  expect(placed).toEqual(["#1001", "#1002"]);
  return owner;
}

async function exported(owner: Owner, q: string) {
  const started = await h.request(oe.export, { headers: owner.headers, query: { q } });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  for (let i = 0; i < 400; i++) {
    const tasks = await h.request(oe.exportTasks, { headers: owner.headers });
    const task = tasks.body.tasks.find((t) => t._id === started.body.task._id);
    if (task && task.status >= 2) return task;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("export did not finish");
}

describe("a search starting with #", () => {
  it("answers the list, the count and the export normally: a number finds it, other text is searched as text", async () => {
    const owner = await shop();
    const { headers } = owner;
    const cases: [string, string[]][] = [
      ["#", ["#1002"]],
      ["#abc", ["#1002"]],
      ["#12345678901", []],
      ["#99999999999999999999999", []],
      ["#1001", ["#1001"]],
      ["# 1002", ["#1002"]],
    ];
    for (const [q, names] of cases) {
      const list = await h.request(oe.list, { headers, query: { q } });
      expect(list.status, `${q}: ${JSON.stringify(list.body)}`).toBe(200);
      expect(
        list.body.orders.map((o) => o.name),
        q,
      ).toEqual(names);
      expect(list.body.total, q).toBe(names.length);
      const count = await h.request(oe.count, { headers, query: { q } });
      expect(count.status, `${q}: ${JSON.stringify(count.body)}`).toBe(200);
      expect([count.body.count, count.body.tabs.all], q).toEqual([names.length, names.length]);
    }
    const none = await exported(owner, "#12345678901");
    expect(none).toMatchObject({ status: 2, rowCount: 0, error: null });
    const combo = await exported(owner, "#abc");
    expect(combo).toMatchObject({ status: 2, rowCount: 1, error: null });
  });
});

describe("a failed export task", () => {
  it("stores a plain message for the merchant and logs the detail", async () => {
    const owner = await h.owner();
    const logged: Record<string, unknown>[] = [];
    const failure = new Error('Failed query: select "id" from "orders" where "orders"."id" in ()\nparams: ', {
      cause: new Error('syntax error at or near ")"'),
    });
    const storage = {
      ...createLocalStorage({ dir: h.mediaDir, baseUrl: "/api/media", secret: "s" }),
      write: async () => {
        throw failure;
      },
    };
    const task = await createExportTask(h.database.db, owner.storeId, { tab: "all", rangeFrom: null, rangeTo: null } as never, h.clock.now(), null, "orders");
    await runExportTask(
      { db: h.database.db, storage, clock: h.clock, instance: h.instance, log: (e) => logged.push(e), config: { publicUrl: "http://admin.test" } },
      task,
    );
    const tasks = await h.request(oe.exportTasks, { headers: owner.headers });
    const [failed] = tasks.body.tasks;
    expect(failed).toMatchObject({ _id: task.id, status: 4, error: EXPORT_FAILED_MESSAGE, downloadUrl: null });
    expect(failed!.error).not.toMatch(/select|orders|syntax/i);
    // The admin shows it in the reader's language.
    expect(localizeMessage(EXPORT_FAILED_MESSAGE, "vi")).toBe("Xuất tệp không thành công. Vui lòng thử lại.");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: "error", msg: "export failed", taskId: task.id });
    expect(String(logged[0]!.error)).toContain('Failed query: select "id"');
    expect(String(logged[0]!.error)).toContain('syntax error at or near ")"');
  });
});

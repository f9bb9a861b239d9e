// Bulk updates: preview (dry run), background job with progress, undo that skips products changed since, operators only.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BulkUpdateDto } from "../../domain/bulk-update";
import { changePrice } from "../../domain/bulk-update";
import type { ProductDto } from "../../domain/product";
import { startBulkUpdateWorker } from "../../api/modules/bulk-updates/worker";
import { singleProcessInstance } from "../../api/db/instance";
import { generateProducts } from "../../api/modules/products/seed";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const operatorEmail = () => `ops-${Math.random().toString(36).slice(2, 8)}@backroom.dev`;

async function product(owner: Owner, fields: Record<string, unknown>): Promise<ProductDto> {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { published: true, ...fields } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product;
}

async function variant(owner: Owner, productId: string, fields: Record<string, unknown>) {
  const res = await h.call("POST", `/products/${productId}/variants`, { headers: owner.headers, body: { variant: fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.variant as { _id: string; price: number; compareAtPrice: number | null; version: number };
}

const get = async (owner: Owner, id: string): Promise<ProductDto> => (await h.call("GET", `/products/${id}`, { headers: owner.headers })).body.product;

async function waitFor(owner: Owner, id: string, statuses: string[]): Promise<BulkUpdateDto> {
  for (let i = 0; i < 400; i++) {
    const res = await h.call("GET", `/bulkupdates/${id}`, { headers: owner.headers });
    expect(res.status).toBe(200);
    if (statuses.includes(res.body.bulkUpdate.status)) return res.body.bulkUpdate;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`bulk update ${id} did not reach ${statuses.join("/")}`);
}

async function run(owner: Owner, bulkUpdate: Record<string, unknown>): Promise<BulkUpdateDto> {
  const res = await h.call("POST", "/bulkupdates", { headers: owner.headers, body: { bulkUpdate } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.bulkUpdate.status).toBe("queued");
  return waitFor(owner, res.body.bulkUpdate._id, ["done", "failed"]);
}

describe("bulk updates", () => {
  it("is for operators only (404 for everyone else), and another store's job is 404", async () => {
    const owner = await h.owner();
    const denied = await Promise.all([
      h.call("GET", "/bulkupdates", { headers: owner.headers }),
      h.call("POST", "/bulkupdates/preview", { headers: owner.headers, body: { bulkUpdate: { actions: [{ type: "publish" }] } } }),
      h.call("POST", "/bulkupdates", { headers: owner.headers, body: { bulkUpdate: { actions: [{ type: "publish" }] } } }),
    ]);
    expect(denied.map((r) => r.status)).toEqual([404, 404, 404]);

    const ops = await h.owner(operatorEmail());
    await product(ops, { title: "P" });
    const job = await run(ops, { filters: {}, actions: [{ type: "unpublish" }] });
    const other = await h.owner(operatorEmail());
    expect((await h.call("GET", `/bulkupdates/${job._id}`, { headers: other.headers })).status).toBe(404);
    expect((await h.call("POST", `/bulkupdates/${job._id}/undo`, { headers: other.headers })).status).toBe(404);
    expect((await h.call("GET", "/bulkupdates/not-an-id", { headers: ops.headers })).status).toBe(404);
    const list = await h.call("GET", "/bulkupdates", { headers: other.headers });
    expect(list.body.bulkUpdates).toEqual([]);
  });

  it("answers 400 with field messages for bad input", async () => {
    const ops = await h.owner(operatorEmail());
    const cases: [unknown, string, string][] = [
      [{ actions: [] }, "bulkUpdate.actions", "Add at least one action"],
      [{ actions: [{ type: "explode" }] }, "bulkUpdate.actions.0.type", ""],
      [{ actions: [{ type: "addTags", tags: " , " }] }, "bulkUpdate.actions.0.tags", "Tags required"],
      [{ actions: [{ type: "publish" }, { type: "unpublish" }] }, "bulkUpdate.actions.1.type", "Only one action per field"],
      [{ actions: [{ type: "changePrice", mode: "percent", value: -150 }] }, "bulkUpdate.actions.0.value", "Percent must be between -100 and 1000"],
      [{ actions: [{ type: "changePrice", mode: "amount", value: 1.234 }] }, "bulkUpdate.actions.0.value", "Change may have at most 2 decimals"],
      [{ filters: { ids: "x" }, actions: [{ type: "publish" }] }, "bulkUpdate.filters.ids.0", "Invalid product id"],
    ];
    for (const [bulkUpdate, key, message] of cases) {
      for (const path of ["/bulkupdates", "/bulkupdates/preview"]) {
        const res = await h.call("POST", path, { headers: ops.headers, body: { bulkUpdate } });
        expect(res.status, `${path} ${JSON.stringify(bulkUpdate)}`).toBe(400);
        expect(Object.keys(res.body.errors), JSON.stringify(res.body)).toContain(key);
        if (message) expect(res.body.errors[key]).toContain(message);
      }
    }
    expect((await h.call("GET", "/bulkupdates", { headers: ops.headers })).body.bulkUpdates).toEqual([]);
  });

  it("previews the first 20 before → after and writes nothing", async () => {
    const ops = await h.owner(operatorEmail());
    const made: ProductDto[] = [];
    for (let i = 0; i < 22; i++) made.push(await product(ops, { title: `Item ${i}`, vendor: "Old", tags: ["sale"] }));
    await product(ops, { title: "Not selected", vendor: "Old", tags: ["other"] });
    const v = await variant(ops, made[21]._id, { price: 10, compareAtPrice: 12.5 });

    const res = await h.call("POST", "/bulkupdates/preview", {
      headers: ops.headers,
      body: {
        bulkUpdate: {
          filters: { tag: "sale" },
          actions: [
            { type: "setVendor", value: "New" },
            { type: "addTags", tags: ["x"] },
            { type: "changePrice", mode: "percent", value: 10 },
          ],
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(22);
    expect(res.body.products).toHaveLength(20);
    const newest = res.body.products[0];
    expect(newest._id).toBe(made[21]._id);
    expect(newest.before).toEqual({ vendor: "Old", tags: ["sale"], prices: { [v._id]: [10, 12.5] } });
    expect(newest.after).toEqual({ vendor: "New", tags: ["sale", "x"], prices: { [v._id]: [11, 13.75] } });

    expect(await get(ops, made[21]._id)).toMatchObject({ vendor: "Old", tags: ["sale"], version: 1 });
    const variantNow = await h.call("GET", `/products/${made[21]._id}/variants/${v._id}`, { headers: ops.headers });
    expect(variantNow.body.variant).toMatchObject({ price: 10, version: 1 });
    expect((await h.call("GET", "/bulkupdates", { headers: ops.headers })).body.bulkUpdates).toEqual([]);
  });

  it("runs in the background to done, logging each product, and undo restores all of it", async () => {
    const ops = await h.owner(operatorEmail());
    const a = await product(ops, { title: "A", vendor: "Old", productType: "T", tags: ["sale", "keep"] });
    const b = await product(ops, { title: "B", vendor: "Old", productType: "T", tags: ["sale"], published: false });
    const untouched = await product(ops, { title: "C", vendor: "Old", tags: ["other"] });
    const va = await variant(ops, a._id, { price: 19.99, compareAtPrice: 25 });

    const job = await run(ops, {
      name: "Summer",
      filters: { tag: "sale" },
      actions: [
        { type: "setVendor", value: "New" },
        { type: "setProductType", value: "Shirts" },
        { type: "removeTags", tags: ["sale"] },
        { type: "addTags", tags: ["summer"] },
        { type: "publish" },
        { type: "changePrice", mode: "amount", value: -5 },
      ],
    });
    expect(job).toMatchObject({ status: "done", total: 2, processed: 2, name: "Summer", error: null });
    expect(job.finishedAt).not.toBeNull();
    expect(await get(ops, a._id)).toMatchObject({ vendor: "New", productType: "Shirts", tags: ["keep", "summer"], published: true, version: 2 });
    expect(await get(ops, b._id)).toMatchObject({ vendor: "New", tags: ["summer"], published: true });
    expect((await get(ops, untouched._id)).version).toBe(1);
    const priced = await h.call("GET", `/products/${a._id}/variants/${va._id}`, { headers: ops.headers });
    expect(priced.body.variant).toMatchObject({ price: 14.99, compareAtPrice: 20 });
    expect((await h.call("GET", "/products/tags/list", { headers: ops.headers })).body.tags).toEqual(["keep", "other", "summer"]);

    const undo = await h.call("POST", `/bulkupdates/${job._id}/undo`, { headers: ops.headers });
    expect(undo.status).toBe(202);
    const undone = await waitFor(ops, job._id, ["undone", "failed"]);
    expect(undone).toMatchObject({ status: "undone", undoProcessed: 2, undoSkipped: 0 });
    expect(await get(ops, a._id)).toMatchObject({ vendor: "Old", productType: "T", tags: ["sale", "keep"], published: true, version: 3 });
    expect(await get(ops, b._id)).toMatchObject({ vendor: "Old", tags: ["sale"], published: false });
    const back = await h.call("GET", `/products/${a._id}/variants/${va._id}`, { headers: ops.headers });
    expect(back.body.variant).toMatchObject({ price: 19.99, compareAtPrice: 25 });
    // Undone once is enough.
    expect((await h.call("POST", `/bulkupdates/${job._id}/undo`, { headers: ops.headers })).status).toBe(409);
  });

  it("undo skips products changed since the job and says how many", async () => {
    const ops = await h.owner(operatorEmail());
    const a = await product(ops, { title: "A", vendor: "Old" });
    const b = await product(ops, { title: "B", vendor: "Old" });
    const job = await run(ops, { filters: {}, actions: [{ type: "setVendor", value: "New" }] });
    const edited = await h.call("PUT", `/products/${b._id}`, {
      headers: ops.headers,
      body: { product: { title: "B", vendor: "Edited", published: true, version: 2 } },
    });
    expect(edited.status).toBe(200);
    await h.call("POST", `/bulkupdates/${job._id}/undo`, { headers: ops.headers });
    const undone = await waitFor(ops, job._id, ["undone", "failed"]);
    expect(undone).toMatchObject({ status: "undone", undoProcessed: 2, undoSkipped: 1 });
    expect((await get(ops, a._id)).vendor).toBe("Old");
    expect((await get(ops, b._id)).vendor).toBe("Edited");
  });

  it("never touches another store's products", async () => {
    const ops = await h.owner(operatorEmail());
    const other = await h.owner();
    const theirs = await product(other, { title: "Theirs", vendor: "V" });
    await product(ops, { title: "Mine", vendor: "V" });
    const job = await run(ops, { filters: { ids: theirs._id }, actions: [{ type: "setVendor", value: "X" }] });
    expect(job, JSON.stringify(job)).toMatchObject({ status: "done", total: 0, processed: 0 });
    const all = await run(ops, { filters: {}, actions: [{ type: "setVendor", value: "X" }] });
    expect(all.processed).toBe(1);
    expect(await get(other, theirs._id)).toMatchObject({ vendor: "V", version: 1 });
  });

  it("resumes a job a crash left running after its last logged batch, without touching a product twice", async () => {
    const ops = await h.owner(operatorEmail());
    const made: ProductDto[] = [];
    for (let i = 0; i < 7; i++) made.push(await product(ops, { title: `P${i}`, vendor: "Old", tags: ["t"] }));
    const ids = made.map((p) => p._id).sort();
    const db = h.database.db;
    // What a process killed after its first batch of 3 leaves: the job `running`, 3 products written and logged.
    const [job] = (
      await db.execute(sql`insert into bulk_updates (store_id, filters, actions, status, total, processed)
      values (${ops.storeId}, '{}'::jsonb, '[{"type":"addTags","tags":["once"]}]'::jsonb, 'running', 7, 3) returning id`)
    ).rows as { id: string }[];
    for (const id of ids.slice(0, 3)) {
      await db.execute(sql`update products set tags = array['t','once'], version = version + 1 where id = ${id}`);
      await db.execute(
        sql`insert into bulk_update_changes (bulk_update_id, product_id, before, after) values (${job.id}, ${id}, '{"tags":["t"]}'::jsonb, '{"tags":["t","once"]}'::jsonb)`,
      );
    }
    // The worker of the restarted process: a process of its own, so the job's old owner counts as gone.
    const worker = startBulkUpdateWorker({ db, instance: singleProcessInstance(), clock: h.clock, log: () => {} }, 3);
    const resumed = await waitFor(ops, job.id, ["done", "failed"]);
    await worker.idle();
    expect(resumed).toMatchObject({ status: "done", total: 7, processed: 7 });
    const log = (await db.execute(sql`select product_id from bulk_update_changes where bulk_update_id = ${job.id}`)).rows as { product_id: string }[];
    expect(log.map((r) => r.product_id).sort()).toEqual(ids);
    for (const p of made) expect((await get(ops, p._id)).tags).toEqual(["t", "once"]);
  });

  it("other requests are answered while a job and its undo run (the worker pauses between batches)", async () => {
    const ops = await h.owner(operatorEmail());
    await generateProducts(h.database.db, ops.storeId, 4000);
    const created = await h.call("POST", "/bulkupdates", {
      headers: ops.headers,
      body: { bulkUpdate: { actions: [{ type: "setVendor", value: "Mid-job" }] } },
    });
    expect(created.status).toBe(201);
    const id: string = created.body.bulkUpdate._id;
    const answeredWhile = async (busy: string[]) => {
      // Before the pauses, PGlite's answers never went through the event loop: this request waited for the whole job.
      const count = await h.call("GET", "/products/count", { headers: ops.headers });
      expect(count.status).toBe(200);
      const { bulkUpdate } = (await h.call("GET", `/bulkupdates/${id}`, { headers: ops.headers })).body as { bulkUpdate: BulkUpdateDto };
      expect(busy, `answered only when the job was ${bulkUpdate.status}`).toContain(bulkUpdate.status);
    };
    await answeredWhile(["queued", "running"]);
    await waitFor(ops, id, ["done"]);
    expect((await h.call("POST", `/bulkupdates/${id}/undo`, { headers: ops.headers })).status).toBe(202);
    await answeredWhile(["undoing"]);
    expect((await waitFor(ops, id, ["undone"])).undoProcessed).toBe(4000);
  });

  it("price math: percent and amount in whole cents, never negative", () => {
    expect(changePrice(19.99, { mode: "percent", value: 10 })).toBe(21.99);
    expect(changePrice(10, { mode: "percent", value: -33 })).toBe(6.7);
    expect(changePrice(0.05, { mode: "percent", value: 50 })).toBe(0.08);
    expect(changePrice(5, { mode: "amount", value: -7.5 })).toBe(0);
    expect(changePrice(100000, { mode: "amount", value: 0.01 })).toBe(100000.01);
    expect(changePrice(0.1, { mode: "amount", value: 0.2 })).toBe(0.3);
    expect(changePrice(10, { mode: "percent", value: -100 })).toBe(0);
  });
});

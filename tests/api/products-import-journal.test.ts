// all-or-nothing import by a journal (ADR 011): batches in short transactions, undone from the journal on a failure or
// after a restart; products edited meanwhile are left as they are; other requests answer while it writes.
import fsp from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { importTaskChanges } from "../../api/db/schema";
import { recoverCsvTasks, sweepCsvFiles } from "../../api/modules/exports/housekeeping";
import { singleProcessInstance } from "../../api/db/instance";
import { importTestHooks } from "../../api/modules/imports/run";
import { createImportTask, findImportTask, updateImportTask, writeImportBatch, type Tx } from "../../api/modules/imports/store";
import { createLocalStorage } from "../../api/storage";
import { importMessages, type ImportTaskDto } from "../../domain/csv-import";
import type { ProductDto } from "../../domain/product";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  for (const key of Object.keys(importTestHooks)) delete importTestHooks[key as keyof typeof importTestHooks];
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

async function startImport(owner: Owner, csv: string, mode = "all-or-nothing"): Promise<string> {
  const query = new URLSearchParams({ mode, fileName: "products.csv" });
  const res = await fetch(`${h.url}/products/import/csv?${query}`, { method: "POST", headers: { ...owner.headers, "content-type": "text/csv" }, body: csv });
  const body = (await res.json()) as any;
  expect(res.status, JSON.stringify(body)).toBe(202);
  return body.task._id;
}

async function task(owner: Owner, id: string): Promise<ImportTaskDto> {
  const res = await h.call("GET", `/products/import/csv/${id}`, { headers: owner.headers });
  expect(res.status).toBe(200);
  return res.body.task;
}

async function waitFor(owner: Owner, id: string, done: (t: ImportTaskDto) => boolean): Promise<ImportTaskDto> {
  for (let i = 0; i < 2400; i++) {
    const t = await task(owner, id);
    if (done(t)) return t;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`import ${id} did not get there`);
}
const finished = (t: ImportTaskDto) => t.status === "done" || t.status === "failed";

async function products(owner: Owner): Promise<ProductDto[]> {
  const res = await h.call("GET", "/products?limit=200", { headers: owner.headers });
  return res.body.products;
}

async function journalRows(taskId: string): Promise<number> {
  return (await h.database.db.select().from(importTaskChanges).where(eq(importTaskChanges.taskId, taskId))).length;
}

async function makeProduct(owner: Owner, handle: string, title: string): Promise<ProductDto> {
  const res = await h.call("POST", "/products", {
    headers: owner.headers,
    body: { product: { title, handle, description: `about ${handle}`, vendor: "Old vendor", tags: ["old"], published: true } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product;
}

/** 35 rows, batches of 10: rows 1-3 update a, b, c (batch 1), row 15 updates d (batch 2), the rest create. */
function fileFor(): string {
  const lines = ["Handle,Title,Vendor,Tags"];
  for (let i = 1; i <= 35; i++) {
    const handle = i <= 3 ? "abc"[i - 1] : i === 15 ? "d" : `new-${i}`;
    lines.push(`${handle},Imported ${i},New vendor,new`);
  }
  return lines.join("\n") + "\n";
}

const summary = (p: ProductDto) => ({ handle: p.handle, title: p.title, description: p.description, vendor: p.vendor, tags: p.tags, published: p.published });

describe("all-or-nothing import by a journal", () => {
  it("undoes created and updated products when the 3rd batch fails: nothing was imported", async () => {
    const owner = await h.owner();
    for (const handle of ["a", "b", "c", "d", "e"]) await makeProduct(owner, handle, `Old ${handle}`);
    const before = await products(owner);
    importTestHooks.batchSize = 10;
    importTestHooks.inBatch = (batch) => {
      if (batch === 3) throw new Error("injected failure in batch 3");
    };
    const id = await startImport(owner, fileFor());
    const failed = await waitFor(owner, id, finished);
    expect(failed).toMatchObject({ status: "failed", error: importMessages.rolledBack(0), createdCount: 0, updatedCount: 0 });
    expect(failed.error).toContain("nothing was imported");

    const after = await products(owner);
    expect(after.map(summary).sort((x, y) => x.handle.localeCompare(y.handle))).toEqual(before.map(summary).sort((x, y) => x.handle.localeCompare(y.handle)));
    // Written (version 2) then restored (version 3): versions only grow, so an editor open on the imported state gets a 409.
    const version = Object.fromEntries(after.map((p) => [p.handle, p.version]));
    expect(version).toEqual({ a: 3, b: 3, c: 3, d: 3, e: 1 });
    expect((await h.call("GET", "/products/count", { headers: owner.headers })).body.count).toBe(5);
    expect((await h.call("GET", "/products?search=imported", { headers: owner.headers })).body.total).toBe(0);
    expect(await journalRows(id)).toBe(0);
  });

  it("puts back a product's options and variants (same ids, prices, SKUs) when a later batch fails", async () => {
    const owner = await h.owner();
    const ring = await makeProduct(owner, "ring", "Old ring");
    expect(
      (await h.call("PUT", `/products/${ring._id}/options`, { headers: owner.headers, body: { options: [{ name: "Size", values: ["6", "7"] }] } })).status,
    ).toBe(200);
    const made = await h.call("POST", `/products/${ring._id}/variants/bulk`, {
      headers: owner.headers,
      body: {
        variants: [
          { option1: "6", price: 100, sku: "R-A", inventoryQuantity: 4 },
          { option1: "7", price: 200, sku: "R-B" },
        ],
      },
    });
    expect(made.status).toBe(201);
    const variantsOf = async () =>
      (await h.call("GET", `/products/${ring._id}/variants`, { headers: owner.headers })).body.variants as {
        _id: string;
        option1: string;
        price: number;
        sku: string;
        inventoryQuantity: number;
      }[];
    const optionsOf = async () => (await h.call("GET", `/products/${ring._id}/options`, { headers: owner.headers })).body.options.options;
    const before = await variantsOf();
    // Batch 1 rewrites the ring (7 kept with the other SKU and a new price, 6 dropped, 8 added); batch 3 fails.
    const lines = ["Handle,Title,Option1 Name,Option1 Value,Variant Price,Variant SKU,Variant Inventory Qty"];
    lines.push("ring,New ring,Size,7,999,R-A,1", "ring,,,8,50,R-C,2");
    for (let i = 1; i <= 25; i++) lines.push(`more-${i},More ${i},,,1,,`);
    importTestHooks.batchSize = 10;
    importTestHooks.beforeBatch = async (batch) => {
      if (batch !== 3) return;
      // Written by batch 1, visible meanwhile.
      expect((await variantsOf()).map((v) => [v.option1, v.price, v.sku])).toEqual([
        ["7", 999, "R-A"],
        ["8", 50, "R-C"],
      ]);
      expect(await optionsOf()).toEqual([{ name: "Size", values: ["7", "8"] }]);
    };
    importTestHooks.inBatch = (batch) => {
      if (batch === 3) throw new Error("injected failure in batch 3");
    };
    const failed = await waitFor(owner, await startImport(owner, lines.join("\n") + "\n"), finished);
    expect(failed).toMatchObject({ status: "failed", error: importMessages.rolledBack(0) });
    const after = await variantsOf();
    expect(after.map((v) => [v._id, v.option1, v.price, v.sku, v.inventoryQuantity])).toEqual(
      before.map((v) => [v._id, v.option1, v.price, v.sku, v.inventoryQuantity]),
    );
    expect(await optionsOf()).toEqual([{ name: "Size", values: ["6", "7"] }]);
    expect((await products(owner)).map((p) => p.handle)).toEqual(["ring"]);
  });

  it("leaves a product edited during the import as it is and says so", async () => {
    const owner = await h.owner();
    for (const handle of ["a", "b", "c", "d"]) await makeProduct(owner, handle, `Old ${handle}`);
    importTestHooks.batchSize = 10;
    importTestHooks.beforeBatch = async (batch) => {
      if (batch !== 3) return;
      // Someone edits "a" (updated by batch 1) and "new-5" (created by batch 1) between batches.
      for (const handle of ["a", "new-5"]) {
        const found = (await h.call("GET", `/products/handle/${handle}`, { headers: owner.headers })).body.product as ProductDto;
        expect(found.title).toMatch(/^Imported/);
        const form = {
          title: `Edited ${handle}`,
          handle,
          description: found.description,
          published: found.published,
          tags: found.tags,
          productType: found.productType,
          vendor: found.vendor,
        };
        const res = await h.call("PUT", `/products/${found._id}`, { headers: owner.headers, body: { product: { ...form, version: found.version } } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    };
    importTestHooks.inBatch = (batch) => {
      if (batch === 3) throw new Error("injected failure in batch 3");
    };
    const id = await startImport(owner, fileFor());
    const failed = await waitFor(owner, id, finished);
    expect(failed.status).toBe("failed");
    expect(failed.error).toBe(importMessages.rolledBack(2));
    expect(failed.error).toContain("2 products were changed by someone since and were left as they are");

    const after = Object.fromEntries((await products(owner)).map((p) => [p.handle, p]));
    expect(Object.keys(after).sort()).toEqual(["a", "b", "c", "d", "new-5"]);
    expect(after.a).toMatchObject({ title: "Edited a", vendor: "New vendor", version: 3 });
    expect(after["new-5"]).toMatchObject({ title: "Edited new-5", version: 2 });
    expect(after.b).toMatchObject({ title: "Old b", vendor: "Old vendor", tags: ["old"], version: 3 });
    expect(after.d).toMatchObject({ title: "Old d", description: "about d", version: 3 });
    expect(await journalRows(id)).toBe(0);
  });

  it("a restart undoes an all-or-nothing import caught writing, from its journal", async () => {
    const owner = await h.owner();
    const db = h.database.db;
    const kept = await makeProduct(owner, "kept", "Original title");
    const imp = await createImportTask(db, owner.storeId, { fileName: "a.csv", mode: "all-or-nothing" }, new Date());
    await updateImportTask(db, owner.storeId, imp.id, { status: "writing" }, new Date());
    // What a batch commits: the products and their journal rows (as if the process died after it).
    await db.transaction((tx: Tx) =>
      writeImportBatch(
        tx,
        owner.storeId,
        [
          { line: 2, rows: 1, handle: "kept", fields: { title: "Imported title", vendor: "Imported" }, options: null, variants: null, images: [] },
          { line: 3, rows: 1, handle: "fresh", fields: { title: "Fresh" }, options: null, variants: null, images: [] },
          { line: 4, rows: 1, handle: "", fields: { title: "Derived one" }, options: null, variants: null, images: [] },
        ],
        new Set(["kept", "fresh"]),
        new Date(),
        { taskId: imp.id, journal: true, variantColumns: [], stock: { userId: null, reason: "Import (a.csv)" } },
      ),
    );
    expect(await journalRows(imp.id)).toBe(3);
    const validOnly = await createImportTask(db, owner.storeId, { fileName: "b.csv", mode: "valid-only" }, new Date());
    await updateImportTask(db, owner.storeId, validOnly.id, { status: "writing" }, new Date());

    // The server after a restart: a process of its own (the harness API's work belongs to one that has gone).
    const deps = {
      db,
      instance: singleProcessInstance(),
      storage: createLocalStorage({ dir: h.mediaDir, baseUrl: `${h.url}/media`, secret: "harness-media-secret" }),
      clock: { now: () => new Date() },
      log: () => {},
      config: { publicUrl: "http://admin.test" },
    };
    const result = await recoverCsvTasks(deps);
    expect(result.importsFailed).toBeGreaterThanOrEqual(2);

    expect(await findImportTask(db, owner.storeId, imp.id)).toMatchObject({
      status: "failed",
      error: "Stopped by a server restart; the products it had written were restored. Upload the file again.",
    });
    expect(await findImportTask(db, owner.storeId, validOnly.id)).toMatchObject({
      status: "failed",
      error: "Stopped by a server restart. Upload the file again.",
    });
    const after = await products(owner);
    expect(after.map(summary)).toEqual([summary(kept)]);
    expect(after[0].version).toBe(3);
    expect(Date.parse(after[0].updatedAt)).toBe(Date.parse(kept.updatedAt));
    expect(await journalRows(imp.id)).toBe(0);
  });

  it("valid-only: a crash between batches leaves the task counting every batch written (the count commits with its batch)", async () => {
    const owner = await h.owner();
    importTestHooks.batchSize = 10;
    // The process "dies" before batch 3: batches 1 and 2 are committed, nothing more is written or saved by the runner.
    let reached!: () => void;
    let crash!: (error: Error) => void;
    const atBatch3 = new Promise<void>((r) => (reached = r));
    const gate = new Promise<void>((_resolve, reject) => (crash = reject));
    importTestHooks.beforeBatch = async (batch) => {
      if (batch !== 3) return;
      reached();
      await gate;
    };
    const id = await startImport(owner, fileFor(), "valid-only");
    await atBatch3;
    const db = h.database.db;
    // The server after a restart: a process of its own (the harness API's work belongs to one that has gone).
    const deps = {
      db,
      instance: singleProcessInstance(),
      storage: createLocalStorage({ dir: h.mediaDir, baseUrl: `${h.url}/media`, secret: "harness-media-secret" }),
      clock: { now: () => new Date() },
      log: () => {},
      config: { publicUrl: "http://admin.test" },
    };
    await recoverCsvTasks(deps);
    const written = (await products(owner)).length;
    expect(written).toBe(20);
    expect(await findImportTask(db, owner.storeId, id)).toMatchObject({ status: "failed", processedRows: 20, createdCount: 20, updatedCount: 0 });
    crash(new Error("the process died"));
    const after = await waitFor(owner, id, finished);
    expect(after).toMatchObject({ status: "failed", processedRows: 20, createdCount: 20 });
    expect((await products(owner)).length).toBe(20);
  });

  it("other requests answer while a 20k-row import writes; the journal is cleared when it is done", async () => {
    const owner = await h.owner();
    const lines = ["Handle,Title,Vendor"];
    for (let i = 1; i <= 20_000; i++) lines.push(`bulk-${i},Bulk product ${i},Acme`);
    // Hold the import before its 5th batch: 4 batches are committed, the rest is not written yet.
    let reached!: () => void;
    let release!: () => void;
    const atBatch5 = new Promise<void>((r) => (reached = r));
    const gate = new Promise<void>((r) => (release = r));
    importTestHooks.beforeBatch = async (batch) => {
      if (batch !== 5) return;
      reached();
      await gate;
    };
    const id = await startImport(owner, lines.join("\n") + "\n");
    await atBatch5;
    try {
      // Answered in the middle of the import (one transaction for the whole file would hold PGlite until its end, so
      // this request would wait for a release that never comes); it sees the batches written so far.
      const count = await h.call("GET", "/products/count", { headers: owner.headers });
      expect(count.body.count).toBe(4000);
      expect((await h.call("GET", "/products?search=bulk%20product%201", { headers: owner.headers })).status).toBe(200);
      expect(await task(owner, id)).toMatchObject({ status: "writing" });
      expect(await journalRows(id)).toBe(4000);
    } finally {
      release();
    }

    const done = await waitFor(owner, id, finished);
    expect(done).toMatchObject({ status: "done", createdCount: 20_000, updatedCount: 0, processedRows: 20_000 });
    expect((await h.call("GET", "/products/count", { headers: owner.headers })).body.count).toBe(20_000);
    // The journal is cleared just after the task is marked done (a restart in between clears it at start-up).
    for (let i = 0; i < 400 && (await journalRows(id)) > 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await journalRows(id)).toBe(0);
  }, 120_000);

  it("keeps the uploaded file in the API's own temp directory while it runs; the sweep there spares fresh files", async () => {
    // It used to be $TMPDIR/backroom-imports, shared by every test worker and server on the machine, each sweeping it.
    const owner = await h.owner();
    const uploads = path.join(h.tmpDir, "imports");
    let during: string[] = [];
    importTestHooks.batchSize = 10;
    importTestHooks.beforeBatch = async (batch) => {
      if (batch === 2) during = await fsp.readdir(uploads);
    };
    const id = await startImport(owner, fileFor());
    expect(await waitFor(owner, id, finished)).toMatchObject({ status: "done" });
    expect(during).toHaveLength(1);
    // Removed just after the task is marked done.
    for (let i = 0; i < 400 && (await fsp.readdir(uploads)).length > 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await fsp.readdir(uploads)).toEqual([]);

    // A crash's leftover (a day old) goes; a file of an import still running (another server sharing $DATA_DIR) stays.
    await fsp.writeFile(path.join(uploads, "stale.upload"), "Title\n");
    await fsp.writeFile(path.join(uploads, "fresh.upload"), "Title\n");
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    await fsp.utimes(path.join(uploads, "stale.upload"), dayAgo, dayAgo);
    const storage = createLocalStorage({ dir: h.mediaDir, baseUrl: `${h.url}/media`, secret: "harness-media-secret" });
    await sweepCsvFiles({
      db: h.database.db,
      instance: h.instance,
      storage,
      clock: { now: () => new Date() },
      log: () => {},
      tmpDir: h.tmpDir,
      config: { publicUrl: "http://admin.test" },
    });
    expect(await fsp.readdir(uploads)).toEqual(["fresh.upload"]);
  });
});

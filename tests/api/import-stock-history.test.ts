// A products import that changes a variant's stock records it in the inventory history (ADR 029), as the bulk editor
// and the variant editor do: one adjustment per changed count, reason "Import (file)", by the user who started it, in
// the batch's own transaction; an all-or-nothing import that is undone records the counts it puts back.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { importTestHooks } from "../../api/modules/imports/run";
import type { ImportTaskDto } from "../../domain/csv-import";
import type { InventoryAdjustmentDto } from "../../domain/inventory";
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
let seq = 0;
/** The inventory API (and its history) is for operators: the harness's operator domain is backroom.dev. */
const operator = () => h.owner(`stock-import${++seq}-${Math.random().toString(36).slice(2, 6)}@backroom.dev`);

/** "ring" with sizes 6 (10 in stock) and 7 (4 in stock). */
async function ring(owner: Owner): Promise<{ six: string; seven: string }> {
  const p = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Ring", handle: "ring" } } });
  expect(p.status).toBe(201);
  const id = p.body.product._id;
  expect((await h.call("PUT", `/products/${id}/options`, { headers: owner.headers, body: { options: [{ name: "Size", values: ["6", "7"] }] } })).status).toBe(
    200,
  );
  const v = await h.call("POST", `/products/${id}/variants/bulk`, {
    headers: owner.headers,
    body: {
      variants: [
        { option1: "6", price: 100, sku: "R-6", inventoryQuantity: 10 },
        { option1: "7", price: 100, sku: "R-7", inventoryQuantity: 4 },
      ],
    },
  });
  expect(v.status, JSON.stringify(v.body)).toBe(201);
  const [six, seven] = v.body.variants.map((x: { _id: string }) => x._id);
  return { six, seven };
}

async function runImport(owner: Owner, csv: string, mode: string, fileName = "stock.csv"): Promise<ImportTaskDto> {
  const query = new URLSearchParams({ mode, fileName });
  const res = await fetch(`${h.url}/products/import/csv?${query}`, { method: "POST", headers: { ...owner.headers, "content-type": "text/csv" }, body: csv });
  const body = (await res.json()) as { task: ImportTaskDto };
  expect(res.status, JSON.stringify(body)).toBe(202);
  let task = body.task;
  while (task.status !== "done" && task.status !== "failed") {
    await new Promise((r) => setTimeout(r, 20));
    task = (await h.call("GET", `/products/import/csv/${task._id}`, { headers: owner.headers })).body.task;
  }
  return task;
}

async function history(owner: Owner, variantId: string): Promise<{ inStock: number; adjustments: InventoryAdjustmentDto[] }> {
  const res = await h.call("GET", `/inventory/${variantId}/history`, { headers: owner.headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { inStock: res.body.item.inventoryQuantity, adjustments: res.body.adjustments };
}

const HEADER = "Handle,Title,Option1 Name,Option1 Value,Variant Price,Variant SKU,Variant Inventory Qty";

describe("stock changed by an import is in the inventory history", () => {
  for (const mode of ["all-or-nothing", "valid-only"]) {
    it(`${mode}: a changed count is one adjustment "Import (file)" by the importer; an unchanged or new one is none`, async () => {
      const ops = await operator();
      const { six, seven } = await ring(ops);
      // 6: 10 → 7; 7 stays 4; 8 is new with 3.
      const task = await runImport(
        ops,
        [HEADER, "ring,Ring,Size,6,100,R-6,7", "ring,,,7,100,R-7,4", "ring,,,8,100,R-8,3"].join("\n") + "\n",
        mode,
        "kho-thang-11.csv",
      );
      expect(task, task.error ?? "").toMatchObject({ status: "done", updatedCount: 1 });

      const changed = await history(ops, six);
      expect(changed.inStock).toBe(7);
      expect(changed.adjustments).toHaveLength(1);
      expect(changed.adjustments[0]).toMatchObject({
        delta: -3,
        quantityAfter: 7,
        reason: "Import (kho-thang-11.csv)",
        userEmail: expect.stringMatching(/@backroom\.dev$/),
      });
      expect(changed.adjustments[0].idempotencyKey).toBe(`import:${task._id}:${six}`);
      expect(await history(ops, seven)).toEqual({ inStock: 4, adjustments: [] });

      const list = await h.call("GET", "/inventory?search=R-8", { headers: ops.headers });
      expect(list.body.items).toHaveLength(1);
      expect(await history(ops, list.body.items[0].variantId)).toEqual({ inStock: 3, adjustments: [] });
    });
  }

  it("a file without a stock column changes no count and records nothing", async () => {
    const ops = await operator();
    const { six } = await ring(ops);
    const task = await runImport(
      ops,
      ["Handle,Title,Option1 Name,Option1 Value,Variant Price", "ring,Ring,Size,6,150", "ring,,,7,150"].join("\n") + "\n",
      "all-or-nothing",
    );
    expect(task.status, task.error ?? "").toBe("done");
    expect(await history(ops, six)).toEqual({ inStock: 10, adjustments: [] });
  });

  it("the adjustment is written in the batch's transaction: a batch that fails leaves neither the count nor the adjustment", async () => {
    const ops = await operator();
    const { six } = await ring(ops);
    importTestHooks.inBatch = () => {
      throw new Error("injected failure inside batch 1");
    };
    const task = await runImport(ops, [HEADER, "ring,Ring,Size,6,100,R-6,1", "ring,,,7,100,R-7,4"].join("\n") + "\n", "valid-only");
    expect(task.status).toBe("failed");
    expect(await history(ops, six)).toEqual({ inStock: 10, adjustments: [] });
  });

  it("an all-or-nothing import undone after a later batch failed records the count it puts back", async () => {
    const ops = await operator();
    const { six } = await ring(ops);
    const lines = [HEADER, "ring,Ring,Size,6,100,R-6,1", "ring,,,7,100,R-7,4"];
    for (let i = 1; i <= 12; i++) lines.push(`more-${i},More ${i},,,1,,`);
    importTestHooks.batchSize = 5;
    importTestHooks.inBatch = (batch) => {
      if (batch === 3) throw new Error("injected failure in batch 3");
    };
    const task = await runImport(ops, lines.join("\n") + "\n", "all-or-nothing", "undo-me.csv");
    expect(task.status).toBe("failed");
    const after = await history(ops, six);
    expect(after.inStock).toBe(10);
    // Newest first: the undo's +9 back to 10, after the import's −9 to 1.
    expect(after.adjustments.map((a) => [a.delta, a.quantityAfter, a.reason])).toEqual([
      [9, 10, "Import undone (undo-me.csv)"],
      [-9, 1, "Import (undo-me.csv)"],
    ]);
    expect(after.adjustments[0].userEmail).toBeNull();
  });
});

// Products CSV export: tasks, background run, download, filters, formula neutralisation (docs/api-contract.md, Exports).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../domain/csv";
import type { ExportTaskDto } from "../../domain/export";
import type { ProductDto } from "../../domain/product";
import { PRODUCT_CSV_HEADER } from "../../api/modules/exports/csv";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

async function product(owner: Owner, fields: Record<string, unknown>): Promise<ProductDto> {
  const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { published: true, ...fields } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product;
}

async function startExport(owner: Owner, query = ""): Promise<ExportTaskDto> {
  const res = await h.call("GET", `/products/export/csv${query}`, { headers: owner.headers });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.task;
}

async function waitDone(owner: Owner, id: string): Promise<ExportTaskDto> {
  for (let i = 0; i < 200; i++) {
    const res = await h.call("GET", "/products/export/csv/tasks/", { headers: owner.headers });
    const task = (res.body.tasks as ExportTaskDto[]).find((t) => t._id === id);
    if (task && task.status >= 2) return task;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`export ${id} did not finish`);
}

async function download(owner: Owner, task: ExportTaskDto): Promise<{ disposition: string | null; type: string | null; bytes: Uint8Array; rows: string[][] }> {
  if (!task.downloadUrl) throw new Error("no download URL");
  const res = await fetch(h.url + task.downloadUrl, { headers: owner.headers });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  // fetch's text() would drop the BOM, which is part of what is tested.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return { disposition: res.headers.get("content-disposition"), type: res.headers.get("content-type"), bytes, rows: parseCsv(text) };
}

const cells = (p: ProductDto) => [p.handle, p.title, p.description, String(p.published), p.productType, p.vendor, p.tags.join(","), p.createdAt, p.updatedAt];
const neutral = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

describe("products CSV export", () => {
  it("exports every product in the background, round-trips each cell and neutralises formulas", async () => {
    const owner = await h.owner();
    const made = [
      await product(owner, { title: "Áo dài lụa Hà Nội", description: "Lụa tơ tằm, may đo\n\"cao cấp\", giao nhanh", vendor: "Nhà May Đức", productType: "Áo", tags: ["áo dài", "lụa"] }),
      await product(owner, { title: '=HYPERLINK("x")', vendor: "+cmd", tags: ["@x", "safe"], description: "a,b,c" }),
      await product(owner, { title: "-5 discount", description: 'He said "hi",\r\nthen left', published: false }),
    ];
    const queued = await startExport(owner);
    expect(queued).toMatchObject({ status: 0, rowCount: 0, downloadUrl: null, error: null });

    const done = await waitDone(owner, queued._id);
    expect(done).toMatchObject({ status: 2, rowCount: 3, error: null, downloadUrl: `/products/export/csv/tasks/${queued._id}/download` });

    const file = await download(owner, done);
    expect(Array.from(file.bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.type).toBe("text/csv; charset=utf-8");
    expect(file.disposition).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv"$/);
    const [header, ...rows] = file.rows;
    expect(header).toEqual(PRODUCT_CSV_HEADER);
    const byHandle = new Map(rows.map((r) => [r[0], r]));
    expect(rows).toHaveLength(3);
    for (const p of made) expect(byHandle.get(p.handle)).toEqual(cells(p).map(neutral));

    const formula = byHandle.get(made[1].handle)!;
    expect(formula[1]).toBe(`'=HYPERLINK("x")`);
    expect(formula[5]).toBe("'+cmd");
    expect(formula[6]).toBe("'@x,safe");
    expect(byHandle.get(made[2].handle)![1]).toBe("'-5 discount");
    expect(byHandle.get(made[0].handle)![2]).toBe(made[0].description);
  });

  it("respects the list's filters", async () => {
    const owner = await h.owner();
    await product(owner, { title: "Shown" });
    const hidden = await product(owner, { title: "Hidden draft", published: false });
    await product(owner, { title: "Another draft", published: false, vendor: "Other" });

    const onlyDrafts = await waitDone(owner, (await startExport(owner, "?published=false"))._id);
    expect(onlyDrafts).toMatchObject({ status: 2, rowCount: 2, filters: { published: "false" } });
    const rows = (await download(owner, onlyDrafts)).rows.slice(1);
    expect(rows.map((r) => r[3])).toEqual(["false", "false"]);

    const searched = await waitDone(owner, (await startExport(owner, "?published=false&search=hidden"))._id);
    expect((await download(owner, searched)).rows.slice(1).map((r) => r[0])).toEqual([hidden.handle]);
    const byVendor = await waitDone(owner, (await startExport(owner, "?vendor=Other"))._id);
    expect(byVendor.rowCount).toBe(1);
    expect((await h.call("GET", "/products/export/csv?published=maybe", { headers: owner.headers })).status).toBe(400);
  });

  it("lists tasks newest first, accepts only status 3, and answers on the trailing-slash path", async () => {
    const owner = await h.owner();
    await product(owner, { title: "One" });
    const first = await startExport(owner);
    await waitDone(owner, first._id);
    h.clock.advance(1000);
    const res = await h.call("GET", "/products/export/csv/", { headers: owner.headers });
    expect(res.status).toBe(202);
    const second: ExportTaskDto = res.body.task;
    await waitDone(owner, second._id);
    const list = await h.call("GET", "/products/export/csv/tasks", { headers: owner.headers });
    expect(list.body.tasks.map((t: ExportTaskDto) => t._id)).toEqual([second._id, first._id]);

    const path = `/products/export/csv/tasks/${first._id}`;
    for (const body of [{ task: { status: 2 } }, { task: { status: 4 } }, { task: {} }, {}, { task: { status: "3" } }]) {
      expect((await h.call("PUT", path, { headers: owner.headers, body })).status, JSON.stringify(body)).toBe(400);
    }
    const put = await h.call("PUT", path, { headers: owner.headers, body: { task: { status: 3 } } });
    expect(put.status).toBe(200);
    expect(put.body.task).toMatchObject({ _id: first._id, status: 3, downloadUrl: `/products/export/csv/tasks/${first._id}/download` });
    const after = await h.call("GET", "/products/export/csv/tasks/", { headers: owner.headers });
    expect(after.body.tasks.find((t: ExportTaskDto) => t._id === first._id).status).toBe(3);
    // Downloaded still downloads: the merchant may fetch the file again.
    expect((await download(owner, put.body.task)).rows).toHaveLength(2);
  });

  it("hides another store's tasks: 404 on update and download, absent from the list", async () => {
    const owner = await h.owner();
    const stranger = await h.owner();
    await product(owner, { title: "Mine" });
    const task = await waitDone(owner, (await startExport(owner))._id);
    expect((await h.call("PUT", `/products/export/csv/tasks/${task._id}`, { headers: stranger.headers, body: { task: { status: 3 } } })).status).toBe(404);
    expect((await h.call("GET", `/products/export/csv/tasks/${task._id}/download`, { headers: stranger.headers })).status).toBe(404);
    expect((await h.call("GET", "/products/export/csv/tasks", { headers: stranger.headers })).body.tasks).toEqual([]);
    expect((await h.call("PUT", "/products/export/csv/tasks/not-a-uuid", { headers: owner.headers, body: { task: { status: 3 } } })).status).toBe(404);
    const unchanged = await h.call("GET", "/products/export/csv/tasks", { headers: owner.headers });
    expect(unchanged.body.tasks[0].status).toBe(2);
  });

  it("needs the products scope and a signed-in user", async () => {
    const owner = await h.owner();
    const noScope = await h.staff(owner.storeId, ["orders"]);
    const withScope = await h.staff(owner.storeId, ["products"]);
    expect((await h.call("GET", "/products/export/csv", { headers: noScope.headers })).status).toBe(403);
    expect((await h.call("GET", "/products/export/csv/tasks", { headers: noScope.headers })).status).toBe(403);
    expect((await h.call("GET", "/products/export/csv")).status).toBe(401);
    expect((await h.call("GET", "/products/export/csv", { headers: withScope.headers })).status).toBe(202);
  });

  it("is routed before /products/:id, which would take 'export' for a product id", async () => {
    const owner = await h.owner();
    const res = await h.call("GET", "/products/export/csv", { headers: owner.headers });
    expect(res.status).toBe(202);
    expect(res.body.task).toBeDefined();
    expect(res.body.product).toBeUndefined();
    await waitDone(owner, res.body.task._id);
    // The products router still owns its own paths.
    expect((await h.call("GET", "/products/export", { headers: owner.headers })).status).toBe(404);
    expect((await h.call("GET", "/products/count", { headers: owner.headers })).body).toEqual({ count: 0 });
  });
});

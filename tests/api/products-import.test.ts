// Products CSV import: modes, per-row errors with line numbers, round trip with the export, limits and access.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_BYTES_PER_PRODUCT, IMPORT_MAX_BYTES_DEFAULT, importMessages, type ImportTaskDto } from "../../domain/csv-import";
import type { ExportTaskDto } from "../../domain/export";
import type { ProductDto } from "../../domain/product";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const HEADER = "Handle,Title,Description,Published,Product type,Vendor,Tags\r\n";

async function upload(headers: Record<string, string>, body: string | Uint8Array, opts: { mode?: string; fileName?: string; type?: string } = {}) {
  const query = new URLSearchParams({ mode: opts.mode ?? "all-or-nothing", fileName: opts.fileName ?? "products.csv" });
  const res = await fetch(`${h.url}/products/import/csv?${query}`, {
    method: "POST",
    headers: { ...headers, "content-type": opts.type ?? "text/csv" },
    body: body as BodyInit,
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function importCsv(owner: Owner, csv: string, mode = "all-or-nothing"): Promise<ImportTaskDto> {
  const res = await upload(owner.headers, csv, { mode });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return waitFinished(owner, res.body.task._id);
}

async function waitFinished(owner: Owner, id: string): Promise<ImportTaskDto> {
  for (let i = 0; i < 400; i++) {
    const res = await h.call("GET", `/products/import/csv/${id}`, { headers: owner.headers });
    expect(res.status).toBe(200);
    if (res.body.task.status === "done" || res.body.task.status === "failed") return res.body.task;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`import ${id} did not finish`);
}

async function allProducts(owner: Owner): Promise<ProductDto[]> {
  const res = await h.call("GET", "/products?limit=200", { headers: owner.headers });
  return res.body.products;
}

describe("products CSV import", () => {
  it("creates new handles, updates existing ones (keeping columns the file lacks) and bumps their version", async () => {
    const owner = await h.owner();
    const made = await h.call("POST", "/products", {
      headers: owner.headers,
      body: { product: { title: "Old shirt", handle: "shirt", description: "keep me", vendor: "Acme", published: true } },
    });
    expect(made.status).toBe(201);
    const task = await importCsv(owner, "\uFEFFHandle,Title,Published\r\nshirt,New shirt,false\r\nhat,Sun hat,true\r\n,Áo dài lụa,\r\n");
    expect(task).toMatchObject({ status: "done", totalRows: 3, createdCount: 2, updatedCount: 1, errorCount: 0, errors: [] });
    const list = await allProducts(owner);
    const shirt = list.find((p) => p.handle === "shirt")!;
    expect(shirt).toMatchObject({ title: "New shirt", published: false, description: "keep me", vendor: "Acme", version: 2 });
    expect(list.find((p) => p.handle === "hat")).toMatchObject({ title: "Sun hat", published: true });
    expect(list.find((p) => p.handle === "ao-dai-lua")).toMatchObject({ title: "Áo dài lụa" });
    // The list's count (kept by triggers) and search see the imported rows.
    expect((await h.call("GET", "/products/count", { headers: owner.headers })).body.count).toBe(3);
    expect((await h.call("GET", "/products?search=ao%20dai", { headers: owner.headers })).body.total).toBe(1);
    const tasks = await h.call("GET", "/products/import/csv/", { headers: owner.headers });
    expect(tasks.body.tasks.map((t: ImportTaskDto) => t._id)).toEqual([task._id]);
  });

  it("reports a bad row with its line number after a quoted multi-line cell, and all-or-nothing writes nothing", async () => {
    const owner = await h.owner();
    const csv = HEADER + 'one,One,"line a\r\nline b\nline c",true,,,\r\n' + "two,,,true,,,\r\n" + `three,${"x".repeat(256)},,maybe,,,\r\n`;
    const task = await importCsv(owner, csv);
    expect(task.status).toBe("failed");
    expect(task.error).toContain("2 rows have errors");
    expect(task.createdCount).toBe(0);
    expect(task.errorCount).toBe(2);
    // Header line 1, "one" spans lines 2-4, "two" is line 5, "three" line 6.
    expect(task.errors).toEqual([
      { line: 5, field: "Title", message: "Title required" },
      { line: 6, field: "Published", message: "Published must be true or false" },
      { line: 6, field: "Title", message: "Max length is 255" },
    ]);
    expect(await allProducts(owner)).toEqual([]);
  });

  it("dry-run validates and writes nothing; valid-only writes the valid rows and reports the rest", async () => {
    const owner = await h.owner();
    const csv = HEADER + "a,Alpha,,true,,,\r\nb,,,true,,,\r\nc,Gamma,,false,,,x\r\na,Alpha again,,true,,,\r\n";
    const dry = await importCsv(owner, csv, "dry-run");
    expect(dry).toMatchObject({ status: "done", totalRows: 4, errorCount: 2, createdCount: 0, updatedCount: 0 });
    expect(dry.errors).toEqual([
      { line: 3, field: "Title", message: "Title required" },
      { line: 5, field: "Handle", message: "Handle is already used on line 2" },
    ]);
    expect(await allProducts(owner)).toEqual([]);

    const valid = await importCsv(owner, csv, "valid-only");
    expect(valid).toMatchObject({ status: "done", totalRows: 4, errorCount: 2, createdCount: 2, updatedCount: 0 });
    expect((await allProducts(owner)).map((p) => p.handle).sort()).toEqual(["a", "c"]);
  });

  it("reads LF files, BOM, quoted commas and quotes, and refuses an unclosed quote with its line", async () => {
    const owner = await h.owner();
    const ok = await importCsv(owner, 'Title,Tags,Handle\n"Cup, ""large""","red, blue",cup\n');
    expect(ok).toMatchObject({ status: "done", createdCount: 1 });
    expect((await allProducts(owner))[0]).toMatchObject({ title: 'Cup, "large"', tags: ["red", "blue"] });
    const bad = await importCsv(owner, 'Title,Handle\nA,a\n"B\n,b\n');
    expect(bad.status).toBe("failed");
    expect(bad.error).toBe("Line 3: A quoted field is never closed");
    expect(bad.errors).toEqual([{ line: 3, message: "A quoted field is never closed" }]);
    const noTitle = await importCsv(owner, "Handle,Name\nx,y\n");
    expect(noTitle.status).toBe("failed");
    expect(noTitle.error).toContain("Title column is required");
  });

  it("imports an exported file back: same products, updated in place", async () => {
    const owner = await h.owner();
    for (const p of [
      { title: "Áo dài lụa Hà Nội", description: 'Lụa tơ tằm\n"cao cấp", giao nhanh', vendor: "Nhà May", productType: "Áo", tags: ["áo dài", "lụa"] },
      { title: '=HYPERLINK("x")', vendor: "+cmd", tags: ["@x"], published: false },
    ])
      expect((await h.call("POST", "/products", { headers: owner.headers, body: { product: { published: true, ...p } } })).status).toBe(201);
    const before = await allProducts(owner);
    const started = await h.call("GET", "/products/export/csv", { headers: owner.headers });
    let task: ExportTaskDto = started.body.task;
    for (let i = 0; i < 200 && task.status < 2; i++) {
      await new Promise((r) => setTimeout(r, 25));
      task = (await h.call("GET", "/products/export/csv/tasks", { headers: owner.headers })).body.tasks[0];
    }
    const file = new Uint8Array(await (await fetch(h.url + task.downloadUrl, { headers: owner.headers })).arrayBuffer());
    const res = await upload(owner.headers, file, { fileName: "export.csv" });
    expect(res.status).toBe(202);
    const done = await waitFinished(owner, res.body.task._id);
    expect(done).toMatchObject({ status: "done", createdCount: 0, updatedCount: 2, errorCount: 0 });
    const after = await allProducts(owner);
    const strip = (p: ProductDto) => ({ ...p, version: 0, updatedAt: "" });
    expect(after.map(strip)).toEqual(before.map(strip));
    expect(after.every((p) => p.version === 2)).toBe(true);
  });

  it("refuses a file over the limit with 413 and the SPEC message, and non-CSV content as 'Invalid file type.'", async () => {
    const owner = await h.owner();
    // The default limit (128 MB): a 100k-product store's export (~54 MB) is well inside; one byte more is refused.
    expect(IMPORT_MAX_BYTES_DEFAULT).toBe(128 * 1_048_576);
    expect(IMPORT_MAX_BYTES_DEFAULT).toBeGreaterThan(2 * 100_001 * EXPORT_BYTES_PER_PRODUCT);
    const big = new Uint8Array(IMPORT_MAX_BYTES_DEFAULT + 1).fill(0x61);
    const tooBig = await upload(owner.headers, big, { fileName: "big.csv" });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("File big.csv larger than 128mb.");
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
    const asCsv = await upload(owner.headers, xlsx, { fileName: "products.csv" });
    expect(asCsv.status).toBe(415);
    expect(asCsv.body.message).toBe("Invalid file type.");
    expect((await upload(owner.headers, "Title\nA\n", { fileName: "products.xlsx" })).body.message).toBe("Invalid file type.");
    expect((await upload(owner.headers, "Title\nA\n", { type: "image/png" })).status).toBe(415);
    expect((await upload(owner.headers, new Uint8Array([0x54, 0x69, 0xff, 0xfe, 0x0a]))).body.message).toBe("Invalid file type.");
    expect((await upload(owner.headers, "Title\nA\n", { mode: "sometimes" })).status).toBe(400);
    expect((await upload(owner.headers, "")).status).toBe(400);
    expect((await h.call("GET", "/products/import/csv", { headers: owner.headers })).body.tasks).toEqual([]);
    expect(await allProducts(owner)).toEqual([]);
  });

  it("keeps stores apart and needs the products scope", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    await h.call("POST", "/products", { headers: other.headers, body: { product: { title: "Theirs", handle: "shared", published: true } } });
    const task = await importCsv(owner, "Handle,Title\nshared,Mine\n");
    expect(task).toMatchObject({ status: "done", createdCount: 1, updatedCount: 0 });
    expect((await allProducts(other))[0].title).toBe("Theirs");
    expect((await h.call("GET", `/products/import/csv/${task._id}`, { headers: other.headers })).status).toBe(404);
    expect((await h.call("GET", "/products/import/csv", { headers: other.headers })).body.tasks).toEqual([]);
    expect((await h.call("GET", "/products/import/csv/not-a-uuid", { headers: owner.headers })).status).toBe(404);
    const noScope = await h.staff(owner.storeId, ["orders"]);
    expect((await upload(noScope.headers, "Title\nA\n")).status).toBe(403);
    expect((await h.call("GET", "/products/import/csv", { headers: noScope.headers })).status).toBe(403);
    expect((await h.call("GET", `/products/import/csv/${task._id}`, { headers: noScope.headers })).status).toBe(403);
  });
});

describe("the size limit's boundary (IMPORT_MAX_BYTES = 1 MB here)", () => {
  let small: Harness;
  beforeAll(async () => {
    small = await startHarness({ importMaxBytes: 1_048_576 });
  });
  afterAll(async () => {
    await small?.close();
  });

  /** A valid products CSV of exactly `bytes` bytes: a header and rows, the last one padded. */
  function csvOf(bytes: number): Uint8Array {
    const head = "Handle,Title,Description\n";
    const row = (i: number) => `p-${i},Product ${i},${"x".repeat(200)}\n`;
    let text = head;
    for (let i = 0; text.length + row(i).length + 40 < bytes; i++) text += row(i);
    text += `last,Last,${"y".repeat(bytes - text.length - "last,Last,\n".length)}\n`;
    const out = new TextEncoder().encode(text);
    expect(out.length).toBe(bytes);
    return out;
  }
  /** The body as a stream without a Content-Length (chunked): the limit is counted while it arrives. */
  const chunked = (body: Uint8Array) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < body.length; i += 64 * 1024) controller.enqueue(body.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
  async function post(headers: Record<string, string>, body: Uint8Array | ReadableStream<Uint8Array>, fileName: string, type = "text/csv") {
    const query = new URLSearchParams({ mode: "dry-run", fileName });
    const res = await fetch(`${small.url}/products/import/csv?${query}`, {
      method: "POST",
      headers: { ...headers, "content-type": type },
      body: body as BodyInit,
      duplex: "half",
    } as RequestInit);
    return { status: res.status, body: (await res.json()) as any };
  }

  it("takes a file of exactly the limit, with or without a Content-Length, and refuses one byte more with 413", async () => {
    const owner = await small.owner();
    const exact = csvOf(1_048_576);
    for (const body of [exact, chunked(exact)]) {
      const res = await post(owner.headers, body, "exact.csv");
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      let task = res.body.task as ImportTaskDto;
      while (task.status !== "done" && task.status !== "failed") {
        await new Promise((r) => setTimeout(r, 20));
        task = (await small.call("GET", `/products/import/csv/${task._id}`, { headers: owner.headers })).body.task;
      }
      expect(task).toMatchObject({ status: "done", errorCount: 0, rowsToWrite: task.totalRows });
    }
    const over = csvOf(1_048_577);
    for (const body of [over, chunked(over)]) {
      const res = await post(owner.headers, body, "over.csv");
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ message: importMessages.tooLarge("over.csv", 1_048_576), errors: { file: ["File over.csv larger than 1mb."] } });
    }
  });

  it("a workbook's cap is the lower of the limit and 32 MB", async () => {
    const owner = await small.owner();
    const zip = new Uint8Array(1_048_577);
    zip.set([0x50, 0x4b, 0x03, 0x04]);
    const res = await post(owner.headers, chunked(zip), "big.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("File big.xlsx larger than 1mb.");
  });
});

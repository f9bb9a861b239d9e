// Products import from Excel (.xlsx): the same pipeline as CSV (modes, messages), with spreadsheet row numbers as lines.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ImportTaskDto } from "../../domain/csv-import";
import type { ProductDto } from "../../domain/product";
import { xlsxCellText, xlsxRecords } from "../../api/modules/imports/xlsx";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function upload(headers: Record<string, string>, body: Uint8Array | string, opts: { mode?: string; fileName?: string; type?: string } = {}) {
  const query = new URLSearchParams({ mode: opts.mode ?? "all-or-nothing", fileName: opts.fileName ?? "products.xlsx" });
  const res = await fetch(`${h.url}/products/import/csv?${query}`, {
    method: "POST",
    headers: { ...headers, "content-type": opts.type ?? XLSX_TYPE },
    body: body as BodyInit,
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function importXlsx(owner: Owner, file: Uint8Array, mode = "all-or-nothing", opts: { fileName?: string; type?: string } = {}): Promise<ImportTaskDto> {
  const res = await upload(owner.headers, file, { mode, ...opts });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  for (let i = 0; i < 400; i++) {
    const got = await h.call("GET", `/products/import/csv/${res.body.task._id}`, { headers: owner.headers });
    if (got.body.task.status === "done" || got.body.task.status === "failed") return got.body.task;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("import did not finish");
}

async function allProducts(owner: Owner): Promise<ProductDto[]> {
  return (await h.call("GET", "/products?limit=200", { headers: owner.headers })).body.products;
}

/** A workbook as Excel saves one: header in row 1, typed cells, a blank row 4, a bad row 5 and a second sheet. */
async function workbook(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Products");
  ws.addRow(["Handle", "Title", "Description", "Published", "Product type", "Vendor", "Tags"]);
  ws.addRow([
    1001,
    { formula: 'CONCAT("Sun ","hat")', result: "Sun hat" },
    { richText: [{ text: "Wide ", font: { bold: true } }, { text: "brim" }] },
    true,
    "Hats",
    "Acme",
    new Date(Date.UTC(2026, 10, 22)),
  ]);
  ws.getCell("G2").numFmt = "yyyy-mm-dd";
  ws.addRow(["scarf", "Silk scarf", "", "FALSE", "Scarves", "Nhà May", "silk, red"]);
  ws.getRow(5).values = ["cap", "", "", "maybe"];
  ws.addRow(["", { formula: 'B3&" (2)"', result: "Silk scarf (2)" }, "", 0, "", "", 0.1 + 0.2]);
  wb.addWorksheet("Notes").addRow(["Title"]).commit();
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** A zip of empty entries whose central directory declares the given unpacked sizes (all the upload check reads). */
function zipDirectory(entries: Record<string, number>): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, unpacked] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt32LE(unpacked, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, dir, end]));
}

/** A zip of stored (uncompressed) parts in the order given. */
function zipStored(parts: [string, string][]): Uint8Array {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of parts) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    out.push(local, nameBytes, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...out, dir, end]));
}

describe("products import from .xlsx", () => {
  it("reads the first sheet's typed cells like CSV text and reports a bad row by its spreadsheet row number", async () => {
    const owner = await h.owner();
    const file = await workbook();
    const dry = await importXlsx(owner, file, "dry-run");
    expect(dry).toMatchObject({ status: "done", fileName: "products.xlsx", totalRows: 4, errorCount: 1, createdCount: 0 });
    expect(dry.errors).toEqual([
      { line: 5, field: "Published", message: "Published must be true or false" },
      { line: 5, field: "Title", message: "Title required" },
    ]);
    expect(await allProducts(owner)).toEqual([]);

    const strict = await importXlsx(owner, file);
    expect(strict).toMatchObject({
      status: "failed",
      errorCount: 1,
      createdCount: 0,
      error: 'Nothing was imported: 1 row has errors. Fix them, or import again with "Valid rows only".',
    });
    expect(await allProducts(owner)).toEqual([]);

    const valid = await importXlsx(owner, file, "valid-only");
    expect(valid).toMatchObject({ status: "done", totalRows: 4, errorCount: 1, createdCount: 3, updatedCount: 0 });
    const list = await allProducts(owner);
    expect(list.find((p) => p.handle === "1001")).toMatchObject({
      title: "Sun hat",
      description: "Wide brim",
      published: true,
      productType: "Hats",
      vendor: "Acme",
      tags: ["2026-11-22"],
    });
    expect(list.find((p) => p.handle === "scarf")).toMatchObject({ title: "Silk scarf", published: false, vendor: "Nhà May", tags: ["silk", "red"] });
    expect(list.find((p) => p.title === "Silk scarf (2)")).toMatchObject({ published: false, tags: ["0.3"] });
    expect(list.some((p) => p.handle === "cap")).toBe(false);
  });

  it("updates by handle in all-or-nothing mode when every row is valid", async () => {
    const owner = await h.owner();
    expect(
      (await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Old", handle: "mug", vendor: "Keep", published: true } } }))
        .status,
    ).toBe(201);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Sheet1");
    ws.addRow(["Title", "Handle"]);
    ws.addRow(["Mug", "MUG"]);
    ws.addRow(["Plate", "plate"]);
    const task = await importXlsx(owner, new Uint8Array(await wb.xlsx.writeBuffer()), "all-or-nothing", { type: "application/octet-stream" });
    expect(task).toMatchObject({ status: "done", createdCount: 1, updatedCount: 1, errorCount: 0 });
    expect((await allProducts(owner)).find((p) => p.handle === "mug")).toMatchObject({ title: "Mug", vendor: "Keep", version: 2 });
  });

  it("reads a workbook whose zip stores the workbook part after the shared strings and the sheet (exceljs#3064)", async () => {
    const owner = await h.owner();
    const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
    const file = zipStored([
      [
        "[Content_Types].xml",
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
      ],
      [
        "_rels/.rels",
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
      [
        "xl/_rels/workbook.xml.rels",
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ],
      [
        "xl/sharedStrings.xml",
        `<?xml version="1.0"?><sst ${ns} count="3" uniqueCount="3"><si><t>Title</t></si><si><t>Handle</t></si><si><t>Reed mat</t></si></sst>`,
      ],
      [
        "xl/worksheets/sheet1.xml",
        `<?xml version="1.0"?><worksheet ${ns}><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>42</v></c></row></sheetData></worksheet>`,
      ],
      ["xl/workbook.xml", `<?xml version="1.0"?><workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="Mats" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ]);
    const task = await importXlsx(owner, file, "valid-only");
    expect(task).toMatchObject({ status: "done", totalRows: 1, createdCount: 1, errorCount: 0 });
    expect((await allProducts(owner)).find((p) => p.handle === "42")).toMatchObject({ title: "Reed mat" });
  });

  it("needs the header in row 1", async () => {
    const owner = await h.owner();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Sheet1");
    ws.getRow(3).values = ["Title"];
    ws.getRow(4).values = ["Hat"];
    const task = await importXlsx(owner, new Uint8Array(await wb.xlsx.writeBuffer()));
    expect(task.status).toBe("failed");
    expect(task.error).toBe("Line 1: The first line must name the columns; a Title column is required.");
  });

  it("refuses a corrupt zip, a zip that is no workbook, legacy .xls and mismatched names with 415 'Invalid file type.'", async () => {
    const owner = await h.owner();
    const good = await workbook();
    const refused = async (body: Uint8Array | string, opts: { fileName?: string; type?: string } = {}) => {
      const res = await upload(owner.headers, body, { mode: "dry-run", ...opts });
      expect(res.status, JSON.stringify(opts)).toBe(415);
      expect(res.body.message).toBe("Invalid file type.");
      expect(res.body.errors).toEqual({ file: ["Invalid file type."] });
    };
    await refused(good.subarray(0, good.length - 200));
    await refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]));
    // A zip whose parts are not a workbook's (an empty zip: only the end record).
    await refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(26), 0x50, 0x4b, 0x05, 0x06, ...new Uint8Array(18)]));
    await refused(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), { fileName: "products.xls", type: "application/vnd.ms-excel" });
    await refused(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]));
    await refused(good, { fileName: "products.csv", type: "text/csv" });
    await refused(good, { type: "image/png" });
    await refused("Title\nHat\n");
    expect((await h.call("GET", "/products/import/csv", { headers: owner.headers })).body.tasks).toEqual([]);
  });

  it("keeps the size limit and its message, and bounds what a workbook unpacks to", async () => {
    const owner = await h.owner();
    const big = new Uint8Array(32 * 1_048_576 + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    const res = await upload(owner.headers, big, { fileName: "big.xlsx" });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("File big.xlsx larger than 32mb.");
    // Shared strings are held in memory while reading: past 2x the limit unpacked, refused before a task exists.
    const strings = await upload(
      owner.headers,
      zipDirectory({ "xl/workbook.xml": 600, "xl/worksheets/sheet1.xml": 1000, "xl/sharedStrings.xml": 64 * 1_048_576 + 1 }),
      { fileName: "bomb.xlsx" },
    );
    expect(strings.status).toBe(413);
    expect(strings.body.message).toBe("File bomb.xlsx larger than 64mb.");
    const sheets = await upload(
      owner.headers,
      zipDirectory({ "xl/workbook.xml": 600, "xl/worksheets/sheet1.xml": 200 * 1_048_576, "xl/worksheets/sheet2.xml": 60 * 1_048_576 }),
      { fileName: "wide.xlsx" },
    );
    expect(sheets.status).toBe(413);
    expect(sheets.body.message).toBe("File wide.xlsx larger than 256mb.");
    expect((await h.call("GET", "/products/import/csv", { headers: owner.headers })).body.tasks).toEqual([]);
  });

  it("fails the task, without crashing, when a workbook's data is damaged past its directory", async () => {
    const owner = await h.owner();
    const damaged = new Uint8Array(await workbook());
    for (let i = 100; i < 1500; i++) damaged[i] ^= 0x5a;
    const task = await importXlsx(owner, damaged, "dry-run");
    expect(task.status).toBe("failed");
    expect(task.error).toMatch(/^Line \d+: The Excel file could not be read$/);
    expect((await h.call("GET", "/products/count", { headers: owner.headers })).status).toBe(200);
  });
});

describe("xlsxRecords and exceljs' temp files", () => {
  it("closes an unread second sheet only after its temp file opened, however late the thread pool opens it", async () => {
    // ExcelJS writes the sheets before the shared strings, so its reader spools each sheet to a temp file (`tmp-<pid>-…`)
    // and deletes it when the next sheet is asked for. On a busy machine the unread second sheet's file was opened after
    // that delete: an uncaught ENOENT that failed `npm test`. Holding back every open of those files makes that order certain.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backroom-xlsx-"));
    const file = path.join(dir, "two-sheets.xlsx");
    fs.writeFileSync(file, await workbook());
    const realOpen = fs.open.bind(fs) as (...args: unknown[]) => void;
    const spooled: string[] = [];
    const lateOpens: Promise<string>[] = [];
    const open = vi.spyOn(fs, "open").mockImplementation(((...args: unknown[]) => {
      const [name, flags] = args;
      if (typeof name !== "string" || !path.basename(name).startsWith("tmp-") || flags !== "r") return realOpen(...args);
      spooled.push(name);
      const callback = args[args.length - 1] as (error: NodeJS.ErrnoException | null, fd?: number) => void;
      lateOpens.push(
        new Promise((resolve) =>
          setTimeout(
            () =>
              realOpen(...args.slice(0, -1), (error: NodeJS.ErrnoException | null, fd?: number) => {
                resolve(error?.code ?? "opened");
                callback(error, fd);
              }),
            100,
          ),
        ),
      );
    }) as typeof fs.open);
    try {
      const records = [];
      for await (const record of xlsxRecords(file)) records.push(record);
      expect(records.map((r) => r.line)).toEqual([1, 2, 3, 5, 6]);
      await vi.waitFor(() => expect(spooled).toHaveLength(2));
      expect(await Promise.all(lateOpens)).toEqual(["opened", "opened"]);
      // And exceljs still deletes both of its temp files.
      await vi.waitFor(() => expect(spooled.filter((name) => fs.existsSync(name))).toEqual([]));
    } finally {
      open.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("xlsxCellText", () => {
  it("turns cell values into the text a CSV would hold", () => {
    expect(xlsxCellText(null)).toBe("");
    expect(xlsxCellText(12)).toBe("12");
    expect(xlsxCellText(0.1 + 0.2)).toBe("0.3");
    expect(xlsxCellText(false)).toBe("FALSE");
    expect(xlsxCellText(new Date(Date.UTC(2026, 0, 5)))).toBe("2026-01-05");
    expect(xlsxCellText(new Date(Date.UTC(2026, 0, 5, 9, 30)))).toBe("2026-01-05T09:30:00.000Z");
    expect(xlsxCellText({ richText: [{ text: "a" }, { text: "b" }] })).toBe("ab");
    expect(xlsxCellText({ formula: "1+1", result: 2 })).toBe("2");
    expect(xlsxCellText({ formula: "TODAY()", result: 46348 }, true)).toBe("2026-11-22");
    expect(xlsxCellText({ sharedFormula: "A1", result: { error: "#N/A" } })).toBe("#N/A");
    expect(xlsxCellText({ formula: "NOW()" })).toBe("");
    expect(xlsxCellText({ text: "Site", hyperlink: "https://x.test" })).toBe("Site");
    expect(xlsxCellText({ error: "#DIV/0!" })).toBe("#DIV/0!");
  });
});

// The streaming CSV reader: the same records and line numbers whatever the chunk boundaries.
import { describe, expect, it } from "vitest";
import { MissingTitleColumnError, readImportHeader } from "../../domain/csv-columns";
import { CsvStreamReader, CsvSyntaxError, importMessages, MAX_RECORD_CHARS, unneutralise, type CsvRecord } from "../../domain/csv-import";
import { MAX_PRODUCT_ROWS, OVERFLOW_ROWS_LISTED, ProductGrouper } from "../../domain/csv-products";
import { parseImportRow } from "../../domain/csv-rows";

function readAll(text: string, chunk: number): CsvRecord[] {
  const reader = new CsvStreamReader();
  const out: CsvRecord[] = [];
  for (let i = 0; i < text.length; i += chunk) out.push(...reader.feed(text.slice(i, i + chunk)));
  out.push(...reader.end());
  return out;
}

const FILE =
  "\uFEFFHandle,Title,Description\r\n" + 'a,"Quoted, with comma","two\r\nlines"\r\n' + "\r\n" + 'b,"say ""hi""","x\ny\rz"\n' + 'c,5" screen,\r' + "d,,last";

describe("CsvStreamReader", () => {
  it("reads records with their first line, across any chunk boundary", () => {
    const expected: CsvRecord[] = [
      { line: 1, cells: ["Handle", "Title", "Description"] },
      { line: 2, cells: ["a", "Quoted, with comma", "two\r\nlines"] },
      { line: 5, cells: ["b", 'say "hi"', "x\ny\rz"] },
      { line: 8, cells: ["c", '5" screen', ""] },
      { line: 9, cells: ["d", "", "last"] },
    ];
    for (const size of [1, 2, 3, 5, 7, 64, FILE.length]) expect(readAll(FILE, size), `chunk ${size}`).toEqual(expected);
  });

  it("reports an unclosed quote at the record's line, and text after a closing quote", () => {
    expect(() => readAll('T\nok\n"open\nmore', 4)).toThrow(CsvSyntaxError);
    try {
      readAll('T\nok\n"open\nmore', 4);
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(3);
    }
    expect(() => readAll('T\n"a"b\n', 3)).toThrow(/quoted field must end/);
  });

  it("holds at most MAX_RECORD_CHARS of one record: an open quote does not read the rest of a big file into memory", () => {
    const CHUNK = 256 * 1024;
    // A record exactly at the limit is read, in one chunk or many.
    const atLimit = `T,D\nx,"${"a".repeat(MAX_RECORD_CHARS - 4)}"\nnext,row\n`;
    expect(readAll(atLimit, CHUNK).map((r) => r.cells[0])).toEqual(["T", "x", "next"]);
    expect(readAll(atLimit, atLimit.length)[1].cells[1]).toHaveLength(MAX_RECORD_CHARS - 4);
    // One character more is refused at that record's line, before the reader goes on (here: 4 MB after the quote).
    const open = `T,D\nok,1\nx,"${"a".repeat(MAX_RECORD_CHARS - 3)}\n${"b,2\n".repeat(1_000_000)}`;
    const reader = new CsvStreamReader();
    let read = 0;
    let error: unknown;
    try {
      for (let i = 0; i < open.length; i += CHUNK, read = i) reader.feed(open.slice(i, i + CHUNK));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect(error).toMatchObject({ line: 3, message: importMessages.rowTooLong });
    expect(read).toBeLessThanOrEqual(MAX_RECORD_CHARS + 2 * CHUNK);
    // Also when the too-long record ends inside one chunk.
    expect(() => readAll(`T\n${"a".repeat(MAX_RECORD_CHARS + 1)}\n`, 4 * MAX_RECORD_CHARS)).toThrow(importMessages.rowTooLong);
  });
});

describe("ProductGrouper, a file of one product's rows", () => {
  it("lists the first OVERFLOW_ROWS_LISTED rows past the limit and sums up the rest in one error, counting every row", () => {
    const extra = 5_000;
    const lines = ["Handle,Title,Image Src", "big,Big,https://cdn.example/0.png"];
    for (let i = 1; i < MAX_PRODUCT_ROWS + extra; i++) lines.push(`big,,https://cdn.example/${i}.png`);
    const header = readImportHeader(lines[0].split(","));
    const grouper = new ProductGrouper(header);
    const groups = [];
    for (let i = 1; i < lines.length; i++)
      groups.push(...grouper.push(parseImportRow(header, { line: i + 1, cells: lines[i].split(",") }, { sanitizeHtml: (h) => h })));
    groups.push(...grouper.end());
    expect(groups).toHaveLength(1);
    const [g] = groups;
    expect(g.product).toBeNull();
    expect(g.rows).toBe(MAX_PRODUCT_ROWS + extra);
    expect(g.errors).toHaveLength(OVERFLOW_ROWS_LISTED + 1);
    const firstUnlisted = 2 + MAX_PRODUCT_ROWS + OVERFLOW_ROWS_LISTED;
    expect(g.errors[OVERFLOW_ROWS_LISTED]).toEqual({
      line: firstUnlisted,
      field: "Handle",
      message: `A product spans at most 2,100 rows: ${(extra - OVERFLOW_ROWS_LISTED).toLocaleString("en-US")} more rows of it, up to line ${lines.length}, are left out too`,
    });
    // Rows with an error: the listed ones, the summary's own line, and the rest it sums up.
    expect(new Set(g.errors.map((e) => e.line)).size + (g.unlistedErrorRows ?? 0)).toBe(extra);
  });
});

describe("import rows", () => {
  const header = readImportHeader(["handle", "TITLE", "Published", "Tags"]);
  const opts = { sanitizeHtml: (html: string) => html };
  it("maps columns by name, undoes the export's formula guard, checks with SPEC messages", () => {
    const grouper = new ProductGrouper(header);
    expect(grouper.push(parseImportRow(header, { line: 2, cells: ["Mug", "'=Cup", "TRUE", "a, b,a"] }, opts))).toEqual([]);
    const [first] = grouper.push(parseImportRow(header, { line: 3, cells: ["mug", "", "maybe", ""] }, opts));
    expect(first.product).toEqual({
      line: 2,
      rows: 1,
      handle: "mug",
      fields: { title: "=Cup", published: true, tags: ["a", "b"] },
      options: null,
      variants: null,
      images: [],
    });
    const [second] = grouper.end();
    expect(second.product).toBeNull();
    expect(second.errors).toEqual([
      { line: 3, field: "Published", message: "Published must be true or false" },
      { line: 3, field: "TITLE", message: "Title required" },
      { line: 3, field: "handle", message: "Handle is already used on line 2" },
    ]);
    expect(unneutralise("'-5")).toBe("-5");
    expect(unneutralise("'quoted'")).toBe("'quoted'");
    expect(() => readImportHeader(["Handle", "Name"])).toThrow(MissingTitleColumnError);
  });
});

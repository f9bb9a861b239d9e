// The streaming CSV reader: the same records and line numbers whatever the chunk boundaries.
import { describe, expect, it } from "vitest";
import { MissingTitleColumnError, readImportHeader } from "../../domain/csv-columns";
import { CsvStreamReader, CsvSyntaxError, unneutralise, type CsvRecord } from "../../domain/csv-import";
import { ProductGrouper } from "../../domain/csv-products";
import { parseImportRow } from "../../domain/csv-rows";

function readAll(text: string, chunk: number): CsvRecord[] {
  const reader = new CsvStreamReader();
  const out: CsvRecord[] = [];
  for (let i = 0; i < text.length; i += chunk) out.push(...reader.feed(text.slice(i, i + chunk)));
  out.push(...reader.end());
  return out;
}

const FILE =
  "\uFEFFHandle,Title,Description\r\n" +
  'a,"Quoted, with comma","two\r\nlines"\r\n' +
  "\r\n" +
  'b,"say ""hi""","x\ny\rz"\n' +
  "c,5\" screen,\r" +
  "d,,last";

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
});

describe("import rows", () => {
  const header = readImportHeader(["handle", "TITLE", "Published", "Tags"]);
  const opts = { sanitizeHtml: (html: string) => html };
  it("maps columns by name, undoes the export's formula guard, checks with SPEC messages", () => {
    const grouper = new ProductGrouper(header);
    expect(grouper.push(parseImportRow(header, { line: 2, cells: ["Mug", "'=Cup", "TRUE", "a, b,a"] }, opts))).toEqual([]);
    const [first] = grouper.push(parseImportRow(header, { line: 3, cells: ["mug", "", "maybe", ""] }, opts));
    expect(first.product).toEqual({ line: 2, rows: 1, handle: "mug", fields: { title: "=Cup", published: true, tags: ["a", "b"] }, options: null, variants: null, images: [] });
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

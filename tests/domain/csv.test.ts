import { describe, expect, it } from "vitest";
import { csvCell, csvRow, neutraliseFormula, parseCsv, UTF8_BOM } from "../../domain/csv";

describe("csv cells", () => {
  it("neutralises every formula start with a single quote, and nothing else", () => {
    for (const v of ["=1+1", "+cmd", "-2+3+cmd|' /C calc'!A0", "-2 discount", "@x", "\tx", "\rx", "-", "+1e5"]) expect(neutraliseFormula(v)).toBe(`'${v}`);
    for (const v of ["a=1", "", "Áo dài", "'already"]) expect(neutraliseFormula(v)).toBe(v);
  });

  it("leaves a plain number as it is (stock -1, a price +84.5): a spreadsheet reads it as that number", () => {
    for (const v of ["-2", "-1", "+84.5", "-0.25"]) expect(neutraliseFormula(v)).toBe(v);
  });

  it("quotes only what needs it and doubles inner quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvRow(["a", "b,c"])).toBe('a,"b,c"\r\n');
  });
});

describe("parseCsv (strict RFC 4180)", () => {
  it("round-trips rows with commas, quotes, newlines and empty fields", () => {
    const rows = [
      ["a", "b,c", 'd "e"'],
      ["", "x\r\ny", ""],
      ["Đà Nẵng", "", "z"],
    ];
    expect(parseCsv(UTF8_BOM + rows.map(csvRow).join(""))).toEqual(rows);
  });

  it("rejects malformed input", () => {
    expect(() => parseCsv('a,"b\r\n')).toThrow(/unterminated/);
    expect(() => parseCsv('a,b"c\r\n')).toThrow(/quote inside/);
    expect(() => parseCsv('"a"b\r\n')).toThrow(/CRLF/);
    expect(() => parseCsv("a\nb\r\n")).toThrow(/CRLF/);
  });
});

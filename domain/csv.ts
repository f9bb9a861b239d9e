// CSV per RFC 4180, with cells neutralised against spreadsheet formula injection (OWASP "CSV injection").

/** Excel reads a UTF-8 file as UTF-8 only when it starts with this mark; Vietnamese is garbled otherwise. */
export const UTF8_BOM = "\uFEFF";
export const CSV_EOL = "\r\n";

/** The first characters that make Excel, LibreOffice or Sheets read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain number ("-1", "+84.5") is read as that number, never as a formula: it is left as it is (Shopify reads stock and prices so). */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/** A leading single quote makes a spreadsheet show the cell as text instead of running it. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** One field: quoted when it holds a comma, quote, CR or LF, with inner quotes doubled. */
export function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: readonly string[]): string {
  return values.map(csvCell).join(",") + CSV_EOL;
}

/**
 * A strict RFC 4180 reader: CRLF records, quoted fields may hold anything, a quote elsewhere or
 * a bare quote inside a quoted field is an error. A leading BOM is skipped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let i = text.startsWith(UTF8_BOM) ? 1 : 0;
  let row: string[] = [];
  while (i < text.length) {
    let field = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error("unterminated quoted field");
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") {
        if (text[i] === '"') throw new Error(`quote inside an unquoted field at ${i}`);
        field += text[i++];
      }
    }
    row.push(field);
    if (text[i] === ",") {
      i++;
      if (i === text.length) row.push("");
      continue;
    }
    if (i === text.length) break;
    if (text[i] !== "\r" || text[i + 1] !== "\n") throw new Error(`expected CRLF at ${i}`);
    i += 2;
    rows.push(row);
    row = [];
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

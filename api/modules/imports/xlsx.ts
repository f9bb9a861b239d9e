// The products import's Excel side: recognising an .xlsx workbook by its zip directory, and reading its first worksheet
// row by row (exceljs' streaming reader) into the same records the CSV reader gives, so one pipeline validates both.
import fs from "node:fs";
import fsp from "node:fs/promises";
import ExcelJS from "exceljs";
import { CsvSyntaxError, type CsvRecord } from "../../../domain/csv-import";

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;
/** A workbook's directory is a few KB; a bigger one is not a spreadsheet we read. */
const DIRECTORY_MAX = 4 * 1_048_576;

export type XlsxInspection = { kind: "workbook"; unpackedBytes: number; sharedStringsBytes: number } | { kind: "invalid" };

/**
 * A workbook when `file` is a zip whose directory names an Excel workbook part (`xl/workbook.xml`) and a worksheet, with
 * the unpacked sizes its directory declares. Reads only the end of the file and the directory: a truncated or corrupt
 * zip, an .ods or a .docx is invalid.
 */
export async function inspectXlsx(file: string): Promise<XlsxInspection> {
  const invalid = { kind: "invalid" } as const;
  const handle = await fsp.open(file, "r");
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, EOCD_SEARCH);
    if (tailLength < 22) return invalid;
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) return invalid;
    const entries = tail.readUInt16LE(eocd + 10);
    const dirSize = tail.readUInt32LE(eocd + 12);
    const dirOffset = tail.readUInt32LE(eocd + 16);
    if (dirSize === 0 || dirSize > DIRECTORY_MAX || dirOffset + dirSize > size - tailLength + eocd) return invalid;
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    let workbook = false;
    let worksheet = false;
    let unpackedBytes = 0;
    let sharedStringsBytes = 0;
    let at = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > dirSize || dir.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) return invalid;
      const unpacked = dir.readUInt32LE(at + 24);
      const nameLength = dir.readUInt16LE(at + 28);
      const next = at + 46 + nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
      if (next > dirSize) return invalid;
      const name = dir.toString("utf8", at + 46, at + 46 + nameLength);
      if (name === "xl/workbook.xml") workbook = true;
      if (/^xl\/worksheets\/sheet\d+\.xml$/.test(name)) worksheet = true;
      if (name === "xl/sharedStrings.xml") sharedStringsBytes = unpacked;
      unpackedBytes += unpacked;
      at = next;
    }
    return workbook && worksheet ? { kind: "workbook", unpackedBytes, sharedStringsBytes } : invalid;
  } finally {
    await handle.close();
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A date cell as text: `2026-11-22` at midnight, else the ISO instant (the export writes dates that way). */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const midnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0 && date.getUTCMilliseconds() === 0;
  return midnight ? `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` : date.toISOString();
}

/**
 * A cell's value as the text a CSV saved from Excel would hold: numbers to 15 significant digits (what Excel shows),
 * booleans TRUE/FALSE, rich text joined, a formula's cached result (not the formula), a hyperlink's text, an error code.
 */
export function xlsxCellText(value: unknown, isDate = false): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "";
    if (isDate) return dateText(excelSerialToDate(value));
    return String(Number(value.toPrecision(15)));
  }
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return dateText(value);
  if (typeof value === "object") {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return v.richText.map((run: { text?: unknown }) => (typeof run?.text === "string" ? run.text : "")).join("");
    if ("formula" in v || "sharedFormula" in v || "result" in v) return xlsxCellText(v.result, isDate);
    if ("text" in v) return xlsxCellText(v.text, isDate);
    if (typeof v.error === "string") return v.error;
  }
  return "";
}

/** Excel's day serial (1900 system) as a UTC date: day 25569 is 1970-01-01. */
function excelSerialToDate(serial: number): Date {
  return new Date(Math.round((serial - 25569) * 86_400_000));
}

interface SheetReader extends AsyncIterable<ExcelJS.Row> {
  name?: string;
  /** What the sheet is read from: a read stream of its temp file when exceljs spooled it, else the zip entry. */
  iterator?: unknown;
}

/**
 * Closes a worksheet that is not read. exceljs spools a sheet that comes before the shared strings (as Excel and exceljs
 * write them) to a temp file of the `tmp` package (`$TMPDIR/tmp-<pid>-…`), opens a read stream on it, and deletes the
 * file as soon as the next sheet is asked for. Destroying that stream while its open is still pending and moving on let
 * the delete win the race on a busy thread pool: the open failed later with ENOENT, an 'error' event nobody listened to,
 * which crashed the process (and failed `npm test` on busy machines). So the stream is closed only once it has opened.
 */
async function closeUnreadSheet(sheet: SheetReader): Promise<void> {
  const stream = sheet.iterator;
  if (!(stream instanceof fs.ReadStream)) return; // read straight from the zip: exceljs drains the entry itself
  stream.on("error", () => {}); // its bytes are not wanted, so neither is an error of it
  if (stream.pending) await new Promise<void>((resolve) => stream.once("ready", () => resolve()).once("error", () => resolve()));
  stream.destroy();
}

/**
 * The first worksheet's rows as records: `line` is the spreadsheet row number, cells from column A. Row 1 is the header
 * (a sheet whose row 1 is empty gets an empty header, so the missing Title column is reported on line 1). Empty rows are
 * skipped like blank CSV lines. The file is read as a stream; memory holds the shared strings, the styles and one row.
 */
export async function* xlsxRecords(file: string): AsyncGenerator<CsvRecord> {
  const input = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  // exceljs 4.4 reads `model.sheets` (and `properties.model`) when a sheet arrives, but sets them only once
  // xl/workbook.xml is read: a zip that stores the workbook part after the shared strings and a sheet would throw
  // (exceljs#3064). Empty defaults let such a sheet be read (unnamed); the workbook part replaces them when it comes.
  const parts = reader as unknown as { model?: { sheets?: unknown[] }; properties?: { model?: unknown } };
  parts.model ??= { sheets: [] };
  parts.properties ??= {};
  let lastRow = 0;
  let done = false;
  try {
    for await (const sheet of reader as unknown as AsyncIterable<SheetReader>) {
      if (done) {
        // Only the first worksheet is read; a later one spooled to a temp file is closed unread.
        await closeUnreadSheet(sheet);
        continue;
      }
      done = true;
      for await (const row of sheet) {
        if (lastRow === 0 && row.number !== 1) yield { line: 1, cells: [] };
        lastRow = row.number;
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, col) => {
          const isDate = cell.type === ExcelJS.ValueType.Formula && isDateFormat(cell.numFmt);
          cells[col - 1] = xlsxCellText(cell.value, isDate);
        });
        for (let i = 0; i < cells.length; i++) cells[i] ??= "";
        if (cells.some((c) => c !== "")) yield { line: row.number, cells };
      }
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw error;
    throw new CsvSyntaxError(lastRow + 1, "The Excel file could not be read");
  } finally {
    input.destroy();
  }
  if (!done) throw new CsvSyntaxError(1, "The Excel file has no worksheet");
}

/** A number format that shows a date or time (the reader turns plain date cells into Dates; formulas keep a number). */
function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  const bare = format.replace(/\[[^\]]*]/g, "").replace(/"[^"]*"/g, "");
  return /[ymdhs]/i.test(bare);
}

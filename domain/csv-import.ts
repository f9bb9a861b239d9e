// The products CSV import, pure parts: a streaming CSV reader that knows each record's line, the import's modes, messages
// and task shape. Columns: domain/csv-columns.ts; rows: domain/csv-rows.ts; rows into products: domain/csv-products.ts.
import { z } from "zod/v4";
import { UTF8_BOM } from "./csv";
import type { ImportRowError } from "./csv-rows";
import { mediaMessages } from "./media";
import { safeString } from "./validation";

export type { ImportRowError } from "./csv-rows";
export { unneutralise } from "./csv-rows";

/**
 * Default upload limit of an import (IMPORT_MAX_BYTES overrides it). An export is ~541 bytes a product with 2.5 variants
 * (the 100k-product bench catalog exports to 54 MB), so a store of ~250k such products re-imports its own export. A CSV
 * is streamed (one chunk and one record of MAX_RECORD_CHARS in memory, ADR 029), so the limit costs disk, not memory;
 * a workbook has its own, lower cap (XLSX_MAX_BYTES, api/modules/imports/upload.ts). Shopify's own limit is 15 MB.
 */
export const IMPORT_MAX_BYTES_DEFAULT = 128 * 1_048_576;
/** Bytes of our export per product on the bench catalog (100,001 products, 252,273 variants: 54,055,931 bytes). */
export const EXPORT_BYTES_PER_PRODUCT = 541;
/**
 * Characters one record (a row, with its quoted newlines) may hold: a description at its 65,535 limit and every other
 * column at its own leave room to spare. Past it the file is refused at that line (an unclosed quote would otherwise
 * read the rest of the file into one field), so memory holds at most this much of the file whatever its size.
 */
export const MAX_RECORD_CHARS = 1_048_576;
/** How many row errors the task shows (its errorCount counts them all; the errors download has every one). */
export const IMPORT_ERRORS_KEPT = 100;

export const IMPORT_MODES = ["dry-run", "all-or-nothing", "valid-only"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_STATUSES = ["validating", "writing", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const ImportQuerySchema = z.object({
  mode: z.enum(IMPORT_MODES, "Mode must be dry-run, all-or-nothing or valid-only").default("all-or-nothing"),
  fileName: z.preprocess((v) => (typeof v === "string" && v.trim() ? v.trim() : "products.csv"), safeString().max(255, "Max length is 255")),
});

const leftAsTheyAre = (n: number) =>
  n === 0
    ? ""
    : ` ${n} ${n === 1 ? "product was" : "products were"} changed by someone since and ${n === 1 ? "was" : "were"} left as ${n === 1 ? "it is" : "they are"}.`;

export const importMessages = {
  rowTooLong: `A row is longer than ${MAX_RECORD_CHARS.toLocaleString("en-US")} characters: is a quoted field left open?`,
  invalidFileType: mediaMessages.invalidFileType,
  tooLarge: (name: string, maxBytes: number) => mediaMessages.tooLarge(name, maxBytes),
  empty: "The file is empty.",
  missingTitleColumn: "The first line must name the columns; a Title column is required.",
  blockedByErrors: (n: number) => `Nothing was imported: ${n} ${n === 1 ? "row has" : "rows have"} errors. Fix them, or import again with "Valid rows only".`,
  interrupted: "Stopped by a server restart. Upload the file again.",
  /** all-or-nothing, after its journal was undone at start-up. */
  interruptedRestored: (skipped: number) =>
    `Stopped by a server restart; the products it had written were restored. Upload the file again.${leftAsTheyAre(skipped)}`,
  /** all-or-nothing, after an error while writing and the undo of its journal. */
  rolledBack: (skipped: number) =>
    skipped === 0
      ? "The import stopped on an unexpected error; its changes were undone, nothing was imported."
      : `The import stopped on an unexpected error; its changes were undone, but${leftAsTheyAre(skipped)}`,
  undoPending: "The import stopped on an unexpected error; its changes are being undone and will be by the next server restart.",
} as const;

export interface ImportTaskDto {
  _id: string;
  fileName: string;
  mode: ImportMode;
  status: ImportStatus;
  totalRows: number;
  processedRows: number;
  createdCount: number;
  updatedCount: number;
  errorCount: number;
  /** The first IMPORT_ERRORS_KEPT row errors, in file order (every one: GET …/{id}/errors as CSV). */
  errors: ImportRowError[];
  error: string | null;
  /** Rows of the products that pass the check: what "saving" counts up to. */
  rowsToWrite: number;
  /** Columns of the file that were not imported, as the file names them. */
  ignoredColumns: string[];
  /** Images named by the file, fetched in the background once the rows are saved (ADR 023); null in the tasks list. */
  images: ImportImagesDto | null;
  createdAt: string;
  updatedAt: string;
}

/** Why an imported image was not saved (shown on the task and in its errors download). */
export const imageMessages = {
  badUrl: "The image URL must start with http:// or https://",
  privateAddress: "The image's address is private or local, so it was not fetched",
  tooManyRedirects: "The image URL redirects too many times",
  timedOut: "The image took too long to download",
  httpStatus: (status: number) => `The image could not be downloaded (HTTP ${status})`,
  unreachable: (reason: string) => `The image could not be downloaded (${reason})`,
  tooMany: (max: number) => `A product has at most ${max} images and videos`,
  unexpected: "The image could not be saved; import the file again to retry it",
} as const;

export interface ImportImagesDto {
  total: number;
  /** Saved to their product. */
  done: number;
  failed: number;
  /** Waiting to be fetched or saved. */
  pending: number;
  /** The first IMPORT_ERRORS_KEPT failures, in file order: the line and column that named the image, and why. */
  errors: ImportRowError[];
}

// ---------------------------------------------------------------- streaming CSV reader

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export interface CsvRecord {
  /** The file's 1-based line where the record starts (a quoted newline makes a record span lines). */
  line: number;
  cells: string[];
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;
const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  QuoteInQuoted,
}

/**
 * RFC 4180 read a chunk at a time: feed decoded text as it arrives and get the complete records back. CRLF, LF and a
 * lone CR end a record; a quoted field may hold commas, quotes ("") and newlines, which count toward the line numbers.
 * A quote inside an unquoted field is kept as text (hand-written `5" screen`). Memory holds one record.
 */
export class CsvStreamReader {
  private state = State.FieldStart;
  private field = "";
  private cells: string[] = [];
  private line = 1;
  private recordLine = 1;
  private skipLF = false;
  private quotedCR = false;
  private first = true;

  feed(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    const n = text.length;
    let i = 0;
    if (this.first && n > 0) {
      this.first = false;
      if (text.startsWith(UTF8_BOM)) i = 1;
    }
    let start = i;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (this.skipLF) {
        this.skipLF = false;
        if (c === LF) {
          start = i + 1;
          continue;
        }
      }
      switch (this.state) {
        case State.FieldStart:
          if (c === QUOTE) {
            this.state = State.Quoted;
            this.quotedCR = false;
            start = i + 1;
          } else if (c === COMMA) this.cells.push("");
          else if (c === CR || c === LF) {
            this.cells.push("");
            this.endRecord(out, c);
          } else {
            this.state = State.Unquoted;
            start = i;
          }
          break;
        case State.Unquoted:
          if (c === COMMA) {
            this.cells.push(this.field + text.slice(start, i));
            this.field = "";
            this.state = State.FieldStart;
          } else if (c === CR || c === LF) {
            this.cells.push(this.field + text.slice(start, i));
            this.field = "";
            this.endRecord(out, c);
          }
          break;
        case State.Quoted:
          if (c === QUOTE) {
            this.field += text.slice(start, i);
            this.state = State.QuoteInQuoted;
          } else if (c === LF) {
            if (!this.quotedCR) this.line++;
            this.quotedCR = false;
          } else if (c === CR) {
            this.line++;
            this.quotedCR = true;
          } else this.quotedCR = false;
          break;
        case State.QuoteInQuoted:
          if (c === QUOTE) {
            this.field += '"';
            this.state = State.Quoted;
            this.quotedCR = false;
            start = i + 1;
          } else if (c === COMMA) {
            this.cells.push(this.field);
            this.field = "";
            this.state = State.FieldStart;
          } else if (c === CR || c === LF) {
            this.cells.push(this.field);
            this.field = "";
            this.endRecord(out, c);
          } else throw new CsvSyntaxError(this.line, "A quoted field must end with a quote followed by a comma or the end of the line");
          break;
      }
    }
    if (this.state === State.Unquoted || this.state === State.Quoted) this.field += text.slice(start, n);
    this.checkLength();
    return out;
  }

  /** A record past MAX_RECORD_CHARS stops the read at its line (checked per chunk and per record: cheap, and bounded). */
  private checkLength() {
    let n = this.field.length;
    for (const cell of this.cells) n += cell.length;
    if (n > MAX_RECORD_CHARS) throw new CsvSyntaxError(this.recordLine, importMessages.rowTooLong);
  }

  /** The last record (a file need not end with a newline). Throws when a quoted field is still open. */
  end(): CsvRecord[] {
    if (this.state === State.Quoted) throw new CsvSyntaxError(this.recordLine, "A quoted field is never closed");
    if (this.state === State.FieldStart && this.cells.length === 0) return [];
    this.cells.push(this.field);
    this.field = "";
    this.checkLength();
    const record = { line: this.recordLine, cells: this.cells };
    this.cells = [];
    this.state = State.FieldStart;
    return isBlank(record.cells) ? [] : [record];
  }

  private endRecord(out: CsvRecord[], c: number) {
    this.checkLength();
    if (!isBlank(this.cells)) out.push({ line: this.recordLine, cells: this.cells });
    this.cells = [];
    this.state = State.FieldStart;
    this.line++;
    if (c === CR) this.skipLF = true;
    this.recordLine = this.line;
  }
}

const isBlank = (cells: string[]) => cells.length === 1 && cells[0] === "";

// The products CSV import, pure parts: a streaming CSV reader that knows each record's line, the import's columns,
// modes and task shape, and the per-row validation with SPEC §5 messages (the product form's own schema).
import { z } from "zod/v4";
import { UTF8_BOM } from "./csv";
import { mediaMessages } from "./media";
import { ProductFormSchema, type ProductForm } from "./product";

/** Default upload limit of an import (IMPORT_MAX_BYTES overrides it): the export of the 100k-product bench catalog (26.7 MB) fits. */
export const IMPORT_MAX_BYTES_DEFAULT = 32 * 1_048_576;
/** How many row errors a task keeps (its errorCount counts them all). */
export const IMPORT_ERRORS_KEPT = 100;

export const IMPORT_MODES = ["dry-run", "all-or-nothing", "valid-only"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_MODE_LABELS: Record<ImportMode, string> = {
  "dry-run": "Check only (dry run)",
  "all-or-nothing": "All or nothing",
  "valid-only": "Valid rows only",
};
export const IMPORT_STATUSES = ["validating", "writing", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const ImportQuerySchema = z.object({
  mode: z.enum(IMPORT_MODES, "Mode must be dry-run, all-or-nothing or valid-only").default("all-or-nothing"),
  fileName: z.preprocess((v) => (typeof v === "string" && v.trim() ? v.trim() : "products.csv"), z.string().max(255, "Max length is 255")),
});

const leftAsTheyAre = (n: number) =>
  n === 0 ? "" : ` ${n} ${n === 1 ? "product was" : "products were"} changed by someone since and ${n === 1 ? "was" : "were"} left as ${n === 1 ? "it is" : "they are"}.`;

export const importMessages = {
  invalidFileType: mediaMessages.invalidFileType,
  tooLarge: (name: string, maxBytes: number) => mediaMessages.tooLarge(name, maxBytes),
  empty: "The file is empty.",
  missingTitleColumn: "The first line must name the columns; a Title column is required.",
  duplicateHandle: (line: number) => `Handle is already used on line ${line}`,
  published: "Published must be true or false",
  extraCells: (n: number, header: number) => `Row has ${n} cells, the header has ${header}`,
  blockedByErrors: (n: number) =>
    `Nothing was imported: ${n} ${n === 1 ? "row has" : "rows have"} errors. Fix them, or import again with "Valid rows only".`,
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

export interface ImportRowError {
  line: number;
  field?: string;
  message: string;
}

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
  /** The first IMPORT_ERRORS_KEPT row errors, in file order. */
  errors: ImportRowError[];
  error: string | null;
  createdAt: string;
  updatedAt: string;
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
    return out;
  }

  /** The last record (a file need not end with a newline). Throws when a quoted field is still open. */
  end(): CsvRecord[] {
    if (this.state === State.Quoted) throw new CsvSyntaxError(this.recordLine, "A quoted field is never closed");
    if (this.state === State.FieldStart && this.cells.length === 0) return [];
    this.cells.push(this.field);
    this.field = "";
    const record = { line: this.recordLine, cells: this.cells };
    this.cells = [];
    this.state = State.FieldStart;
    return isBlank(record.cells) ? [] : [record];
  }

  private endRecord(out: CsvRecord[], c: number) {
    if (!isBlank(this.cells)) out.push({ line: this.recordLine, cells: this.cells });
    this.cells = [];
    this.state = State.FieldStart;
    this.line++;
    if (c === CR) this.skipLF = true;
    this.recordLine = this.line;
  }
}

const isBlank = (cells: string[]) => cells.length === 1 && cells[0] === "";

// ---------------------------------------------------------------- columns and rows

/** The export's columns (api/modules/exports/csv.ts) that an import reads; Created at and Updated at are ignored. */
export const IMPORT_COLUMNS = {
  handle: "Handle",
  title: "Title",
  description: "Description",
  published: "Published",
  productType: "Product type",
  vendor: "Vendor",
  tags: "Tags",
} as const satisfies Record<keyof ProductForm, string>;
export type ImportField = keyof typeof IMPORT_COLUMNS;

/** Which cell holds each field; a column the file lacks keeps the stored value on an update (the default on a create). */
export interface ImportHeader {
  index: Partial<Record<ImportField, number>>;
  width: number;
}

export function readImportHeader(cells: string[]): ImportHeader {
  const byName = new Map(cells.map((c, i) => [c.trim().toLowerCase(), i] as const));
  const index: ImportHeader["index"] = {};
  for (const [field, name] of Object.entries(IMPORT_COLUMNS) as [ImportField, string][]) {
    const i = byName.get(name.toLowerCase());
    if (i !== undefined) index[field] = i;
  }
  if (index.title === undefined) throw new CsvSyntaxError(1, importMessages.missingTitleColumn);
  return { index, width: cells.length };
}

/** A valid row: the fields the file has, and the handle it names ("" = a new product with a handle made from the title). */
export interface ImportRow {
  line: number;
  handle: string;
  fields: Partial<ProductForm>;
}

const TRUE_WORDS = new Set(["true", "yes", "1", "y"]);
const FALSE_WORDS = new Set(["false", "no", "0", "n"]);

/** Undoes the export's formula guard: `'=SUM(…)` comes back as `=SUM(…)` (domain/csv.ts neutraliseFormula). */
export function unneutralise(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/**
 * One data row against the product form's schema (the same messages as the editor). `seenHandles` holds the handles of
 * the rows before it, with their lines, so a second row for one product is an error rather than a silent overwrite.
 */
export function validateImportRow(header: ImportHeader, record: CsvRecord, seenHandles: Map<string, number>): { row: ImportRow } | { errors: ImportRowError[] } {
  const { line, cells } = record;
  const errors: ImportRowError[] = [];
  if (cells.length > header.width && cells.slice(header.width).some((c) => c !== "")) {
    errors.push({ line, message: importMessages.extraCells(cells.length, header.width) });
  }
  const cell = (f: ImportField) => {
    const i = header.index[f];
    return i === undefined ? undefined : unneutralise(cells[i] ?? "");
  };
  const input: Record<string, unknown> = {
    title: cell("title"),
    handle: cell("handle")?.trim().toLowerCase() ?? "",
    description: cell("description") ?? "",
    productType: cell("productType") ?? "",
    vendor: cell("vendor") ?? "",
    tags: cell("tags") ?? "",
    published: true,
  };
  const published = cell("published")?.trim().toLowerCase();
  if (published !== undefined && published !== "") {
    if (TRUE_WORDS.has(published)) input.published = true;
    else if (FALSE_WORDS.has(published)) input.published = false;
    else errors.push({ line, field: IMPORT_COLUMNS.published, message: importMessages.published });
  }
  const parsed = ProductFormSchema.safeParse(input);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = IMPORT_COLUMNS[issue.path[0] as ImportField] ?? String(issue.path[0] ?? "");
      const key = `${field}\n${issue.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      errors.push({ line, field, message: issue.message });
    }
  }
  const handle = parsed.success ? parsed.data.handle : String(input.handle);
  if (handle) {
    const earlier = seenHandles.get(handle);
    if (earlier !== undefined) errors.push({ line, field: IMPORT_COLUMNS.handle, message: importMessages.duplicateHandle(earlier) });
    else seenHandles.set(handle, line);
  }
  if (errors.length > 0 || !parsed.success) return { errors };
  const fields: Partial<ProductForm> = {};
  for (const f of Object.keys(header.index) as ImportField[]) {
    if (f !== "handle") (fields as Record<string, unknown>)[f] = parsed.data[f];
  }
  return { row: { line, handle, fields } };
}

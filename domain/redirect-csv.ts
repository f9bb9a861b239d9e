// The redirects CSV (ADR 066): Shopify's own export ("Redirect from,Redirect to") both ways, and "path,target" in.
import { csvRow, parseCsv, UTF8_BOM } from "./csv";
import { REDIRECT_CSV_HEADER_MESSAGE } from "./redirect";

/** What the export writes: Shopify's header, so the file goes back to Shopify as it is. */
export const REDIRECT_CSV_HEADER = ["Redirect from", "Redirect to"] as const;
const HEADERS: readonly (readonly [string, string])[] = [
  ["redirect from", "redirect to"],
  ["path", "target"],
];

export interface RedirectCsvRow {
  /** The record's number in the file, the header being 1. */
  line: number;
  path: string;
  target: string;
}

export type RedirectCsvParse = { ok: true; rows: RedirectCsvRow[] } | { ok: false; message: string };

/** Undoes the export's formula guard (a path never starts with `'`, so this only strips what csvCell added). */
const unguard = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

export function parseRedirectCsv(text: string): RedirectCsvParse {
  let records: string[][];
  try {
    // Spreadsheets and Shopify write LF or CRLF; the reader is strict RFC 4180 (CRLF).
    records = parseCsv(text.replace(/\r?\n/g, "\r\n"));
  } catch (error) {
    return { ok: false, message: `The file is not a valid CSV: ${error instanceof Error ? error.message : String(error)}` };
  }
  const header = (records[0] ?? []).map((h) => h.replace(UTF8_BOM, "").trim().toLowerCase());
  const columns = HEADERS.map(([from, to]) => [header.indexOf(from), header.indexOf(to)] as const).find(([a, b]) => a !== -1 && b !== -1);
  if (!columns) return { ok: false, message: REDIRECT_CSV_HEADER_MESSAGE };
  const [fromAt, toAt] = columns;
  const rows: RedirectCsvRow[] = [];
  for (let i = 1; i < records.length; i++) {
    const cells = records[i];
    if (cells.every((c) => c.trim() === "")) continue;
    rows.push({ line: i + 1, path: unguard(cells[fromAt] ?? ""), target: unguard(cells[toAt] ?? "") });
  }
  return { ok: true, rows };
}

export const redirectCsvHead = () => UTF8_BOM + csvRow(REDIRECT_CSV_HEADER);
export const redirectCsvLines = (rows: readonly { path: string; target: string }[]) => rows.map((r) => csvRow([r.path, r.target])).join("");

// Receives an import file (CSV or .xlsx): the raw request body, streamed to a temp file while its size and type are checked.
import fs from "node:fs/promises";
import path from "node:path";
import type { Request } from "express";
import { discardBody } from "../../http/discard-body";
import { inspectXlsx } from "./xlsx";

/**
 * Where uploaded import files wait for their task, in the server's own temp directory (`ApiDeps.tmpDir`): removed when
 * the task ends; leftovers of a crash are swept by the CSV housekeeping.
 */
export const importUploadDir = (tmpDir: string) => path.join(tmpDir, "imports");

/** Sent by browsers and tools for a .csv or .txt file (Windows says vnd.ms-excel for .csv when Excel is installed). */
const TEXT_TYPES = new Set([
  "",
  "text/csv",
  "text/plain",
  "application/csv",
  "text/comma-separated-values",
  "text/x-csv",
  "application/vnd.ms-excel",
  "application/octet-stream",
]);
const TEXT_EXTENSIONS = new Set(["", "csv", "txt", "tsv"]);
/** Sent for an .xlsx (some systems know it only as a zip, or as "Excel"). */
const XLSX_TYPES = new Set([
  "",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/octet-stream",
  "application/zip",
  "application/x-zip-compressed",
  "application/vnd.ms-excel",
]);

/** What an import file holds: CSV text, or an Excel workbook (its first worksheet is read). */
export type ImportFormat = "csv" | "xlsx";

/**
 * A workbook's upload cap, whatever IMPORT_MAX_BYTES allows a CSV (it is lower when IMPORT_MAX_BYTES is): reading one
 * holds its shared strings in memory, so it does not grow with the CSV limit (ADR 029). Its unpacking bounds below are
 * multiples of it.
 */
export const XLSX_MAX_BYTES = 32 * 1_048_576;
/**
 * How far a workbook may unpack, in multiples of its upload cap: its XML is ~10x the zip, and the shared strings (every
 * distinct text) are held in memory while it is read (~11 bytes of heap per byte of XML, measured), so they get less.
 */
export const XLSX_UNPACKED_FACTOR = 8;
export const XLSX_SHARED_STRINGS_FACTOR = 2;

export type UploadResult =
  { kind: "ok"; file: string; size: number; format: ImportFormat } | { kind: "too_large"; maxBytes?: number } | { kind: "invalid_type" } | { kind: "empty" };

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1].toLowerCase() ?? "";

/**
 * The formats the declared type and the file name's extension allow (none: refused before a byte is read). A .csv is
 * text, an .xlsx a workbook; a name without an extension leaves it to the content. Legacy .xls is refused.
 */
export function declaredFormats(contentType: string | undefined, fileName: string): ImportFormat[] {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  const ext = extensionOf(fileName);
  const formats: ImportFormat[] = [];
  if (TEXT_EXTENSIONS.has(ext) && TEXT_TYPES.has(type)) formats.push("csv");
  if ((ext === "xlsx" || ext === "") && XLSX_TYPES.has(type)) formats.push("xlsx");
  return formats;
}

const isZip = (head: Uint8Array) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
/** OLE (legacy .xls, .doc) files start with this; they are neither CSV nor a workbook we read. */
const isOle = (head: Uint8Array) => head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0;

/**
 * Streams the body to `{dir}/{name}`: refused as too large past `limit` bytes (a workbook past XLSX_MAX_BYTES). The first bytes decide the
 * format, which `allowed` (the declared formats) must include: a zip signature is a workbook, checked once stored (its
 * directory must name `xl/workbook.xml`, and what it unpacks to is
 * bounded: see XLSX_UNPACKED_FACTOR); anything else is text, refused when it holds a NUL byte or bytes that are
 * not UTF-8. Only one chunk is in memory at a time.
 */
export async function receiveUpload(req: Request, dir: string, name: string, limit: number, allowed: ImportFormat[]): Promise<UploadResult> {
  const workbookLimit = Math.min(limit, XLSX_MAX_BYTES);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  const handle = await fs.open(file, "wx", 0o600);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let size = 0;
  let format: ImportFormat = "csv";
  let refused: UploadResult | null = null;
  try {
    // destroyOnReturn: false keeps the socket when we stop early, so the error response still reaches the client.
    for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      if (size === 0) {
        format = isZip(chunk) ? "xlsx" : "csv";
        if (isOle(chunk) || !allowed.includes(format)) refused = { kind: "invalid_type" };
      }
      size += chunk.length;
      if (!refused && size > limit) refused = { kind: "too_large" };
      if (!refused && format === "xlsx" && size > workbookLimit) refused = { kind: "too_large", maxBytes: workbookLimit };
      if (!refused && format === "csv" && chunk.includes(0)) refused = { kind: "invalid_type" };
      if (!refused && format === "csv") {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          refused = { kind: "invalid_type" };
        }
      }
      if (refused) break;
      await handle.write(chunk);
    }
    if (!refused && format === "csv") {
      try {
        decoder.decode();
      } catch {
        refused = { kind: "invalid_type" };
      }
    }
    if (!refused && size === 0) refused = { kind: "empty" };
  } finally {
    await handle.close();
  }
  if (!refused && format === "xlsx") {
    const workbook = await inspectXlsx(file);
    if (workbook.kind === "invalid") refused = { kind: "invalid_type" };
    else if (workbook.unpackedBytes > workbookLimit * XLSX_UNPACKED_FACTOR) refused = { kind: "too_large", maxBytes: workbookLimit * XLSX_UNPACKED_FACTOR };
    else if (workbook.sharedStringsBytes > workbookLimit * XLSX_SHARED_STRINGS_FACTOR)
      refused = { kind: "too_large", maxBytes: workbookLimit * XLSX_SHARED_STRINGS_FACTOR };
  }
  if (refused) {
    await fs.rm(file, { force: true });
    await discardBody(req, Math.max(limit, 64 * 1_048_576));
    return refused;
  }
  return { kind: "ok", file, size, format };
}

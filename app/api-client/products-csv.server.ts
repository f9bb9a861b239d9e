// Products CSV import and export calls (docs/api-contract.md "Products CSV", scope `products`).
import { exportEndpoints as ex } from "@domain/contracts/exports";
import { importEndpoints as im } from "@domain/contracts/imports";
import type { ImportMode, ImportTaskDto } from "@domain/csv-import";
import type { ExportTaskDto } from "@domain/export";
import type { ProductFilters } from "@domain/product";
import { call, download } from "./call.server";
import type { ApiClients } from "./client.server";

export type { ExportTaskDto, ImportTaskDto };

/** Streams the file to the API as it arrives from the browser: the admin keeps one chunk, never the whole file. */
export async function startImport(
  api: Pick<ApiClients, "store">,
  file: { mode: ImportMode; fileName: string; contentType: string; body: AsyncIterable<Uint8Array> },
): Promise<ImportTaskDto> {
  const answer = await call(api.store, im.start, {
    query: { mode: file.mode, fileName: file.fileName },
    // No declared type: the API tells CSV from .xlsx by the name and the first bytes.
    raw: { body: file.body, contentType: file.contentType || "application/octet-stream" },
  });
  return answer.task;
}

export async function getImportTask(api: Pick<ApiClients, "store">, id: string): Promise<ImportTaskDto> {
  return (await call(api.store, im.get, { params: { id } })).task;
}

export async function listImportTasks(api: Pick<ApiClients, "store">): Promise<ImportTaskDto[]> {
  return (await call(api.store, im.tasks)).tasks;
}

/** Every error of an import as CSV, as the API streams it. */
export function downloadImportErrors(api: Pick<ApiClients, "store">, id: string): Promise<Response> {
  return download(api.store, im.errors, { params: { id } });
}

/** SPEC §7: GET /products/export/csv with the list's filters (none = every product). */
export async function startExport(api: Pick<ApiClients, "store">, filters: Partial<ProductFilters>): Promise<ExportTaskDto> {
  const { productType, ...rest } = filters;
  // SPEC §5: "no type" is an empty productType=, which the client would drop from `query`.
  const endpoint = productType === "" ? { ...ex.start, path: `${ex.start.path}?productType=` } : ex.start;
  return (await call(api.store, endpoint, { query: { ...rest, productType: productType || undefined } })).task;
}

export async function listExportTasks(api: Pick<ApiClients, "store">): Promise<ExportTaskDto[]> {
  return (await call(api.store, ex.tasks)).tasks;
}

/** SPEC §4/§7: status 3 = downloaded. */
export async function markExportDownloaded(api: Pick<ApiClients, "store">, id: string): Promise<ExportTaskDto> {
  return (await call(api.store, ex.markDownloaded, { params: { id }, body: { task: { status: 3 } } })).task;
}

/** The export file as the API streams it. */
export function downloadExport(api: Pick<ApiClients, "store">, id: string): Promise<Response> {
  return download(api.store, ex.download, { params: { id } });
}

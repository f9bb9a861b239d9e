// SPEC §7 products CSV import (scope `products`): the file itself is the body (CSV text or an .xlsx workbook).
import { z } from "zod/v4";
import { safeString } from "../validation";
import { IMPORT_MODES, IMPORT_STATUSES, ImportQuerySchema, type ImportTaskDto } from "../csv-import";
import { defineEndpoint, ids, IsoDate } from "./endpoint";
import { sameShape } from "./type-check";

const RowError = z.object({ line: z.number().int(), field: safeString().optional(), message: safeString() });
const ImportTaskDtoSchema = z.object({
  _id: safeString(),
  fileName: safeString(),
  mode: z.enum(IMPORT_MODES),
  status: z.enum(IMPORT_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  createdCount: z.number().int(),
  updatedCount: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(RowError),
  error: safeString().nullable(),
  rowsToWrite: z.number().int(),
  ignoredColumns: z.array(safeString()),
  images: z
    .object({ total: z.number().int(), done: z.number().int(), failed: z.number().int(), pending: z.number().int(), errors: z.array(RowError) })
    .nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof ImportTaskDtoSchema>, ImportTaskDto>(true);
const scoped = { access: "store", scope: "products" } as const;
const task = z.object({ task: ImportTaskDtoSchema });

export const importEndpoints = {
  /**
   * Not mounted from this declaration yet: a refused query must drain the upload first (see api/modules/imports),
   * which mount() does not do. Declared for the admin's client and the OpenAPI document.
   */
  start: defineEndpoint({
    method: "POST",
    path: "/products/import/csv",
    ...scoped,
    status: 202,
    consumes: "text/csv",
    summary: "Import products from the CSV or .xlsx file in the body (`?mode=&fileName=`); 413 too large, 415 not a CSV or workbook",
    query: ImportQuerySchema,
    response: task,
  }),
  tasks: defineEndpoint({
    method: "GET",
    path: "/products/import/csv",
    ...scoped,
    summary: "The store's import tasks (without their row errors)",
    response: z.object({ tasks: z.array(ImportTaskDtoSchema) }),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/products/import/csv/:id",
    ...scoped,
    summary: "One import task with its first errors and images",
    params: ids("id"),
    response: task,
  }),
  errors: defineEndpoint({
    method: "GET",
    path: "/products/import/csv/:id/errors",
    ...scoped,
    produces: "text/csv",
    summary: "Every error of the import as CSV",
    params: ids("id"),
  }),
};

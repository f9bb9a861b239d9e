// SPEC §7 products CSV export (scope `products`): a task runs in the background, then its file is downloaded.
import { z } from "zod/v4";
import { safeString } from "../validation";
import { ExportTaskUpdateSchema, type ExportTaskDto } from "../export";
import { ProductListQuerySchema } from "../product";
import { defineEndpoint, ids, IsoDate } from "./endpoint";
import { sameShape } from "./type-check";

const ExportTaskDtoSchema = z.object({
  _id: safeString(),
  status: z.number().int(),
  filters: z.record(safeString(), safeString()),
  rowCount: z.number().int(),
  error: safeString().nullable(),
  downloadUrl: safeString().nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof ExportTaskDtoSchema>, ExportTaskDto>(true);
const scoped = { access: "store", scope: "products" } as const;
const task = z.object({ task: ExportTaskDtoSchema });

export const exportEndpoints = {
  start: defineEndpoint({
    method: "GET",
    path: "/products/export/csv",
    ...scoped,
    status: 202,
    summary: "Start exporting the products of the list's filters",
    query: ProductListQuerySchema,
    response: task,
  }),
  tasks: defineEndpoint({
    method: "GET",
    path: "/products/export/csv/tasks",
    ...scoped,
    summary: "The store's export tasks",
    response: z.object({ tasks: z.array(ExportTaskDtoSchema) }),
  }),
  markDownloaded: defineEndpoint({
    method: "PUT",
    path: "/products/export/csv/tasks/:id",
    ...scoped,
    summary: "Mark a finished export downloaded (`{ task: { status: 3 } }`; 409 when not ready)",
    params: ids("id"),
    body: ExportTaskUpdateSchema,
    response: task,
  }),
  download: defineEndpoint({
    method: "GET",
    path: "/products/export/csv/tasks/:id/download",
    ...scoped,
    produces: "text/csv",
    summary: "The export's CSV file",
    params: ids("id"),
  }),
};

// Bulk updates (SPEC §2 bulkupdates, a restricted screen): operators only, scope `products`.
import { z } from "zod/v4";
import { safeString } from "../validation";
import type { ProductSelection } from "../bulk-edit";
import { BULK_UPDATE_STATUSES, BulkUpdateInputSchema, type BulkAction, type BulkPreviewDto, type BulkUpdateDto, type ProductSnapshot } from "../bulk-update";
import { defineEndpoint, ids, IsoDate } from "./endpoint";
import { sameShape } from "./type-check";

const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
// The saved selection, actions and snapshots are the input schemas' parsed shapes; checked as objects here.
const Selection = z.custom<ProductSelection>(isObject);
const Action = z.custom<BulkAction>((v) => isObject(v) && typeof (v as { type?: unknown }).type === "string");
const Snapshot = z.custom<ProductSnapshot>(isObject);

export const BulkUpdateDtoSchema = z.object({
  _id: safeString(),
  name: safeString(),
  filters: Selection,
  actions: z.array(Action),
  status: z.enum(BULK_UPDATE_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  undoProcessed: z.number().int(),
  undoSkipped: z.number().int(),
  error: safeString().nullable(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  startedAt: IsoDate.nullable(),
  finishedAt: IsoDate.nullable(),
  undoneAt: IsoDate.nullable(),
});
sameShape<z.infer<typeof BulkUpdateDtoSchema>, BulkUpdateDto>(true);
const BulkPreviewDtoSchema = z.object({
  total: z.number().int(),
  products: z.array(z.object({ _id: safeString(), title: safeString(), before: Snapshot, after: Snapshot })),
});
sameShape<z.infer<typeof BulkPreviewDtoSchema>, BulkPreviewDto>(true);

const operators = { access: "operator", scope: "products" } as const;
const BodySchema = z.object({ bulkUpdate: z.preprocess((v) => v ?? {}, BulkUpdateInputSchema) });
const one = z.object({ bulkUpdate: BulkUpdateDtoSchema });

export const bulkUpdateEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/bulkupdates",
    ...operators,
    summary: "The store's bulk updates, newest first",
    response: z.object({ bulkUpdates: z.array(BulkUpdateDtoSchema) }),
  }),
  preview: defineEndpoint({
    method: "POST",
    path: "/bulkupdates/preview",
    ...operators,
    summary: "The dry run: the first products and their values before and after",
    body: BodySchema,
    response: BulkPreviewDtoSchema,
  }),
  create: defineEndpoint({ method: "POST", path: "/bulkupdates", ...operators, summary: "Queue a bulk update", status: 201, body: BodySchema, response: one }),
  get: defineEndpoint({ method: "GET", path: "/bulkupdates/:id", ...operators, summary: "One bulk update and its progress", params: ids("id"), response: one }),
  undo: defineEndpoint({
    method: "POST",
    path: "/bulkupdates/:id/undo",
    ...operators,
    status: 202,
    summary: "Undo a finished bulk update (409 `{ current }` otherwise)",
    params: ids("id"),
    response: one,
  }),
};

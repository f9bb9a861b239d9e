// Discounts (SPEC §2 discount/code and discount/automatic; SPEC §7 shows no calls, so these follow the other
// resources' shape): scope `discounts`. Code generation is a job; its codes download as a streamed CSV.
import { z } from "zod/v4";
import { safeString } from "../validation";
import {
  APPLIES_TO,
  CODE_JOB_STATUSES,
  DISCOUNT_METHODS,
  DISCOUNT_STATUSES,
  DISCOUNT_TYPES,
  DiscountFormSchema,
  DiscountListQuerySchema,
  DiscountUpdateSchema,
  GETS_APPLIES_TO,
  GenerateCodesSchema,
  MINIMUM_KINDS,
  type CodeJobDto,
  type DiscountDto,
} from "../discount";
import { CountSchema, defineEndpoint, DeleteVersionQuery, ids, IsoDate, MessageSchema, paged } from "./endpoint";
import { sameShape } from "./type-check";

export const CodeJobDtoSchema = z.object({
  _id: safeString(),
  status: z.enum(CODE_JOB_STATUSES),
  requested: z.number().int(),
  generated: z.number().int(),
  prefix: safeString(),
  length: z.number().int(),
  error: safeString().nullable(),
  createdAt: IsoDate,
  finishedAt: IsoDate.nullable(),
});
sameShape<z.infer<typeof CodeJobDtoSchema>, CodeJobDto>(true);

export const DiscountDtoSchema = z.object({
  _id: safeString(),
  method: z.enum(DISCOUNT_METHODS),
  code: safeString().nullable(),
  title: safeString(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number(),
  minimumKind: z.enum(MINIMUM_KINDS),
  minimumValue: z.number(),
  appliesTo: z.enum(APPLIES_TO),
  productIds: z.array(safeString()),
  collectionIds: z.array(safeString()),
  buyXGetY: z.object({ buyQuantity: z.number().int(), getQuantity: z.number().int(), getPercent: z.number().int() }).nullable(),
  getsAppliesTo: z.enum(GETS_APPLIES_TO),
  getsProductIds: z.array(safeString()),
  getsCollectionIds: z.array(safeString()),
  combinesWith: z.object({ orderDiscounts: z.boolean(), productDiscounts: z.boolean(), shippingDiscounts: z.boolean() }),
  usageLimit: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  startsAt: IsoDate,
  endsAt: IsoDate.nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  currency: z.enum(["VND", "USD"]),
  usageCount: z.number().int(),
  codesCount: z.number().int(),
  codeJob: CodeJobDtoSchema.nullable(),
  version: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof DiscountDtoSchema>, DiscountDto>(true);

const idCsv = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean)
      : (v ?? []),
  z.array(safeString().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Invalid id")).max(250),
);
const searchText = z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(255).optional());
const Named = z.array(z.object({ _id: safeString(), title: safeString() }));
export const TargetsQuerySchema = z.object({ productIds: idCsv, collectionIds: idCsv, productSearch: searchText, collectionSearch: searchText });

const CodesQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1), limit: z.coerce.number().int().min(1).max(200).default(50) });
const one = z.object({ discount: DiscountDtoSchema });
const scoped = { access: "store", scope: "discounts" } as const;

export const discountEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/discounts",
    ...scoped,
    summary: "List discounts, newest first: by method, a search of titles and codes, and status (from the dates)",
    query: DiscountListQuerySchema,
    response: paged({ discounts: z.array(DiscountDtoSchema) }),
  }),
  targets: defineEndpoint({
    method: "GET",
    path: "/discounts/targets",
    ...scoped,
    summary:
      "What a discount can apply to, by name: the chosen products and collections (`productIds`, `collectionIds`), and the first matches of a search of each",
    query: TargetsQuerySchema,
    response: z.object({ chosenProducts: Named, foundProducts: Named, chosenCollections: Named, foundCollections: Named }),
  }),
  count: defineEndpoint({
    method: "GET",
    path: "/discounts/count",
    ...scoped,
    summary: "Count discounts",
    query: DiscountListQuerySchema,
    response: CountSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/discounts",
    ...scoped,
    summary: "Create a code or automatic discount (a code is unique per store in any case)",
    status: 201,
    body: DiscountFormSchema,
    envelope: { key: "discount" },
    response: one,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/discounts/:id",
    ...scoped,
    summary: "One discount, with its latest code generation",
    params: ids("id"),
    response: one,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/discounts/:id",
    ...scoped,
    summary: "Update a discount against its version (409 `{ current }` when stale); its method stays",
    params: ids("id"),
    body: DiscountUpdateSchema,
    envelope: { key: "discount" },
    response: one,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/discounts/:id",
    ...scoped,
    summary: "Delete a discount and its codes (409 `{ current }` on a stale `version`)",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
  codes: defineEndpoint({
    method: "GET",
    path: "/discounts/:id/codes",
    ...scoped,
    summary: "A page of the discount's codes, its own first",
    params: ids("id"),
    query: CodesQuery,
    response: paged({ codes: z.array(z.object({ _id: safeString(), code: safeString(), usageCount: z.number().int(), createdAt: IsoDate })) }),
  }),
  generateCodes: defineEndpoint({
    method: "POST",
    path: "/discounts/:id/codes/generate",
    ...scoped,
    status: 202,
    summary: "Queue a job that generates `count` unique codes (up to 1,000,000); its progress is the discount's `codeJob`",
    params: ids("id"),
    body: GenerateCodesSchema,
    envelope: { key: "generate", orWhole: true },
    response: z.object({ codeJob: CodeJobDtoSchema }),
  }),
  exportCodes: defineEndpoint({
    method: "GET",
    path: "/discounts/:id/codes/export",
    ...scoped,
    produces: "text/csv",
    summary: "Every code of the discount as CSV, streamed",
    params: ids("id"),
  }),
};

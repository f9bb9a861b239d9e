import { z } from "zod/v4";
import { HANDLE_MESSAGE, HANDLE_RE } from "./product";
import { checkbox, messages, NUL_MESSAGE, optionalText, requiredText, safeString } from "./validation";

export const COLLECTION_TYPES = ["manual", "smart"] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

/** Only fields a product has: a smart rule on anything else could never be evaluated. */
export const CONDITION_FIELDS = ["title", "productType", "vendor", "tag", "published"] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];
export const CONDITION_COMPARES = ["equals", "not_equals", "contains", "not_contains", "starts_with", "ends_with"] as const;
export type ConditionCompare = (typeof CONDITION_COMPARES)[number];
export const CONDITION_MATCHES = ["all", "any"] as const;
export const CONDITIONS_MAX = 50;

/** SPEC §9: collections are fetched with a limit of 10000. */
export const COLLECTIONS_LIST_LIMIT = 10_000;
export const COLLECTION_PRODUCTS_MAX_PER_CALL = 1000;

const booleanValue = z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean());

export const ConditionSchema = z
  .object({
    field: z.enum(CONDITION_FIELDS, { error: messages.required("Field") }),
    compare: z.enum(CONDITION_COMPARES, { error: messages.required("Compare") }),
    value: z.union([safeString().trim().min(1, messages.required("Value")).max(255, messages.maxLength(255)), z.boolean()], {
      // A union reports one message for all its branches: the string branch's NUL refusal is the one worth showing.
      error: (issue) => (typeof issue.input === "string" && issue.input.includes("\u0000") ? NUL_MESSAGE : messages.required("Value")),
    }),
  })
  .superRefine((c, ctx) => {
    if (c.field === "published") {
      const parsed = booleanValue.safeParse(c.value);
      if (!parsed.success) ctx.addIssue({ code: "custom", path: ["value"], message: "Value must be true or false" });
      if (c.compare !== "equals" && c.compare !== "not_equals")
        ctx.addIssue({ code: "custom", path: ["compare"], message: "Published compares only with equals or not_equals" });
    } else if (typeof c.value !== "string") {
      ctx.addIssue({ code: "custom", path: ["value"], message: "Value must be text" });
    }
  })
  .transform((c) => ({ ...c, value: c.field === "published" ? c.value === true || c.value === "true" : String(c.value) }));
export type Condition = { field: ConditionField; compare: ConditionCompare; value: string | boolean };

/** SPEC §5: a condition is added only when its value is non-empty or boolean; blank rows are dropped, not errors. */
const conditionList = z.preprocess(
  (v) =>
    Array.isArray(v)
      ? v.filter(
          (c) => !(c && typeof c === "object" && "value" in c && (c.value === "" || c.value == null || (typeof c.value === "string" && c.value.trim() === ""))),
        )
      : (v ?? []),
  z.array(ConditionSchema).max(CONDITIONS_MAX, messages.maxLength(CONDITIONS_MAX)),
);

export const CollectionFormSchema = z
  .object({
    title: requiredText("Title"),
    handle: optionalText("Handle").refine((v) => v === "" || HANDLE_RE.test(v), HANDLE_MESSAGE),
    description: optionalText("Description", { max: 65_535 }),
    published: checkbox,
    type: z.preprocess((v) => v ?? "manual", z.enum(COLLECTION_TYPES, { error: "Type is manual or smart" })),
    conditions: conditionList,
    match: z.preprocess((v) => v ?? "all", z.enum(CONDITION_MATCHES, { error: "Match is all or any" })),
  })
  .superRefine((c, ctx) => {
    if (c.type === "smart" && c.conditions.length === 0) ctx.addIssue({ code: "custom", path: ["conditions"], message: messages.required("Conditions") });
  });
export type CollectionForm = z.infer<typeof CollectionFormSchema>;

export const CollectionUpdateSchema = z.intersection(CollectionFormSchema, z.object({ version: z.coerce.number().int().min(1) }));

const optionalFilter = z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(255).optional());

export const CollectionListQuerySchema = z.object({
  search: optionalFilter,
  type: z.preprocess((v) => (v === "" ? undefined : v), z.enum(COLLECTION_TYPES).optional()),
  published: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["true", "false"]).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(COLLECTIONS_LIST_LIMIT, messages.maxLength(COLLECTIONS_LIST_LIMIT)).default(50),
});
export type CollectionFilters = Omit<z.infer<typeof CollectionListQuerySchema>, "page" | "limit">;

/** Bulk PATCH: only the fields that make sense for many collections at once. */
export const CollectionBulkUpdateSchema = z.object({ published: z.boolean({ error: messages.required("Published") }) });

const uuid = safeString().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Invalid id");
export const ProductIdsSchema = z.object({
  productIds: z
    .array(uuid, { error: messages.required("Product ids") })
    .min(1, messages.required("Product ids"))
    .max(COLLECTION_PRODUCTS_MAX_PER_CALL, messages.maxLength(COLLECTION_PRODUCTS_MAX_PER_CALL)),
});
/** Membership changes (collect, reorder, remove) may carry the collection's version: stale → 409 (ADR 007). */
const optionalVersion = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.coerce.number({ error: "Invalid version" }).int("Invalid version").min(1, "Invalid version").optional(),
);
export const ProductIdsVersionSchema = z.intersection(ProductIdsSchema, z.object({ version: optionalVersion }));
export const VersionQuerySchema = z.object({ version: optionalVersion });
export const IdListSchema = z.object({
  ids: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(uuid).min(1, messages.required("Ids")).max(COLLECTIONS_LIST_LIMIT),
  ),
});

export interface CollectionDto {
  _id: string;
  title: string;
  handle: string;
  description: string;
  published: boolean;
  type: CollectionType;
  conditions: Condition[];
  match: "all" | "any";
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const COLLECTION_CONFLICT_MESSAGE = "This collection was changed by someone else since you opened it. Review the latest version, then save again.";
export const COLLECTION_HANDLE_TAKEN_MESSAGE = "Handle is already used by another collection";
export const NOT_MANUAL_MESSAGE = "Products can be added to or ordered in a manual collection only";
export const NOT_SMART_MESSAGE = "This collection is not a smart collection";
export const UNKNOWN_PRODUCTS_MESSAGE = "Some products were not found in this store";

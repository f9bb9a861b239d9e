// Menu filters (SPEC §2 menufilter, restricted; ADR 072): a named filter group shown on a store's collection pages,
// on every collection or `scoped` to chosen ones, made of SPEC §3 filter conditions. Each condition is one choice a
// shopper can pick (its `nameDislay`); conditions with the same `nameDislay` are one choice matched by any of them.
import { z } from "zod/v4";
import { slug } from "./slug";
import { messages, safeString, TEXT_MAX } from "./validation";

export const FILTER_FIELDS = ["vendor", "product_type", "tag", "title", "price", "available", "option"] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export const FILTER_COMPARES = ["equals", "not_equals", "contains", "not_contains", "starts_with", "greater_than", "less_than"] as const;
export type FilterCompare = (typeof FILTER_COMPARES)[number];

const TEXT_COMPARES: readonly FilterCompare[] = ["equals", "not_equals", "contains", "not_contains", "starts_with"];
/** The comparisons that make sense for each product field (the admin offers these; the API refuses the others). */
export const COMPARES_BY_FIELD: Record<FilterField, readonly FilterCompare[]> = {
  vendor: TEXT_COMPARES,
  product_type: TEXT_COMPARES,
  tag: TEXT_COMPARES,
  title: TEXT_COMPARES,
  price: ["equals", "greater_than", "less_than"],
  available: ["equals"],
  option: ["equals", "contains"],
};
export const isBooleanField = (field: string) => field === "available";

export const MENU_FILTER_CONDITIONS_MAX = 50;
export const MENU_FILTER_COLLECTIONS_MAX = 250;

export const MENU_FILTER_MESSAGES = {
  conflict: "This filter was changed by someone else since you opened it. Review the latest version, then save again.",
  field: "Choose a product field",
  compare: "This comparison does not fit the field",
  price: "Price must be a number, 0 or more",
  available: "Choose in stock or out of stock",
  optionName: "Option name required",
  collections: "Choose at least one collection",
  unknownCollection: "A chosen collection is not in this store",
  tooMany: `A filter has at most ${MENU_FILTER_CONDITIONS_MAX} conditions`,
  tooManyCollections: `A filter is scoped to at most ${MENU_FILTER_COLLECTIONS_MAX} collections`,
  deleted: "Menu filter deleted",
} as const;

/** A stored condition (SPEC §3); `scoped` is its filter's (one scope per filter group, ADR 072). */
export interface FilterCondition {
  field: FilterField;
  compare: FilterCompare;
  /** Text for text fields and options, a number for price, a boolean for availability. */
  value: string | number | boolean;
  /** The sub-field the value is compared with: the option's name (Size, Colour) for `option`; "" otherwise. */
  fieldCompare: string;
  /** SPEC's spelling: the choice's label shoppers see. */
  nameDislay: string;
}

export interface MenuFilterDto {
  _id: string;
  name: string;
  scoped: boolean;
  collectionIds: string[];
  conditions: FilterCondition[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

const TRUE_WORDS = new Set(["true", "1", "yes", "on", "có", "in_stock"]);
const FALSE_WORDS = new Set(["false", "0", "no", "off", "không", "out_of_stock"]);

/** A form posts text: availability's "true"/"false" become booleans before SPEC §5's rule looks at them. */
function normaliseValue(field: unknown, value: unknown): unknown {
  if (typeof value === "string" && isBooleanField(String(field))) {
    const v = value.trim().toLowerCase();
    if (TRUE_WORDS.has(v)) return true;
    if (FALSE_WORDS.has(v)) return false;
  }
  return value;
}

/** SPEC §5: a condition is added only when its value is non-empty or boolean. */
export function conditionHasValue(value: unknown): boolean {
  if (typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && value.trim() !== "";
}

const text = (v: unknown) => (v === undefined || v === null ? "" : v);
const RawCondition = z.object({
  field: z.preprocess(text, safeString()),
  compare: z.preprocess(text, safeString()),
  value: z.union([safeString(), z.number(), z.boolean(), z.null(), z.undefined()]),
  fieldCompare: z.preprocess(text, safeString().trim().max(TEXT_MAX, messages.maxLength(TEXT_MAX))),
  nameDislay: z.preprocess(text, safeString().trim().max(TEXT_MAX, messages.maxLength(TEXT_MAX))),
});

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idList = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : typeof v === "string" ? v.split(",").filter(Boolean) : v),
  z.array(safeString().regex(UUID_RE, MENU_FILTER_MESSAGES.unknownCollection)).max(MENU_FILTER_COLLECTIONS_MAX, MENU_FILTER_MESSAGES.tooManyCollections),
);

/**
 * The form and the API body. Conditions are checked where they stand (an error names the row the person typed), then
 * the ones without a value are dropped (SPEC §5), so what is stored has a value on every condition.
 */
export const MenuFilterFormSchema = z
  .object({
    name: z.preprocess(
      text,
      safeString({ error: messages.required("Name") })
        .trim()
        .min(1, messages.required("Name"))
        .max(TEXT_MAX, messages.maxLength(TEXT_MAX)),
    ),
    scoped: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
    collectionIds: idList,
    conditions: z.preprocess(
      (v) => (v === undefined || v === null ? [] : v),
      z.array(
        z.preprocess(
          (c) => (c && typeof c === "object" ? { ...c, value: normaliseValue((c as { field?: unknown }).field, (c as { value?: unknown }).value) } : c),
          RawCondition,
        ),
      ),
    ),
  })
  .transform((form, ctx) => {
    if (form.scoped && form.collectionIds.length === 0) ctx.addIssue({ code: "custom", path: ["collectionIds"], message: MENU_FILTER_MESSAGES.collections });
    const kept: FilterCondition[] = [];
    form.conditions.forEach((c, i) => {
      if (!conditionHasValue(c.value)) return;
      const at = (key: string, message: string) => ctx.addIssue({ code: "custom", path: ["conditions", i, key], message });
      if (!(FILTER_FIELDS as readonly string[]).includes(c.field)) return at("field", MENU_FILTER_MESSAGES.field);
      const field = c.field as FilterField;
      if (!COMPARES_BY_FIELD[field].includes(c.compare as FilterCompare)) at("compare", MENU_FILTER_MESSAGES.compare);
      let value: string | number | boolean;
      if (field === "price") {
        const n = typeof c.value === "number" ? c.value : Number(String(c.value).trim().replace(/[,\s]/g, ""));
        if (!Number.isFinite(n) || n < 0 || n > 1e12) return at("value", MENU_FILTER_MESSAGES.price);
        value = Math.round(n * 100) / 100;
      } else if (isBooleanField(field)) {
        if (typeof c.value !== "boolean") return at("value", MENU_FILTER_MESSAGES.available);
        value = c.value;
      } else {
        value = String(c.value).trim();
        if (value.length > TEXT_MAX) return at("value", messages.maxLength(TEXT_MAX));
      }
      if (field === "option" && c.fieldCompare === "") return at("fieldCompare", MENU_FILTER_MESSAGES.optionName);
      const nameDislay = c.nameDislay || (typeof value === "boolean" ? "" : String(value));
      if (nameDislay === "") return at("nameDislay", messages.required("Label"));
      kept.push({ field, compare: c.compare as FilterCompare, value, fieldCompare: field === "option" ? c.fieldCompare : "", nameDislay });
    });
    if (kept.length > MENU_FILTER_CONDITIONS_MAX) ctx.addIssue({ code: "custom", path: ["conditions"], message: MENU_FILTER_MESSAGES.tooMany });
    return { name: form.name, scoped: form.scoped, collectionIds: form.scoped ? [...new Set(form.collectionIds)] : [], conditions: kept };
  });
export type MenuFilterForm = z.output<typeof MenuFilterFormSchema>;

export const MenuFilterUpdateSchema = z.intersection(
  MenuFilterFormSchema,
  z.object({
    version: z.coerce
      .number({ error: messages.required("Version") })
      .int()
      .min(1),
  }),
);

export const MenuFilterListQuerySchema = z.object({
  search: z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(TEXT_MAX).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(250).default(50),
});

/** One choice of a filter on the storefront: its URL value and the conditions any of which a product must meet. */
export interface FilterChoice {
  value: string;
  label: string;
  conditions: FilterCondition[];
}

const uniqueKey = (base: string, taken: Set<string>) => {
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  taken.add(key);
  return key;
};

/** A filter's choices in order: conditions grouped by their label; URL values from the label (SPEC §5 slug). */
export function filterChoices(conditions: readonly FilterCondition[]): FilterChoice[] {
  const byLabel = new Map<string, FilterChoice>();
  const taken = new Set<string>();
  for (const c of conditions) {
    const found = byLabel.get(c.nameDislay);
    if (found) found.conditions.push(c);
    else byLabel.set(c.nameDislay, { value: uniqueKey(slug(c.nameDislay) || `choice-${byLabel.size + 1}`, taken), label: c.nameDislay, conditions: [c] });
  }
  return [...byLabel.values()];
}

/** The query parameters of a collection page's filters (`filter.brand`), unique in the order the filters come. */
export function filterParams(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name, i) => `filter.${uniqueKey(slug(name) || `filter-${i + 1}`, taken)}`);
}

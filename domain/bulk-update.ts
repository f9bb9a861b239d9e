// Bulk updates (SPEC §2 bulkupdates): a saved selection of products plus actions, run as a background job with an undo log.
// Pure: the API's worker and preview, and the screens, read the same rules.
import { z } from "zod/v4";
import { ProductSelectionSchema, tagNames, type ProductSelection } from "./bulk-edit";
import { messages, optionalText } from "./validation";

export const BULK_UPDATE_STATUSES = ["queued", "running", "done", "failed", "undoing", "undone"] as const;
export type BulkUpdateStatus = (typeof BULK_UPDATE_STATUSES)[number];
/** Products per batch (one short transaction): ~80 ms of CPU at 2.5 variants a product, the longest a request waits. */
export const BULK_UPDATE_BATCH_SIZE = 200;
export const BULK_PREVIEW_LIMIT = 20;
export const BULK_ACTIONS_MAX = 10;
/** numeric(14,2) */
export const MONEY_MAX = 999_999_999_999.99;

export const BULK_ACTION_TYPES = ["setVendor", "setProductType", "addTags", "removeTags", "publish", "unpublish", "changePrice"] as const;
export type BulkActionType = (typeof BULK_ACTION_TYPES)[number];

const amount = (label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
    z
      .number({ error: messages.required(label) })
      .refine((n) => Number.isFinite(n), `${label} must be a number`)
      .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), `${label} may have at most 2 decimals`),
  );

export const BulkActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("setVendor"), value: optionalText("Vendor") }),
  z.object({ type: z.literal("setProductType"), value: optionalText("Product type") }),
  z.object({ type: z.literal("addTags"), tags: tagNames.refine((t) => t.length > 0, messages.required("Tags")) }),
  z.object({ type: z.literal("removeTags"), tags: tagNames.refine((t) => t.length > 0, messages.required("Tags")) }),
  z.object({ type: z.literal("publish") }),
  z.object({ type: z.literal("unpublish") }),
  z
    .object({
      type: z.literal("changePrice"),
      /** percent: +10 raises by 10 %, -25 lowers by a quarter; amount: added to each price (negative lowers). */
      mode: z.enum(["percent", "amount"], { error: "Choose percent or amount" }),
      value: amount("Change").refine((n) => n !== 0, "Change must not be 0"),
    })
    .superRefine((a, ctx) => {
      if (a.mode === "percent" && (a.value < -100 || a.value > 1000))
        ctx.addIssue({ code: "custom", path: ["value"], message: "Percent must be between -100 and 1000" });
      if (a.mode === "amount" && Math.abs(a.value) > MONEY_MAX) ctx.addIssue({ code: "custom", path: ["value"], message: "Amount is too large" });
    }),
]);
export type BulkAction = z.infer<typeof BulkActionSchema>;

/** Which product field an action writes; two actions on one field would make the order matter, so that is refused. */
const FIELD_OF: Record<BulkActionType, string> = {
  setVendor: "vendor",
  setProductType: "productType",
  addTags: "tags",
  removeTags: "tags",
  publish: "published",
  unpublish: "published",
  changePrice: "prices",
};

export const BulkUpdateInputSchema = z.object({
  name: optionalText("Name"),
  filters: z.preprocess((v) => v ?? {}, ProductSelectionSchema),
  actions: z
    .array(BulkActionSchema)
    .min(1, "Add at least one action")
    .max(BULK_ACTIONS_MAX, messages.maxLength(BULK_ACTIONS_MAX))
    .superRefine((actions, ctx) => {
      const seen = new Map<string, BulkActionType>();
      actions.forEach((a, i) => {
        const field = FIELD_OF[a.type];
        const other = seen.get(field);
        const tagsPair = field === "tags" && other && other !== a.type;
        if (other && !tagsPair) ctx.addIssue({ code: "custom", path: [i, "type"], message: "Only one action per field" });
        seen.set(field, a.type);
      });
      const add = actions.find((a) => a.type === "addTags");
      const remove = actions.find((a) => a.type === "removeTags");
      if (add && remove && "tags" in add && "tags" in remove) {
        const removing = new Set(remove.tags.map((t) => t.toLowerCase()));
        const both = add.tags.filter((t) => removing.has(t.toLowerCase()));
        if (both.length)
          ctx.addIssue({ code: "custom", path: [actions.indexOf(add), "tags"], message: `A tag cannot be added and removed at once: ${both.join(", ")}` });
      }
    }),
});
export type BulkUpdateInput = z.infer<typeof BulkUpdateInputSchema>;

/** A variant's prices as the undo log keeps them: [price, compareAtPrice]. */
export type PricePair = [number, number | null];

/** The values of one product that a job's actions touch (the undo log's `before` / `after`). */
export interface ProductSnapshot {
  vendor?: string;
  productType?: string;
  tags?: string[];
  published?: boolean;
  /** variant id → prices */
  prices?: Record<string, PricePair>;
}

export interface ProductValues {
  vendor: string;
  productType: string;
  tags: string[];
  published: boolean;
  prices: Record<string, PricePair>;
}

/** The fields the actions touch, read from the product as it is. */
export function snapshotOf(p: ProductValues, actions: readonly BulkAction[]): ProductSnapshot {
  const s: ProductSnapshot = {};
  for (const a of actions) {
    const field = FIELD_OF[a.type];
    if (field === "vendor") s.vendor = p.vendor;
    if (field === "productType") s.productType = p.productType;
    if (field === "tags") s.tags = [...p.tags];
    if (field === "published") s.published = p.published;
    if (field === "prices") s.prices = Object.fromEntries(Object.entries(p.prices).map(([k, v]) => [k, [...v] as PricePair]));
  }
  return s;
}

/** The actions applied to a snapshot (preview and job share this). */
export function applyActions(before: ProductSnapshot, actions: readonly BulkAction[]): ProductSnapshot {
  const after: ProductSnapshot = structuredClone(before);
  for (const a of actions) {
    switch (a.type) {
      case "setVendor":
        after.vendor = a.value;
        break;
      case "setProductType":
        after.productType = a.value;
        break;
      case "publish":
        after.published = true;
        break;
      case "unpublish":
        after.published = false;
        break;
      case "addTags": {
        const tags = after.tags ?? [];
        const have = new Set(tags.map((t) => t.toLowerCase()));
        after.tags = [...tags, ...a.tags.filter((t) => !have.has(t.toLowerCase()))];
        break;
      }
      case "removeTags": {
        const drop = new Set(a.tags.map((t) => t.toLowerCase()));
        after.tags = (after.tags ?? []).filter((t) => !drop.has(t.toLowerCase()));
        break;
      }
      case "changePrice":
        after.prices = Object.fromEntries(
          Object.entries(after.prices ?? {}).map(([id, [price, compareAt]]) => [
            id,
            [changePrice(price, a), compareAt === null ? null : changePrice(compareAt, a)],
          ]),
        );
        break;
    }
  }
  return after;
}

/**
 * A new price, in whole cents so 19.99 + 10 % is 21.99 (half a cent rounds up), never below 0 nor above numeric(14,2).
 * The compare-at price gets the same change, so a sale stays a sale.
 */
export function changePrice(price: number, action: { mode: "percent" | "amount"; value: number }): number {
  const cents = Math.round(price * 100);
  const next = action.mode === "percent" ? Math.round((cents * (100 + action.value)) / 100) : cents + Math.round(action.value * 100);
  return Math.min(Math.max(next, 0), Math.round(MONEY_MAX * 100)) / 100;
}

/** Same values (tags in order, prices per variant)? */
export function sameSnapshot(a: ProductSnapshot, b: ProductSnapshot): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}
function normalise(s: ProductSnapshot) {
  const prices = s.prices
    ? Object.keys(s.prices)
        .sort()
        .map((k) => [k, s.prices![k]])
    : undefined;
  return [s.vendor, s.productType, s.tags, s.published, prices];
}

export interface BulkUpdateDto {
  _id: string;
  name: string;
  filters: ProductSelection;
  actions: BulkAction[];
  status: BulkUpdateStatus;
  total: number;
  processed: number;
  /** Undo: products looked at so far, and those left as they are because they changed after the job. */
  undoProcessed: number;
  undoSkipped: number;
  error: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  undoneAt: string | null;
}

export interface BulkPreviewRow {
  _id: string;
  title: string;
  before: ProductSnapshot;
  after: ProductSnapshot;
}

export interface BulkPreviewDto {
  total: number;
  products: BulkPreviewRow[];
}

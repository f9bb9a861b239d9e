// Inventory: the stock list and adjustments (docs/decisions/012-idempotency-and-purge-provider.md).
import { z } from "zod/v4";
import { messages, optionalText, safeString } from "./validation";

/** Stock never goes past these (int4 in the database; the variant editor uses the same outer bounds). */
export const STOCK_MAX = 1_000_000_000;
/** `lowStock` of the list when the screen's "Low stock" filter is picked. */
export const LOW_STOCK_THRESHOLD = 5;
export const INVENTORY_PAGE_SIZES = [10, 50, 100, 150, 200] as const;
export const HISTORY_LIMIT_MAX = 200;

export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_.:-]{8,100}$/;
export const BELOW_ZERO_MESSAGE = (inStock: number) => `Stock cannot go below 0 (${inStock} in stock)`;
export const KEY_REUSED_MESSAGE = "This idempotency key was already used for another variant";
export const ADJUSTED_MESSAGE = "Stock adjusted";
/** The history's reason for a stock count a products import changed, and for one its undo put back (ADR 029). */
export const importStockReason = (fileName: string) => `Import (${fileName})`;
export const importUndoneStockReason = (fileName: string) => `Import undone (${fileName})`;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const wholeNumber = (label: string, min: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? undefined : typeof v === "string" ? Number(v.trim()) : v),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, min === 0 ? `${label} must be 0 or more` : `${label} is too small`)
      .max(STOCK_MAX, `${label} is too large`)
      .optional(),
  );

const idempotencyKey = z.preprocess(
  (v) => v ?? "",
  z
    .string()
    .min(1, messages.required("Idempotency key"))
    .refine((v) => v === "" || IDEMPOTENCY_KEY_RE.test(v), "Idempotency key must be 8-100 letters, digits or _ . : -"),
);

/**
 * POST /inventory/adjust. Exactly one of `delta` (a change, not 0) or `set` (the new count, ≥ 0).
 * The key makes a repeat of the same request land once.
 */
export const InventoryAdjustSchema = z
  .object({
    variantId: z.preprocess((v) => v ?? "", safeString().regex(UUID_RE, messages.required("Variant"))),
    delta: wholeNumber("Change", -STOCK_MAX),
    set: wholeNumber("New quantity", 0),
    reason: optionalText("Reason"),
    idempotencyKey,
  })
  .superRefine((v, ctx) => {
    if (v.delta === undefined && v.set === undefined) ctx.addIssue({ code: "custom", path: ["delta"], message: messages.required("Change") });
    if (v.delta !== undefined && v.set !== undefined) ctx.addIssue({ code: "custom", path: ["delta"], message: "Give a change or a new quantity, not both" });
    if (v.delta === 0) ctx.addIssue({ code: "custom", path: ["delta"], message: "Change cannot be 0" });
  });
export type InventoryAdjust = z.infer<typeof InventoryAdjustSchema>;

/** The screen's row form: one number and whether it is a change or the new count. */
export const ADJUST_MODES = ["delta", "set"] as const;
export type AdjustMode = (typeof ADJUST_MODES)[number];
export const InventoryAdjustFormSchema = z
  .object({
    variantId: z.preprocess((v) => v ?? "", safeString().regex(UUID_RE, messages.required("Variant"))),
    mode: z.preprocess((v) => v ?? "delta", z.enum(ADJUST_MODES)),
    quantity: z.preprocess(
      (v) => (v === undefined || v === null || v === "" ? undefined : typeof v === "string" ? Number(v.trim()) : v),
      z
        .number({ error: messages.required("Quantity") })
        .int("Quantity must be a whole number")
        .min(-STOCK_MAX, "Quantity is too small")
        .max(STOCK_MAX, "Quantity is too large"),
    ),
    reason: optionalText("Reason"),
    idempotencyKey,
  })
  .superRefine((v, ctx) => {
    if (v.mode === "delta" && v.quantity === 0) ctx.addIssue({ code: "custom", path: ["quantity"], message: "Change cannot be 0" });
    if (v.mode === "set" && v.quantity < 0) ctx.addIssue({ code: "custom", path: ["quantity"], message: "New quantity must be 0 or more" });
  });
export type InventoryAdjustForm = z.infer<typeof InventoryAdjustFormSchema>;

export function toAdjustRequest(form: InventoryAdjustForm): InventoryAdjust {
  const base = { variantId: form.variantId, reason: form.reason, idempotencyKey: form.idempotencyKey };
  return form.mode === "set" ? { ...base, set: form.quantity } : { ...base, delta: form.quantity };
}

const optionalFilter = z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(255, messages.maxLength(255)).optional());

export const InventoryListQuerySchema = z.object({
  search: optionalFilter,
  /** Variants with at most this many in stock; absent = all. */
  lowStock: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "Low stock must be a whole number" }).int("Low stock must be a whole number").min(-STOCK_MAX).max(STOCK_MAX).optional(),
  ),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (INVENTORY_PAGE_SIZES as readonly number[]).includes(n), "Invalid page size")
    .default(50),
});
export type InventoryListQuery = z.infer<typeof InventoryListQuerySchema>;

export const InventoryHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(HISTORY_LIMIT_MAX, messages.maxLength(HISTORY_LIMIT_MAX)).default(50),
});

export interface InventoryItemDto {
  variantId: string;
  productId: string;
  productTitle: string;
  /** "Red / M"; "" for a product's only, optionless variant. */
  options: string;
  sku: string;
  inventoryQuantity: number;
  version: number;
  updatedAt: string;
}

export interface InventoryAdjustmentDto {
  _id: string;
  variantId: string;
  delta: number;
  quantityAfter: number;
  reason: string;
  idempotencyKey: string;
  userEmail: string | null;
  createdAt: string;
}

export const optionsLabel = (v: { option1: string; option2: string; option3: string }) => [v.option1, v.option2, v.option3].filter((o) => o !== "").join(" / ");

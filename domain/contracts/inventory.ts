// Inventory (docs/api-contract.md "Inventory"): a restricted screen, so operators only, on top of the `products` scope.
import { z } from "zod/v4";
import { safeString } from "../validation";
import { InventoryAdjustSchema, InventoryHistoryQuerySchema, InventoryListQuerySchema, type InventoryAdjustmentDto, type InventoryItemDto } from "../inventory";
import { defineEndpoint, ids, IsoDate, paged } from "./endpoint";
import { sameShape } from "./type-check";

export const InventoryItemDtoSchema = z.object({
  variantId: safeString(),
  productId: safeString(),
  productTitle: safeString(),
  options: safeString(),
  sku: safeString(),
  inventoryQuantity: z.number().int(),
  version: z.number().int(),
  updatedAt: IsoDate,
});
sameShape<z.infer<typeof InventoryItemDtoSchema>, InventoryItemDto>(true);
export const InventoryAdjustmentDtoSchema = z.object({
  _id: safeString(),
  variantId: safeString(),
  delta: z.number().int(),
  quantityAfter: z.number().int(),
  reason: safeString(),
  idempotencyKey: safeString(),
  userEmail: safeString().nullable(),
  createdAt: IsoDate,
});
sameShape<z.infer<typeof InventoryAdjustmentDtoSchema>, InventoryAdjustmentDto>(true);

const operators = { access: "operator", scope: "products" } as const;

export const inventoryEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/inventory",
    ...operators,
    summary: "Stock per variant",
    query: InventoryListQuerySchema,
    response: paged({ items: z.array(InventoryItemDtoSchema) }),
  }),
  adjust: defineEndpoint({
    method: "POST",
    path: "/inventory/adjust",
    ...operators,
    status: 201,
    summary: "Change a variant's stock once per idempotency key (201; a repeat answers 200 with `replayed: true`)",
    body: InventoryAdjustSchema,
    response: z.object({ adjustment: InventoryAdjustmentDtoSchema, item: InventoryItemDtoSchema, replayed: z.boolean() }),
  }),
  history: defineEndpoint({
    method: "GET",
    path: "/inventory/:variantId/history",
    ...operators,
    summary: "A variant's adjustments, newest first",
    params: ids("variantId"),
    query: InventoryHistoryQuerySchema,
    response: paged({ item: InventoryItemDtoSchema, adjustments: z.array(InventoryAdjustmentDtoSchema) }),
  }),
};

// Inventory API calls (docs/api-contract.md "Inventory"; operators only, scope `products`).
import type { InventoryAdjust, InventoryAdjustmentDto, InventoryItemDto } from "@domain/inventory";
import type { ApiClients } from "./client.server";

export type { InventoryAdjustmentDto, InventoryItemDto };
type Api = Pick<ApiClients, "store">;

export interface InventoryList {
  items: InventoryItemDto[];
  total: number;
  page: number;
  limit: number;
}

export function listInventory(api: Api, query: { search?: string; lowStock?: number; page?: number; limit?: number }): Promise<InventoryList> {
  return api.store.get<InventoryList>("/inventory", { query: { ...query } });
}

/** A repeat of `idempotencyKey` answers the first adjustment with `replayed: true` and changes nothing. */
export function adjustInventory(api: Api, body: InventoryAdjust): Promise<{ adjustment: InventoryAdjustmentDto; item: InventoryItemDto; replayed: boolean }> {
  return api.store.post("/inventory/adjust", { body });
}

export interface InventoryHistory {
  item: InventoryItemDto;
  adjustments: InventoryAdjustmentDto[];
  total: number;
  page: number;
  limit: number;
}

export function inventoryHistory(api: Api, variantId: string, query: { page?: number; limit?: number } = {}) {
  return api.store.get<InventoryHistory>(
    `/inventory/${encodeURIComponent(variantId)}/history`,
    { query },
  );
}

// Inventory API calls (docs/api-contract.md "Inventory"; operators only, scope `products`).
import type { ResponseOf } from "@domain/contracts/endpoint";
import { inventoryEndpoints } from "@domain/contracts/inventory";
import type { InventoryAdjust, InventoryAdjustmentDto, InventoryItemDto } from "@domain/inventory";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

export type { InventoryAdjustmentDto, InventoryItemDto };
type Api = Pick<ApiClients, "store">;

export type InventoryList = ResponseOf<typeof inventoryEndpoints.list>;
export type InventoryHistory = ResponseOf<typeof inventoryEndpoints.history>;

export function listInventory(api: Api, query: { search?: string; lowStock?: number; page?: number; limit?: number }): Promise<InventoryList> {
  return call(api.store, inventoryEndpoints.list, { query });
}

/** A repeat of `idempotencyKey` answers the first adjustment with `replayed: true` and changes nothing. */
export function adjustInventory(api: Api, body: InventoryAdjust): Promise<{ adjustment: InventoryAdjustmentDto; item: InventoryItemDto; replayed: boolean }> {
  return call(api.store, inventoryEndpoints.adjust, { body });
}

export function inventoryHistory(api: Api, variantId: string, query: { page?: number; limit?: number } = {}) {
  return call(api.store, inventoryEndpoints.history, { params: { variantId }, query });
}

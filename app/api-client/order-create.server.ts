// The manual order's calls (domain/contracts/checkout.ts `orderPlacementEndpoints`, scope `orders`): the variant search
// of the dialog, and SPEC §7 `POST /orders` (payload under `product`).
import type { ManualOrder, OrderVariantDto, PlacedOrderDto } from "@domain/checkout";
import { orderPlacementEndpoints } from "@domain/contracts/checkout";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

export type { OrderVariantDto, PlacedOrderDto };
type Api = Pick<ApiClients, "store">;

/** Variants matching `search` (product title or SKU), and the ones named by `ids` (the lines already chosen). */
export function searchOrderVariants(api: Api, query: { search: string; ids: string[] }): Promise<{ variants: OrderVariantDto[]; chosen: OrderVariantDto[] }> {
  return call(api.store, orderPlacementEndpoints.variants, { query: { search: query.search, ids: query.ids.join(",") } });
}

/**
 * Places the order; the same `idempotencyKey` again answers the same order (`replayed`). 400: field errors; 409: a line
 * short of stock or gone (`lines`), a discount code refused (`errors.discountCode`), or the key used for another order.
 */
export function createManualOrder(api: Api, order: ManualOrder): Promise<{ order: PlacedOrderDto; replayed: boolean }> {
  return call(api.store, orderPlacementEndpoints.create, { body: { product: order } });
}

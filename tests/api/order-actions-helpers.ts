// Orders for the action tests: placed through the real checkout API (pending, cash on delivery) or as a manual order
// marked paid, with the shop's variants.
import { expect } from "vitest";
import { orderPlacementEndpoints } from "../../domain/contracts/checkout";
import type { Harness } from "../helpers/harness";
import { ADDRESS, complete, idempotencyKey, product, readyCheckout, type Owner } from "./checkout-helpers";

export async function shop(h: Harness, owner: Owner) {
  const ao = await product(h, owner, "Áo dài", [{ option1: "M", price: 300000, sku: "AD-M", inventoryQuantity: 10 }]);
  const non = await product(h, owner, "Nón lá", [{ price: 50000, sku: "NL", inventoryQuantity: 10 }]);
  return { ao: ao.variantIds[0]!, non: non.variantIds[0]! };
}

/** A storefront order, cash on delivery: pending, nothing paid. Shipping "standard" is 30.000 đ. */
export async function pendingOrder(h: Harness, owner: Owner, lines: { variantId: string; quantity: number }[], email = "lan@example.com") {
  const ready = await readyCheckout(h, owner.storeId, lines, { email });
  const res = await complete(h, owner.storeId, ready.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order;
}

/** A manual order marked paid, with standard shipping. */
export async function paidOrder(h: Harness, owner: Owner, lines: { variantId: string; quantity: number }[], email = "mai@example.com") {
  const res = await h.request(orderPlacementEndpoints.create, {
    headers: owner.headers,
    body: { product: { lines, email, shippingAddress: ADDRESS, shippingRate: "standard", paid: true, idempotencyKey: idempotencyKey() } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order;
}

export const lineOf = (order: { lines: { _id: string; variantId: string | null }[] }, variantId: string) =>
  order.lines.find((l) => l.variantId === variantId)!._id;

// Shared steps of the checkout tests: a store's catalog made through the API, and a checkout walked to completion.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { productVariants, stores } from "../../api/db/schema";
import { checkoutEndpoints } from "../../domain/contracts/checkout";
import { productEndpoints } from "../../domain/contracts/products";
import { variantEndpoints } from "../../domain/contracts/variants";
import type { Harness } from "../helpers/harness";

export type Owner = Awaited<ReturnType<Harness["owner"]>>;

export const ADDRESS = { firstName: "Lan", lastName: "Nguyễn", address1: "12 Lý Tự Trọng", city: "Hồ Chí Minh", countryCode: "VN", phone: "+84 90 123 4567" };

let keys = 0;
export const idempotencyKey = () => `key-${Date.now().toString(36)}-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

/** A product with variants (option Size when they name option1); returns the variant ids in order. */
export async function product(
  h: Harness,
  owner: Owner,
  title: string,
  variants: Record<string, unknown>[],
  opts: { published?: boolean } = {},
): Promise<{ productId: string; variantIds: string[] }> {
  const { headers } = owner;
  const p = await h.request(productEndpoints.create, { headers, body: { product: { title, published: opts.published ?? true } } });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  const productId = p.body.product._id;
  if (variants.some((v) => v.option1)) {
    const o = await h.request(variantEndpoints.saveOptions, {
      headers,
      params: { id: productId },
      body: { options: [{ name: "Size", values: variants.map((v) => String(v.option1)) }] },
    });
    expect(o.status, JSON.stringify(o.body)).toBe(200);
  }
  const v = await h.request(variantEndpoints.createMany, { headers, params: { id: productId }, body: { variants } });
  expect(v.status, JSON.stringify(v.body)).toBe(201);
  return { productId, variantIds: v.body.variants.map((x) => x._id) };
}

export async function setLanguage(h: Harness, storeId: string, language: "vi" | "en") {
  await h.database.db.update(stores).set({ language }).where(eq(stores.id, storeId));
}

export async function stockOf(h: Harness, variantId: string): Promise<number> {
  const [row] = await h.database.db.select({ n: productVariants.inventoryQuantity }).from(productVariants).where(eq(productVariants.id, variantId));
  return row!.n;
}

/** A checkout with the lines, an e-mail, the address and a shipping rate: ready to complete. */
export async function readyCheckout(
  h: Harness,
  storeId: string,
  lines: { variantId: string; quantity: number }[],
  opts: { email?: string; rate?: string } = {},
) {
  const created = await h.request(checkoutEndpoints.create, { params: { storeId }, body: { lines, email: opts.email ?? "lan@example.com" } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const token = created.body.checkout.token;
  const address = await h.request(checkoutEndpoints.update, { params: { storeId, token }, body: { shippingAddress: ADDRESS } });
  expect(address.status, JSON.stringify(address.body)).toBe(200);
  const rate = await h.request(checkoutEndpoints.shippingLine, { params: { storeId, token }, body: { code: opts.rate ?? "standard" } });
  expect(rate.status, JSON.stringify(rate.body)).toBe(200);
  return { token, checkout: rate.body.checkout };
}

export function complete(
  h: Harness,
  storeId: string,
  token: string,
  body: Record<string, unknown> = { paymentMethod: "cod" },
  key: string | null = idempotencyKey(),
) {
  return h.request(checkoutEndpoints.complete, { params: { storeId, token }, body, headers: key === null ? {} : { "idempotency-key": key } });
}

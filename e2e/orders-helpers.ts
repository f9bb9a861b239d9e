// Orders for the e2e specs, placed the way a storefront places them: the storefront checkout API (ADR 037), from the
// request fixture, on a product made for the run.
import { expect, type APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD } from "./helpers";

export async function apiHeaders(request: APIRequestContext, email: string) {
  const token = (await (await request.post("/api/auth/signin", { data: { email, password: DEMO_PASSWORD } })).json()).token as string;
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const stores = (await (await request.get("/api/users/stores", { headers: auth })).json()).stores as Array<{ id: string }>;
  return { headers: { ...auth, "store-id": stores[0]!.id }, storeId: stores[0]!.id };
}

/** A published product with one variant in stock; its variant's id. */
export async function stockedVariant(request: APIRequestContext, headers: Record<string, string>, title: string, price = 250000): Promise<string> {
  const p = await request.post("/api/products", { headers, data: { product: { title, published: true } } });
  expect(p.status(), await p.text()).toBe(201);
  const id = (await p.json()).product._id as string;
  const v = await request.post(`/api/products/${id}/variants`, {
    headers,
    data: { variant: { price, inventoryQuantity: 100, sku: `SKU-${title.slice(-6)}` } },
  });
  expect(v.status(), await v.text()).toBe(201);
  return (await v.json()).variant._id as string;
}

/** A checkout walked to completion (cash on delivery): the placed order. */
export async function placeOrder(request: APIRequestContext, storeId: string, variantId: string, email: string, quantity = 2) {
  const base = `/api/storefront/${storeId}/checkouts`;
  const created = await request.post(base, { data: { lines: [{ variantId, quantity }], email } });
  expect(created.status(), await created.text()).toBe(201);
  const token = (await created.json()).checkout.token as string;
  const address = { firstName: "Lan", lastName: "Nguyễn", address1: "12 Lý Tự Trọng", city: "Hồ Chí Minh", countryCode: "VN", phone: "+84 90 123 4567" };
  expect((await request.put(`${base}/${token}`, { data: { shippingAddress: address } })).status()).toBe(200);
  expect((await request.put(`${base}/${token}/shipping-line`, { data: { code: "standard" } })).status()).toBe(200);
  const key = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const done = await request.post(`${base}/${token}/complete`, { data: { paymentMethod: "cod" }, headers: { "idempotency-key": key } });
  expect(done.status(), await done.text()).toBe(201);
  return (await done.json()).order as { _id: string; name: string; totalPrice: number };
}

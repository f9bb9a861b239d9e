// The shopper's cart before checkout: variant ids and quantities in an HMAC-signed cookie, per store. No table, no
// session; prices and stock are read again on every view, and the checkout API checks the lines once more.
import crypto from "node:crypto";

export const CART_COOKIE = "sf_cart";
export const CART_MAX_LINES = 50;
export const CART_MAX_QUANTITY = 1000;

export interface CookieLine {
  variantId: string;
  quantity: number;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const mac = (secret: string | Buffer, storeId: string, body: string) =>
  crypto.createHmac("sha256", secret).update(`cart:${storeId}:${body}`).digest("base64url");

export function encodeCart(secret: string | Buffer, storeId: string, lines: CookieLine[]): string {
  const body = Buffer.from(JSON.stringify(lines.map((l) => [l.variantId, l.quantity]))).toString("base64url");
  return `${body}.${mac(secret, storeId, body)}`;
}

export function decodeCart(secret: string | Buffer, storeId: string, value: string | undefined): CookieLine[] {
  if (!value || value.length > 8000) return [];
  const [body, sig] = value.split(".");
  if (!body || !sig) return [];
  const expected = mac(secret, storeId, body);
  if (sig.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) return [];
  try {
    const raw = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(raw)) return [];
    return raw
      .filter((l): l is [string, number] => Array.isArray(l) && typeof l[0] === "string" && UUID_RE.test(l[0]) && Number.isInteger(l[1]) && l[1] > 0)
      .slice(0, CART_MAX_LINES)
      .map(([variantId, quantity]) => ({ variantId: variantId.toLowerCase(), quantity: Math.min(quantity, CART_MAX_QUANTITY) }));
  } catch {
    return [];
  }
}

/** Adds to a line (or a new one); `set` replaces its quantity, 0 removes it. */
export function changeCart(lines: CookieLine[], variantId: string, quantity: number, mode: "add" | "set"): CookieLine[] {
  const id = variantId.toLowerCase();
  const current = lines.find((l) => l.variantId === id);
  const next = Math.min(CART_MAX_QUANTITY, Math.max(0, mode === "add" ? (current?.quantity ?? 0) + quantity : quantity));
  const rest = lines.filter((l) => l.variantId !== id);
  if (next === 0) return rest;
  const updated = { variantId: id, quantity: next };
  return current ? lines.map((l) => (l.variantId === id ? updated : l)) : [...rest, updated].slice(-CART_MAX_LINES);
}

export const isVariantId = (value: unknown): value is string => typeof value === "string" && UUID_RE.test(value);

/** `pass:{hmac(store, password)}`: a changed password signs every shopper out of a locked storefront. */
export function passwordCookieValue(secret: string | Buffer, storeId: string, password: string): string {
  return crypto.createHmac("sha256", secret).update(`storefront-password:${storeId}:${password}`).digest("base64url");
}

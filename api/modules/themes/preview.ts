// Staff preview of a draft on the storefront: an HMAC-signed, expiring token naming store and theme. The API signs it
// for a user with the `themes` scope; the storefront checks it and keeps it in a cookie while the preview is browsed.
import crypto from "node:crypto";

export const PREVIEW_TTL_MS = 60 * 60 * 1000;
export const PREVIEW_COOKIE = "sf_preview";

const sign = (secret: string | Buffer, payload: string) => crypto.createHmac("sha256", secret).update(`theme-preview:${payload}`).digest("base64url");

export function previewToken(secret: string | Buffer, storeId: string, themeId: string, expiresAt: Date): string {
  const payload = `${storeId}.${themeId}.${expiresAt.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The theme id a valid, unexpired token of this store names, else null. */
export function readPreviewToken(secret: string | Buffer, storeId: string, token: string | undefined, now: Date): string | null {
  if (!token || token.length > 300) return null;
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [store, theme, expires, sig] = parts as [string, string, string, string];
  const expected = sign(secret, `${store}.${theme}.${expires}`);
  if (sig.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) return null;
  if (store !== storeId || !/^\d{1,15}$/.test(expires) || Number(expires) < now.getTime()) return null;
  return theme;
}

// A honeypot on sign-up (ADR 033): remix-utils' <HoneypotInputs> renders a field people never see (display: none, out of
// the tab order) and a signed "rendered at" stamp. A bot that fills every field, or posts without the page, is refused.
// The check is ours: remix-utils' server half encrypts the stamp with crypto-js (discontinued, and not installed);
// an HMAC with the session secret (node:crypto) proves the same thing, and holds across processes (ADR 028).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { HoneypotProviderProps } from "remix-utils/honeypot/react";

/** remix-utils' default field names, which <HoneypotInputs> falls back to. */
export const HONEYPOT_FIELD = "name__confirm";
export const HONEYPOT_STAMP_FIELD = "from__confirm";

const sign = (secret: string, stamp: string) => createHmac("sha256", `honeypot:${secret}`).update(stamp).digest("base64url");

/** What <HoneypotProvider> needs for this render. */
export function honeypotProps(secret: string, now = Date.now()): Omit<HoneypotProviderProps, "children"> {
  const stamp = String(now);
  return { nameFieldName: HONEYPOT_FIELD, validFromFieldName: HONEYPOT_STAMP_FIELD, encryptedValidFrom: `${stamp}.${sign(secret, stamp)}` };
}

/** Whether a posted form fell into the trap: the hidden field filled or missing, or the stamp absent, forged or future. */
export function isSpam(formData: FormData, secret: string, now = Date.now()): boolean {
  if (formData.get(HONEYPOT_FIELD) !== "") return true;
  const [stamp = "", mac = ""] = String(formData.get(HONEYPOT_STAMP_FIELD) ?? "").split(".");
  const expected = Buffer.from(sign(secret, stamp));
  const given = Buffer.from(mac);
  if (!/^\d+$/.test(stamp) || given.length !== expected.length || !timingSafeEqual(given, expected)) return true;
  return Number(stamp) > now;
}

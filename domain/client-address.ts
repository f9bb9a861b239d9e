// The admin calls the API over HTTP on behalf of every browser. The API's per-client limits must count the browser,
// not the admin, so the admin names the browser's address in a header signed with a secret only the two share
// (derived from SESSION_SECRET in config.ts). A browser cannot forge it, unlike X-Forwarded-For (ADR 019).
import crypto from "node:crypto";

export const CLIENT_ADDRESS_HEADER = "x-backroom-client-address";
export const CLIENT_ADDRESS_MAC_HEADER = "x-backroom-client-address-mac";

const mac = (secret: string, address: string) => crypto.createHmac("sha256", secret).update(address).digest("base64url");

/** The two headers the admin adds to each API call it makes for a browser. */
export function clientAddressHeaders(secret: string, address: string): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_ADDRESS_MAC_HEADER]: mac(secret, address) };
}

/** The signed address, or null when either header is missing or the signature does not match. */
export function verifiedClientAddress(secret: string, address: string | undefined, signature: string | undefined): string | null {
  if (!address || !signature || address.length > 64) return null;
  const expected = Buffer.from(mac(secret, address));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? address : null;
}

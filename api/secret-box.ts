// Secrets at rest (ADR 057): AES-256-GCM with a random 96-bit IV per value, under SECRETS_KEY (config.ts). The text
// stored is "v1." + base64url(iv ‖ tag ‖ ciphertext); the associated data binds it to its place (store, channel,
// field), so a ciphertext copied into another store's row or another field does not decrypt.
import crypto from "node:crypto";

export interface SecretBox {
  seal(plaintext: string, place: string): string;
  /** Throws when the text was not sealed under this key for this place (tampered, moved, or another key). */
  open(sealed: string, place: string): string;
}

const VERSION = "v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const SECRETS_KEY_MESSAGE = "SECRETS_KEY must be 32 bytes, written as 64 hexadecimal characters or in base64";

/** A 32-byte key from its hex (64 characters) or base64 / base64url text; null when it is neither. */
export function parseSecretsKey(text: string): Buffer | null {
  const t = text.trim();
  if (/^[0-9a-f]{64}$/i.test(t)) return Buffer.from(t, "hex");
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) return null;
  const bytes = Buffer.from(t.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === 32 ? bytes : null;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error(SECRETS_KEY_MESSAGE);
  return {
    seal(plaintext, place) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(place, "utf8"));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
    },
    open(sealed, place) {
      if (!sealed.startsWith(VERSION)) throw new Error("not a sealed secret");
      const raw = Buffer.from(sealed.slice(VERSION.length), "base64url");
      const decipher = crypto.createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(place, "utf8"));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
    },
  };
}

import crypto from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

/**
 * OWASP Password Storage Cheat Sheet, scrypt: "N=2^17 (128 MiB), r=8, p=1" or an equivalent row; this is the row
 * "N=2^14 (16 MiB), r=8, p=5": the same work per hash with an eighth of the memory, so the four hashes libuv runs at
 * once hold 64 MiB rather than 512 MiB (ADR 018). About 120 ms per hash on this project's 2-core machine.
 */
export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
// 128·r·(N+p+2) bytes for the parameters above is 16.8 MB; a stored hash with more than this is refused, not run.
const MAXMEM = 64 * 1024 * 1024;

/** scrypt with a random salt: "scrypt$N$r$p$salt$hash" (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const { N, r, p } = SCRYPT_PARAMS;
  const hash = await scrypt(password, salt, 32, { N, r, p, maxmem: MAXMEM });
  return ["scrypt", N, r, p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

function parseHash(stored: string) {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane = Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0) && 128 * params.r * (params.N + params.p + 2) <= MAXMEM;
  if (kind !== "scrypt" || !salt || !hash || !sane) return null;
  return { params, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed.hash.length, { ...parsed.params, maxmem: MAXMEM });
  return crypto.timingSafeEqual(actual, parsed.hash);
}

/** A hash made with other (older, cheaper) parameters: rehashed on the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.N !== SCRYPT_PARAMS.N || parsed.params.r !== SCRYPT_PARAMS.r || parsed.params.p !== SCRYPT_PARAMS.p;
}

/** Compared against when the e-mail is unknown, so a miss costs the same time as a wrong password. */
export const DUMMY_PASSWORD_HASH = `scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;

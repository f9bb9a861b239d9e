// Where a user-given `redirectTo` may send the browser: only a path on this site.
import { safeRedirect as pathOnlyRedirect } from "remix-utils/safe-redirect";

/**
 * remix-utils' helper refuses "//host", "/\host" and "..", but passes "/\t/evil.example": browsers delete tab, CR and LF
 * while parsing a URL (so that is "//evil.example", off-site), and a CR or LF in a Location header is a 500. So control
 * characters and backslashes are refused first, in the value and in its percent-decoded form ("/%09/…", "/%5C…"), and
 * the result must resolve to this origin the way a browser would resolve it.
 */
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
const ORIGIN = "http://backroom.invalid";

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/admin"): string {
  if (typeof to !== "string") return fallback;
  const plain = decoded(to);
  if (plain === null || UNSAFE.test(to) || UNSAFE.test(plain) || plain.trimStart().startsWith("//")) return fallback;
  const path = pathOnlyRedirect(to, fallback);
  return new URL(path, ORIGIN).origin === ORIGIN ? path : fallback;
}

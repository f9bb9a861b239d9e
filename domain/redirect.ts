// URL redirects (ADR 066): a store path answered with 301 to a target. Pure rules: normalisation, the form and the CSV.
import { z } from "zod/v4";
import { messages, safeString } from "./validation";

/** ADR 021: a path or target longer than this is refused (browsers and proxies cap URLs near 2 KB). */
export const REDIRECT_URL_MAX = 2000;
/** The largest CSV the import takes (ADR 066: about 300k rows of typical length). */
export const REDIRECT_IMPORT_MAX_BYTES = 32 * 1024 * 1024;

export const REDIRECT_PATH_MESSAGE = 'Path must start with "/", without a query string, spaces or a fragment';
export const REDIRECT_HOME_MESSAGE = "The home page cannot be redirected";
export const REDIRECT_TARGET_MESSAGE = 'Target must be a path starting with "/" or a full http(s) URL';
export const REDIRECT_SAME_MESSAGE = "Target must differ from the path: the redirect would loop";
export const REDIRECT_TAKEN_MESSAGE = "This path already has a redirect";
export const REDIRECT_CHAIN_TARGET_MESSAGE = "Target is itself redirected: point to its final target instead (no chains)";
export const REDIRECT_CHAIN_PATH_MESSAGE = "Another redirect points to this path: it would make a chain";
export const REDIRECT_DUPLICATE_ROW_MESSAGE = "Duplicate path: an earlier row of the file redirects it";
export const REDIRECT_CONFLICT_MESSAGE = "This redirect was changed by someone else since you opened it. Review the latest version, then save again.";
export const REDIRECT_CSV_HEADER_MESSAGE = 'The file needs a "Redirect from,Redirect to" (or "path,target") header';

// RFC 3986 unreserved characters and the sub-delims a path keeps literally; everything else is percent-encoded.
const PATH_KEEP = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A stray "%" is a literal percent sign.
    return segment.replace(/%(?![0-9A-Fa-f]{2})/g, "%25").replace(/%[0-9A-Fa-f]{2}/g, (m) => {
      try {
        return decodeURIComponent(m);
      } catch {
        return m;
      }
    });
  }
}

function encodeSegment(segment: string): string {
  let out = "";
  for (const ch of segment) out += PATH_KEEP.test(ch) ? ch : encodeURIComponent(ch);
  return out;
}

/**
 * A path in one spelling: percent-encoding decoded and re-encoded the canonical way (upper-case hex, unreserved
 * characters literal), repeated and trailing slashes dropped. `null` when it is not a store path at all.
 */
export function canonicalPath(input: string): string | null {
  const s = input.trim();
  if (!s.startsWith("/") || s.startsWith("//") || /[\s?#\u0000-\u001f\u007f]/.test(s)) return null;
  const segments = s.split("/").filter((seg) => seg !== "");
  const decoded = segments.map(decodeSegment);
  if (decoded.some((seg) => /[/\u0000-\u001f\u007f]/.test(seg))) return null;
  return "/" + decoded.map(encodeSegment).join("/");
}

/** A stored path as people read it: percent-encoded letters shown as letters (`/%C3%A1o` → `/áo`); spaces stay encoded. */
export function readablePath(value: string): string {
  return value.replace(/(%[0-9A-F]{2})+/gi, (run) => {
    try {
      const text = decodeURIComponent(run);
      return /[\s\u0000-\u001f\u007f/?#%]/.test(text) ? run : text;
    } catch {
      return run;
    }
  });
}

/** What two paths that are "the same" share (Shopify compares case-insensitively): the canonical path, lower-cased. */
export function redirectKey(canonical: string): string {
  return canonical
    .split("/")
    .map((seg) => encodeSegment(decodeSegment(seg).toLowerCase()))
    .join("/");
}

/** The key of a requested path (the storefront's `findRedirect`), or null when nothing could match it. */
export function requestKey(path: string): string | null {
  const canonical = canonicalPath(path.split("?")[0] ?? "");
  return canonical === null || canonical === "/" ? null : redirectKey(canonical);
}

export type RedirectTarget = { kind: "path"; value: string; key: string } | { kind: "url"; value: string; key: null };

/**
 * A target: a store path (its query string and fragment kept, the path part canonical) or an absolute http(s) URL,
 * kept as typed. The key of a path target is what a chain is checked against; a URL is another site's (ADR 066).
 */
export function parseTarget(input: string): RedirectTarget | null {
  const s = input.trim();
  if (s.startsWith("/") && !s.startsWith("//")) {
    const cut = s.search(/[?#]/);
    const pathPart = cut === -1 ? s : s.slice(0, cut);
    const rest = cut === -1 ? "" : s.slice(cut);
    if (/[\s\u0000-\u001f\u007f]/.test(rest)) return null;
    const canonical = canonicalPath(pathPart);
    if (canonical === null) return null;
    return { kind: "path", value: canonical + rest, key: redirectKey(canonical) };
  }
  if (!/^https?:\/\//i.test(s) || /[\s\u0000-\u001f\u007f]/.test(s)) return null;
  try {
    const url = new URL(s);
    return url.hostname ? { kind: "url", value: s, key: null } : null;
  } catch {
    return null;
  }
}

export type PathCheck = { ok: true; path: string; key: string } | { ok: false; message: string };

export function checkPath(input: string): PathCheck {
  if (input.trim() === "") return { ok: false, message: messages.required("Path") };
  if (input.length > REDIRECT_URL_MAX) return { ok: false, message: messages.maxLength(REDIRECT_URL_MAX) };
  const path = canonicalPath(input);
  if (path === null) return { ok: false, message: REDIRECT_PATH_MESSAGE };
  if (path === "/") return { ok: false, message: REDIRECT_HOME_MESSAGE };
  return { ok: true, path, key: redirectKey(path) };
}

export type TargetCheck = { ok: true; target: RedirectTarget } | { ok: false; message: string };

export function checkTarget(input: string): TargetCheck {
  if (input.trim() === "") return { ok: false, message: messages.required("Target") };
  if (input.length > REDIRECT_URL_MAX) return { ok: false, message: messages.maxLength(REDIRECT_URL_MAX) };
  const target = parseTarget(input);
  return target ? { ok: true, target } : { ok: false, message: REDIRECT_TARGET_MESSAGE };
}

const field = z.preprocess((v) => (v === undefined || v === null ? "" : v), safeString({ error: "Must be text" }));

/** The form and the API body: both fields checked here; taken paths, loops and chains are the API's (they need the store). */
export const RedirectFormSchema = z.object({ path: field, target: field }).transform((form, ctx) => {
  // A NUL already has its message (safeString): no second one for the same field.
  const path = form.path.includes("\u0000") ? null : checkPath(form.path);
  const target = form.target.includes("\u0000") ? null : checkTarget(form.target);
  if (path && !path.ok) ctx.addIssue({ code: "custom", path: ["path"], message: path.message });
  if (target && !target.ok) ctx.addIssue({ code: "custom", path: ["target"], message: target.message });
  if (!path?.ok || !target?.ok) return z.NEVER;
  if (target.target.key === path.key) {
    ctx.addIssue({ code: "custom", path: ["target"], message: REDIRECT_SAME_MESSAGE });
    return z.NEVER;
  }
  return { path: path.path, target: target.target.value };
});
export type RedirectForm = z.infer<typeof RedirectFormSchema>;

export const RedirectUpdateSchema = z.intersection(
  RedirectFormSchema,
  z.object({
    version: z.coerce
      .number({ error: messages.required("Version") })
      .int()
      .min(1),
  }),
);

export const RedirectListQuerySchema = z.object({
  search: z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(255).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

export interface RedirectDto {
  _id: string;
  path: string;
  target: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One row error of an import: `line` is the file's 1-based line (the header is line 1). */
export interface RedirectImportError {
  line: number;
  field: "path" | "target" | "";
  message: string;
}

export interface RedirectImportReport {
  rows: number;
  created: number;
  errorCount: number;
  /** The first errors (the count is the whole). */
  errors: RedirectImportError[];
}

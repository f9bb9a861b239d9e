// Keyset ("seek") paging cursors (ADR 047): a position in a list's order, named by a row's sort key and its id (the
// tie-break), so the next page starts where the last one ended instead of counting past every row before it. Opaque to
// callers (base64url of JSON), checked here so a garbled or forged one is a 400, never a query error. Not signed: it
// only positions a read that is scoped to the caller's store anyway, so a forged one shows nothing a page number could not.
import { z } from "zod/v4";
import { safeString } from "./validation";

export interface KeysetCursor {
  /** The sort it was made for: a cursor of another order would land on an arbitrary row. */
  sort: string;
  /** The sort key, an instant to the microsecond in UTC ("2026-11-29T01:02:03.123456Z"): a JS Date keeps milliseconds and would skip rows of the same millisecond. */
  at: string;
  id: string;
}

export const CURSOR_MESSAGES = {
  invalid: "This page link is not valid any more. Open the list again.",
  otherSort: "This page link was made for another sort order. Open the list again.",
  both: "Give either after or before, not both.",
} as const;

/** Longer than any cursor this module makes: a bigger value is refused before it is decoded. */
const CURSOR_MAX = 200;
const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL_RE = /^[A-Za-z0-9_-]+$/;

/** A real instant, not only its shape: "2026-02-30…" would pass the pattern and fail in the database's cast. */
const isInstant = (at: string) => INSTANT_RE.test(at) && new Date(`${at.slice(0, 23)}Z`).toISOString().slice(0, 23) === at.slice(0, 23);

export function encodeCursor(cursor: KeysetCursor): string {
  return btoa(JSON.stringify([cursor.sort, cursor.at, cursor.id]))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The cursor, or null when it is not one this module made (any text at all may arrive in a URL). */
export function decodeCursor(raw: string): KeysetCursor | null {
  if (raw.length > CURSOR_MAX || !BASE64URL_RE.test(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(raw.replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((part) => typeof part === "string")) return null;
  const [sort, at, id] = parsed as [string, string, string];
  if (!/^[a-z_]{1,32}$/.test(sort) || !isInstant(at) || !UUID_RE.test(id)) return null;
  return { sort, at, id };
}

/** A query parameter holding a cursor: the text in, the decoded cursor out; anything else is refused with one message. */
export const KeysetCursorParam = safeString().transform((raw, ctx) => {
  const cursor = decodeCursor(raw);
  if (!cursor) {
    ctx.addIssue({ code: "custom", message: CURSOR_MESSAGES.invalid });
    return z.NEVER;
  }
  return cursor;
});

/** The checks a list's query adds for its cursors: one direction at a time, each made for the sort asked for. */
export function checkCursors(query: { sort: string; after?: KeysetCursor; before?: KeysetCursor }, ctx: z.RefinementCtx): void {
  if (query.after && query.before) ctx.addIssue({ code: "custom", path: ["before"], message: CURSOR_MESSAGES.both });
  for (const key of ["after", "before"] as const) {
    const cursor = query[key];
    if (cursor && cursor.sort !== query.sort) ctx.addIssue({ code: "custom", path: [key], message: CURSOR_MESSAGES.otherSort });
  }
}

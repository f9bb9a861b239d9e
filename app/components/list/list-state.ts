// URL list state (ARCHITECTURE rule 7): `tab`, `page`, `limit`, `_query` (JSON of applied filters), and for a list the
// API pages by keyset, `after` / `before` (an opaque cursor from the API's answer; `page` is then the number shown).
// Pure: the loader, the components and the tests all read the same rules.
import type { z } from "zod/v4";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./page-sizes";

export type PageSize = (typeof PAGE_SIZES)[number];
export type FilterValues = Record<string, string | boolean | undefined>;

/** Names of the filter fields inside the filter drawer's GET form; the `_query` JSON is built from them. */
export const FILTER_FIELD_PREFIX = "filter.";
export const filterField = (key: string) => `${FILTER_FIELD_PREFIX}${key}`;

export const MAX_PAGE = 100_000;

/** The URL parameters of a keyset cursor (ADR 047): the page after or before a row the API named. */
export const PAGE_CURSOR_PARAMS = ["after", "before"] as const;
/** The changes that send a list back to its first page: any change of tab, filters or page size starts it again. */
export const FIRST_PAGE = { page: null, after: null, before: null } as const;

/** A keyset cursor from the URL: at most one direction, opaque, checked by the API (this only keeps junk out of the call). */
export type PageCursor = { after: string } | { before: string } | null;
const CURSOR_RE = /^[A-Za-z0-9_-]{1,200}$/;

export interface ListState<F extends FilterValues, T extends string = string> {
  tab: T;
  page: number;
  limit: PageSize;
  /** The keyset cursor the page is read from; null or absent reads `page` by offset (jumps, bookmarks). */
  cursor?: PageCursor;
  filters: F;
  /**
   * Filter values of the URL that were refused, by key, with the reason (a NUL character, too long): the list runs
   * without them and the page shows each next to its field, holding what was typed (NUL characters taken out).
   */
  rejected: RejectedFilters;
  /** The filter drawer is open (`filters=1`), so it renders on the server too. */
  filtersOpen: boolean;
  /**
   * Set when the URL carries raw filter form fields (the drawer submitted without JavaScript):
   * the canonical URL with `_query` to redirect to.
   */
  redirect: string | null;
}

export type RejectedFilters = Record<string, { value: string; message: string }>;

export interface ListStateOptions<T extends string> {
  tabs?: readonly T[];
  defaultTab?: T;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** SPEC §5: a filter condition counts only when its value is non-empty or boolean. */
export function compactFilters(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === "boolean") out[key] = value;
    else if (typeof value === "string" && value.trim() !== "") out[key] = value.trim();
    else if (typeof value === "number" && Number.isFinite(value)) out[key] = String(value);
  }
  return out;
}

/** `_query` → validated filters. Bad JSON gives {}; a bad value drops only its own key. */
export function parseFilters<S extends z.ZodType<FilterValues>>(raw: string | null, schema: S): z.infer<S> {
  return readFilters(raw, schema).filters;
}

/** As parseFilters, and which values were dropped and why (the issue's message, the schema's own wording). */
export function readFilters<S extends z.ZodType<FilterValues>>(raw: string | null, schema: S): { filters: z.infer<S>; rejected: RejectedFilters } {
  let json: unknown = {};
  if (raw) {
    try {
      json = JSON.parse(raw);
    } catch {
      json = {};
    }
  }
  const rejected: RejectedFilters = {};
  let candidate = isPlainObject(json) ? compactFilters(json) : {};
  for (let attempt = 0; attempt < 2; attempt++) {
    const result = schema.safeParse(candidate);
    if (result.success) return { filters: result.data, rejected };
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "")));
    if (bad.has("")) break;
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      const value = candidate[key];
      if (!rejected[key] && typeof value === "string") rejected[key] = { value: value.replace(/\u0000/g, ""), message: issue.message };
    }
    candidate = Object.fromEntries(Object.entries(candidate).filter(([key]) => !bad.has(key)));
  }
  const empty = schema.safeParse({});
  return { filters: (empty.success ? empty.data : {}) as z.infer<S>, rejected: {} };
}

export function parsePage(raw: string | null): number {
  const n = raw && /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

export function parseCursor(params: URLSearchParams): PageCursor {
  const after = params.get("after");
  const before = params.get("before");
  if (after !== null && before === null && CURSOR_RE.test(after)) return { after };
  if (before !== null && after === null && CURSOR_RE.test(before)) return { before };
  return null;
}

export function parseLimit(raw: string | null): PageSize {
  const n = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : DEFAULT_PAGE_SIZE;
}

export function parseTab<T extends string>(raw: string | null, tabs: readonly T[], fallback: T): T {
  return tabs.find((t) => t === raw) ?? fallback;
}

/** Filters → the `_query` value, or null when no filter is set. Keys are sorted so equal filters give equal URLs. */
export function serializeFilters(filters: Record<string, unknown>): string | null {
  const compact = compactFilters(filters);
  const keys = Object.keys(compact).sort();
  if (keys.length === 0) return null;
  return JSON.stringify(Object.fromEntries(keys.map((k) => [k, compact[k]])));
}

/**
 * A copy of `search` with `changes` applied: a value sets the parameter, null/undefined removes it.
 * Returns "?…" or "" so it can be appended to a pathname.
 */
export function withParams(search: string | URLSearchParams, changes: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) params.delete(key);
    else params.set(key, String(value));
  }
  const out = params.toString();
  return out ? `?${out}` : "";
}

/**
 * The filter drawer's form fields (`filter.search=…` plus hidden copies of the other list parameters)
 * → the list's canonical query string: `_query` JSON, page (and cursor) reset, drawer closed.
 * Used by the loader (no JavaScript) and by the enhance script's filter forms (app/enhance/list-forms.ts), so both agree.
 */
export function applyFilterForm(form: URLSearchParams, opts: { keepOpen?: boolean } = {}): string {
  const filters: Record<string, string> = {};
  const rest = new URLSearchParams();
  for (const [key, value] of form) {
    if (key.startsWith(FILTER_FIELD_PREFIX)) filters[key.slice(FILTER_FIELD_PREFIX.length)] = value;
    else if (key !== "_query" && key !== "filters" && !(key in FIRST_PAGE)) rest.append(key, value);
  }
  return withParams(rest, { _query: serializeFilters(filters), filters: opts.keepOpen ? "1" : null });
}

export function hasFilterFormFields(params: URLSearchParams): boolean {
  for (const key of params.keys()) if (key.startsWith(FILTER_FIELD_PREFIX)) return true;
  return false;
}

/** Reads and validates the list state of a URL. Never throws: anything invalid falls back to its default. */
export function parseListState<S extends z.ZodType<FilterValues>, T extends string = string>(
  url: string | URL,
  schema: S,
  options: ListStateOptions<T> = {},
): ListState<z.infer<S>, T> {
  const u = typeof url === "string" ? new URL(url, "http://localhost") : url;
  const params = u.searchParams;
  const tabs = options.tabs ?? ([] as readonly T[]);
  const fallbackTab = (options.defaultTab ?? tabs[0] ?? "") as T;
  return {
    tab: parseTab(params.get("tab"), tabs, fallbackTab),
    page: parsePage(params.get("page")),
    limit: parseLimit(params.get("limit")),
    cursor: parseCursor(params),
    ...readFilters(params.get("_query"), schema),
    filtersOpen: params.get("filters") === "1",
    redirect: hasFilterFormFields(params) ? u.pathname + applyFilterForm(params) : null,
  };
}

export type PageItem = number | "gap";

/** Page links to show: first, last, and a window around the current page, with gaps. Always ≤ 9 items. */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [1];
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), totalPages);
  let start = Math.max(2, Math.min(page - 1, totalPages - 4));
  let end = Math.min(totalPages - 1, Math.max(page + 1, 5));
  // A gap that would hide a single page shows that page instead.
  if (start === 3) start = 2;
  if (end === totalPages - 2) end = totalPages - 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push("gap");
  for (let p = start; p <= end; p++) items.push(p);
  if (end < totalPages - 1) items.push("gap");
  items.push(totalPages);
  return items;
}

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / limit));
}

// A date range as a list's URL and an API query carry it (SPEC §5, §9; ADR 038): a preset by NAME, worked out for each
// request in the store's time zone (a bookmark of "last 7 days" means the seven days up to the day it is opened), or
// custom days. Days are typed dd-mm-yyyy (SPEC §9) in the admin and sent to the API as YYYY-MM-DD; no day after today.
import dayjs from "dayjs";
import { DATE_PRESETS, endOfLocalDay, presetRange, startOfLocalDay, type DatePreset } from "./dates";

/** The URL and API names of SPEC §9's presets, in SPEC's order. */
export const DATE_RANGE_PRESETS = ["today", "yesterday", "last_7_days", "last_90_days", "week_to_date", "month_to_date"] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
/** The custom range's name in a preset select. */
export const CUSTOM_RANGE = "custom";

export const presetLabel = (preset: DateRangePreset): DatePreset => DATE_PRESETS[DATE_RANGE_PRESETS.indexOf(preset)]!;

export const DATE_RANGE_MESSAGES = {
  /** The admin's fields (SPEC §9's format). */
  dayFormat: "Date must be dd-mm-yyyy",
  /** The API's query (ISO days). */
  isoFormat: "Date must be YYYY-MM-DD",
  afterToday: "Dates after today cannot be chosen",
  order: "The start date must be on or before the end date",
} as const;

const DMY_RE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const YMD_RE = /^\d{4}-\d{2}-\d{2}$/;

/** "05-11-2026" (or 5/11/2026) → "2026-11-05"; null for text that is not a real day. */
export function dayFromDmy(text: string): string | null {
  const m = DMY_RE.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, "0")}-${m[1]!.padStart(2, "0")}`;
  return isDay(iso) ? iso : null;
}

/** "2026-11-05" → "05-11-2026". */
export const dmyFromDay = (day: string): string => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** True for a real calendar day written YYYY-MM-DD (no 31-02). */
export function isDay(text: string): boolean {
  if (!YMD_RE.test(text)) return false;
  const d = dayjs(text);
  return d.isValid() && d.format("YYYY-MM-DD") === text;
}

/** Today in the store's time zone, YYYY-MM-DD. */
export const todayIn = (now: Date, tz: string): string => dayjs(now).tz(tz).format("YYYY-MM-DD");

/** The first instant of `from` and the last of `to`, in the store's time zone (a DST day is 23 or 25 hours). */
export function dayRange(from: string | undefined, to: string | undefined, tz: string): [Date | null, Date | null] {
  return [from ? startOfLocalDay(from, tz) : null, to ? endOfLocalDay(to, tz) : null];
}

export interface DateRangeQuery {
  datePreset?: DateRangePreset;
  /** YYYY-MM-DD */
  dateFrom?: string;
  /** YYYY-MM-DD */
  dateTo?: string;
}

export type ResolvedRange = { ok: true; from: Date | null; to: Date | null } | { ok: false; errors: Partial<Record<"dateFrom" | "dateTo", string>> };

/**
 * The instants a range means now, in the store's zone: a preset wins over days; custom days may leave either end open.
 * A day after today, or a start after the end, is refused on its field (SPEC §5).
 */
export function resolveDateRange(q: DateRangeQuery, now: Date, tz: string): ResolvedRange {
  if (q.datePreset) {
    const [from, to] = presetRange(presetLabel(q.datePreset), now, tz);
    return { ok: true, from, to };
  }
  // No range: nothing to check or convert (the store's "today" costs a time-zone conversion, on every list read).
  if (!q.dateFrom && !q.dateTo) return { ok: true, from: null, to: null };
  const today = todayIn(now, tz);
  const errors: Partial<Record<"dateFrom" | "dateTo", string>> = {};
  if (q.dateFrom && q.dateFrom > today) errors.dateFrom = DATE_RANGE_MESSAGES.afterToday;
  if (q.dateTo && q.dateTo > today) errors.dateTo = DATE_RANGE_MESSAGES.afterToday;
  if (!errors.dateFrom && !errors.dateTo && q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) errors.dateTo = DATE_RANGE_MESSAGES.order;
  if (errors.dateFrom || errors.dateTo) return { ok: false, errors };
  const [from, to] = dayRange(q.dateFrom, q.dateTo, tz);
  return { ok: true, from, to };
}

/** Days from `from` to `to` (YYYY-MM-DD), both counted. */
export const daysBetween = (from: string, to: string): number => dayjs.utc(to).diff(dayjs.utc(from), "day") + 1;

/** The period of the same length just before `from`..`to` (YYYY-MM-DD): what a report's figures are compared with. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysBetween(from, to);
  const end = dayjs.utc(from).subtract(1, "day");
  return { from: end.subtract(days - 1, "day").format("YYYY-MM-DD"), to: end.format("YYYY-MM-DD") };
}

/** A preset's days (YYYY-MM-DD) today in the store's zone. */
export function presetDays(preset: DateRangePreset, now: Date, tz: string): { from: string; to: string } {
  const [from, to] = presetRange(presetLabel(preset), now, tz);
  return { from: dayjs(from).tz(tz).format("YYYY-MM-DD"), to: dayjs(to).tz(tz).format("YYYY-MM-DD") };
}

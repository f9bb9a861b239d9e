// The reports' shared filter (SPEC §5, §9; ADR 046): the range and the stores live in the URL as `preset`, `from`, `to`
// (dd-mm-yyyy) and `stores` (ids, repeated or comma-joined), read by a plain GET form. A preset is kept by NAME and
// worked out on the server for each request in the store's time zone; custom days may not be after today there.
// Relative imports only: unit tests import this file without the app's path aliases.
import {
  CUSTOM_RANGE,
  DATE_RANGE_MESSAGES,
  DATE_RANGE_PRESETS,
  daysBetween,
  dayFromDmy,
  dmyFromDay,
  presetDays,
  previousPeriod,
  todayIn,
  type DateRangePreset,
} from "../../../domain/date-range";

/** The preset a report opens with. */
export const DEFAULT_REPORT_PRESET: DateRangePreset = "last_7_days";
/** The longest custom range: a year and a day (a leap year), what the API answers fast (issue 10's bench). */
export const MAX_REPORT_DAYS = 366;
export const REPORT_RANGE_MESSAGES = { ...DATE_RANGE_MESSAGES, tooLong: "A range can be at most 366 days" } as const;

export type ReportPreset = DateRangePreset | typeof CUSTOM_RANGE;
/** Days as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

export interface ReportFilter {
  /** What the form shows: the preset chosen (or custom) and the days typed (dd-mm-yyyy). */
  preset: ReportPreset;
  from: string;
  to: string;
  /** The stores reported on: ids the user may see, never empty. */
  storeIds: string[];
  /** The days the reports cover, worked out now. */
  range: DayRange;
  /** The period of the same length just before, for the comparisons. */
  previous: DayRange;
  /** A typed day refused, with SPEC §5's reason, on its field. */
  errors: Partial<Record<"from" | "to", string>>;
  /** Today in the store's zone (YYYY-MM-DD): the last day a picker offers. */
  today: string;
}

const isPreset = (v: string | null): v is DateRangePreset => (DATE_RANGE_PRESETS as readonly string[]).includes(v ?? "");

/** `stores=a&stores=b` or `stores=a,b`, kept to the user's own stores; none left means the current store. */
export function reportStores(params: URLSearchParams, allowed: readonly string[], current: string): string[] {
  const asked = params
    .getAll("stores")
    .flatMap((v) => v.split(","))
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const kept = [...new Set(asked)].filter((id) => allowed.includes(id));
  return kept.length > 0 ? kept : [current];
}

/**
 * The filter a report URL asks for, now, in the store's zone `tz`. A custom range needs both days; a day after today,
 * a start after the end, or more than MAX_REPORT_DAYS is refused on its field and the default preset is shown.
 */
export function parseReportFilter(url: URL, opts: { now: Date; tz: string; allowedStores: readonly string[]; currentStore: string }): ReportFilter {
  const p = url.searchParams;
  const storeIds = reportStores(p, opts.allowedStores, opts.currentStore);
  const presetParam = p.get("preset");
  const fromText = (p.get("from") ?? "").trim();
  const toText = (p.get("to") ?? "").trim();
  const custom = presetParam === CUSTOM_RANGE || (!isPreset(presetParam) && (fromText !== "" || toText !== ""));
  const withRange = (preset: ReportPreset, range: DayRange, errors: ReportFilter["errors"] = {}): ReportFilter => ({
    preset,
    from: errors.from ? fromText : dmyFromDay(range.from),
    to: errors.to ? toText : dmyFromDay(range.to),
    storeIds,
    range,
    previous: previousPeriod(range.from, range.to),
    errors,
    today: todayIn(opts.now, opts.tz),
  });
  if (!custom) {
    const preset = isPreset(presetParam) ? presetParam : DEFAULT_REPORT_PRESET;
    return withRange(preset, presetDays(preset, opts.now, opts.tz));
  }
  const errors = checkReportDays(fromText, toText, opts.now, opts.tz);
  if (errors.from || errors.to) {
    const fallback = withRange(CUSTOM_RANGE, presetDays(DEFAULT_REPORT_PRESET, opts.now, opts.tz), errors);
    return { ...fallback, from: fromText, to: toText };
  }
  return withRange(CUSTOM_RANGE, { from: dayFromDmy(fromText)!, to: dayFromDmy(toText)! });
}

/** SPEC §5's rules on two typed days (dd-mm-yyyy), in English (the admin says them in the reader's language). */
export function checkReportDays(fromText: string, toText: string, now: Date, tz: string): ReportFilter["errors"] {
  const errors: ReportFilter["errors"] = {};
  const today = todayIn(now, tz);
  const from = dayFromDmy(fromText);
  const to = dayFromDmy(toText);
  if (!from) errors.from = fromText ? REPORT_RANGE_MESSAGES.dayFormat : "From required";
  else if (from > today) errors.from = REPORT_RANGE_MESSAGES.afterToday;
  if (!to) errors.to = toText ? REPORT_RANGE_MESSAGES.dayFormat : "To required";
  else if (to > today) errors.to = REPORT_RANGE_MESSAGES.afterToday;
  if (from && to && !errors.from && !errors.to) {
    if (from > to) errors.to = REPORT_RANGE_MESSAGES.order;
    else if (daysBetween(from, to) > MAX_REPORT_DAYS) errors.from = REPORT_RANGE_MESSAGES.tooLong;
  }
  return errors;
}

/** The URL parameters of a filter, for links that keep the range (sorting, pages, the CSV export, other reports). */
export function reportParams(f: Pick<ReportFilter, "preset" | "from" | "to" | "storeIds">, current: string): URLSearchParams {
  const params = new URLSearchParams();
  params.set("preset", f.preset);
  if (f.preset === CUSTOM_RANGE) {
    params.set("from", f.from);
    params.set("to", f.to);
  }
  if (!(f.storeIds.length === 1 && f.storeIds[0] === current)) params.set("stores", f.storeIds.join(","));
  return params;
}

/** SPEC §7's report query for a range: days (the whole days in `timezone`), the stores comma-joined. */
export function reportQuery(range: DayRange, storeIds: readonly string[], timezone: string) {
  return { from_time: range.from, to_time: range.to, stores: storeIds.join(","), timezone };
}

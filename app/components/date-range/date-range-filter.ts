// A list's date-range filter (SPEC §5, §9; ADR 038), reusable by any list or report: `date` is a preset's NAME (the URL
// keeps the name, so a bookmark of "last 7 days" means the seven days up to the day it is opened), or `custom` with
// `from` / `to` typed dd-mm-yyyy. The zod shape checks the format; `checkDateRange` checks the days against today in the
// store's zone (no day after today, the start not after the end) and refuses a bad one on its field.
// Relative imports only: unit tests import this file without the app's path aliases.
import { z } from "zod/v4";
import {
  CUSTOM_RANGE,
  DATE_RANGE_MESSAGES,
  DATE_RANGE_PRESETS,
  dayFromDmy,
  todayIn,
  type DateRangePreset,
  type DateRangeQuery,
} from "../../../domain/date-range";
import type { TFunction } from "../../../domain/i18n/core";
import { safeString } from "../../../domain/validation";
import type { RejectedFilters } from "../list/list-state";

const dmy = safeString()
  .trim()
  .refine((v) => dayFromDmy(v) !== null, DATE_RANGE_MESSAGES.dayFormat)
  .optional();

/** Spread into an area's `_query` schema: `date`, `from`, `to`. */
export const dateRangeFilterShape = {
  date: z.enum([...DATE_RANGE_PRESETS, CUSTOM_RANGE]).optional(),
  from: dmy,
  to: dmy,
};
export interface DateRangeFilters {
  date?: DateRangePreset | typeof CUSTOM_RANGE;
  from?: string;
  to?: string;
}

const isPreset = (v: string | undefined): v is DateRangePreset => (DATE_RANGE_PRESETS as readonly string[]).includes(v ?? "");

/**
 * Days after today (store's zone) or a start after the end: taken out of the filters and into `rejected` with SPEC §5's
 * reason, so the list runs without them and the field shows what was typed and why. A preset has no days to check.
 */
export function checkDateRange<F extends DateRangeFilters>(filters: F, rejected: RejectedFilters, now: Date, tz: string): F {
  if (isPreset(filters.date)) return { ...filters, from: undefined, to: undefined };
  const today = todayIn(now, tz);
  const out = { ...filters };
  for (const key of ["from", "to"] as const) {
    const day = out[key] ? dayFromDmy(out[key]!) : null;
    if (day && day > today) {
      rejected[key] = { value: out[key]!, message: DATE_RANGE_MESSAGES.afterToday };
      out[key] = undefined;
    }
  }
  const from = out.from ? dayFromDmy(out.from) : null;
  const to = out.to ? dayFromDmy(out.to) : null;
  if (from && to && from > to) {
    rejected.to = { value: out.to!, message: DATE_RANGE_MESSAGES.order };
    out.to = undefined;
  }
  return out;
}

/** The API's query: the preset by name, or the days as YYYY-MM-DD. */
export function toDateRangeQuery(f: DateRangeFilters): DateRangeQuery {
  if (isPreset(f.date)) return { datePreset: f.date };
  return { dateFrom: f.from ? (dayFromDmy(f.from) ?? undefined) : undefined, dateTo: f.to ? (dayFromDmy(f.to) ?? undefined) : undefined };
}

/** The chip's text: the preset's name, or "05-11-2026 – 12-11-2026" (an open end says so). */
export function dateRangeChipValue(f: DateRangeFilters, t: TFunction<"common">): string | null {
  if (isPreset(f.date)) return t(`dateRange.presets.${f.date}`);
  if (!f.from && !f.to) return null;
  if (f.from && f.to) return `${f.from} – ${f.to}`;
  return f.from ? t("dateRange.since", { day: f.from }) : t("dateRange.until", { day: f.to! });
}

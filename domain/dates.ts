// SPEC §9: presets, week starts Monday, format dd-mm-yyyy; SPEC §5: no dates after today in the store timezone.
// Every date the admin shows goes through formatDate / formatDateTime (domain/date-format.ts, re-exported here), in the
// store's time zone (ADR 025).
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { DEFAULT_TIMEZONE, isTimezone } from "./date-format";

export { DATE_FORMAT, DATE_TIME_FORMAT, DEFAULT_TIMEZONE, defaultTimezoneFor, formatDate, formatDateTime, isTimezone } from "./date-format";

dayjs.extend(utc);
dayjs.extend(timezone);

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** `tz`'s offset from UTC at instant `t` (ms), in minutes (east positive); 0 for a zone Intl does not know. */
export function offsetMinutesAt(tz: string, t: number): number {
  let format = offsetFormats.get(tz);
  if (!format) {
    if (!isTimezone(tz)) return 0;
    offsetFormats.set(tz, (format = new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "longOffset" })));
  }
  const name = format.formatToParts(t).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * The first instant of `day` (YYYY-MM-DD) in `tz`. dayjs's `tz(…).startOf("day")` and `endOf("day")` take the offset
 * of the wrong side of a daylight-saving change on the days around it (Adelaide's 5 April 2025 ended at 00:59 on the
 * 6th), so the store's day bounds are worked out from Intl's offsets here: the offset at the wall time, then at the
 * instant that gives.
 */
export function startOfLocalDay(day: string, tz: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const first = wall - offsetMinutesAt(tz, wall) * 60_000;
  return new Date(wall - offsetMinutesAt(tz, first) * 60_000);
}
/** The last instant (ms before the next day's first) of `day` in `tz`. */
export function endOfLocalDay(day: string, tz: string): Date {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return new Date(startOfLocalDay(next, tz).getTime() - 1);
}
/** `day` (YYYY-MM-DD) moved by `n` calendar days. */
const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const DATE_PRESETS = ["Today", "Yesterday", "Last 7 days", "Last 90 days", "Week to date", "Month to date"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** [from, to] as the start of the first day and the end of the last day, in the store's timezone. */
export function presetRange(preset: DatePreset, now: Date, tz: string = DEFAULT_TIMEZONE): [Date, Date] {
  const today = dayjs(now).tz(tz).format("YYYY-MM-DD");
  const range = (first: string, last: string = today): [Date, Date] => [startOfLocalDay(first, tz), endOfLocalDay(last, tz)];
  switch (preset) {
    case "Today":
      return range(today);
    case "Yesterday":
      return range(addDays(today, -1), addDays(today, -1));
    case "Last 7 days":
      return range(addDays(today, -6));
    case "Last 90 days":
      return range(addDays(today, -89));
    case "Week to date":
      // getUTCDay of the calendar day: Sunday 0 … Saturday 6; the week starts Monday.
      return range(addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7)));
    case "Month to date":
      return range(`${today.slice(0, 8)}01`);
  }
}

/** True when `day` (YYYY-MM-DD) is after today in the store's timezone; such days cannot be picked. */
export function isAfterToday(day: string, now: Date, tz: string = DEFAULT_TIMEZONE): boolean {
  return day > dayjs(now).tz(tz).format("YYYY-MM-DD");
}

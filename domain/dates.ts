// SPEC §9: presets, week starts Monday, format dd-mm-yyyy; SPEC §5: no dates after today in the store timezone.
// Every date the admin shows goes through formatDate / formatDateTime here, in the store's time zone (ADR 025).
import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** SPEC §5's store time zone when a store names none. */
export const DEFAULT_TIMEZONE = "America/Los_Angeles";
export const DATE_FORMAT = "DD-MM-YYYY";
export const DATE_TIME_FORMAT = "DD-MM-YYYY HH:mm";

/**
 * The time zone a new store starts with (ADR 025): a Vietnamese-language store is a Vietnamese shop (SPEC §9's default
 * locale), so Vietnam's one zone; otherwise SPEC §5's default.
 */
export function defaultTimezoneFor(language: string | null | undefined): string {
  return language === "vi" ? "Asia/Ho_Chi_Minh" : DEFAULT_TIMEZONE;
}

// dayjs's tz() builds an Intl.DateTimeFormat on every call, which dominated a list page's render
// time (50 rows); one cached formatter per timezone does the same work once.
const formatters = new Map<string, Intl.DateTimeFormat | null>();
function formatterFor(tz: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(tz);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-GB", {
        timeZone: tz,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      formatter = null; // not an IANA zone this runtime knows
    }
    formatters.set(tz, formatter);
  }
  return formatter;
}

/** True for a time zone name Intl knows ("Asia/Ho_Chi_Minh", "UTC"). */
export function isTimezone(tz: string): boolean {
  return tz !== "" && formatterFor(tz) !== null;
}

function partsIn(value: Date | string | number, tz: string): Record<string, string> {
  const formatter = formatterFor(tz) ?? formatterFor(DEFAULT_TIMEZONE)!;
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(value))) parts[part.type] = part.value;
  return parts;
}

/** dd-mm-yyyy in the store's time zone: the one date format of the admin (SPEC §9). */
export function formatDate(value: Date | string | number, tz: string): string {
  const p = partsIn(value, tz);
  return `${p.day}-${p.month}-${p.year}`;
}
/** dd-mm-yyyy HH:mm (24-hour) in the store's time zone, where the time of day matters (tasks, jobs, history). */
export function formatDateTime(value: Date | string | number, tz: string): string {
  const p = partsIn(value, tz);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}

export const DATE_PRESETS = ["Today", "Yesterday", "Last 7 days", "Last 90 days", "Week to date", "Month to date"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** [from, to] as the start of the first day and the end of the last day, in the store's timezone. */
export function presetRange(preset: DatePreset, now: Date, tz: string = DEFAULT_TIMEZONE): [Date, Date] {
  const today = dayjs(now).tz(tz);
  const end = today.endOf("day");
  const start = (d: Dayjs) => d.startOf("day");
  switch (preset) {
    case "Today":
      return [start(today).toDate(), end.toDate()];
    case "Yesterday": {
      const y = today.subtract(1, "day");
      return [start(y).toDate(), y.endOf("day").toDate()];
    }
    case "Last 7 days":
      return [start(today.subtract(6, "day")).toDate(), end.toDate()];
    case "Last 90 days":
      return [start(today.subtract(89, "day")).toDate(), end.toDate()];
    case "Week to date": {
      const sinceMonday = (today.day() + 6) % 7; // day(): Sunday 0 … Saturday 6; the week starts Monday
      return [start(today.subtract(sinceMonday, "day")).toDate(), end.toDate()];
    }
    case "Month to date":
      return [start(today.startOf("month")).toDate(), end.toDate()];
  }
}

/** True when `day` (YYYY-MM-DD) is after today in the store's timezone; such days cannot be picked. */
export function isAfterToday(day: string, now: Date, tz: string = DEFAULT_TIMEZONE): boolean {
  return day > dayjs(now).tz(tz).format("YYYY-MM-DD");
}

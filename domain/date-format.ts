// The store's dates as the admin shows them (SPEC §9: dd-mm-yyyy; ADR 025: in the store's time zone), with Intl only.
// Apart from domain/dates.ts because the browser needs these too: a page that hydrates (the size chart editor's dates)
// would otherwise load dayjs and its two plugins, which dates.ts extends at import, for nothing (ADR 078).
// domain/dates.ts re-exports all of it, so server code may keep importing from there.

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

import { formatDate, formatDateTime } from "@domain/date-format";
import { useStoreTimezone } from "~/lib/dates";

/**
 * A date as the admin shows every date (SPEC §9, ADR 025): dd-mm-yyyy, or dd-mm-yyyy HH:mm with `time`, in the store's
 * time zone; the exact instant stays in `dateTime` for machines. `timezone` overrides the shell's (pages outside it).
 */
export function StoreDate({ value, time = false, timezone }: { value: string | Date; time?: boolean; timezone?: string }) {
  const shellZone = useStoreTimezone();
  const tz = timezone ?? shellZone;
  const date = new Date(value);
  return <time dateTime={date.toISOString()}>{time ? formatDateTime(date, tz) : formatDate(date, tz)}</time>;
}

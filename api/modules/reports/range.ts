// Report ranges (SPEC §7: from_time, to_time, timezone): a day is the whole day in the time zone, an ISO time is itself.
import { endOfLocalDay, startOfLocalDay } from "../../../domain/dates";

const DMY = /^(\d{2})-(\d{2})-(\d{4})$/;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of a dd-mm-yyyy or YYYY-MM-DD day; null for anything else (or a day that does not exist). */
export function isoDay(value: string): string | null {
  const m = DMY.exec(value);
  const day = m ? `${m[3]}-${m[2]}-${m[1]}` : YMD.test(value) ? value : null;
  if (!day) return null;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(day) ? day : null;
}

/** The first (`start`) or last (`end`) instant of `value`: a day in `tz`, or an ISO time as given. Null if invalid. */
export function boundOf(value: string, tz: string, edge: "start" | "end"): Date | null {
  const day = isoDay(value);
  if (day) return edge === "start" ? startOfLocalDay(day, tz) : endOfLocalDay(day, tz);
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : t;
}

// A time zone's UTC offsets over a span, as pieces of constant offset (ADR 053). The reports label their rows by local
// day or hour with plain arithmetic on each piece (`date_bin` over the time plus the piece's offset) instead of a
// time-zone conversion per row, which cost PostgreSQL about half a microsecond a row (a year of hourly rows over ten
// stores: 30 of 73 ms). The offsets come from Intl, sampled at noon UTC each day and bisected where two days differ;
// they are cached per zone and UTC year, so a zone's year costs about 1 ms once.

import { offsetMinutesAt } from "../../../domain/dates";

const DAY_MS = 86_400_000;
const STEP_MS = 15 * 60_000;

export interface OffsetPiece {
  from: number;
  /** Exclusive. */
  to: number;
  /** Local time minus UTC, in minutes. */
  minutes: number;
}

const offsetAt = (tz: string, t: number): number => offsetMinutesAt(tz, t);

/** A zone's year: its offset at the year's start and each change after it (at a 15-minute boundary). */
interface ZoneYear {
  start: number;
  changes: { at: number; minutes: number }[];
}
const years = new Map<string, ZoneYear>();
function zoneYear(tz: string, year: number): ZoneYear {
  const key = `${tz}|${year}`;
  const cached = years.get(key);
  if (cached) return cached;
  const first = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const changes: ZoneYear["changes"] = [];
  // The year's start, noon UTC of each of its days, and the next year's start: an offset lasts far longer than a day.
  const samples = [first];
  for (let t = first + DAY_MS / 2; t < end; t += DAY_MS) samples.push(t);
  samples.push(end);
  let before = offsetAt(tz, first);
  const start = before;
  for (let i = 1; i < samples.length; i++) {
    const after = offsetAt(tz, samples[i]!);
    if (after === before) continue;
    // Changes fall on 15-minute boundaries: bisect to the first one with the new offset.
    let lo = samples[i - 1]!;
    let hi = samples[i]!;
    while (hi - lo > STEP_MS) {
      const mid = lo + Math.max(1, Math.floor((hi - lo) / 2 / STEP_MS)) * STEP_MS;
      if (offsetAt(tz, mid) === before) lo = mid;
      else hi = mid;
    }
    changes.push({ at: hi, minutes: after });
    before = after;
  }
  const zone = { start, changes };
  years.set(key, zone);
  return zone;
}

/** [from, to) as pieces of constant offset in `tz`, in order. */
export function offsetPieces(tz: string, from: number, to: number): OffsetPiece[] {
  const pieces: OffsetPiece[] = [];
  let at = from;
  let minutes = offsetAt(tz, from);
  const lastYear = new Date(Math.max(from, to - 1)).getUTCFullYear();
  for (let year = new Date(from).getUTCFullYear(); year <= lastYear; year++)
    for (const change of zoneYear(tz, year).changes) {
      if (change.at <= from || change.at >= to || change.minutes === minutes) continue;
      pieces.push({ from: at, to: change.at, minutes });
      at = change.at;
      minutes = change.minutes;
    }
  pieces.push({ from: at, to, minutes });
  return pieces;
}

/** Whether every offset of `tz` in [from, to) is whole hours, and changes on the hour: then each UTC hour lies in one local hour. */
export const wholeHours = (tz: string, from: number, to: number): boolean =>
  offsetPieces(tz, from, to).every((p, i) => p.minutes % 60 === 0 && (i === 0 || p.from % 3_600_000 === 0));

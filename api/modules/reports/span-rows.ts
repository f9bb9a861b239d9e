// The rows a report sums for a span (ADRs 052, 053): each rollup is kept by 15 minutes and by coarser UTC units (hour,
// day, month); a span is read as few rows as sums allow. Pure SQL building, no I/O.
import { sql, type SQL } from "drizzle-orm";
import { wholeHours } from "./zone-offsets";

export interface Span {
  stores: string[];
  from: Date;
  /** Exclusive. */
  to: Date;
  tz: string;
  unit: "hour" | "day";
}

export const ids = (stores: readonly string[]) => sql`${`{${stores.join(",")}}`}::uuid[]`;

export type Grain = "hour" | "day" | "month";
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The start of the UTC hour, day or month that holds `t` (ms). */
function unitStart(grain: Grain, t: number): number {
  if (grain === "hour") return Math.floor(t / HOUR_MS) * HOUR_MS;
  if (grain === "day") return Math.floor(t / DAY_MS) * DAY_MS;
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}
/** The start of the unit after the one that holds `t`. */
function unitEnd(grain: Grain, t: number): number {
  const start = unitStart(grain, t);
  if (grain !== "month") return start + (grain === "hour" ? HOUR_MS : DAY_MS);
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** A part of a span read from one table (grain null: the 15-minute rows), added (sign 1) or taken away (-1). */
export interface Piece {
  grain: Grain | null;
  from: number;
  to: number;
  sign: 1 | -1;
}

/**
 * [from, to) as whole units of the coarsest grain first (`grains` coarsest first), its ragged ends by the finer ones.
 * With `complements`, a ragged end that covers more of its unit than it leaves out is read as the whole unit less
 * what it leaves out: the last 365 days up to today read today's month as one row a product (less the rest of the
 * month, in the future and empty) instead of up to 30 daily rows. Only for sums without labels: a unit's row has no
 * local day.
 */
export function piecesOf(from: number, to: number, grains: readonly Grain[], complements = false): Piece[] {
  if (from >= to) return [];
  const [grain, ...finer] = grains;
  if (!grain) return [{ grain: null, from, to, sign: 1 }];
  const pieces = (a: number, b: number) => piecesOf(a, b, finer, complements);
  const negated = (list: Piece[]) => list.map((p) => ({ ...p, sign: -p.sign as 1 | -1 }));
  /** [a, b) of the unit [start, end). */
  const part = (start: number, end: number, a: number, b: number): Piece[] => {
    if (a >= b) return [];
    const unit: Piece = { grain, from: start, to: end, sign: 1 };
    if (a === start && b === end) return [unit];
    const left = a - start + (end - b);
    if (complements && left < b - a) return [unit, ...negated(pieces(start, a)), ...negated(pieces(b, end))];
    return pieces(a, b);
  };
  const firstStart = unitStart(grain, from);
  const firstEnd = unitEnd(grain, from);
  if (to <= firstEnd) return part(firstStart, firstEnd, from, to);
  const lastStart = unitStart(grain, to);
  const whole: Piece[] = firstEnd < lastStart ? [{ grain, from: firstEnd, to: lastStart, sign: 1 }] : [];
  return [...part(firstStart, firstEnd, from, firstEnd), ...whole, ...(to > lastStart ? part(lastStart, unitEnd(grain, to), lastStart, to) : [])];
}

/** A rollup: its 15-minute table and the coarser ones kept beside it (ADRs 052, 053). */
export type Family = { quarter: string } & Partial<Record<Grain, string>>;
export const SALES: Family = { quarter: "report_sales_q", hour: "report_sales_h", day: "report_sales_d" };
/** The sales by store alone (every source summed, ADR 079); its finest rows are report_sales_q's, read by store. */
export const STORE_SALES: Family = { quarter: "report_sales_q", hour: "report_sales_store_h", day: "report_sales_store_d" };
export const SESSIONS: Family = { quarter: "report_sessions_q", hour: "report_sessions_h", day: "report_sessions_d" };
export const PRODUCTS: Family = { quarter: "report_product_q", day: "report_product_d", month: "report_product_m" };
export const TRAFFIC: Family = { quarter: "report_traffic_q", day: "report_traffic_d" };
export const UTM: Family = { quarter: "report_utm_q", day: "report_utm_d" };

/** The rows of `pieces` from a rollup's tables (see spanRows), with the time as `bucket`. */
export function piecesRows(family: Family, pieces: readonly Piece[], keys: readonly string[], values: readonly string[], stores: readonly string[]): SQL {
  const columns = (sign: 1 | -1) => sql.raw([...keys, ...values.map((v) => (sign === 1 ? v : `-${v} as ${v}`))].join(", "));
  const selects = pieces
    .filter((p): p is Piece & { grain: Grain } => p.grain !== null)
    .map(
      (p) => sql`select ${sql.raw(p.grain)} as bucket, ${columns(p.sign)} from ${sql.raw(family[p.grain]!)}
        where store_id = any(${ids(stores)}) and ${sql.raw(p.grain)} >= ${at(p.from)} and ${sql.raw(p.grain)} < ${at(p.to)}`,
    );
  for (const sign of [1, -1] as const) {
    const quarters = pieces.filter((p) => p.grain === null && p.sign === sign);
    if (quarters.length)
      selects.push(sql`select bucket, ${columns(sign)} from ${sql.raw(family.quarter)} where store_id = any(${ids(stores)})
        and (${sql.join(
          quarters.map((p) => sql`(bucket >= ${at(p.from)} and bucket < ${at(p.to)})`),
          sql` or `,
        )})`);
  }
  // An empty span still gives the columns (and no rows).
  if (selects.length === 0) selects.push(sql`select bucket, ${columns(1)} from ${sql.raw(family.quarter)} where false`);
  return sql.join(selects, sql` union all `);
}
const at = (t: number) => sql`${new Date(t).toISOString()}::timestamptz`;

/**
 * A span's rows of a rollup (`piecesOf`): the coarser tables of `grains` for whole units, the 15-minute one for what
 * is left. `keys` (the key columns other than the time) and `values` are selected from every table, the values
 * negated where a piece is taken away, with the time as `bucket`: a row's time is its unit's start, so only the
 * 15-minute and (in whole-hour zones) the hourly rows may be labelled by local day or hour, and a labelled read passes
 * `complements` false (a chart by local day reads the daily rows through `localDays` instead).
 */
export function spanRows(family: Family, grains: readonly Grain[], keys: readonly string[], values: readonly string[], s: Span, complements: boolean): SQL {
  return piecesRows(family, piecesOf(s.from.getTime(), s.to.getTime(), grains, complements), keys, values, s.stores);
}

/**
 * An hourly row's UTC hour of the day (0–23), as report_sales_store_h's index spells it (schema/reports.ts): a chart
 * by local day reads the hours of each day that lie in another local day by it (ADR 079).
 */
export const hourOfDay = sql.raw(`extract(hour from hour at time zone 'UTC')`);

/** The grains a labelled read may use: hours where each UTC hour lies in one local hour, else the 15-minute rows alone. */
export const labelGrains = (s: Span): Grain[] => (wholeHours(s.tz, s.from.getTime(), s.to.getTime()) ? ["hour"] : []);

/**
 * Hours of the UTC days [from, to) that lie in another local day than their day's row: each day's UTC hours
 * [hours[0], hours[1]) are added to the local day `plusDays` after the day's date and taken from the one `minusDays`
 * after it (the row's).
 */
export interface DayCorrection {
  from: number;
  /** Exclusive. */
  to: number;
  hours: [number, number];
  plusDays: number;
  minusDays: number;
}

/** How a span charted by local day is read (ADR 079). */
export interface LocalDayPlan {
  /** Whole UTC days [from, to) whose rows go to the local day `shiftDays` after their own date (0 but near ±12 hours). */
  days: { from: number; to: number; shiftDays: number }[];
  /** The hours of those days in another local day than their row's: at most 12 of each day. */
  corrections: DayCorrection[];
  /** The span's ragged ends (less than a day at each end), by the hour and 15 minutes, labelled row by row. */
  ends: Piece[];
}

/**
 * A span by local day from the daily rows (ADR 079), in a zone whose every UTC hour of the span lies in one local hour
 * (`wholeHours`): its whole UTC days, each labelled with the local day most of its hours lie in and corrected by the
 * hours that lie in another (the same hours of the day over runs of days, so a read can find them by UTC hour of
 * day); its ragged ends from the finer rows. `offsets` are the zone's pieces of constant offset over the span
 * (zone-offsets.ts `offsetPieces`). At +07:00 a year is 365 daily rows a source plus 7 hours of each day, where the
 * hourly rows alone were 24 hours of each.
 */
export function localDays(from: number, to: number, offsets: readonly { from: number; to: number; minutes: number }[]): LocalDayPlan {
  const plan: LocalDayPlan = { days: [], corrections: [], ends: [] };
  let o = 0;
  /** The local day (its date's UTC midnight) of instant t; t only grows between calls. */
  const dayOf = (t: number) => {
    while (o < offsets.length - 1 && t >= offsets[o]!.to) o++;
    return Math.floor((t + offsets[o]!.minutes * 60_000) / DAY_MS) * DAY_MS;
  };
  for (const piece of piecesOf(from, to, ["day", "hour"])) {
    if (piece.grain !== "day") {
      plan.ends.push(piece);
      continue;
    }
    for (let day = piece.from; day < piece.to; day += DAY_MS) {
      const labels: number[] = [];
      const count = new Map<number, number>();
      for (let hour = 0; hour < 24; hour++) {
        const label = dayOf(day + hour * HOUR_MS);
        labels.push(label);
        count.set(label, (count.get(label) ?? 0) + 1);
      }
      // The day's row goes to the local day most of it lies in; the rest is corrected.
      const label = [...count.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
      const shiftDays = Math.round((label - day) / DAY_MS);
      const run = plan.days.at(-1);
      if (run && run.to === day && run.shiftDays === shiftDays) run.to = day + DAY_MS;
      else plan.days.push({ from: day, to: day + DAY_MS, shiftDays });
      // The day's hours in another local day, as ranges of hours [a, b) with the same label.
      for (let a = 0; a < 24;) {
        let b = a + 1;
        while (b < 24 && labels[b] === labels[a]) b++;
        if (labels[a] !== label) {
          const plusDays = Math.round((labels[a]! - day) / DAY_MS);
          const same = plan.corrections.find(
            (c) => c.to === day && c.hours[0] === a && c.hours[1] === b && c.plusDays === plusDays && c.minusDays === shiftDays,
          );
          if (same) same.to = day + DAY_MS;
          else plan.corrections.push({ from: day, to: day + DAY_MS, hours: [a, b], plusDays, minusDays: shiftDays });
        }
        a = b;
      }
    }
  }
  return plan;
}

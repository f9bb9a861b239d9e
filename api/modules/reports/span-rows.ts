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
/** The sales by store alone (every source summed, ADR 079); its 15-minute rows are report_sales_q's, read by store. */
export const STORE_SALES: Family = { quarter: "report_sales_q", hour: "report_sales_store_h" };
export const SESSIONS: Family = { quarter: "report_sessions_q", hour: "report_sessions_h", day: "report_sessions_d" };
export const PRODUCTS: Family = { quarter: "report_product_q", day: "report_product_d", month: "report_product_m" };
export const TRAFFIC: Family = { quarter: "report_traffic_q", day: "report_traffic_d" };
export const UTM: Family = { quarter: "report_utm_q", day: "report_utm_d" };

/**
 * A span's rows of a rollup (`piecesOf`): the coarser tables of `grains` for whole units, the 15-minute one for what
 * is left. `keys` (the key columns other than the time) and `values` are selected from every table, the values
 * negated where a piece is taken away, with the time as `bucket`: a row's time is its unit's start, so only the
 * 15-minute and (in whole-hour zones) the hourly rows may be labelled by local day or hour, and a labelled read passes
 * `complements` false.
 */
export function spanRows(family: Family, grains: readonly Grain[], keys: readonly string[], values: readonly string[], s: Span, complements: boolean): SQL {
  const at = (t: number) => sql`${new Date(t).toISOString()}::timestamptz`;
  const columns = (sign: 1 | -1) => sql.raw([...keys, ...values.map((v) => (sign === 1 ? v : `-${v} as ${v}`))].join(", "));
  const pieces = piecesOf(s.from.getTime(), s.to.getTime(), grains, complements);
  const selects = pieces
    .filter((p): p is Piece & { grain: Grain } => p.grain !== null)
    .map(
      (p) => sql`select ${sql.raw(p.grain)} as bucket, ${columns(p.sign)} from ${sql.raw(family[p.grain]!)}
        where store_id = any(${ids(s.stores)}) and ${sql.raw(p.grain)} >= ${at(p.from)} and ${sql.raw(p.grain)} < ${at(p.to)}`,
    );
  for (const sign of [1, -1] as const) {
    const quarters = pieces.filter((p) => p.grain === null && p.sign === sign);
    if (quarters.length)
      selects.push(sql`select bucket, ${columns(sign)} from ${sql.raw(family.quarter)} where store_id = any(${ids(s.stores)})
        and (${sql.join(
          quarters.map((p) => sql`(bucket >= ${at(p.from)} and bucket < ${at(p.to)})`),
          sql` or `,
        )})`);
  }
  // An empty span still gives the columns (and no rows).
  if (selects.length === 0) selects.push(sql`select bucket, ${columns(1)} from ${sql.raw(family.quarter)} where false`);
  return sql.join(selects, sql` union all `);
}

/** The grains a labelled read may use: hours where each UTC hour lies in one local hour, else the 15-minute rows alone. */
export const labelGrains = (s: Span): Grain[] => (wholeHours(s.tz, s.from.getTime(), s.to.getTime()) ? ["hour"] : []);

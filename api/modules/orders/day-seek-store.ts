// A numbered page deep in a tab that only stored statuses filter (ADR 087): order_day_counts says which UTC day the
// page's first row is in and how many rows come before that day, so the index walk starts at the day's edge and the
// OFFSET skips only what is left inside it, not every row from the list's start.
import { sql, type SQL } from "drizzle-orm";
import type { OrderSort } from "../../../domain/order-admin";
import type { Db } from "../../db/client";
import { orderDayCounts, orders } from "../../db/schema";

/**
 * Below this many rows to skip, OFFSET alone costs about what reading the day counts first does: on PGlite at 1M orders
 * over two years (5,800 count rows), the counts read takes 2.3 ms, and OFFSET walks about 7,500 entries a millisecond.
 */
export const DAY_SEEK_MIN_SKIP = 5_000;

export type DaySeek = { day: string; before: number };

/**
 * The day (YYYY-MM-DD, UTC) that holds the row `skip` places from the list's start when read in the order `dir`, and
 * how many rows the days before it in that order hold. Null when the counts hold fewer rows than that.
 */
export async function dayOfRow(db: Db, where: SQL, dir: OrderSort, skip: number): Promise<DaySeek | null> {
  const way = dir === "newest" ? sql.raw("desc") : sql.raw("asc");
  const { rows } = await db.execute<{ day: string; before: number }>(sql`
    select d.day::text as day, d.before::int as before from (
      select ${orderDayCounts.day} as day, sum(${orderDayCounts.n}) as n,
        sum(sum(${orderDayCounts.n})) over (order by ${orderDayCounts.day} ${way}) - sum(${orderDayCounts.n}) as before
      from ${orderDayCounts} where ${where} group by ${orderDayCounts.day}) d
    where d.before + d.n > ${skip} order by d.day ${way} limit 1`);
  const row = rows[0];
  return row ? { day: row.day, before: Number(row.before) } : null;
}

/** The rows from that day on in the order `dir`: the index range starts at the day's edge. */
export function fromDay(dir: OrderSort, day: string): SQL {
  return dir === "newest"
    ? sql`${orders.createdAt} < (${day}::date + 1)::timestamp at time zone 'UTC'`
    : sql`${orders.createdAt} >= ${day}::date::timestamp at time zone 'UTC'`;
}

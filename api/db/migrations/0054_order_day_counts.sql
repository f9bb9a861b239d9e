CREATE TABLE "order_day_counts" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"financial_status" text NOT NULL,
	"fulfillment_status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_day_counts_store_id_day_status_financial_status_fulfillment_status_pk" PRIMARY KEY("store_id","day","status","financial_status","fulfillment_status")
);
--> statement-breakpoint
-- order_counts by UTC day of created_at as well (ADR 087): the same triggers keep both, in one statement each, so an
-- order's insert reads its transition table once. The CTE's upsert runs to completion though the outer query does not
-- read it. The three have one shape, so concurrent writers take the two tables' row locks in one order.
CREATE OR REPLACE FUNCTION orders_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT store_id, (created_at AT TIME ZONE 'UTC')::date AS day, status, financial_status, fulfillment_status, count(*)::int AS n
    FROM new_rows GROUP BY 1, 2, 3, 4, 5
  ), by_status AS (
    INSERT INTO order_counts AS c (store_id, status, financial_status, fulfillment_status, n)
      SELECT store_id, status, financial_status, fulfillment_status, sum(n)::int FROM d GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (store_id, status, financial_status, fulfillment_status) DO UPDATE SET n = c.n + excluded.n
  )
  INSERT INTO order_day_counts AS c (store_id, day, status, financial_status, fulfillment_status, n)
    SELECT store_id, day, status, financial_status, fulfillment_status, n FROM d ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (store_id, day, status, financial_status, fulfillment_status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT store_id, day, status, financial_status, fulfillment_status, sum(delta)::int AS n FROM (
      SELECT store_id, (created_at AT TIME ZONE 'UTC')::date AS day, status, financial_status, fulfillment_status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT store_id, (created_at AT TIME ZONE 'UTC')::date, status, financial_status, fulfillment_status, -1 FROM old_rows) x
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0
  ), by_status AS (
    INSERT INTO order_counts AS c (store_id, status, financial_status, fulfillment_status, n)
      SELECT store_id, status, financial_status, fulfillment_status, sum(n)::int FROM d GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (store_id, status, financial_status, fulfillment_status) DO UPDATE SET n = c.n + excluded.n
  )
  INSERT INTO order_day_counts AS c (store_id, day, status, financial_status, fulfillment_status, n)
    SELECT store_id, day, status, financial_status, fulfillment_status, n FROM d ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (store_id, day, status, financial_status, fulfillment_status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT store_id, (created_at AT TIME ZONE 'UTC')::date AS day, status, financial_status, fulfillment_status, -count(*)::int AS n
    FROM old_rows GROUP BY 1, 2, 3, 4, 5
  ), by_status AS (
    INSERT INTO order_counts AS c (store_id, status, financial_status, fulfillment_status, n)
      SELECT store_id, status, financial_status, fulfillment_status, sum(n)::int FROM d GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (store_id, status, financial_status, fulfillment_status) DO UPDATE SET n = c.n + excluded.n
  )
  INSERT INTO order_day_counts AS c (store_id, day, status, financial_status, fulfillment_status, n)
    SELECT store_id, day, status, financial_status, fulfillment_status, n FROM d ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (store_id, day, status, financial_status, fulfillment_status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Databases that already hold orders start with correct day counts.
INSERT INTO order_day_counts (store_id, day, status, financial_status, fulfillment_status, n)
  SELECT store_id, (created_at AT TIME ZONE 'UTC')::date, status, financial_status, fulfillment_status, count(*)::int FROM orders GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- Statistics now: PGlite runs no autoanalyze, and without them the first reads plan for 16 rows (ADR 086).
ANALYZE order_day_counts;

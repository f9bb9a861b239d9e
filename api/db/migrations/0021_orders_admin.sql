CREATE TABLE "order_counts" (
	"store_id" uuid NOT NULL,
	"status" text NOT NULL,
	"financial_status" text NOT NULL,
	"fulfillment_status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_store_id_status_financial_status_fulfillment_status_pk" PRIMARY KEY("store_id","status","financial_status","fulfillment_status")
);
--> statement-breakpoint
ALTER TABLE "export_tasks" ADD COLUMN "kind" text DEFAULT 'products' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "public_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE INDEX "order_lines_title_trgm_idx" ON "order_lines" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_token_uq" ON "orders" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "orders_tags_gin_idx" ON "orders" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- Keeps order_counts in step with orders (ADR 038), as 0002 does product_counts: statement-level triggers with
-- transition tables, deltas summed per key, zero sums skipped (a note edit writes nothing), keys upserted in order.
CREATE FUNCTION orders_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (store_id, status, financial_status, fulfillment_status, n)
    SELECT store_id, status, financial_status, fulfillment_status, count(*)::int FROM new_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (store_id, status, financial_status, fulfillment_status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION orders_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (store_id, status, financial_status, fulfillment_status, n)
    SELECT store_id, status, financial_status, fulfillment_status, sum(d)::int FROM (
      SELECT store_id, status, financial_status, fulfillment_status, 1 AS d FROM new_rows
      UNION ALL SELECT store_id, status, financial_status, fulfillment_status, -1 FROM old_rows) x
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (store_id, status, financial_status, fulfillment_status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION orders_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (store_id, status, financial_status, fulfillment_status, n)
    SELECT store_id, status, financial_status, fulfillment_status, -count(*)::int FROM old_rows
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (store_id, status, financial_status, fulfillment_status) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER orders_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_counts_on_update();
--> statement-breakpoint
CREATE TRIGGER orders_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_counts_on_delete();
--> statement-breakpoint
-- Databases that already hold orders start with correct counts.
INSERT INTO order_counts (store_id, status, financial_status, fulfillment_status, n)
  SELECT store_id, status, financial_status, fulfillment_status, count(*)::int FROM orders GROUP BY 1, 2, 3, 4;

ALTER TABLE "report_product_q" ADD COLUMN "cost_of_goods_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_product_q" ADD COLUMN "items_without_cost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_sales_q" ADD COLUMN "cost_of_goods_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_sales_q" ADD COLUMN "items_without_cost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A line's quantities, price, discount share or cost changed without its order (a direct fix: the order's own paths
-- always update the order too, which queues it): recount the order. A row trigger with a WHEN, so the other updates of
-- order_lines (fulfilled quantities, a deleted product or variant) pay nothing.
CREATE FUNCTION report_order_line_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_order_queue (order_id) VALUES (NEW.order_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_order_line_enqueue_on_update AFTER UPDATE ON order_lines FOR EACH ROW
  WHEN (OLD.unit_cost_minor IS DISTINCT FROM NEW.unit_cost_minor OR OLD.refunded_quantity <> NEW.refunded_quantity
    OR OLD.quantity <> NEW.quantity OR OLD.unit_price_minor <> NEW.unit_price_minor OR OLD.discount_minor <> NEW.discount_minor)
  EXECUTE FUNCTION report_order_line_enqueue();
--> statement-breakpoint
-- The rollups before this migration have no cost of goods (ADR 045): every order they count is recounted by the
-- worker, newest first (the recent reports are right soonest). A recount takes away what the order's facts say it
-- added (no cost) and adds what it adds now (with its cost); nothing else moves unless the raw rows had already left
-- the rollups behind (what `npm run reports:check` would have reported).
INSERT INTO report_order_queue (order_id)
  SELECT f.order_id FROM report_order_facts f JOIN orders o ON o.id = f.order_id ORDER BY o.created_at DESC;

CREATE TABLE "report_cursor" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"caught_up_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_order_facts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"facts" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_order_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_product_q" (
	"store_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"product_id" uuid NOT NULL,
	"page_views" bigint DEFAULT 0 NOT NULL,
	"add_to_cart" bigint DEFAULT 0 NOT NULL,
	"reached_checkout" bigint DEFAULT 0 NOT NULL,
	"session_converted" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"net_quantity" bigint DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_product_q_store_id_bucket_product_id_pk" PRIMARY KEY("store_id","bucket","product_id")
);
--> statement-breakpoint
CREATE TABLE "report_sales_q" (
	"store_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	"items" bigint DEFAULT 0 NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"discounts_minor" bigint DEFAULT 0 NOT NULL,
	"refunds_minor" bigint DEFAULT 0 NOT NULL,
	"shipping_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_sales_q_store_id_bucket_source_pk" PRIMARY KEY("store_id","bucket","source")
);
--> statement-breakpoint
CREATE TABLE "report_sessions" (
	"store_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"view_content" boolean DEFAULT false NOT NULL,
	"add_to_cart" boolean DEFAULT false NOT NULL,
	"reached_checkout" boolean DEFAULT false NOT NULL,
	"session_converted" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"country" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	CONSTRAINT "report_sessions_store_id_session_id_pk" PRIMARY KEY("store_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "report_sessions_q" (
	"store_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"view_content" bigint DEFAULT 0 NOT NULL,
	"add_to_cart" bigint DEFAULT 0 NOT NULL,
	"add_to_cart_tracked" bigint DEFAULT 0 NOT NULL,
	"reached_checkout" bigint DEFAULT 0 NOT NULL,
	"reached_checkout_tracked" bigint DEFAULT 0 NOT NULL,
	"session_converted" bigint DEFAULT 0 NOT NULL,
	"session_converted_tracked" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_sessions_q_store_id_bucket_pk" PRIMARY KEY("store_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "report_store_state" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"processed_through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_traffic_q" (
	"store_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_traffic_q_store_id_bucket_kind_key_pk" PRIMARY KEY("store_id","bucket","kind","key")
);
--> statement-breakpoint
CREATE TABLE "report_utm_q" (
	"store_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_utm_q_store_id_bucket_source_medium_campaign_pk" PRIMARY KEY("store_id","bucket","source","medium","campaign")
);
--> statement-breakpoint
ALTER TABLE "report_order_facts" ADD CONSTRAINT "report_order_facts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_product_q" ADD CONSTRAINT "report_product_q_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sales_q" ADD CONSTRAINT "report_sales_q_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sessions" ADD CONSTRAINT "report_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sessions_q" ADD CONSTRAINT "report_sessions_q_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_store_state" ADD CONSTRAINT "report_store_state_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_traffic_q" ADD CONSTRAINT "report_traffic_q_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_utm_q" ADD CONSTRAINT "report_utm_q_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_order_facts_store_idx" ON "report_order_facts" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "storefront_events_order_idx" ON "storefront_events" USING btree ("order_id") WHERE "storefront_events"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "storefront_events_store_id_idx" ON "storefront_events" USING btree ("store_id","id");--> statement-breakpoint
-- The report worker's queue of orders to recount (ADR 045): placed, refunded, cancelled or otherwise changed. Statement
-- triggers with transition tables: a batch insert of orders is one INSERT … SELECT here, and the order's own paths stay
-- as they were. Deleted orders are recounted too (to nothing).
CREATE FUNCTION report_order_enqueue_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_order_queue (order_id) SELECT id FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_order_enqueue_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_order_queue (order_id) SELECT id FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_order_enqueue_on_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_enqueue_new();
--> statement-breakpoint
CREATE TRIGGER report_order_enqueue_on_update AFTER UPDATE ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_enqueue_new();
--> statement-breakpoint
CREATE TRIGGER report_order_enqueue_on_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_enqueue_old();
--> statement-breakpoint
INSERT INTO report_cursor (id, last_event_id) VALUES (1, 0);
--> statement-breakpoint
-- Orders and events from before the rollups existed: every order queued; events are read from the cursor (0).
INSERT INTO report_order_queue (order_id) SELECT id FROM orders ORDER BY created_at;

CREATE TABLE "report_product_d" (
	"store_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"product_id" uuid NOT NULL,
	"page_views" bigint DEFAULT 0 NOT NULL,
	"add_to_cart" bigint DEFAULT 0 NOT NULL,
	"reached_checkout" bigint DEFAULT 0 NOT NULL,
	"session_converted" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"net_quantity" bigint DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	"cost_of_goods_minor" bigint DEFAULT 0 NOT NULL,
	"items_without_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_product_d_store_id_day_product_id_pk" PRIMARY KEY("store_id","day","product_id")
);
--> statement-breakpoint
ALTER TABLE "report_product_d" ADD CONSTRAINT "report_product_d_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the 15-minute rows hold already, by UTC day (ADR 052); the worker keeps both from here on.
INSERT INTO "report_product_d" ("store_id", "day", "product_id", "page_views", "add_to_cart", "reached_checkout", "session_converted", "orders",
  "net_quantity", "sales_minor", "cost_of_goods_minor", "items_without_cost")
SELECT "store_id", date_trunc('day', "bucket", 'UTC'), "product_id", sum("page_views"), sum("add_to_cart"), sum("reached_checkout"),
  sum("session_converted"), sum("orders"), sum("net_quantity"), sum("sales_minor"), sum("cost_of_goods_minor"), sum("items_without_cost")
FROM "report_product_q"
GROUP BY 1, 2, 3;

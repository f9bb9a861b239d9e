CREATE TABLE "report_product_m" (
	"store_id" uuid NOT NULL,
	"month" timestamp with time zone NOT NULL,
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
	CONSTRAINT "report_product_m_store_id_month_product_id_pk" PRIMARY KEY("store_id","month","product_id")
);
--> statement-breakpoint
CREATE TABLE "report_sales_h" (
	"store_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	"items" bigint DEFAULT 0 NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"discounts_minor" bigint DEFAULT 0 NOT NULL,
	"refunds_minor" bigint DEFAULT 0 NOT NULL,
	"shipping_minor" bigint DEFAULT 0 NOT NULL,
	"cost_of_goods_minor" bigint DEFAULT 0 NOT NULL,
	"items_without_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_sales_h_store_id_hour_source_pk" PRIMARY KEY("store_id","hour","source")
);
--> statement-breakpoint
CREATE TABLE "report_sessions_h" (
	"store_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"view_content" bigint DEFAULT 0 NOT NULL,
	"add_to_cart" bigint DEFAULT 0 NOT NULL,
	"add_to_cart_tracked" bigint DEFAULT 0 NOT NULL,
	"reached_checkout" bigint DEFAULT 0 NOT NULL,
	"reached_checkout_tracked" bigint DEFAULT 0 NOT NULL,
	"session_converted" bigint DEFAULT 0 NOT NULL,
	"session_converted_tracked" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_sessions_h_store_id_hour_pk" PRIMARY KEY("store_id","hour")
);
--> statement-breakpoint
ALTER TABLE "report_sessions" ADD COLUMN "cart_products" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_product_m" ADD CONSTRAINT "report_product_m_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sales_h" ADD CONSTRAINT "report_sales_h_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sessions_h" ADD CONSTRAINT "report_sessions_h_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the finer rows hold already, by UTC hour and UTC month (ADR 053); the worker keeps all of them from here on.
INSERT INTO "report_sales_h" ("store_id", "hour", "source", "orders", "sales_minor", "items", "gross_minor", "discounts_minor",
  "refunds_minor", "shipping_minor", "cost_of_goods_minor", "items_without_cost")
SELECT "store_id", date_trunc('hour', "bucket", 'UTC'), "source", sum("orders"), sum("sales_minor"), sum("items"), sum("gross_minor"),
  sum("discounts_minor"), sum("refunds_minor"), sum("shipping_minor"), sum("cost_of_goods_minor"), sum("items_without_cost")
FROM "report_sales_q" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "report_sessions_h" ("store_id", "hour", "sessions", "view_content", "add_to_cart", "add_to_cart_tracked", "reached_checkout",
  "reached_checkout_tracked", "session_converted", "session_converted_tracked")
SELECT "store_id", date_trunc('hour', "bucket", 'UTC'), sum("sessions"), sum("view_content"), sum("add_to_cart"), sum("add_to_cart_tracked"),
  sum("reached_checkout"), sum("reached_checkout_tracked"), sum("session_converted"), sum("session_converted_tracked")
FROM "report_sessions_q" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "report_product_m" ("store_id", "month", "product_id", "page_views", "add_to_cart", "reached_checkout", "session_converted",
  "orders", "net_quantity", "sales_minor", "cost_of_goods_minor", "items_without_cost")
SELECT "store_id", date_trunc('month', "day", 'UTC'), "product_id", sum("page_views"), sum("add_to_cart"), sum("reached_checkout"),
  sum("session_converted"), sum("orders"), sum("net_quantity"), sum("sales_minor"), sum("cost_of_goods_minor"), sum("items_without_cost")
FROM "report_product_d" GROUP BY 1, 2, 3;

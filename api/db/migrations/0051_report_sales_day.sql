CREATE TABLE "report_sales_d" (
	"store_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
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
	CONSTRAINT "report_sales_d_store_id_day_source_pk" PRIMARY KEY("store_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "report_sales_store_h" (
	"store_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	"items" bigint DEFAULT 0 NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"discounts_minor" bigint DEFAULT 0 NOT NULL,
	"refunds_minor" bigint DEFAULT 0 NOT NULL,
	"shipping_minor" bigint DEFAULT 0 NOT NULL,
	"cost_of_goods_minor" bigint DEFAULT 0 NOT NULL,
	"items_without_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_sales_store_h_store_id_hour_pk" PRIMARY KEY("store_id","hour")
);
--> statement-breakpoint
ALTER TABLE "report_sales_d" ADD CONSTRAINT "report_sales_d_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sales_store_h" ADD CONSTRAINT "report_sales_store_h_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the 15-minute rows hold already, by UTC day and source, and by store and UTC hour (ADR 079); the worker keeps
-- both from here on.
INSERT INTO "report_sales_d" ("store_id", "day", "source", "orders", "sales_minor", "items", "gross_minor", "discounts_minor", "refunds_minor",
  "shipping_minor", "cost_of_goods_minor", "items_without_cost")
SELECT "store_id", date_trunc('day', "bucket", 'UTC'), "source", sum("orders"), sum("sales_minor"), sum("items"), sum("gross_minor"),
  sum("discounts_minor"), sum("refunds_minor"), sum("shipping_minor"), sum("cost_of_goods_minor"), sum("items_without_cost")
FROM "report_sales_q" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "report_sales_store_h" ("store_id", "hour", "orders", "sales_minor", "items", "gross_minor", "discounts_minor", "refunds_minor",
  "shipping_minor", "cost_of_goods_minor", "items_without_cost")
SELECT "store_id", date_trunc('hour', "bucket", 'UTC'), sum("orders"), sum("sales_minor"), sum("items"), sum("gross_minor"),
  sum("discounts_minor"), sum("refunds_minor"), sum("shipping_minor"), sum("cost_of_goods_minor"), sum("items_without_cost")
FROM "report_sales_q" GROUP BY 1, 2;

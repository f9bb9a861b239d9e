CREATE TABLE "report_traffic_d" (
	"store_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_traffic_d_store_id_day_kind_key_pk" PRIMARY KEY("store_id","day","kind","key")
);
--> statement-breakpoint
CREATE TABLE "report_utm_d" (
	"store_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_utm_d_store_id_day_source_medium_campaign_pk" PRIMARY KEY("store_id","day","source","medium","campaign")
);
--> statement-breakpoint
ALTER TABLE "report_traffic_d" ADD CONSTRAINT "report_traffic_d_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_utm_d" ADD CONSTRAINT "report_utm_d_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the 15-minute rows hold already, by UTC day (ADR 052); the worker keeps both from here on.
INSERT INTO "report_traffic_d" ("store_id", "day", "kind", "key", "sessions")
SELECT "store_id", date_trunc('day', "bucket", 'UTC'), "kind", "key", sum("sessions") FROM "report_traffic_q" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "report_utm_d" ("store_id", "day", "source", "medium", "campaign", "sessions", "orders", "revenue_minor")
SELECT "store_id", date_trunc('day', "bucket", 'UTC'), "source", "medium", "campaign", sum("sessions"), sum("orders"), sum("revenue_minor")
FROM "report_utm_q" GROUP BY 1, 2, 3, 4, 5;

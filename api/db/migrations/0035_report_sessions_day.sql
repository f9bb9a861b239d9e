CREATE TABLE "report_sessions_d" (
	"store_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"view_content" bigint DEFAULT 0 NOT NULL,
	"add_to_cart" bigint DEFAULT 0 NOT NULL,
	"add_to_cart_tracked" bigint DEFAULT 0 NOT NULL,
	"reached_checkout" bigint DEFAULT 0 NOT NULL,
	"reached_checkout_tracked" bigint DEFAULT 0 NOT NULL,
	"session_converted" bigint DEFAULT 0 NOT NULL,
	"session_converted_tracked" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_sessions_d_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "report_sessions_d" ADD CONSTRAINT "report_sessions_d_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the 15-minute rows hold already, by UTC day (ADR 053); the worker keeps both from here on.
INSERT INTO "report_sessions_d" ("store_id", "day", "sessions", "view_content", "add_to_cart", "add_to_cart_tracked", "reached_checkout",
  "reached_checkout_tracked", "session_converted", "session_converted_tracked")
SELECT "store_id", date_trunc('day', "bucket", 'UTC'), sum("sessions"), sum("view_content"), sum("add_to_cart"), sum("add_to_cart_tracked"),
  sum("reached_checkout"), sum("reached_checkout_tracked"), sum("session_converted"), sum("session_converted_tracked")
FROM "report_sessions_q" GROUP BY 1, 2;

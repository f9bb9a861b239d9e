CREATE TABLE "store_profit_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"payment_fee_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"payment_fee_fixed_minor" bigint DEFAULT 0 NOT NULL,
	"shipping_cost_per_order_minor" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "cost" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "unit_cost_minor" bigint;--> statement-breakpoint
ALTER TABLE "store_profit_settings" ADD CONSTRAINT "store_profit_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "checkout_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"contact_method" text NOT NULL,
	"first_name" text NOT NULL,
	"company" text NOT NULL,
	"address2" text NOT NULL,
	"province" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"order_notes" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_policies" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"refund_policy" text DEFAULT '' NOT NULL,
	"privacy_policy" text DEFAULT '' NOT NULL,
	"terms_of_service" text DEFAULT '' NOT NULL,
	"shipping_policy" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_policies" ADD CONSTRAINT "store_policies_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "store_payment_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"cod_enabled" boolean DEFAULT true NOT NULL,
	"bank_transfer_enabled" boolean DEFAULT true NOT NULL,
	"bank_transfer_instructions" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_payout_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"account_holder" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_proxy_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password_sealed" text,
	"version" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_payment_settings" ADD CONSTRAINT "store_payment_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payout_settings" ADD CONSTRAINT "store_payout_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_proxy_settings" ADD CONSTRAINT "store_proxy_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
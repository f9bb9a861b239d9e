CREATE TABLE "abandoned_checkout_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"schedule" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "abandoned_checkout_settings" ADD CONSTRAINT "abandoned_checkout_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_open_updated_idx" ON "checkouts" USING btree ("updated_at") WHERE "checkouts"."completed_at" is null;
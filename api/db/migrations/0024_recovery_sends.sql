CREATE TABLE "recovery_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recovery_sends" ADD CONSTRAINT "recovery_sends_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_sends" ADD CONSTRAINT "recovery_sends_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_sends_recipient_idx" ON "recovery_sends" USING btree ("store_id","recipient","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recovery_sends_store_channel_idx" ON "recovery_sends" USING btree ("store_id","channel","sent_at");
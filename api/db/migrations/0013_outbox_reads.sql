CREATE TABLE "outbox_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reader_id" uuid,
	"reader_email" text NOT NULL,
	"filter" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_reads" ADD CONSTRAINT "outbox_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_reads_read_at_idx" ON "outbox_reads" USING btree ("read_at");--> statement-breakpoint
CREATE INDEX "email_tokens_kind_created_idx" ON "email_tokens" USING btree ("kind","created_at");
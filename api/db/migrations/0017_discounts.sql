CREATE TABLE "discount_code_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"discount_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested" integer NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"length" integer DEFAULT 12 NOT NULL,
	"error" text,
	"owner" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "discount_code_jobs" ADD CONSTRAINT "discount_code_jobs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_jobs" ADD CONSTRAINT "discount_code_jobs_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_jobs_discount_idx" ON "discount_code_jobs" USING btree ("discount_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discount_code_jobs_status_idx" ON "discount_code_jobs" USING btree ("status","created_at");
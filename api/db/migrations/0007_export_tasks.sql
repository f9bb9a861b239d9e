CREATE TABLE "export_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"filters" jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_tasks_store_created_idx" ON "export_tasks" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
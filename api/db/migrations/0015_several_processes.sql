CREATE TABLE "cache_versions" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "housekeeping_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner" integer
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_limit_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_tasks" ADD COLUMN "owner" integer;--> statement-breakpoint
ALTER TABLE "bulk_updates" ADD COLUMN "owner" integer;--> statement-breakpoint
ALTER TABLE "import_task_images" ADD COLUMN "owner" integer;--> statement-breakpoint
ALTER TABLE "import_tasks" ADD COLUMN "owner" integer;--> statement-breakpoint
ALTER TABLE "cache_versions" ADD CONSTRAINT "cache_versions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_at_idx" ON "rate_limit_hits" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_at_idx" ON "rate_limit_hits" USING btree ("at");
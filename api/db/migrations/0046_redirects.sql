CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"path" text NOT NULL,
	"path_key" text NOT NULL,
	"target" text NOT NULL,
	"target_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_store_path_key_idx" ON "redirects" USING btree ("store_id","path_key");--> statement-breakpoint
CREATE INDEX "redirects_store_target_key_idx" ON "redirects" USING btree ("store_id","target_key");--> statement-breakpoint
CREATE INDEX "redirects_store_created_idx" ON "redirects" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
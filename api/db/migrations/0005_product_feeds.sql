CREATE TABLE "product_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"selection" text DEFAULT 'all' NOT NULL,
	"collection_id" uuid,
	"google_category_id" integer,
	"mapping" jsonb NOT NULL,
	"token" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_feeds" ADD CONSTRAINT "product_feeds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_feeds" ADD CONSTRAINT "product_feeds_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_feeds_token_uq" ON "product_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "product_feeds_store_created_idx" ON "product_feeds" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
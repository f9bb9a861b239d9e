CREATE TABLE "theme_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"key" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "theme_media" ADD CONSTRAINT "theme_media_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "theme_media_key_uq" ON "theme_media" USING btree ("key");--> statement-breakpoint
CREATE INDEX "theme_media_store_created_idx" ON "theme_media" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "product_images_store_created_idx" ON "product_images" USING btree ("store_id","created_at");
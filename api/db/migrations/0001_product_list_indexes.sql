CREATE TABLE "product_counts" (
	"store_id" uuid NOT NULL,
	"published" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "product_counts_store_id_published_pk" PRIMARY KEY("store_id","published")
);
--> statement-breakpoint
CREATE TABLE "product_tag_counts" (
	"store_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "product_tag_counts_store_id_tag_pk" PRIMARY KEY("store_id","tag")
);
--> statement-breakpoint
DROP INDEX "products_store_published_created_idx";--> statement-breakpoint
DROP INDEX "products_store_created_idx";--> statement-breakpoint
CREATE INDEX "products_store_type_idx" ON "products" USING btree ("store_id","product_type");--> statement-breakpoint
CREATE INDEX "products_store_vendor_idx" ON "products" USING btree ("store_id","vendor");--> statement-breakpoint
CREATE INDEX "products_store_published_created_idx" ON "products" USING btree ("store_id","published","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_store_created_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
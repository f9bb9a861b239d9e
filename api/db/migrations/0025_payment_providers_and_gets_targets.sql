ALTER TABLE "order_transactions" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "gets_applies_to" text DEFAULT 'same' NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "gets_product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "gets_collection_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;
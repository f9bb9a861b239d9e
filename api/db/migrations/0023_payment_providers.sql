ALTER TABLE "order_transactions" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD COLUMN "reference" text;
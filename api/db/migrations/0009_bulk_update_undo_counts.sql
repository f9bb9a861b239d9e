ALTER TABLE "bulk_updates" ADD COLUMN "undo_processed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_updates" ADD COLUMN "undo_skipped" integer DEFAULT 0 NOT NULL;
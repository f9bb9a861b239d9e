ALTER TABLE "stores" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A store that existed before its contact e-mail (ADR 054) starts with its owner's address, as a new store does.
UPDATE "stores" SET "contact_email" = "users"."email" FROM "users" WHERE "users"."id" = "stores"."owner_id" AND "stores"."contact_email" = '';

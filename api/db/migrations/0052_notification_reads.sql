CREATE TABLE "notification_read_marks" (
	"store_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_read_marks_store_id_user_id_pk" PRIMARY KEY("store_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_reads_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
DROP INDEX "notifications_inbox_idx";--> statement-breakpoint
ALTER TABLE "notification_read_marks" ADD CONSTRAINT "notification_read_marks_member_fk" FOREIGN KEY ("store_id","user_id") REFERENCES "public"."store_members"("store_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_reads_user_idx" ON "notification_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_store_seq_idx" ON "notifications" USING btree ("store_id","seq");--> statement-breakpoint
-- Hand-written (ADR 081): a row read before this migration stays read for every member of its store who could see
-- it by user (scopes aside: a row outside a member's scopes is never shown to them), with its old read time.
INSERT INTO "notification_reads" ("notification_id", "user_id", "read_at")
SELECT n."id", m."user_id", n."read_at" FROM "notifications" n JOIN "store_members" m ON m."store_id" = n."store_id"
WHERE n."read_at" IS NOT NULL AND (n."user_id" IS NULL OR n."user_id" = m."user_id");--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "read_at";
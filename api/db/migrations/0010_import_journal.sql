CREATE TABLE "import_task_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_task_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"task_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"before" jsonb,
	"written_version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_task_changes" ADD CONSTRAINT "import_task_changes_task_id_import_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."import_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_task_changes_task_idx" ON "import_task_changes" USING btree ("task_id","id");
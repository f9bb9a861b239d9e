CREATE TABLE "import_task_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_task_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"task_id" uuid NOT NULL,
	"kind" text DEFAULT 'row' NOT NULL,
	"line" integer NOT NULL,
	"field" text,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_task_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_task_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"task_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"column" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"variant_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"key" text,
	"size" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_tasks" ADD COLUMN "rows_to_write" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_tasks" ADD COLUMN "ignored_columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_task_errors" ADD CONSTRAINT "import_task_errors_task_id_import_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."import_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_task_images" ADD CONSTRAINT "import_task_images_task_id_import_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."import_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_task_images" ADD CONSTRAINT "import_task_images_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_task_images" ADD CONSTRAINT "import_task_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_task_errors_task_line_idx" ON "import_task_errors" USING btree ("task_id","line","id");--> statement-breakpoint
CREATE INDEX "import_task_images_task_product_idx" ON "import_task_images" USING btree ("task_id","product_id","position");--> statement-breakpoint
CREATE INDEX "import_task_images_product_idx" ON "import_task_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "import_task_images_open_idx" ON "import_task_images" USING btree ("id") WHERE "import_task_images"."status" in ('pending', 'fetched');
CREATE TABLE "store_preferences" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"home_title" text DEFAULT '' NOT NULL,
	"home_description" text DEFAULT '' NOT NULL,
	"password_enabled" boolean DEFAULT false NOT NULL,
	"storefront_password" text DEFAULT '' NOT NULL,
	"password_message" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_watermarks" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"image_key" text DEFAULT '' NOT NULL,
	"position" text NOT NULL,
	"opacity" integer NOT NULL,
	"size" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_preferences" ADD CONSTRAINT "store_preferences_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_watermarks" ADD CONSTRAINT "store_watermarks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
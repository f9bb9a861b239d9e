CREATE TABLE "store_sale_channels" (
	"store_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"connected" boolean DEFAULT false NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"feed_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"connected_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_sale_channels_store_id_channel_pk" PRIMARY KEY("store_id","channel")
);
--> statement-breakpoint
ALTER TABLE "store_sale_channels" ADD CONSTRAINT "store_sale_channels_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_channels" ADD CONSTRAINT "store_sale_channels_feed_id_product_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."product_feeds"("id") ON DELETE set null ON UPDATE no action;
-- Room on every rollup page for its rows' next versions (ADR 084). The worker adds to the same rows batch after batch
-- (the current bucket, hour, day and month), and an update whose new version fits on its page is a HOT update that the
-- next reader of the page prunes in place; on a full page it goes to a new one and leaves the old version dead until a
-- VACUUM. PGlite runs no autovacuum at all, so a month's product rows grew to 1,000 pages for 2,000 rows after 200
-- batches (45 at fillfactor 50). Small, always-hot tables keep half of each page free; the others, mostly history
-- that is never updated again, 30 %. Pages written from now on follow it; a VACUUM FULL rewrites the old ones.
ALTER TABLE "report_cursor" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "report_store_state" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "report_product_m" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "report_sales_d" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "report_sessions_d" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "report_sales_q" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "report_sales_h" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "report_sales_store_h" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "report_sessions_q" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "report_sessions_h" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "report_product_q" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "report_product_d" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "report_traffic_q" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "report_traffic_d" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "report_utm_q" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "report_utm_d" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "report_sessions" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "report_order_facts" SET (fillfactor = 70);

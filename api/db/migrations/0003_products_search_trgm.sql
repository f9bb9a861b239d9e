-- The products search box matches `search_text LIKE '%term%'`; a trigram index serves that
-- without scanning the store's whole catalog. PGlite loads the extension in api/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);

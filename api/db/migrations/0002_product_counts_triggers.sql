-- Keeps product_counts and product_tag_counts in step with products. Statement-level triggers with
-- transition tables: a 2000-row batch insert costs two grouped upserts, not 2000 row triggers.
-- Deltas are summed per key and zero sums skipped, so a save that changes neither the published
-- flag nor the tags writes nothing. Keys are upserted in order, so concurrent writers lock rows in one order.
-- (Transition tables are visible only to the trigger function's own statements, hence the repetition.)
CREATE FUNCTION products_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS c (store_id, published, n)
    SELECT store_id, published, sum(d)::int FROM (SELECT store_id, published, tags, 1 AS d FROM new_rows) x
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (store_id, published) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO product_tag_counts AS c (store_id, tag, n)
    SELECT store_id, tag, sum(d)::int FROM (SELECT store_id, published, tags, 1 AS d FROM new_rows) x, unnest(x.tags) AS tag
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (store_id, tag) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS c (store_id, published, n)
    SELECT store_id, published, sum(d)::int FROM (SELECT store_id, published, tags, 1 AS d FROM new_rows UNION ALL SELECT store_id, published, tags, -1 FROM old_rows) x
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (store_id, published) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO product_tag_counts AS c (store_id, tag, n)
    SELECT store_id, tag, sum(d)::int FROM (SELECT store_id, published, tags, 1 AS d FROM new_rows UNION ALL SELECT store_id, published, tags, -1 FROM old_rows) x, unnest(x.tags) AS tag
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (store_id, tag) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM product_counts WHERE n <= 0 AND store_id IN (SELECT store_id FROM old_rows);
  DELETE FROM product_tag_counts WHERE n <= 0 AND store_id IN (SELECT store_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS c (store_id, published, n)
    SELECT store_id, published, sum(d)::int FROM (SELECT store_id, published, tags, -1 AS d FROM old_rows) x
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (store_id, published) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO product_tag_counts AS c (store_id, tag, n)
    SELECT store_id, tag, sum(d)::int FROM (SELECT store_id, published, tags, -1 AS d FROM old_rows) x, unnest(x.tags) AS tag
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (store_id, tag) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM product_counts WHERE n <= 0 AND store_id IN (SELECT store_id FROM old_rows);
  DELETE FROM product_tag_counts WHERE n <= 0 AND store_id IN (SELECT store_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_counts_on_update();
--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_counts_on_delete();
--> statement-breakpoint
-- Databases that already hold products start with correct counts.
INSERT INTO product_counts (store_id, published, n)
  SELECT store_id, published, count(*)::int FROM products GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO product_tag_counts (store_id, tag, n)
  SELECT store_id, tag, count(*)::int FROM products, unnest(tags) AS tag GROUP BY 1, 2;

-- Keeps product_facet_counts equal to the products per (category, brand): the listing's total is
-- then a sum over a few rows. Only a change of category or brand touches it, so stock updates at
-- checkout never wait on these rows.
CREATE FUNCTION product_facet_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE product_facet_counts SET products = products - 1
      WHERE category = OLD.category AND brand = OLD.brand;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO product_facet_counts AS c (category, brand, products) VALUES (NEW.category, NEW.brand, 1)
      ON CONFLICT (category, brand) DO UPDATE SET products = c.products + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_facet_counts_insert_delete AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION product_facet_counts_apply();
--> statement-breakpoint
CREATE TRIGGER products_facet_counts_update AFTER UPDATE OF category, brand ON products
  FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category OR OLD.brand IS DISTINCT FROM NEW.brand)
  EXECUTE FUNCTION product_facet_counts_apply();
--> statement-breakpoint
INSERT INTO product_facet_counts (category, brand, products)
  SELECT category, brand, count(*)::int FROM products GROUP BY category, brand;
--> statement-breakpoint
CREATE FUNCTION product_facet_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_facet_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_facet_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_counts_clear();

ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_archived_idx" ON "products" USING btree ("archived_at") WHERE "archived_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_advice" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_advice" ADD CONSTRAINT "expert_advice_status_check" CHECK ("status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "cultivation_entries" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "cultivation_entries" ADD CONSTRAINT "cultivation_entries_status_check" CHECK ("status" in ('draft', 'published'));--> statement-breakpoint
-- An archived product leaves the shop: the per-(category, brand) counts the listing sums count
-- only the products on sale, so archiving or restoring one moves it out of or into its pair.
CREATE OR REPLACE FUNCTION product_facet_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.archived_at IS NULL THEN
    UPDATE product_facet_counts SET products = products - 1
      WHERE category = OLD.category AND brand = OLD.brand;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.archived_at IS NULL THEN
    INSERT INTO product_facet_counts AS c (category, brand, products) VALUES (NEW.category, NEW.brand, 1)
      ON CONFLICT (category, brand) DO UPDATE SET products = c.products + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "products_facet_counts_update" ON "products";--> statement-breakpoint
CREATE TRIGGER products_facet_counts_update AFTER UPDATE OF category, brand, archived_at ON products
  FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category OR OLD.brand IS DISTINCT FROM NEW.brand
    OR (OLD.archived_at IS NULL) <> (NEW.archived_at IS NULL))
  EXECUTE FUNCTION product_facet_counts_apply();

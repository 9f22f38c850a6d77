ALTER TABLE "products" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out" boolean NOT NULL GENERATED ALWAYS AS (total_stock <= 0) STORED;--> statement-breakpoint
UPDATE "products" SET "title_key" = lower("title");--> statement-breakpoint
UPDATE "products" SET "units_sold" = "sold"."units"
  FROM (
    SELECT "order_items"."product_id", sum("order_items"."quantity")::int AS "units"
    FROM "order_items" JOIN "orders" ON "orders"."id" = "order_items"."order_id"
    WHERE "orders"."payment_status" = 'paid' AND "order_items"."product_id" IS NOT NULL
    GROUP BY "order_items"."product_id"
  ) AS "sold"
  WHERE "products"."id" = "sold"."product_id";--> statement-breakpoint
DROP INDEX IF EXISTS "products_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_title_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_category_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_brand_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_category_title_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_brand_title_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_category_brand_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_category_brand_title_idx";--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree ("sold_out","effective_price_cents","id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("sold_out","effective_price_cents" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "products_title_asc_idx" ON "products" USING btree ("sold_out","title_key","id");--> statement-breakpoint
CREATE INDEX "products_title_desc_idx" ON "products" USING btree ("sold_out","title_key" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("sold_out","units_sold" DESC,"average_review" DESC,"created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("sold_out","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("sold_out","units_sold" DESC,"average_review" DESC,"id");--> statement-breakpoint
CREATE INDEX "products_category_price_asc_idx" ON "products" USING btree ("category","sold_out","effective_price_cents","id");--> statement-breakpoint
CREATE INDEX "products_category_price_desc_idx" ON "products" USING btree ("category","sold_out","effective_price_cents" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "products_category_title_asc_idx" ON "products" USING btree ("category","sold_out","title_key","id");--> statement-breakpoint
CREATE INDEX "products_category_title_desc_idx" ON "products" USING btree ("category","sold_out","title_key" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "products_category_featured_idx" ON "products" USING btree ("category","sold_out","units_sold" DESC,"average_review" DESC,"created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category","sold_out","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "products_category_popularity_idx" ON "products" USING btree ("category","sold_out","units_sold" DESC,"average_review" DESC,"id");

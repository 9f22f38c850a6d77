ALTER TABLE "products" ADD COLUMN "active_ingredients" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_active_ingredients_idx" ON "products" USING gin ("active_ingredients");

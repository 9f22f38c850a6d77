CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");

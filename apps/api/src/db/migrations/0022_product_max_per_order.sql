-- product maximum per order: a product fact that caps a line (PRODUCT_FACTS, capsLine), the most units one order may hold; null where there is none
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "max_per_order" double precision;

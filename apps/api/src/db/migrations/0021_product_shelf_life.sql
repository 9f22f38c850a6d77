-- product shelf life: the first product fact (PRODUCT_FACTS), months an unopened pack keeps; null where not stated
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "shelf_life_months" double precision;

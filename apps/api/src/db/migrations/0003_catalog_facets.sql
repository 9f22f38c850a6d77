CREATE TABLE "product_facet_counts" (
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_facet_counts_category_brand_pk" PRIMARY KEY("category","brand")
);
--> statement-breakpoint
CREATE INDEX "products_category_brand_price_idx" ON "products" USING btree ("category","brand","effective_price_cents","id");--> statement-breakpoint
CREATE INDEX "products_category_brand_title_idx" ON "products" USING btree ("category","brand","title","id");
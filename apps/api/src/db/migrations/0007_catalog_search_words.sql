CREATE TABLE "product_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_words_trgm_idx" ON "product_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "product_search_words" ("word")
  SELECT DISTINCT w FROM "products", regexp_split_to_table("search_text", '[^[:alnum:]]+') AS w WHERE length(w) >= 4
  ON CONFLICT DO NOTHING;

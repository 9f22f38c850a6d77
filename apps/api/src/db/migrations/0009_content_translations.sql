ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translated_search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translated_titles" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_translated_search_trgm_idx" ON "products" USING gin ("translated_search_text" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "product_translation_words" (
	"word" text PRIMARY KEY NOT NULL,
	"skeleton" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_translation_words_trgm_idx" ON "product_translation_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translation_words_skeleton_idx" ON "product_translation_words" USING btree ("skeleton");--> statement-breakpoint
ALTER TABLE "expert_advice" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cultivation_entries" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "backdrop" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;

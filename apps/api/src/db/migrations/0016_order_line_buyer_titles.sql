ALTER TABLE "order_items" ADD COLUMN "buyer_title" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "buyer_language" text;

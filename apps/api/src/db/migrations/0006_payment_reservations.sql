ALTER TABLE "orders" ADD COLUMN "stock_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "stock_state" = 'committed' WHERE "payment_status" = 'paid';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_reserved_until_idx" ON "orders" USING btree ("reserved_until") WHERE "stock_state" = 'reserved';--> statement-breakpoint
CREATE INDEX "orders_capture_requested_idx" ON "orders" USING btree ("capture_requested_at") WHERE "capture_requested_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_payments" ADD COLUMN "refund_id" text DEFAULT '' NOT NULL;

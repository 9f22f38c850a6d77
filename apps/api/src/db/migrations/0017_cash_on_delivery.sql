ALTER TABLE "orders" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cash_on_delivery" boolean DEFAULT false NOT NULL,
	"cash_fee_cents" integer DEFAULT 0 NOT NULL,
	"cash_max_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_fee_check" CHECK ("shop_settings"."cash_fee_cents" >= 0)
);--> statement-breakpoint
INSERT INTO "shop_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;

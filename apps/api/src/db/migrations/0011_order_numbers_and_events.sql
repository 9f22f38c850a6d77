CREATE SEQUENCE IF NOT EXISTS "order_number_seq" AS bigint START WITH 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" bigint DEFAULT nextval('order_number_seq') NOT NULL;--> statement-breakpoint
ALTER SEQUENCE "order_number_seq" OWNED BY "orders"."order_number";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_status" text NOT NULL,
	"payment_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");

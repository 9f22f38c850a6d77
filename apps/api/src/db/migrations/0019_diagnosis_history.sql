CREATE TABLE "diagnosis_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"text" text NOT NULL,
	"verdict" text NOT NULL,
	"crop" text,
	"response" text NOT NULL,
	"candidates" jsonb NOT NULL,
	"engine" text NOT NULL,
	"active_ingredients" text[] DEFAULT '{}'::text[] NOT NULL,
	"fallback_reason" text,
	"thumbnail_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "diagnosis_history_user_idx" ON "diagnosis_history" USING btree ("user_id","created_at" DESC,"id");

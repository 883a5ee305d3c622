CREATE TABLE "staff_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_tokens_purpose" CHECK ("staff_tokens"."purpose" in ('first_run'))
);
--> statement-breakpoint
CREATE TABLE "stored_images" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "appointments_revenue_idx";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "test_money" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_address_hash" text;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "max_unpaid_holds_per_client" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_tokens_user_idx" ON "staff_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "appointments_revenue_idx" ON "appointments" USING btree ("start_at","beautician_id","status","service_id","service_name","price_pence","amount_paid_pence","refunded_pence","test_money");--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_hold_cap" CHECK ("salon_settings"."max_unpaid_holds_per_client" between 1 and 20);
CREATE TABLE "card_setups" (
	"session_id" text PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_setups_mode" CHECK ("card_setups"."mode" in ('setup','payment')),
	CONSTRAINT "card_setups_status" CHECK ("card_setups"."status" in ('open','saved','expired'))
);
--> statement-breakpoint
CREATE TABLE "visit_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"client_id" uuid,
	"kind" text NOT NULL,
	"percent" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"fee_pence" integer NOT NULL,
	"kept_pence" integer NOT NULL,
	"charge_pence" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"failure" text DEFAULT '' NOT NULL,
	"waive_reason" text,
	"decided_by" uuid,
	"pay_token_hash" text,
	"paid_at" timestamp with time zone,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"refund_id" text,
	"test_money" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_fees_visit_unique" UNIQUE("visit_id"),
	CONSTRAINT "visit_fees_pay_token_unique" UNIQUE("pay_token_hash"),
	CONSTRAINT "visit_fees_kind" CHECK ("visit_fees"."kind" in ('no_show','late_cancellation')),
	CONSTRAINT "visit_fees_status" CHECK ("visit_fees"."status" in ('charging','paid','requested','failed','waived','refunded')),
	CONSTRAINT "visit_fees_amounts" CHECK ("visit_fees"."percent" between 1 and 100 and "visit_fees"."fee_pence" > 0 and "visit_fees"."kept_pence" >= 0 and "visit_fees"."charge_pence" = greatest("visit_fees"."fee_pence" - "visit_fees"."kept_pence", 0) and "visit_fees"."refunded_pence" between 0 and "visit_fees"."charge_pence"),
	CONSTRAINT "visit_fees_waived" CHECK (("visit_fees"."status" = 'waived') = ("visit_fees"."waive_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "policy_version" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "policy_text" text;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "card_required_when" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "card_required_over_pence" integer;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "no_show_fee_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "late_cancellation_fee_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_id" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "card_rule" text DEFAULT 'policy' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "card_provider" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "card_customer_id" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "card_payment_method_id" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "card_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "card_test_money" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_setups" ADD CONSTRAINT "card_setups_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_fees" ADD CONSTRAINT "visit_fees_visit_id_appointments_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_fees" ADD CONSTRAINT "visit_fees_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_fees" ADD CONSTRAINT "visit_fees_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_setups_appointment_idx" ON "card_setups" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "visit_fees_client_idx" ON "visit_fees" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "visit_fees_open_idx" ON "visit_fees" USING btree ("created_at") WHERE "visit_fees"."status" in ('charging','requested','failed');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_id_visit_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."visit_fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_card_rules" CHECK ("salon_settings"."card_required_when" <@ array['new_clients','past_no_show','over_amount','always']::text[]);--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_card_over" CHECK ("salon_settings"."card_required_over_pence" is null or "salon_settings"."card_required_over_pence" >= 0);--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_fees" CHECK ("salon_settings"."no_show_fee_percent" between 0 and 100 and "salon_settings"."late_cancellation_fee_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_card_rule" CHECK ("clients"."card_rule" in ('policy','require','waive'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_card" CHECK (("clients"."card_payment_method_id" is null) = ("clients"."card_provider" is null) and ("clients"."card_payment_method_id" is null) = ("clients"."card_saved_at" is null));--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind" CHECK ("outbox_messages"."kind" in ('booking_confirmed','booking_changed','booking_cancelled','reminder','staff_invite','fee_requested'));
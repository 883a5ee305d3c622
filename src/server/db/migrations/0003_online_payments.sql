CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_pence" > 0 and "payments"."refunded_pence" between 0 and "payments"."amount_pence"),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('open','paid','expired','refund_due','refunded'))
);
--> statement-breakpoint
CREATE TABLE "processed_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "deposit_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_hold_idx" ON "appointments" USING btree ("hold_expires_at") WHERE "appointments"."status" = 'reserved_unpaid';--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_deposit" CHECK ("salon_settings"."deposit_percent" between 1 and 100);--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_hold" CHECK ("salon_settings"."hold_minutes" between 5 and 120);
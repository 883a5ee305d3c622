CREATE TABLE "text_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"from_phone" text NOT NULL,
	"body" text NOT NULL,
	"intent" text NOT NULL,
	"appointment_id" uuid,
	"client_id" uuid,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_replies_provider_unique" UNIQUE("provider_id"),
	CONSTRAINT "text_replies_intent" CHECK ("text_replies"."intent" in ('confirm','change','stop','start','message'))
);
--> statement-breakpoint
CREATE TABLE "text_usage" (
	"month" text PRIMARY KEY NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"cap_notice_at" timestamp with time zone,
	CONSTRAINT "text_usage_segments" CHECK ("text_usage"."segments" >= 0)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind";--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_status";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "second_reminder_queued_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "texts_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "text_kinds" text[] DEFAULT array['booking_confirmed','reminder','booking_changed','booking_cancelled','fee_requested']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "second_reminder_hours" integer;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "quiet_hours_start" text DEFAULT '21:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "quiet_hours_end" text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "text_monthly_segment_cap" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "call_unconfirmed_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "segments" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "text_replies" ADD CONSTRAINT "text_replies_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_replies" ADD CONSTRAINT "text_replies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_replies_received_idx" ON "text_replies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "text_replies_client_idx" ON "text_replies" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_provider_idx" ON "outbox_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_dedupe_idx" ON "outbox_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_texted_idx" ON "outbox_messages" USING btree ("to_address") WHERE "outbox_messages"."channel" = 'sms';--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_text_kinds" CHECK ("salon_settings"."text_kinds" <@ array['booking_confirmed','reminder','booking_changed','booking_cancelled','fee_requested']::text[]);--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_second_reminder" CHECK ("salon_settings"."second_reminder_hours" is null or "salon_settings"."second_reminder_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_quiet_hours" CHECK ("salon_settings"."quiet_hours_start" ~ '^[0-2][0-9]:[0-5][0-9]$' and "salon_settings"."quiet_hours_end" ~ '^[0-2][0-9]:[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_text_cap" CHECK ("salon_settings"."text_monthly_segment_cap" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_call_unconfirmed" CHECK ("salon_settings"."call_unconfirmed_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_channel" CHECK ("outbox_messages"."channel" in ('email','sms'));--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind" CHECK ("outbox_messages"."kind" in ('booking_confirmed','booking_changed','booking_cancelled','reminder','staff_invite','fee_requested','text_reply','text_cap_reached'));--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_status" CHECK ("outbox_messages"."status" in ('queued','sent','stored','failed','delivered','skipped'));
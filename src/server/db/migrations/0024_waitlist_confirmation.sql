ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_status";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "hold_address_hash" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "removed_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD COLUMN "held_for_payment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_removed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("removed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_status" CHECK ("waitlist_entries"."status" in ('waiting','booked','left','ended','expired','removed'));--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind" CHECK ("outbox_messages"."kind" in ('booking_confirmed','booking_changed','booking_cancelled','reminder','staff_invite','fee_requested','text_reply','text_cap_reached','waitlist_joined','waitlist_offer','waitlist_ended'));--> statement-breakpoint
-- Places made before confirmation existed were joined under the old rules, and their clients told they are waiting.
UPDATE "waitlist_entries" SET "confirmed_at" = "created_at" WHERE "status" = 'waiting';

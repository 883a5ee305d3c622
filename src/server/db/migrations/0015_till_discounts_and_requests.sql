-- Issue 23 (docs/decisions/0027): a checkout short of the price says whether the rest is a discount (an entry of
-- its own, summed on the appointment as discount_pence, lowering what the visit costs in every report) or still owed
-- (the dashboard lists those from appointments_owed_idx); and each till request is kept once, with a fingerprint.
CREATE TABLE "till_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"fingerprint" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "money_entries" DROP CONSTRAINT "money_entries_kind";--> statement-breakpoint
ALTER TABLE "money_entries" DROP CONSTRAINT "money_entries_sign";--> statement-breakpoint
DROP INDEX "appointments_revenue_idx";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "till_requests" ADD CONSTRAINT "till_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_owed_idx" ON "appointments" USING btree ("start_at") WHERE "appointments"."status" = 'completed' and "appointments"."price_pence" - "appointments"."discount_pence" > greatest("appointments"."amount_paid_pence" - "appointments"."refunded_pence", 0) + "appointments"."salon_taken_pence";--> statement-breakpoint
CREATE INDEX "appointments_revenue_idx" ON "appointments" USING btree ("start_at","beautician_id","status","service_id","service_name","price_pence","amount_paid_pence","refunded_pence","salon_taken_pence","discount_pence","test_money","id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_discount" CHECK ("appointments"."discount_pence" >= 0);--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_kind" CHECK (("money_entries"."kind" in ('online_payment','online_refund') and "money_entries"."method" = 'online')
        or ("money_entries"."kind" in ('salon_payment','reversal') and "money_entries"."method" in ('card','cash','other','not_recorded'))
        or ("money_entries"."kind" in ('discount','reversal') and "money_entries"."method" = 'discount'));--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_sign" CHECK (("money_entries"."kind" = 'salon_payment' and "money_entries"."amount_pence" >= 0 and "money_entries"."tip_pence" >= 0)
        or ("money_entries"."kind" = 'reversal' and "money_entries"."amount_pence" <= 0 and "money_entries"."tip_pence" <= 0 and "money_entries"."reverses_id" is not null)
        or ("money_entries"."kind" in ('online_payment','online_refund') and "money_entries"."tip_pence" = 0)
        or ("money_entries"."kind" = 'discount' and "money_entries"."amount_pence" > 0 and "money_entries"."tip_pence" = 0 and "money_entries"."reverses_id" is null));--> statement-breakpoint
-- Visits checked out short before the till asked whether the rest was a discount or still owed (issue 23,
-- docs/decisions/0027): revenue counted only what was taken, as for a discount, so each shortfall becomes a discount
-- entry in the visit's history (reversible, if the client still owes it) and no figure changes on upgrade.
INSERT INTO "money_entries" ("appointment_id", "kind", "method", "amount_pence", "taken_at", "recorded_at", "note")
  SELECT "id", 'discount', 'discount', "price_pence" - greatest("amount_paid_pence" - "refunded_pence", 0) - "salon_taken_pence", "end_at", now(),
    'Recorded as a discount when the till began asking (reverse it if the client still owes it)'
  FROM "appointments"
  WHERE "status" = 'completed' AND "price_pence" > greatest("amount_paid_pence" - "refunded_pence", 0) + "salon_taken_pence";--> statement-breakpoint
UPDATE "appointments" SET "discount_pence" = "price_pence" - greatest("amount_paid_pence" - "refunded_pence", 0) - "salon_taken_pence"
  WHERE "status" = 'completed' AND "price_pence" > greatest("amount_paid_pence" - "refunded_pence", 0) + "salon_taken_pence";--> statement-breakpoint
-- Till requests already recorded carry their id on their entries: kept, with no fingerprint (any body replays them).
INSERT INTO "till_requests" ("request_id", "appointment_id", "fingerprint", "recorded_at")
  SELECT DISTINCT ON ("request_id") "request_id", "appointment_id", NULL, "recorded_at"
  FROM "money_entries" WHERE "request_id" IS NOT NULL
  ORDER BY "request_id", "recorded_at";

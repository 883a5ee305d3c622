CREATE TABLE "money_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"tip_pence" integer DEFAULT 0 NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid,
	"reverses_id" uuid,
	"request_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"test_money" boolean DEFAULT false NOT NULL,
	CONSTRAINT "money_entries_reverses_unique" UNIQUE("reverses_id"),
	CONSTRAINT "money_entries_kind" CHECK (("money_entries"."kind" in ('online_payment','online_refund') and "money_entries"."method" = 'online')
        or ("money_entries"."kind" in ('salon_payment','reversal') and "money_entries"."method" in ('card','cash','other','not_recorded'))),
	CONSTRAINT "money_entries_sign" CHECK (("money_entries"."kind" = 'salon_payment' and "money_entries"."amount_pence" >= 0 and "money_entries"."tip_pence" >= 0)
        or ("money_entries"."kind" = 'reversal' and "money_entries"."amount_pence" <= 0 and "money_entries"."tip_pence" <= 0 and "money_entries"."reverses_id" is not null)
        or ("money_entries"."kind" in ('online_payment','online_refund') and "money_entries"."tip_pence" = 0))
);
--> statement-breakpoint
DROP INDEX "appointments_revenue_idx";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "salon_taken_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "auto_complete_hours" integer DEFAULT 12;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_reverses_id_money_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."money_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_entries_appointment_idx" ON "money_entries" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "money_entries_taken_idx" ON "money_entries" USING btree ("taken_at","method","kind","amount_pence","tip_pence","test_money");--> statement-breakpoint
CREATE INDEX "appointments_revenue_idx" ON "appointments" USING btree ("start_at","beautician_id","status","service_id","service_name","price_pence","amount_paid_pence","refunded_pence","salon_taken_pence","test_money");--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_auto_complete" CHECK ("salon_settings"."auto_complete_hours" is null or "salon_settings"."auto_complete_hours" between 1 and 168);--> statement-breakpoint
-- The money already recorded, as entries (docs/decisions/0027): online payments and refunds, and for each visit
-- already completed the balance the old revenue rule (0011-revenue) assumed was taken at the salon.
INSERT INTO "money_entries" ("appointment_id", "kind", "method", "amount_pence", "taken_at", "recorded_at", "test_money")
  SELECT "id", 'online_payment', 'online', "amount_paid_pence", coalesce("paid_at", "created_at"), now(), "test_money"
  FROM "appointments" WHERE "amount_paid_pence" > 0;--> statement-breakpoint
INSERT INTO "money_entries" ("appointment_id", "kind", "method", "amount_pence", "taken_at", "recorded_at", "test_money")
  SELECT "id", 'online_refund', 'online', -"refunded_pence", coalesce("cancelled_at", "updated_at"), now(), "test_money"
  FROM "appointments" WHERE "refunded_pence" > 0;--> statement-breakpoint
INSERT INTO "money_entries" ("appointment_id", "kind", "method", "amount_pence", "taken_at", "recorded_at", "note")
  SELECT "id", 'salon_payment', 'not_recorded', "price_pence" - "amount_paid_pence", "end_at", now(), 'Recorded when the till was introduced'
  FROM "appointments" WHERE "status" = 'completed' AND "price_pence" > "amount_paid_pence";--> statement-breakpoint
UPDATE "appointments" SET "salon_taken_pence" = "price_pence" - "amount_paid_pence"
  WHERE "status" = 'completed' AND "price_pence" > "amount_paid_pence";--> statement-breakpoint
-- Every change of the online totals, whoever makes it (a webhook, a refund, a cancellation, a seed), becomes an
-- entry in the same transaction: the payment at its paid_at, a refund at the row's updated_at (the app's clock).
CREATE FUNCTION "appointments_record_online_money"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid_delta integer := NEW.amount_paid_pence - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.amount_paid_pence END;
  refund_delta integer := NEW.refunded_pence - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.refunded_pence END;
BEGIN
  IF paid_delta <> 0 THEN
    INSERT INTO "money_entries" ("appointment_id", "kind", "method", "amount_pence", "taken_at", "test_money")
      VALUES (NEW.id, 'online_payment', 'online', paid_delta, coalesce(NEW.paid_at, NEW.updated_at), NEW.test_money);
  END IF;
  IF refund_delta <> 0 THEN
    INSERT INTO "money_entries" ("appointment_id", "kind", "method", "amount_pence", "taken_at", "test_money")
      VALUES (NEW.id, 'online_refund', 'online', -refund_delta, NEW.updated_at, NEW.test_money);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_record_online_money" AFTER INSERT OR UPDATE OF "amount_paid_pence", "refunded_pence" ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "appointments_record_online_money"();--> statement-breakpoint
-- The ledger is append-only: corrections are reversals, never edits. Deleting the appointment itself (the demo's
-- reset) takes its history with it: that delete reaches here through the foreign key's cascade, one level down.
CREATE FUNCTION "money_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'money entries are never changed or deleted; record a reversal' USING ERRCODE = 'SL002';
END
$$;--> statement-breakpoint
CREATE TRIGGER "money_entries_append_only" BEFORE UPDATE OR DELETE ON "money_entries"
  FOR EACH ROW EXECUTE FUNCTION "money_entries_append_only"();

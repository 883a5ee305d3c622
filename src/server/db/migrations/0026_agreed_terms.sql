ALTER TABLE "appointments" ADD COLUMN "agreed_terms" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booked_price_pence" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "fee_owner_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_fees" ADD COLUMN "refunded_by" uuid;--> statement-breakpoint
ALTER TABLE "visit_fees" ADD CONSTRAINT "visit_fees_refunded_by_staff_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_fees" ADD COLUMN "pay_session_url" text;--> statement-breakpoint
ALTER TABLE "visit_fees" ADD COLUMN "pay_session_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_fees" ADD COLUMN "pay_session_claimed_at" timestamp with time zone;--> statement-breakpoint
-- The terms each booking was made under (docs/decisions/0037). A booking that stored its no-show terms names their
-- shares and window in its policy version ('no-show 50%; late 20% under 24h; …'); any other was made under the
-- settings as they are now, as far as anyone can tell, and is held to them from here on. The price it was told is its
-- price now. Its lateness is decided once, under those terms.
UPDATE "appointments" a SET
  "booked_price_pence" = a."price_pence",
  "agreed_terms" = jsonb_build_object(
    'noShowFeePercent', coalesce((regexp_match(a."policy_version", 'no-show (\d+)%'))[1]::int, s."no_show_fee_percent"),
    'lateCancellationFeePercent', coalesce((regexp_match(a."policy_version", 'late (\d+)%'))[1]::int, s."late_cancellation_fee_percent"),
    'freeCancellationHours', coalesce((regexp_match(a."policy_version", 'under (\d+)h'))[1]::int, s."free_cancellation_hours"),
    'depositPercent', s."deposit_percent"
  )
FROM "salon_settings" s WHERE s."id" = 1;--> statement-breakpoint
UPDATE "appointments" SET "fee_owner_only" = true WHERE "booked_by_staff_id" IS NOT NULL AND "created_at" >= "start_at";--> statement-breakpoint
UPDATE "appointments" SET "cancelled_late" = true
  WHERE "status" LIKE 'cancelled\_%' AND "status" <> 'cancelled_expired' AND "cancelled_at" IS NOT NULL
    AND "cancelled_at" > "start_at" - make_interval(hours => ("agreed_terms"->>'freeCancellationHours')::int);--> statement-breakpoint
-- Any insert that does not name its terms (a staff booking, the demo's diary, an older code path) is made under the
-- salon's settings at that moment, and told its own price.
CREATE FUNCTION "appointments_agreed_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.agreed_terms IS NULL THEN
    NEW.agreed_terms := coalesce(
      (SELECT jsonb_build_object(
         'noShowFeePercent', s.no_show_fee_percent,
         'lateCancellationFeePercent', s.late_cancellation_fee_percent,
         'freeCancellationHours', s.free_cancellation_hours,
         'depositPercent', s.deposit_percent
       ) FROM salon_settings s WHERE s.id = 1),
      -- no settings row yet: the settings' own defaults
      '{"noShowFeePercent":50,"lateCancellationFeePercent":20,"freeCancellationHours":24,"depositPercent":20}'::jsonb
    );
  END IF;
  IF NEW.booked_price_pence IS NULL THEN
    NEW.booked_price_pence := NEW.price_pence;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_agreed_terms" BEFORE INSERT ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "appointments_agreed_terms"();--> statement-breakpoint
-- Rows of a salon whose settings row was never written (none exist in practice) take the settings' defaults.
UPDATE "appointments" SET "booked_price_pence" = "price_pence" WHERE "booked_price_pence" IS NULL;--> statement-breakpoint
UPDATE "appointments" SET "agreed_terms" = '{"noShowFeePercent":50,"lateCancellationFeePercent":20,"freeCancellationHours":24,"depositPercent":20}'::jsonb
  WHERE "agreed_terms" IS NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "agreed_terms" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "booked_price_pence" SET NOT NULL;

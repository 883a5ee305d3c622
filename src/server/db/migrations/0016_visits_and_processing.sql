-- Issue 25 (docs/decisions/0032): a visit of several services, each an appointment sharing the first one's id as
-- visit_id; and a service's processing part, in which its beautician is free while the client stays.
ALTER TABLE "appointments" ADD COLUMN "processing_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "processing_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
-- Every booking made before is a visit of one service: its own visit (issue 25, docs/decisions/0032).
UPDATE "appointments" SET "visit_id" = "id";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "visit_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "visit_position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_variants" ADD COLUMN "processing_start_min" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_variants" ADD COLUMN "processing_min" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_visit_id_appointments_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_visit_idx" ON "appointments" USING btree ("visit_id","visit_position");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_processing" CHECK (("appointments"."processing_from" is null and "appointments"."processing_to" is null) or ("appointments"."start_at" < "appointments"."processing_from" and "appointments"."processing_from" < "appointments"."processing_to" and "appointments"."processing_to" < "appointments"."end_at"));--> statement-breakpoint
ALTER TABLE "service_variants" ADD CONSTRAINT "service_variants_processing" CHECK (("service_variants"."processing_min" = 0 and "service_variants"."processing_start_min" = 0) or ("service_variants"."processing_start_min" > 0 and "service_variants"."processing_min" > 0 and "service_variants"."processing_start_min" + "service_variants"."processing_min" < "service_variants"."duration_min"));--> statement-breakpoint
-- A booking that does not say which visit it belongs to is a visit of its own.
CREATE FUNCTION "appointments_own_visit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.visit_id IS NULL THEN
    NEW.visit_id := NEW.id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_own_visit" BEFORE INSERT ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "appointments_own_visit"();--> statement-breakpoint
-- No double booking, with processing parts free (0001, now of busy time): two live appointments of one beautician
-- may not overlap in their occupied ranges less their processing parts. The multirange has one range, or two around
-- the processing part; drizzle-kit cannot express EXCLUDE, hence by hand.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist (
    "beautician_id" WITH =,
    tstzmultirange(
      tstzrange("occupied_from", coalesce("processing_from", "occupied_to"), '[)'),
      tstzrange(coalesce("processing_to", "occupied_to"), "occupied_to", '[)')
    ) WITH &&
  ) WHERE ("status" IN ('reserved_unpaid', 'confirmed', 'completed'));--> statement-breakpoint
-- The diary's reads ask for a beautician's occupied ranges touching a window: the old constraint's index served them.
CREATE INDEX "appointments_occupied_idx" ON "appointments" USING gist (
  "beautician_id", tstzrange("occupied_from", "occupied_to", '[)')
) WHERE ("status" IN ('reserved_unpaid', 'confirmed', 'completed'));--> statement-breakpoint
-- How many services a client may book in one visit (a setting, default 4).
ALTER TABLE "salon_settings" ADD COLUMN "max_visit_services" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_visit_services" CHECK ("salon_settings"."max_visit_services" between 1 and 8);--> statement-breakpoint
-- The order in which categories happen in one visit (a setting; empty: as the client adds them).
ALTER TABLE "salon_settings" ADD COLUMN "visit_category_order" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A payment, discount or reversal of a visit is an entry on each of its parts sharing one payment id, so the visit's
-- history shows it once and a reversal takes it back whole (docs/decisions/0032). Adding a column updates no row, so
-- the ledger's append-only trigger is not woken.
ALTER TABLE "money_entries" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
-- Revenue Analytics credits each beautician with the tips on their parts: the few entries with one, by appointment.
CREATE INDEX "money_entries_tips_idx" ON "money_entries" USING btree ("appointment_id","tip_pence") WHERE "money_entries"."tip_pence" <> 0;

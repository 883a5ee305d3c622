ALTER TABLE "appointments" ADD COLUMN "completed_automatically" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_fees" ADD COLUMN "charge_retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Visits the job completed before this column: it wrote each service's balance 'not_recorded' with its note, by
-- nobody (a service paid in full online has no such entry, so the whole visit is marked from any of its services).
-- A visit a person has since recorded money for was attended: it stays a checked-out visit.
UPDATE "appointments" SET "completed_automatically" = true
WHERE "status" = 'completed'
  AND "visit_id" IN (
    SELECT a."visit_id" FROM "appointments" a JOIN "money_entries" e ON e."appointment_id" = a."id"
    WHERE e."note" = 'Completed automatically' AND e."recorded_by" IS NULL
  )
  AND NOT EXISTS (
    SELECT 1 FROM "money_entries" p JOIN "appointments" b ON b."id" = p."appointment_id"
    WHERE b."visit_id" = "appointments"."visit_id" AND p."recorded_by" IS NOT NULL
  );

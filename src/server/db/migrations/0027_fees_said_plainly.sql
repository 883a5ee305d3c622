ALTER TABLE "appointments" ADD COLUMN "completed_automatically" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_fees" ADD COLUMN "charge_retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Visits the job completed before this column: their balance was written 'not_recorded' with the job's note, by nobody.
UPDATE "appointments" SET "completed_automatically" = true
WHERE "status" = 'completed'
  AND EXISTS (
    SELECT 1 FROM "money_entries" e
    WHERE e."appointment_id" = "appointments"."id" AND e."note" = 'Completed automatically' AND e."recorded_by" IS NULL
  );

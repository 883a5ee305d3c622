-- No double booking, ever (docs/architecture.md, Data): two appointments that hold the chair may not
-- overlap for one beautician, buffers included. drizzle-kit cannot express EXCLUDE, hence this file.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist (
    "beautician_id" WITH =,
    tstzrange("occupied_from", "occupied_to", '[)') WITH &&
  ) WHERE ("status" IN ('reserved_unpaid', 'confirmed', 'completed'));

-- Issue 25 (docs/decisions/0032): how many services a visit has, on each of them, so that a list of appointments can
-- say 'service 2 of 3' without counting a visit's parts for every row it shows. Set when the visit is booked (its
-- services are never added or taken away after); visits already booked are counted here.
ALTER TABLE "appointments" ADD COLUMN "visit_size" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "appointments" a SET "visit_size" = v.size
  FROM (SELECT "visit_id", count(*)::smallint AS size FROM "appointments" GROUP BY "visit_id" HAVING count(*) > 1) v
  WHERE a."visit_id" = v."visit_id";

-- Issue 25 (docs/decisions/0033): a statement that inserts appointments names them in its notification
-- ('appointments+<id>,<id>…', up to twenty), so that a process which booked them, and has already put them in what it
-- remembers of their beauticians' days, need not forget those days when it hears of its own booking. Updates,
-- deletes and time off still say 'appointments' only, and every process forgets everything it remembers of them.
CREATE FUNCTION "notify_appointments_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named text;
BEGIN
  SELECT CASE WHEN count(*) <= 20 THEN string_agg(id::text, ',') END INTO named FROM inserted;
  PERFORM pg_notify('salon_cache', CASE WHEN named IS NULL THEN 'appointments' ELSE 'appointments+' || named END);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "appointments_cache_notify" ON "appointments";--> statement-breakpoint
CREATE TRIGGER "appointments_cache_notify" AFTER UPDATE OR DELETE OR TRUNCATE ON "appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_appointments_changed"();--> statement-breakpoint
CREATE TRIGGER "appointments_cache_notify_insert" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "notify_appointments_inserted"();

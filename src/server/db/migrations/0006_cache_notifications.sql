-- Custom SQL migration file, put your code below! --
-- App processes also cache appointments' busy ranges and skip the catalogue's version read while they hear
-- about changes (docs/decisions/0015): every change to what availability is computed from notifies
-- 'salon_cache', delivered to every listening process when (and only if) the transaction commits.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "name" = 'catalog';
  PERFORM pg_notify('salon_cache', 'catalog');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_appointments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('salon_cache', 'appointments');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appointments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_appointments_changed"();

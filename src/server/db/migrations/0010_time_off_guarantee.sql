-- Custom SQL migration file, put your code below! --
-- No live appointment in a beautician's time off or a salon closure unless staff allowed it (docs/decisions/0024).
-- The check takes the same locks a time-off insert takes, in the same order (the beautician's booking lock, then
-- the closures' lock), so a booking racing a new time off either sees it (and is refused) or is seen by the
-- time off's list of the appointments it covers. A status change between live statuses, or a cancellation,
-- is not re-checked: time off may be added over existing appointments and never cancels them.
CREATE FUNCTION "appointments_keep_out_of_time_off"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status NOT IN ('reserved_unpaid', 'confirmed') OR NEW.allowed_in_time_off THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status IN ('reserved_unpaid', 'confirmed', 'completed')
     AND OLD.beautician_id = NEW.beautician_id AND OLD.occupied_from = NEW.occupied_from AND OLD.occupied_to = NEW.occupied_to THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(727002, hashtext(NEW.beautician_id::text));
  PERFORM pg_advisory_xact_lock_shared(727004);
  IF EXISTS (
    SELECT 1 FROM "time_off" t
    WHERE (t.beautician_id = NEW.beautician_id OR t.beautician_id IS NULL)
      AND t.starts_at < NEW.occupied_to AND t.ends_at > NEW.occupied_from
  ) THEN
    RAISE EXCEPTION 'The appointment falls in time off or a salon closure' USING ERRCODE = 'SL001';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_keep_out_of_time_off" BEFORE INSERT OR UPDATE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "appointments_keep_out_of_time_off"();--> statement-breakpoint
CREATE FUNCTION "time_off_take_locks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.beautician_id IS NULL THEN
    PERFORM pg_advisory_xact_lock(727004);
  ELSE
    PERFORM pg_advisory_xact_lock(727002, hashtext(NEW.beautician_id::text));
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "time_off_take_locks" BEFORE INSERT OR UPDATE ON "time_off"
  FOR EACH ROW EXECUTE FUNCTION "time_off_take_locks"();--> statement-breakpoint
-- Availability is computed from time off as from appointments: every process's caches hear of a change.
CREATE TRIGGER "time_off_cache_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "time_off"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_appointments_changed"();

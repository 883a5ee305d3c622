-- Custom SQL migration file, put your code below! --
-- The ledger stays append-only (0011) with one exception: erasing a client (UK GDPR, docs/decisions/0028) blanks the
-- free-text note of their visits' entries. Such an update changes nothing else: every other column, the amounts and
-- dates the takings and revenue add up, must stay exactly as it was.
CREATE OR REPLACE FUNCTION "money_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.note = '' AND to_jsonb(NEW) - 'note' = to_jsonb(OLD) - 'note' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'money entries are never changed or deleted; record a reversal' USING ERRCODE = 'SL002';
END
$$;

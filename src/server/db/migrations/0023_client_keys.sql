ALTER TABLE "clients" ADD COLUMN "possible_duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_possible_duplicate_of_clients_id_fk" FOREIGN KEY ("possible_duplicate_of") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_duplicate_idx" ON "clients" USING btree ("possible_duplicate_of") WHERE "clients"."possible_duplicate_of" is not null;--> statement-breakpoint
-- One key rule for the code and the database (core/client-identity.ts, docs/decisions/0037). Only ASCII letters are
-- folded and only spaces trimmed: lower() folds by the server's locale and JavaScript by Unicode's own rules, which
-- differ (a capital sigma), so a key made on one side was not found on the other.
CREATE OR REPLACE FUNCTION "client_email_key"(email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(translate(btrim(email, ' '), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '')
$$;--> statement-breakpoint
-- A phone whole, in international form, read as a UK number without a country code: never its last digits alone
-- (+91 74004 79053 is not +44 7400 479053). '+44 (0)7700…' drops the trunk zero written after the country code.
CREATE OR REPLACE FUNCTION "client_phone_key"(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN d = '' THEN ''
    WHEN btrim(phone, ' ') LIKE '+%' THEN '+' || regexp_replace(d, '^440', '44')
    WHEN d LIKE '00%' THEN '+' || regexp_replace(substr(d, 3), '^440', '44')
    WHEN d LIKE '0%' THEN '+44' || substr(d, 2)
    ELSE '+44' || d
  END
  FROM (SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS d) AS digits
$$;--> statement-breakpoint
UPDATE "clients" SET "email_key" = client_email_key("email"), "phone_key" = client_phone_key("phone") WHERE "erased_at" IS NULL;--> statement-breakpoint
-- The client record a person's details belong to (docs/decisions/0037), found or made: the one with the e-mail; else a
-- new record, which names a record with the same phone as a possible duplicate for staff to merge (a phone is not
-- proof of a person: details never write their e-mail onto a record found by phone alone); without an e-mail, the
-- latest record with the phone; else a new record. Erased records match nothing; null without e-mail or phone. For one
-- e-mail the unique key decides races; only a new record for a phone alone waits on an advisory lock. Bookings (the
-- trigger below) and the waitlist's places are linked by it.
CREATE FUNCTION "client_record_for"(c_name text, c_email text, c_phone text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  e_key text := client_email_key(c_email);
  p_key text := client_phone_key(c_phone);
  found_id uuid;
  same_phone uuid;
BEGIN
  IF e_key IS NULL AND p_key = '' THEN
    RETURN NULL;
  END IF;
  IF e_key IS NOT NULL THEN
    SELECT id INTO found_id FROM clients WHERE email_key = e_key;
    IF found_id IS NULL THEN
      IF p_key <> '' THEN
        -- The first record with the phone: the person it was first given for, whoever else has used it since.
        SELECT id INTO same_phone FROM clients WHERE phone_key = p_key AND erased_at IS NULL ORDER BY created_at, id LIMIT 1;
      END IF;
      INSERT INTO clients (name, email, phone, email_key, phone_key, possible_duplicate_of)
        VALUES (trim(c_name), trim(c_email), trim(c_phone), e_key, p_key, same_phone)
        ON CONFLICT (email_key) DO UPDATE SET updated_at = now()
        RETURNING id INTO found_id;
    END IF;
  ELSE
    SELECT id INTO found_id FROM clients WHERE phone_key = p_key AND erased_at IS NULL ORDER BY updated_at DESC LIMIT 1;
    IF found_id IS NULL THEN
      -- Two first bookings for one phone at once make one record: the second finds the first's after the lock.
      PERFORM pg_advisory_xact_lock(727005, hashtext(p_key));
      SELECT id INTO found_id FROM clients WHERE phone_key = p_key AND erased_at IS NULL ORDER BY updated_at DESC LIMIT 1;
    END IF;
    IF found_id IS NULL THEN
      INSERT INTO clients (name, phone, phone_key) VALUES (trim(c_name), trim(c_phone), p_key) RETURNING id INTO found_id;
    END IF;
  END IF;
  -- A record without a phone takes the first one given.
  IF p_key <> '' THEN
    UPDATE clients SET phone = trim(c_phone), phone_key = p_key WHERE id = found_id AND phone_key = '';
  END IF;
  RETURN found_id;
END
$$;--> statement-breakpoint
-- Every new appointment belongs to a client record, whichever code path inserts it.
CREATE OR REPLACE FUNCTION "appointments_link_client"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.client_id IS NULL THEN
    NEW.client_id := client_record_for(NEW.client_name, NEW.client_email, NEW.client_phone);
  END IF;
  RETURN NEW;
END
$$;

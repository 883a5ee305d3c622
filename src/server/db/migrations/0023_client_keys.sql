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
-- (+91 74004 79053 is not +44 7400 479053). '+44 (0)7700…' drops the trunk zero written after the country code, and
-- twelve or more digits starting 44 are a UK number typed without its plus.
CREATE OR REPLACE FUNCTION "client_phone_key"(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN d = '' THEN ''
    WHEN btrim(phone, ' ') LIKE '+%' THEN '+' || regexp_replace(d, '^440', '44')
    WHEN d LIKE '00%' THEN '+' || regexp_replace(substr(d, 3), '^440', '44')
    WHEN d LIKE '0%' THEN '+44' || substr(d, 2)
    WHEN d LIKE '44%' AND length(d) >= 12 THEN '+' || regexp_replace(d, '^440', '44')
    ELSE '+44' || d
  END
  FROM (SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS d) AS digits
$$;--> statement-breakpoint
-- Records whose e-mails the old keys told apart (the code and SQL's lower() folded differently) and the new key makes
-- one: the first keeps the key, the others lose it and are marked as its possible duplicates for staff to merge.
WITH keyed AS (
  SELECT id,
         row_number() OVER (PARTITION BY client_email_key(email) ORDER BY created_at, id) AS n,
         first_value(id) OVER (PARTITION BY client_email_key(email) ORDER BY created_at, id) AS first_id
  FROM clients WHERE erased_at IS NULL AND email_key IS NOT NULL
)
UPDATE "clients" c SET "email_key" = NULL, "possible_duplicate_of" = keyed.first_id
  FROM keyed WHERE keyed.id = c.id AND keyed.n > 1;--> statement-breakpoint
UPDATE "clients" SET "email_key" = client_email_key("email") WHERE "erased_at" IS NULL AND "email_key" IS NOT NULL;--> statement-breakpoint
UPDATE "clients" SET "phone_key" = client_phone_key("phone") WHERE "erased_at" IS NULL;--> statement-breakpoint
-- The record a phone alone stands for: the first given it that is not itself marked as someone's possible duplicate.
-- A booking without an e-mail is linked to it, a new e-mail with the phone is marked as its possible duplicate, and a
-- text from the number is filed under it (modules/texts), so one phone means one person everywhere.
CREATE FUNCTION "client_by_phone"(p_key text) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT id FROM clients WHERE p_key <> '' AND phone_key = p_key AND erased_at IS NULL
  ORDER BY possible_duplicate_of IS NOT NULL, created_at, id LIMIT 1
$$;--> statement-breakpoint
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
    SELECT id INTO found_id FROM clients WHERE email_key = e_key FOR SHARE;
    IF found_id IS NULL THEN
      same_phone := client_by_phone(p_key);
      INSERT INTO clients (name, email, phone, email_key, phone_key, possible_duplicate_of)
        VALUES (trim(c_name), trim(c_email), trim(c_phone), e_key, p_key, same_phone)
        ON CONFLICT (email_key) DO UPDATE SET updated_at = now()
        RETURNING id INTO found_id;
    END IF;
  ELSE
    found_id := client_by_phone(p_key);
    IF found_id IS NULL THEN
      -- Two first bookings for one phone at once make one record: the second finds the first's after the lock.
      PERFORM pg_advisory_xact_lock(727005, hashtext(p_key));
      found_id := client_by_phone(p_key);
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

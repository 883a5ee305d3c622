CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email_key" text,
	"phone_key" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_email_key_unique" UNIQUE("email_key")
);
--> statement-breakpoint
ALTER TABLE "staff_tokens" DROP CONSTRAINT "staff_tokens_purpose";--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "privacy_notice" text DEFAULT 'We use your details to manage your booking and to contact you about it. We keep your visit history for our records and never share your details for marketing. You can ask us for a copy of your data or to delete it at any time.' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "client_retention_years" integer DEFAULT 6;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "beautician_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "clients_phone_key_idx" ON "clients" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_beautician_id_beauticians_id_fk" FOREIGN KEY ("beautician_id") REFERENCES "public"."beauticians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_client_idx" ON "appointments" USING btree ("client_id","start_at");--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_retention" CHECK ("salon_settings"."client_retention_years" is null or "salon_settings"."client_retention_years" between 1 and 20);--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_purpose" CHECK ("staff_tokens"."purpose" in ('first_run','set_password'));--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind" CHECK ("outbox_messages"."kind" in ('booking_confirmed','booking_changed','booking_cancelled','reminder','staff_invite'));--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role" CHECK ("staff_users"."role" in ('owner','reception','stylist'));--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_stylist_beautician" CHECK (("staff_users"."role" = 'stylist') = ("staff_users"."beautician_id" is not null));--> statement-breakpoint
-- One person across bookings (docs/decisions/0028), the rule of core/client-identity.ts in SQL.
CREATE FUNCTION "client_email_key"(email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(lower(trim(email)), '')
$$;--> statement-breakpoint
CREATE FUNCTION "client_phone_key"(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT right(regexp_replace(phone, '\D', '', 'g'), 10)
$$;--> statement-breakpoint
-- Every new appointment belongs to a client record, whichever code path inserts it: the one with its e-mail; else
-- one with its phone and no e-mail yet (a phone client who now books online), which takes the e-mail; else the
-- one with its phone (a booking without an e-mail); else a new record. Erased records match nothing. For one e-mail
-- the unique key decides races, and a record takes an e-mail only while it has none (re-checked under the row
-- lock); only a new record for a phone alone waits on an advisory lock, so bookings never queue behind each other
-- for anything else.
CREATE FUNCTION "appointments_link_client"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e_key text := client_email_key(NEW.client_email);
  p_key text := client_phone_key(NEW.client_phone);
  found_id uuid;
BEGIN
  IF NEW.client_id IS NOT NULL OR (e_key IS NULL AND p_key = '') THEN
    RETURN NEW;
  END IF;
  IF e_key IS NOT NULL THEN
    SELECT id INTO found_id FROM clients WHERE email_key = e_key;
    IF found_id IS NULL AND p_key <> '' THEN
      UPDATE clients SET email = trim(NEW.client_email), email_key = e_key, updated_at = now()
        WHERE id = (SELECT id FROM clients WHERE phone_key = p_key AND email_key IS NULL AND erased_at IS NULL
                    ORDER BY updated_at DESC LIMIT 1)
          AND email_key IS NULL
        RETURNING id INTO found_id;
    END IF;
    IF found_id IS NULL THEN
      INSERT INTO clients (name, email, phone, email_key, phone_key)
        VALUES (trim(NEW.client_name), trim(NEW.client_email), trim(NEW.client_phone), e_key, p_key)
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
      INSERT INTO clients (name, phone, phone_key) VALUES (trim(NEW.client_name), trim(NEW.client_phone), p_key)
        RETURNING id INTO found_id;
    END IF;
  END IF;
  -- A record without a phone takes the first one a booking gives.
  IF p_key <> '' THEN
    UPDATE clients SET phone = trim(NEW.client_phone), phone_key = p_key WHERE id = found_id AND phone_key = '';
  END IF;
  NEW.client_id := found_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_link_client" BEFORE INSERT ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "appointments_link_client"();--> statement-breakpoint
-- The bookings made before client records: one record per e-mail, then per phone among those without one, each
-- named as in its latest booking and dated from its first.
INSERT INTO clients (name, email, phone, email_key, phone_key, created_at)
  SELECT DISTINCT ON (client_email_key(client_email)) trim(client_name), trim(client_email), trim(client_phone),
         client_email_key(client_email), client_phone_key(client_phone),
         min(created_at) OVER (PARTITION BY client_email_key(client_email))
  FROM appointments WHERE client_email_key(client_email) IS NOT NULL
  ORDER BY client_email_key(client_email), start_at DESC;--> statement-breakpoint
UPDATE appointments a SET client_id = c.id FROM clients c WHERE c.email_key = client_email_key(a.client_email);--> statement-breakpoint
INSERT INTO clients (name, phone, phone_key, created_at)
  SELECT DISTINCT ON (client_phone_key(client_phone)) trim(client_name), trim(client_phone), client_phone_key(client_phone),
         min(created_at) OVER (PARTITION BY client_phone_key(client_phone))
  FROM appointments WHERE client_id IS NULL AND client_phone_key(client_phone) <> ''
    AND client_phone_key(client_phone) NOT IN (SELECT phone_key FROM clients)
  ORDER BY client_phone_key(client_phone), start_at DESC;--> statement-breakpoint
UPDATE appointments a SET client_id = (
  SELECT c.id FROM clients c WHERE c.phone_key = client_phone_key(a.client_phone) ORDER BY c.email_key NULLS FIRST LIMIT 1
) WHERE a.client_id IS NULL AND client_phone_key(a.client_phone) <> '';

CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "appointments_revenue_idx" ON "appointments" USING btree ("start_at","beautician_id","status","service_id","service_name","price_pence","amount_paid_pence","refunded_pence");--> statement-breakpoint
-- App processes cache the catalogue in memory (docs/decisions/0015): any change to what it is read from raises
-- the version in the same transaction, so every process sharing the database reloads on its next request.
INSERT INTO "cache_versions" ("name", "version") VALUES ('catalog', 1);--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "name" = 'catalog';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "salon_settings_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "salon_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "salon_hours_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "salon_hours" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "beauticians_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "beauticians" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "beautician_hours_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "beautician_hours" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "services_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "service_variants_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_variants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "service_beauticians_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_beauticians" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();

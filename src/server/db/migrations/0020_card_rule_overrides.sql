-- Issue 26: whether any client has a card rule of their own (staff required or waived a card) is part of the catalogue
-- (catalog-snapshot.ts), so a booking needs no query of its client when the salon asks no card of anyone. Changing a
-- client's rule moves the catalogue's version (and tells every process, migration 0006), as a settings change does.
CREATE INDEX "clients_card_rule_idx" ON "clients" USING btree ("id") WHERE "clients"."card_rule" <> 'policy';--> statement-breakpoint
CREATE TRIGGER "clients_card_rule_catalog_version" AFTER UPDATE OF "card_rule" ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "clients_card_rule_inserted_catalog_version" AFTER INSERT ON "clients" FOR EACH ROW WHEN (NEW."card_rule" <> 'policy') EXECUTE FUNCTION "bump_catalog_version"();

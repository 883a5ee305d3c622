ALTER TABLE "salon_settings" ADD COLUMN "text_countries" text[] DEFAULT array['GB']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "texts_per_number_hour" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "texts_per_number_day" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_texts_per_number" CHECK ("salon_settings"."texts_per_number_hour" between 1 and 20 and "salon_settings"."texts_per_number_day" between "salon_settings"."texts_per_number_hour" and 50);--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_text_countries" CHECK (cardinality("salon_settings"."text_countries") between 1 and 50);
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beautician_id" uuid NOT NULL,
	"service_id" uuid,
	"service_name" text NOT NULL,
	"variant_name" text NOT NULL,
	"beautician_name" text NOT NULL,
	"duration_min" integer NOT NULL,
	"buffer_before_min" integer NOT NULL,
	"buffer_after_min" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"occupied_from" timestamp with time zone NOT NULL,
	"occupied_to" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"payment_mode" text NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_phone" text NOT NULL,
	"client_notes" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_order" CHECK ("appointments"."start_at" < "appointments"."end_at"),
	CONSTRAINT "appointments_occupied" CHECK ("appointments"."occupied_from" <= "appointments"."start_at" and "appointments"."occupied_to" >= "appointments"."end_at"),
	CONSTRAINT "appointments_price" CHECK ("appointments"."price_pence" >= 0),
	CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('reserved_unpaid','confirmed','completed','no_show','cancelled_full_refund','cancelled_partial_refund','cancelled_no_refund','cancelled_expired')),
	CONSTRAINT "appointments_payment_mode" CHECK ("appointments"."payment_mode" in ('pay_now','deposit','pay_in_salon'))
);
--> statement-breakpoint
CREATE TABLE "beautician_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beautician_id" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "beautician_hours_day" CHECK ("beautician_hours"."day_of_week" between 0 and 6),
	CONSTRAINT "beautician_hours_order" CHECK ("beautician_hours"."start_time" < "beautician_hours"."end_time")
);
--> statement-breakpoint
CREATE TABLE "beauticians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"bio" text DEFAULT '' NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_hours" (
	"day_of_week" smallint PRIMARY KEY NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "salon_hours_day" CHECK ("salon_hours"."day_of_week" between 0 and 6),
	CONSTRAINT "salon_hours_order" CHECK ("salon_hours"."start_time" < "salon_hours"."end_time")
);
--> statement-breakpoint
CREATE TABLE "salon_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"hero_image_url" text,
	"time_zone" text DEFAULT 'Europe/London' NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"booking_horizon_months" integer DEFAULT 3 NOT NULL,
	"slot_step_minutes" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_settings_single_row" CHECK ("salon_settings"."id" = 1),
	CONSTRAINT "salon_settings_notice" CHECK ("salon_settings"."min_notice_minutes" >= 0),
	CONSTRAINT "salon_settings_horizon" CHECK ("salon_settings"."booking_horizon_months" between 1 and 24),
	CONSTRAINT "salon_settings_step" CHECK ("salon_settings"."slot_step_minutes" between 5 and 120)
);
--> statement-breakpoint
CREATE TABLE "service_beauticians" (
	"service_id" uuid NOT NULL,
	"beautician_id" uuid NOT NULL,
	CONSTRAINT "service_beauticians_service_id_beautician_id_pk" PRIMARY KEY("service_id","beautician_id")
);
--> statement-breakpoint
CREATE TABLE "service_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"duration_min" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"buffer_before_min" integer DEFAULT 0 NOT NULL,
	"buffer_after_min" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_variants_name_unique" UNIQUE("service_id","name"),
	CONSTRAINT "service_variants_duration" CHECK ("service_variants"."duration_min" > 0),
	CONSTRAINT "service_variants_price" CHECK ("service_variants"."price_pence" >= 0),
	CONSTRAINT "service_variants_buffers" CHECK ("service_variants"."buffer_before_min" >= 0 and "service_variants"."buffer_after_min" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"primary_beautician_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_beautician_id_beauticians_id_fk" FOREIGN KEY ("beautician_id") REFERENCES "public"."beauticians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beautician_hours" ADD CONSTRAINT "beautician_hours_beautician_id_beauticians_id_fk" FOREIGN KEY ("beautician_id") REFERENCES "public"."beauticians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_beauticians" ADD CONSTRAINT "service_beauticians_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_beauticians" ADD CONSTRAINT "service_beauticians_beautician_id_beauticians_id_fk" FOREIGN KEY ("beautician_id") REFERENCES "public"."beauticians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_variants" ADD CONSTRAINT "service_variants_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_primary_beautician_id_beauticians_id_fk" FOREIGN KEY ("primary_beautician_id") REFERENCES "public"."beauticians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_start_idx" ON "appointments" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "appointments_beautician_start_idx" ON "appointments" USING btree ("beautician_id","start_at");--> statement-breakpoint
CREATE INDEX "beautician_hours_beautician_idx" ON "beautician_hours" USING btree ("beautician_id");--> statement-breakpoint
CREATE INDEX "service_beauticians_beautician_idx" ON "service_beauticians" USING btree ("beautician_id");--> statement-breakpoint
CREATE INDEX "services_primary_beautician_idx" ON "services" USING btree ("primary_beautician_id");
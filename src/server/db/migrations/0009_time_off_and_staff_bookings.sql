CREATE TABLE "time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beautician_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_order" CHECK ("time_off"."starts_at" < "time_off"."ends_at"),
	CONSTRAINT "time_off_kind" CHECK (("time_off"."beautician_id" is not null and "time_off"."kind" in ('holiday','training','sick','break','other'))
        or ("time_off"."beautician_id" is null and "time_off"."kind" in ('closure','bank_holiday')))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "allowed_in_time_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booked_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD COLUMN "free_change_hours" integer;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_beautician_id_beauticians_id_fk" FOREIGN KEY ("beautician_id") REFERENCES "public"."beauticians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_off_beautician_idx" ON "time_off" USING btree ("beautician_id","starts_at");--> statement-breakpoint
CREATE INDEX "time_off_closure_idx" ON "time_off" USING btree ("starts_at") WHERE "time_off"."beautician_id" is null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_by_staff_id_staff_users_id_fk" FOREIGN KEY ("booked_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_free_change" CHECK ("salon_settings"."free_change_hours" is null or "salon_settings"."free_change_hours" between 0 and 720);
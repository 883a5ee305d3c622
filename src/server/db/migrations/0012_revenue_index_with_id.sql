-- Revenue by payment method (docs/decisions/0027) joins the range's appointments to their money entries by id:
-- with the id in the covering index, that join reads the year from the index alone, as the report does (0015).
DROP INDEX "appointments_revenue_idx";--> statement-breakpoint
CREATE INDEX "appointments_revenue_idx" ON "appointments" USING btree ("start_at","beautician_id","status","service_id","service_name","price_pence","amount_paid_pence","refunded_pence","salon_taken_pence","test_money","id");
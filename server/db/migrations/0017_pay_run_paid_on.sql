-- The day a recorded pay run's money went, for BAS quarters and the TPAR (cash basis). Rows recorded before
-- this column existed take the day they were recorded.
ALTER TABLE "pay_run_payments" ADD COLUMN "paid_on" date;--> statement-breakpoint
UPDATE "pay_run_payments" SET "paid_on" = "recorded_at"::date;--> statement-breakpoint
ALTER TABLE "pay_run_payments" ALTER COLUMN "paid_on" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_invoices_paid" ON "vendor_invoices" USING btree ("paid_at") WHERE "vendor_invoices"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "pay_run_payments_paid_on" ON "pay_run_payments" USING btree ("paid_on");

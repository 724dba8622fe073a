-- A recorded pay run pays its people's vendor invoices of the week (issue 19 §1): those recorded before this
-- rule are paid on the run's paid_on. An invoice the bank already paid keeps its day. The BAS is unchanged: a
-- vendor invoice whose person and week have a recorded run never counts beside it (contractor_payments).
UPDATE "vendor_invoices" v SET "paid_at" = r."paid_on"
FROM "pay_run_payments" r
WHERE r."user_id" = v."user_id" AND r."week" = v."week" AND v."paid_at" IS NULL;

-- A bank line paying a recorded pay run: the week's batch debit (user_id null) or one contractor's transfer
-- (issue 19 §2, docs/domain.md "Pay day at the bank"). Reconciliation only: the BAS counts the run on its paid_on.
CREATE TABLE "transaction_pay_runs" (
	"transaction_id" integer NOT NULL,
	"week" date NOT NULL,
	"user_id" integer,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_pay_runs_transaction_id_week_pk" PRIMARY KEY("transaction_id","week")
);
--> statement-breakpoint
ALTER TABLE "transaction_pay_runs" ADD CONSTRAINT "transaction_pay_runs_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_pay_runs" ADD CONSTRAINT "transaction_pay_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_pay_runs_week" ON "transaction_pay_runs" USING btree ("week");
--> statement-breakpoint
-- The rule of migration 0019, said once still: what a bank line pays out now counts its pay-run links too.
CREATE OR REPLACE VIEW money_over_applied_bank_lines AS
  SELECT t.id, t.amount, sum(u.amount) AS applied
  FROM bank_transactions t JOIN (
    SELECT transaction_id, amount FROM payments WHERE source = 'transaction' AND transaction_id IS NOT NULL
    UNION ALL SELECT transaction_id, amount FROM transaction_credits
    UNION ALL SELECT transaction_id, amount FROM transaction_expenses
    UNION ALL SELECT transaction_id, amount FROM transaction_vendor_invoices
    UNION ALL SELECT transaction_id, amount FROM transaction_pay_runs
  ) u ON u.transaction_id = t.id
  GROUP BY t.id
  HAVING sum(u.amount) > abs(t.amount);
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_transaction_pay_runs AFTER INSERT OR UPDATE ON transaction_pay_runs DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_bank_line_link_checked();

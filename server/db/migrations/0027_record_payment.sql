ALTER TABLE "transaction_credits" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "transaction_credits" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "transaction_credits" ADD CONSTRAINT "transaction_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_credits_payment" ON "transaction_credits" USING btree ("payment_id");--> statement-breakpoint
-- A credit comes from a bank line or from a payment recorded over an invoice's balance (docs/domain.md
-- "Payments and what is owed"): exactly one of the two.
ALTER TABLE "transaction_credits" ADD CONSTRAINT "transaction_credits_one_origin" CHECK (("transaction_id" IS NULL) <> ("payment_id" IS NULL));
--> statement-breakpoint
-- Overpayment credits have no bank line: their credit payments (transaction_id null) use the client's pool of
-- them, so the held side is joined on the bank line null-safely (decision 021's rule, unchanged otherwise).
CREATE OR REPLACE VIEW money_over_used_credits AS
  SELECT u.transaction_id, u.client_id, coalesce(h.amount, 0) AS held, u.amount AS used
  FROM (
    SELECT p.transaction_id, i.client_id, sum(p.amount) AS amount
    FROM payments p JOIN invoices i ON i.id = p.invoice_id
    WHERE p.source = 'credit'
    GROUP BY p.transaction_id, i.client_id
  ) u LEFT JOIN (
    SELECT transaction_id, client_id, sum(amount) AS amount FROM transaction_credits GROUP BY transaction_id, client_id
  ) h ON h.transaction_id IS NOT DISTINCT FROM u.transaction_id AND h.client_id = u.client_id
  WHERE u.amount > coalesce(h.amount, 0);

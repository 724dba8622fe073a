-- Where a bank file's own balances stop adding up with its lines (issue 19 §7, decision 030): [{date, expected, found}].
ALTER TABLE "transaction_imports" ADD COLUMN "balance_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;

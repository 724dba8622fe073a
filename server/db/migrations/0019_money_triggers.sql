-- Money is never invented (issue 18 §1, docs/domain.md "Payments and what is owed"). Each money invariant is
-- said once, as a view of the rows that break it; moneyInvariantViolations
-- (server/features/transactions/money-invariants.ts) lists them, and the constraint triggers below, deferred to
-- commit, refuse (SQLSTATE MONEY, which the API answers 409) any transaction that leaves a row in one. Commands
-- keep to the rules under their per-client lock (server/features/invoices/client-money-lock.ts); the triggers
-- are the net beneath them. Rows written before this migration are not checked until they change.

-- What is applied to an invoice never exceeds its total (nothing, for a total of zero or less); refunds are
-- negative payments and count against what is applied.
CREATE VIEW money_over_applied_invoices AS
  SELECT i.id, i.number, i.client_id, i.total, sum(p.amount) AS applied
  FROM invoices i JOIN payments p ON p.invoice_id = i.id
  GROUP BY i.id
  HAVING sum(p.amount) > greatest(i.total, 0);
--> statement-breakpoint
-- A bank line's money goes to invoice payments and client credits (money in), or expenses and vendor invoices
-- (money out); together they never exceed what the line moved. A credit's payments are counted once, as the
-- credit.
CREATE VIEW money_over_applied_bank_lines AS
  SELECT t.id, t.amount, sum(u.amount) AS applied
  FROM bank_transactions t JOIN (
    SELECT transaction_id, amount FROM payments WHERE source = 'transaction' AND transaction_id IS NOT NULL
    UNION ALL SELECT transaction_id, amount FROM transaction_credits
    UNION ALL SELECT transaction_id, amount FROM transaction_expenses
    UNION ALL SELECT transaction_id, amount FROM transaction_vendor_invoices
  ) u ON u.transaction_id = t.id
  GROUP BY t.id
  HAVING sum(u.amount) > abs(t.amount);
--> statement-breakpoint
-- A client's credit from a bank line is never used (payments of source credit on the client's invoices) beyond
-- what the line credited that client.
CREATE VIEW money_over_used_credits AS
  SELECT u.transaction_id, u.client_id, coalesce(h.amount, 0) AS held, u.amount AS used
  FROM (
    SELECT p.transaction_id, i.client_id, sum(p.amount) AS amount
    FROM payments p JOIN invoices i ON i.id = p.invoice_id
    WHERE p.source = 'credit'
    GROUP BY p.transaction_id, i.client_id
  ) u LEFT JOIN (
    SELECT transaction_id, client_id, sum(amount) AS amount FROM transaction_credits GROUP BY transaction_id, client_id
  ) h ON h.transaction_id = u.transaction_id AND h.client_id = u.client_id
  WHERE u.amount > coalesce(h.amount, 0);
--> statement-breakpoint
CREATE FUNCTION money_dollars(cents numeric) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN cents < 0 THEN '-' ELSE '' END || '$' || to_char(abs(cents) / 100.0, 'FM999,999,999,990.00')
$$;
--> statement-breakpoint
CREATE FUNCTION money_check_invoice(invoice integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT * INTO v FROM money_over_applied_invoices WHERE id = invoice;
  IF FOUND THEN
    RAISE EXCEPTION 'Invoice #% would have % applied, more than its total of %.', v.number, money_dollars(v.applied), money_dollars(v.total)
      USING ERRCODE = 'MONEY', CONSTRAINT = 'money_invoice_over_applied';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION money_check_bank_line(line integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT * INTO v FROM money_over_applied_bank_lines WHERE id = line;
  IF FOUND THEN
    RAISE EXCEPTION 'The bank line of % would have % taken from it.', money_dollars(v.amount), money_dollars(v.applied)
      USING ERRCODE = 'MONEY', CONSTRAINT = 'money_bank_line_over_applied';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION money_check_credit(line integer, client integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT * INTO v FROM money_over_used_credits WHERE transaction_id IS NOT DISTINCT FROM line AND client_id = client;
  IF FOUND THEN
    RAISE EXCEPTION 'A credit of % would have % applied.', money_dollars(v.held), money_dollars(v.used)
      USING ERRCODE = 'MONEY', CONSTRAINT = 'money_credit_over_used';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION money_payments_checked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM money_check_invoice(NEW.invoice_id);
  IF NEW.source = 'transaction' THEN
    PERFORM money_check_bank_line(NEW.transaction_id);
  ELSIF NEW.source = 'credit' THEN
    PERFORM money_check_credit(NEW.transaction_id, (SELECT client_id FROM invoices WHERE id = NEW.invoice_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION money_invoices_checked() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line integer;
BEGIN
  PERFORM money_check_invoice(NEW.id);
  -- An invoice moved to another client takes its credit payments out of the first client's credit.
  FOR line IN SELECT DISTINCT transaction_id FROM payments WHERE invoice_id = NEW.id AND source = 'credit' LOOP
    PERFORM money_check_credit(line, NEW.client_id);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION money_transaction_credits_checked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM money_check_bank_line(NEW.transaction_id);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM money_check_credit(OLD.transaction_id, OLD.client_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION money_bank_line_link_checked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM money_check_bank_line(NEW.transaction_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION money_bank_line_checked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM money_check_bank_line(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_payments AFTER INSERT OR UPDATE ON payments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_payments_checked();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_invoices AFTER UPDATE OF total, client_id ON invoices DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_invoices_checked();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_transaction_credits AFTER INSERT OR UPDATE OR DELETE ON transaction_credits DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_transaction_credits_checked();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_transaction_expenses AFTER INSERT OR UPDATE ON transaction_expenses DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_bank_line_link_checked();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_transaction_vendor_invoices AFTER INSERT OR UPDATE ON transaction_vendor_invoices DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_bank_line_link_checked();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_bank_transactions AFTER UPDATE OF amount ON bank_transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_bank_line_checked();

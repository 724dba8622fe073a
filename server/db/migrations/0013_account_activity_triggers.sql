-- Account activity's cache (decision 015): every statement that writes payments, invoices (their totals and
-- GST) or expenses moves account_activity_version on, whoever runs it — routes, jobs, the demo seed, imports.
CREATE FUNCTION account_activity_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_activity_version (id, version) VALUES (1, 1)
  ON CONFLICT (id) DO UPDATE SET version = account_activity_version.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER account_activity_payments AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION account_activity_bump();
--> statement-breakpoint
CREATE TRIGGER account_activity_invoices AFTER UPDATE OF total, tax OR DELETE OR TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION account_activity_bump();
--> statement-breakpoint
CREATE TRIGGER account_activity_expenses AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON expenses FOR EACH STATEMENT EXECUTE FUNCTION account_activity_bump();

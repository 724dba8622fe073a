-- Account activity's cache, per quarter (decision 015): a write moves on the counter of the earliest BAS quarter
-- it touches (row id = year × 10 + quarter; id 0 for a TRUNCATE). A quarter's sums stay valid while the counters
-- of it and every quarter before it stay where they were: a payment can change the GST share of a later payment
-- of its invoice, never of an earlier one. Replaces the one counter of account_activity_triggers.
DROP TRIGGER account_activity_payments ON payments;
--> statement-breakpoint
DROP TRIGGER account_activity_invoices ON invoices;
--> statement-breakpoint
DROP TRIGGER account_activity_expenses ON expenses;
--> statement-breakpoint
DROP FUNCTION account_activity_bump();
--> statement-breakpoint
CREATE FUNCTION account_activity_quarter(d date) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT (extract(year FROM d)::int + (extract(month FROM d)::int >= 7)::int) * 10 + (extract(month FROM d)::int + 5) % 12 / 3 + 1
$$;
--> statement-breakpoint
CREATE FUNCTION account_activity_touch(earliest date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_activity_version (id, version)
  SELECT account_activity_quarter(earliest), 1 WHERE earliest IS NOT NULL
  ON CONFLICT (id) DO UPDATE SET version = account_activity_version.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION account_activity_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM account_activity_touch((SELECT min(paid_at) FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM account_activity_touch(least((SELECT min(paid_at) FROM new_rows), (SELECT min(paid_at) FROM old_rows)));
  ELSE
    PERFORM account_activity_touch((SELECT min(paid_at) FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION account_activity_expenses_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM account_activity_touch((SELECT min(spent_on) FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM account_activity_touch(least((SELECT min(spent_on) FROM new_rows), (SELECT min(spent_on) FROM old_rows)));
  ELSE
    PERFORM account_activity_touch((SELECT min(spent_on) FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An invoice's total or GST changes the shares of its payments: from its first payment on.
CREATE FUNCTION account_activity_invoices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_activity_touch((
    SELECT min(p.paid_at) FROM payments p JOIN new_rows n ON n.id = p.invoice_id JOIN old_rows o ON o.id = n.id
    WHERE n.total IS DISTINCT FROM o.total OR n.tax IS DISTINCT FROM o.tax));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION account_activity_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_activity_version (id, version) VALUES (0, 1) ON CONFLICT (id) DO UPDATE SET version = account_activity_version.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER account_activity_payments_inserted AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_payments_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_payments_updated AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_payments_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_payments_deleted AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_payments_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_payments_truncated AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION account_activity_truncated();
--> statement-breakpoint
CREATE TRIGGER account_activity_expenses_inserted AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_expenses_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_expenses_updated AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_expenses_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_expenses_deleted AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_expenses_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_expenses_truncated AFTER TRUNCATE ON expenses FOR EACH STATEMENT EXECUTE FUNCTION account_activity_truncated();
--> statement-breakpoint
CREATE TRIGGER account_activity_invoices_updated AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_invoices_changed();

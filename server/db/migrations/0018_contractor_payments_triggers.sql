-- Account activity's cache (decision 015) counts what is paid to contractors too (decision 016): a recorded pay
-- run by its paid_on, a paid vendor invoice by its paid_at when no pay run of its person and week is recorded.
-- A write moves on the counter of the earliest quarter it touches, as for payments and expenses. A pay run
-- also touches the quarter of the vendor invoices of its person and week that it takes the place of.
CREATE FUNCTION account_activity_pay_runs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  earliest date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT least(min(r.paid_on), min(v.paid_at)) INTO earliest FROM new_rows r LEFT JOIN vendor_invoices v ON v.user_id = r.user_id AND v.week = r.week;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT least(min(r.paid_on), min(v.paid_at)) INTO earliest FROM (SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows) r LEFT JOIN vendor_invoices v ON v.user_id = r.user_id AND v.week = r.week;
  ELSE
    SELECT least(min(r.paid_on), min(v.paid_at)) INTO earliest FROM old_rows r LEFT JOIN vendor_invoices v ON v.user_id = r.user_id AND v.week = r.week;
  END IF;
  PERFORM account_activity_touch(earliest);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION account_activity_vendor_invoices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER account_activity_pay_runs_inserted AFTER INSERT ON pay_run_payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_pay_runs_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_pay_runs_updated AFTER UPDATE ON pay_run_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_pay_runs_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_pay_runs_deleted AFTER DELETE ON pay_run_payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_pay_runs_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_pay_runs_truncated AFTER TRUNCATE ON pay_run_payments FOR EACH STATEMENT EXECUTE FUNCTION account_activity_truncated();
--> statement-breakpoint
CREATE TRIGGER account_activity_vendor_invoices_inserted AFTER INSERT ON vendor_invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_vendor_invoices_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_vendor_invoices_updated AFTER UPDATE ON vendor_invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_vendor_invoices_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_vendor_invoices_deleted AFTER DELETE ON vendor_invoices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_vendor_invoices_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_vendor_invoices_truncated AFTER TRUNCATE ON vendor_invoices FOR EACH STATEMENT EXECUTE FUNCTION account_activity_truncated();

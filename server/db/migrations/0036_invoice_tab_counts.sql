CREATE TABLE "invoice_tab_counts" (
	"standing" text NOT NULL,
	"due_date" date,
	"owing" boolean NOT NULL,
	"invoices" integer NOT NULL,
	"total" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- The invoices list's status tabs, kept in the same transaction as every write to invoices (decision 041): what
-- each statement's new rows add to each key less what its old rows took out, as delta rows (inserts only, so
-- concurrent writers never wait on a shared counter row). The due date is kept for the unpaid standings only
-- (shared/invoice-states.ts unpaidStates, overdue among them though no invoice stands overdue): the only ones
-- whose tab depends on today. invoice-tab-counts.test.ts
-- holds the sums equal to a fresh count over invoices.
CREATE FUNCTION invoice_tab_counts_add(standings text[], due_dates date[], totals bigint[], applieds bigint[], signs integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO invoice_tab_counts (standing, due_date, owing, invoices, total, balance)
  SELECT u.standing,
         CASE WHEN u.standing IN ('sending', 'sent', 'seen', 'overdue', 'partial', 'reminded', 'notice', 'warning', 'suspended') THEN u.due_date END,
         u.total > u.applied, sum(u.sign), sum(u.sign * u.total), sum(u.sign * (u.total - u.applied))
  FROM unnest(standings, due_dates, totals, applieds, signs) AS u(standing, due_date, total, applied, sign)
  GROUP BY 1, 2, 3
  HAVING sum(u.sign) <> 0 OR sum(u.sign * u.total) <> 0 OR sum(u.sign * (u.total - u.applied)) <> 0
$$;
--> statement-breakpoint
-- Transition tables exist only for their operation, so each is read in its own branch.
CREATE FUNCTION invoice_tab_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  standings text[];
  due_dates date[];
  totals bigint[];
  applieds bigint[];
  signs integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM invoice_tab_counts;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(standing), array_agg(due_date), array_agg(total), array_agg(applied), array_agg(1)
    INTO standings, due_dates, totals, applieds, signs FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(standing), array_agg(due_date), array_agg(total), array_agg(applied), array_agg(-1)
    INTO standings, due_dates, totals, applieds, signs FROM old_rows;
  ELSE
    SELECT array_agg(standing), array_agg(due_date), array_agg(total), array_agg(applied), array_agg(sign)
    INTO standings, due_dates, totals, applieds, signs
    FROM (SELECT standing, due_date, total, applied, 1 AS sign FROM new_rows
          UNION ALL SELECT standing, due_date, total, applied, -1 FROM old_rows) c;
  END IF;
  IF standings IS NOT NULL THEN
    PERFORM invoice_tab_counts_add(standings, due_dates, totals, applieds, signs);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_tab_counts_inserted AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_tab_counts_moved();
--> statement-breakpoint
CREATE TRIGGER invoice_tab_counts_updated AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_tab_counts_moved();
--> statement-breakpoint
CREATE TRIGGER invoice_tab_counts_deleted AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_tab_counts_moved();
--> statement-breakpoint
CREATE TRIGGER invoice_tab_counts_truncated AFTER TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION invoice_tab_counts_moved();
--> statement-breakpoint
-- Invoices from before this migration, as one compacted row per key.
INSERT INTO invoice_tab_counts (standing, due_date, owing, invoices, total, balance, compacted)
SELECT standing,
       CASE WHEN standing IN ('sending', 'sent', 'seen', 'overdue', 'partial', 'reminded', 'notice', 'warning', 'suspended') THEN due_date END,
       total > applied, count(*), sum(total), sum(total - applied), true
FROM invoices GROUP BY 1, 2, 3;

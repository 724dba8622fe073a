ALTER TABLE "invoices" ADD COLUMN "applied" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "adjusted" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "standing" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_standing" ON "invoices" USING btree ("standing","due_date","total","applied");--> statement-breakpoint
CREATE INDEX "invoices_mail" ON "invoices" USING btree ("mail_id");--> statement-breakpoint
-- What an invoice's state is derived from, kept on its row in the same transaction as every write that changes
-- it (decision 036), so the list's state filters and tabs are index ranges instead of working the state out for
-- every invoice. `applied` and `adjusted` are appliedSql and adjustedSql
-- (server/features/invoices/invoice-money.sql.ts), moved by each statement's change (a change, never a fresh
-- sum: under READ COMMITTED a waiting writer re-reads the row, not its own snapshot's payments). `standing` is
-- invoiceState on the invoice's due date (`invoiceStanding`, shared/invoice-states.ts): today only decides
-- whether a sent, seen or sending invoice is overdue. invoice-standing.test.ts holds them equal to the rules.
CREATE FUNCTION invoices_standing_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.standing := CASE
    WHEN NEW.cancelled_at IS NOT NULL THEN 'cancelled'
    WHEN NEW.total > 0 AND NEW.applied >= NEW.total THEN 'paid'
    WHEN NEW.cash THEN 'cash'
    WHEN NEW.seen_at IS NULL AND NEW.last_sent IS NULL THEN 'open'
    WHEN NEW.escalation IS NOT NULL THEN NEW.escalation
    WHEN NEW.applied - NEW.adjusted > 0 THEN 'partial'
    WHEN NEW.seen_at IS NOT NULL THEN 'seen'
    WHEN (SELECT status FROM mails WHERE id = NEW.mail_id) IN ('queued', 'sending', 'failed') THEN 'sending'
    ELSE 'sent' END;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_standing BEFORE INSERT OR UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_standing_kept();
--> statement-breakpoint
-- Moves what is applied to some invoices (and what is adjusted, for adjustment notes) by each invoice's share of
-- the amounts; the row trigger above then works the standing out again.
CREATE FUNCTION invoices_move_applied(ids integer[], amounts bigint[], notes boolean) RETURNS void LANGUAGE sql AS $$
  UPDATE invoices i SET applied = i.applied + d.amount, adjusted = i.adjusted + CASE WHEN notes THEN d.amount ELSE 0 END
  FROM (SELECT u.id, sum(u.amount) AS amount FROM unnest(ids, amounts) AS u(id, amount) GROUP BY u.id) d
  WHERE i.id = d.id AND d.amount <> 0
$$;
--> statement-breakpoint
-- Each statement's change to payments or adjustment notes: what its new rows add less what its old rows had.
-- Transition tables exist only for their operation, so each is read in its own branch.
CREATE FUNCTION invoices_applied_payments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  amounts bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE invoices SET applied = adjusted WHERE applied <> adjusted;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(invoice_id), array_agg(amount) INTO ids, amounts FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(invoice_id), array_agg(-amount) INTO ids, amounts FROM old_rows;
  ELSE
    SELECT array_agg(invoice_id), array_agg(amount) INTO ids, amounts
    FROM (SELECT invoice_id, amount FROM new_rows UNION ALL SELECT invoice_id, -amount FROM old_rows) c;
  END IF;
  PERFORM invoices_move_applied(ids, amounts, false);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION invoices_applied_adjustment_notes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  amounts bigint[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE invoices SET applied = applied - adjusted, adjusted = 0 WHERE adjusted <> 0;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(invoice_id), array_agg(applied) INTO ids, amounts FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(invoice_id), array_agg(-applied) INTO ids, amounts FROM old_rows;
  ELSE
    SELECT array_agg(invoice_id), array_agg(amount) INTO ids, amounts
    FROM (SELECT invoice_id, applied AS amount FROM new_rows UNION ALL SELECT invoice_id, -applied FROM old_rows) c;
  END IF;
  PERFORM invoices_move_applied(ids, amounts, true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_applied_payments_inserted AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_applied_payments();
--> statement-breakpoint
CREATE TRIGGER invoices_applied_payments_updated AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_applied_payments();
--> statement-breakpoint
CREATE TRIGGER invoices_applied_payments_deleted AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_applied_payments();
--> statement-breakpoint
CREATE TRIGGER invoices_applied_payments_truncated AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION invoices_applied_payments();
--> statement-breakpoint
CREATE TRIGGER invoices_applied_adjustment_notes_inserted AFTER INSERT ON adjustment_notes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_applied_adjustment_notes();
--> statement-breakpoint
CREATE TRIGGER invoices_applied_adjustment_notes_updated AFTER UPDATE ON adjustment_notes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_applied_adjustment_notes();
--> statement-breakpoint
CREATE TRIGGER invoices_applied_adjustment_notes_deleted AFTER DELETE ON adjustment_notes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_applied_adjustment_notes();
--> statement-breakpoint
CREATE TRIGGER invoices_applied_adjustment_notes_truncated AFTER TRUNCATE ON adjustment_notes FOR EACH STATEMENT EXECUTE FUNCTION invoices_applied_adjustment_notes();
--> statement-breakpoint
-- Whether the last e-mail is still on its way (sending) is its outbox status: a change of it is a change of
-- the standing of the invoices it sent. The row trigger reads the new status.
CREATE FUNCTION invoices_standing_mail() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET standing = standing WHERE mail_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_standing_mail AFTER UPDATE OF status ON mails FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION invoices_standing_mail();
--> statement-breakpoint
-- Invoices from before this migration.
UPDATE invoices i SET
  applied = coalesce((SELECT sum(amount) FROM payments WHERE invoice_id = i.id), 0)
    + coalesce((SELECT sum(applied) FROM adjustment_notes WHERE invoice_id = i.id), 0),
  adjusted = coalesce((SELECT sum(applied) FROM adjustment_notes WHERE invoice_id = i.id), 0);

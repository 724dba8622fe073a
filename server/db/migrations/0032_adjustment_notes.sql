CREATE TABLE "adjustment_note_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"label" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"amount" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adjustment_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"issued_at" date NOT NULL,
	"reason" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"applied" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_credits" DROP CONSTRAINT "transaction_credits_one_origin";--> statement-breakpoint
ALTER TABLE "transaction_credits" ADD COLUMN "adjustment_note_id" integer;--> statement-breakpoint
ALTER TABLE "adjustment_note_lines" ADD CONSTRAINT "adjustment_note_lines_note_id_adjustment_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."adjustment_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_notes" ADD CONSTRAINT "adjustment_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_notes" ADD CONSTRAINT "adjustment_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustment_note_lines_note" ON "adjustment_note_lines" USING btree ("note_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "adjustment_notes_number" ON "adjustment_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "adjustment_notes_invoice" ON "adjustment_notes" USING btree ("invoice_id","issued_at");--> statement-breakpoint
ALTER TABLE "transaction_credits" ADD CONSTRAINT "transaction_credits_adjustment_note_id_adjustment_notes_id_fk" FOREIGN KEY ("adjustment_note_id") REFERENCES "public"."adjustment_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_credits_adjustment_note" ON "transaction_credits" USING btree ("adjustment_note_id");--> statement-breakpoint
ALTER TABLE "transaction_credits" ADD CONSTRAINT "transaction_credits_one_origin" CHECK (num_nonnulls("transaction_credits"."transaction_id", "transaction_credits"."payment_id", "transaction_credits"."adjustment_note_id") = 1);
--> statement-breakpoint
-- The rule of migration 0019, said once still (decision 031): what is applied to an invoice is its payments and
-- the parts of its adjustment notes that lowered its balance; together they never exceed its total. A note's
-- credit (money already received) is held in transaction_credits with no bank line, in the client's pool that
-- money_over_used_credits already reads.
CREATE OR REPLACE VIEW money_over_applied_invoices AS
  SELECT i.id, i.number, i.client_id, i.total, sum(p.amount) AS applied
  FROM invoices i JOIN (
    SELECT invoice_id, amount FROM payments
    UNION ALL SELECT invoice_id, applied FROM adjustment_notes
  ) p ON p.invoice_id = i.id
  GROUP BY i.id
  HAVING sum(p.amount) > greatest(i.total, 0);
--> statement-breakpoint
CREATE FUNCTION money_adjustment_notes_checked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM money_check_invoice(NEW.invoice_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_adjustment_notes AFTER INSERT OR UPDATE ON adjustment_notes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_adjustment_notes_checked();
--> statement-breakpoint
-- Account activity's cache (decision 015): an adjustment note is a decreasing adjustment in its issue day's
-- quarter (decision 031), so a write to notes moves that quarter's counter on, as a payment's does.
CREATE FUNCTION account_activity_adjustment_notes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM account_activity_touch((SELECT min(issued_at) FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM account_activity_touch(least((SELECT min(issued_at) FROM new_rows), (SELECT min(issued_at) FROM old_rows)));
  ELSE
    PERFORM account_activity_touch((SELECT min(issued_at) FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER account_activity_adjustment_notes_inserted AFTER INSERT ON adjustment_notes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_adjustment_notes_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_adjustment_notes_updated AFTER UPDATE ON adjustment_notes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_adjustment_notes_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_adjustment_notes_deleted AFTER DELETE ON adjustment_notes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_activity_adjustment_notes_changed();
--> statement-breakpoint
CREATE TRIGGER account_activity_adjustment_notes_truncated AFTER TRUNCATE ON adjustment_notes FOR EACH STATEMENT EXECUTE FUNCTION account_activity_truncated();

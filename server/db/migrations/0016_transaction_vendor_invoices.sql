CREATE TABLE "transaction_vendor_invoices" (
	"transaction_id" integer NOT NULL,
	"vendor_invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_vendor_invoices_transaction_id_vendor_invoice_id_pk" PRIMARY KEY("transaction_id","vendor_invoice_id"),
	CONSTRAINT "transaction_vendor_invoices_vendor_invoice_id_unique" UNIQUE("vendor_invoice_id")
);
--> statement-breakpoint
ALTER TABLE "transaction_vendor_invoices" ADD CONSTRAINT "transaction_vendor_invoices_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_vendor_invoices" ADD CONSTRAINT "transaction_vendor_invoices_vendor_invoice_id_vendor_invoices_id_fk" FOREIGN KEY ("vendor_invoice_id") REFERENCES "public"."vendor_invoices"("id") ON DELETE cascade ON UPDATE no action;
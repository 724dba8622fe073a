CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"legal_name" text,
	"abn" text,
	"gst_registered" boolean DEFAULT true NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"logo_upload_id" text,
	"header_title" text,
	"header_content" text,
	"footer_title" text,
	"footer_content" text,
	"account_name" text,
	"bsb" text,
	"account_number" text,
	"default_terms" integer DEFAULT 14 NOT NULL,
	"reminder_days" integer DEFAULT 7 NOT NULL,
	"notice_days" integer DEFAULT 14 NOT NULL,
	"warning_days" integer DEFAULT 7 NOT NULL,
	"next_invoice_number" integer DEFAULT 1 NOT NULL,
	"last_invoice_number" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_one_row" CHECK ("settings"."id" = 1),
	CONSTRAINT "settings_numbers_ahead" CHECK ("settings"."next_invoice_number" > "settings"."last_invoice_number")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"label" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"amount" bigint NOT NULL,
	"task_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"client_id" integer NOT NULL,
	"issued_at" date NOT NULL,
	"terms" integer NOT NULL,
	"due_date" date NOT NULL,
	"note" text,
	"gst" boolean NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"cash" boolean DEFAULT false NOT NULL,
	"mail_id" integer,
	"last_sent" timestamp with time zone,
	"view_token" text,
	"seen_at" timestamp with time zone,
	"escalation" text,
	"reminded_at" timestamp with time zone,
	"notice_at" timestamp with time zone,
	"warning_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"pdf_path" text,
	"period_key" text,
	"period_start" date,
	"period_end" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" date NOT NULL,
	"source" text NOT NULL,
	"schedule_id" integer,
	"transaction_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_view_token" ON "invoices" USING btree ("view_token");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_period_key" ON "invoices" USING btree ("period_key");--> statement-breakpoint
CREATE INDEX "invoices_client_number" ON "invoices" USING btree ("client_id","number");--> statement-breakpoint
CREATE INDEX "invoices_issued" ON "invoices" USING btree ("issued_at","number");--> statement-breakpoint
CREATE INDEX "invoices_due" ON "invoices" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "payments_invoice" ON "payments" USING btree ("invoice_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_paid" ON "payments" USING btree ("paid_at");--> statement-breakpoint
INSERT INTO "settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;

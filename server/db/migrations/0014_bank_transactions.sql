CREATE TABLE "bank_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"posted_on" date NOT NULL,
	"source" text NOT NULL,
	"import_id" integer,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"line_key" text NOT NULL,
	"bank_id" text,
	"fee_total" bigint DEFAULT 0 NOT NULL,
	"fee_tax" bigint DEFAULT 0 NOT NULL,
	"suggestion" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_dismissals" (
	"transaction_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "transaction_dismissals_transaction_id_kind_target_id_pk" PRIMARY KEY("transaction_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "transaction_expenses" (
	"transaction_id" integer NOT NULL,
	"expense_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_expenses_transaction_id_expense_id_pk" PRIMARY KEY("transaction_id","expense_id")
);
--> statement-breakpoint
CREATE TABLE "transaction_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"filename" text NOT NULL,
	"mapping" jsonb,
	"state" text DEFAULT 'uploading' NOT NULL,
	"format" text,
	"created" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_imports_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
CREATE TABLE "transaction_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"contains" text NOT NULL,
	"vendor_id" integer,
	"category_id" integer,
	"business_use" integer DEFAULT 100 NOT NULL,
	"gst" boolean DEFAULT false NOT NULL,
	"confidence" integer DEFAULT 85 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_import_id_transaction_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."transaction_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_credits" ADD CONSTRAINT "transaction_credits_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_credits" ADD CONSTRAINT "transaction_credits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_dismissals" ADD CONSTRAINT "transaction_dismissals_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_expenses" ADD CONSTRAINT "transaction_expenses_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_expenses" ADD CONSTRAINT "transaction_expenses_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_imports" ADD CONSTRAINT "transaction_imports_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_imports" ADD CONSTRAINT "transaction_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_rules" ADD CONSTRAINT "transaction_rules_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_rules" ADD CONSTRAINT "transaction_rules_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_rules" ADD CONSTRAINT "transaction_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transactions_posted_sort" ON "bank_transactions" USING btree ("posted_on","id");--> statement-breakpoint
CREATE INDEX "bank_transactions_line_key" ON "bank_transactions" USING btree ("line_key");--> statement-breakpoint
CREATE INDEX "bank_transactions_amount" ON "bank_transactions" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "bank_transactions_description_trgm" ON "bank_transactions" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transaction_credits_transaction" ON "transaction_credits" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_credits_client" ON "transaction_credits" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "transaction_expenses_expense" ON "transaction_expenses" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "payments_transaction" ON "payments" USING btree ("transaction_id");
CREATE TABLE "expense_document_dismissals" (
	"document_id" integer NOT NULL,
	"expense_id" integer NOT NULL,
	CONSTRAINT "expense_document_dismissals_document_id_expense_id_pk" PRIMARY KEY("document_id","expense_id")
);
--> statement-breakpoint
CREATE TABLE "expense_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"description" text,
	"uploaded_by" integer,
	"reading" text DEFAULT 'processing' NOT NULL,
	"read_at" timestamp with time zone,
	"read_error" text,
	"text" text,
	"found_amount" bigint,
	"found_date" date,
	"found_abn" text,
	"found_vendor_name" text,
	"vendor_id" integer,
	"expense_id" integer,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confidence" integer,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reconciled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"spent_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"business_use" integer DEFAULT 100 NOT NULL,
	"gst" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"vendor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_document_dismissals" ADD CONSTRAINT "expense_document_dismissals_document_id_expense_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."expense_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_document_dismissals" ADD CONSTRAINT "expense_document_dismissals_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_documents" ADD CONSTRAINT "expense_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_documents" ADD CONSTRAINT "expense_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_documents" ADD CONSTRAINT "expense_documents_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_documents" ADD CONSTRAINT "expense_documents_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_documents_created_sort" ON "expense_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "expense_documents_expense" ON "expense_documents" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "expense_documents_upload" ON "expense_documents" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "expense_documents_found_amount" ON "expense_documents" USING btree ("found_amount");--> statement-breakpoint
CREATE INDEX "expenses_spent_sort" ON "expenses" USING btree ("spent_on","id");--> statement-breakpoint
CREATE INDEX "expenses_vendor" ON "expenses" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "expenses_category" ON "expenses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "expenses_amount" ON "expenses" USING btree ("amount","spent_on");--> statement-breakpoint
CREATE INDEX "expenses_description_trgm" ON "expenses" USING gin ("description" gin_trgm_ops);
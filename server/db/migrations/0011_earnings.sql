CREATE TABLE "vendor_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vendor_id" integer,
	"week" date NOT NULL,
	"number" text NOT NULL,
	"issued_at" date NOT NULL,
	"total" bigint NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"upload_id" text NOT NULL,
	"paid_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_run_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"week" date NOT NULL,
	"user_id" integer NOT NULL,
	"earned" bigint NOT NULL,
	"cash_collected" bigint NOT NULL,
	"gst" bigint NOT NULL,
	"withheld" bigint NOT NULL,
	"net" bigint NOT NULL,
	"no_abn" boolean NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_run_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"apca_user_id" text,
	"bank_abbreviation" text,
	"description" text DEFAULT 'CONTRACTORS' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_run_settings_one_row" CHECK ("pay_run_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "payees" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_payments" ADD CONSTRAINT "pay_run_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_payments" ADD CONSTRAINT "pay_run_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_invoices_user_week" ON "vendor_invoices" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "vendor_invoices_unpaid" ON "vendor_invoices" USING btree ("issued_at") WHERE "vendor_invoices"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "vendor_invoices_upload" ON "vendor_invoices" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_run_payments_week_user" ON "pay_run_payments" USING btree ("week","user_id");--> statement-breakpoint
CREATE INDEX "pay_run_payments_user" ON "pay_run_payments" USING btree ("user_id","week");
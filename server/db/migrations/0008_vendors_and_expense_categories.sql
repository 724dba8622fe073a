CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trading_name" text,
	"abn" text,
	"phone" text,
	"email" text,
	"user_id" integer,
	"gst_registered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendors_name_sort" ON "vendors" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_user_unique" ON "vendors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vendors_abn" ON "vendors" USING btree ("abn");--> statement-breakpoint
CREATE INDEX "expense_categories_name_sort" ON "expense_categories" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_number_unique" ON "expense_categories" USING btree (lower("number"));
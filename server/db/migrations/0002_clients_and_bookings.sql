CREATE TABLE "client_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text,
	"phone1" text,
	"phone2" text,
	"address1" text NOT NULL,
	"address2" text,
	"address3" text,
	"city" text,
	"postcode" text,
	"suburb_id" integer,
	"region_id" integer,
	"city_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"suspend_reason" text,
	"suspend_to" date,
	"suspended_at" timestamp with time zone,
	"invoice_schedule" text DEFAULT 'month' NOT NULL,
	"invoice_start" date,
	"payment_method" text DEFAULT 'terms' NOT NULL,
	"payment_terms" integer DEFAULT 14 NOT NULL,
	"payment_type" text DEFAULT 'postpaid' NOT NULL,
	"auto_invoice" boolean DEFAULT false NOT NULL,
	"auto_remind" boolean DEFAULT false NOT NULL,
	"require_photos" boolean DEFAULT false NOT NULL,
	"billing_address1" text,
	"billing_address2" text,
	"billing_address3" text,
	"billing_city" text,
	"address_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"name" text NOT NULL,
	"number" text,
	"email" text,
	"type" text DEFAULT 'contact' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_type" text NOT NULL,
	"parent_id" integer NOT NULL,
	"note" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_occurrences" (
	"task_group_id" integer NOT NULL,
	"origin_date" date NOT NULL,
	"outcome" text NOT NULL,
	"schedule_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_occurrences_task_group_id_origin_date_pk" PRIMARY KEY("task_group_id","origin_date")
);
--> statement-breakpoint
CREATE TABLE "schedule_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"task_group_task_id" integer,
	"task_id" integer,
	"task_group_id" integer,
	"name" text NOT NULL,
	"invoice_description" text,
	"description" text,
	"price" bigint DEFAULT 0 NOT NULL,
	"contractor_total" bigint DEFAULT 0 NOT NULL,
	"consumable" boolean DEFAULT false NOT NULL,
	"quantity" integer,
	"complete" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"pause_to" date,
	"pause_reason" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_users" (
	"schedule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "schedule_users_schedule_id_user_id_pk" PRIMARY KEY("schedule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"task_group_id" integer,
	"address_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"skip" boolean DEFAULT false NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"invoice_id" integer,
	"paid" boolean DEFAULT false NOT NULL,
	"ignore_missing_photos" boolean DEFAULT false NOT NULL,
	"attended" jsonb,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_group_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_group_id" integer NOT NULL,
	"task_id" integer,
	"name" text NOT NULL,
	"invoice_description" text,
	"description" text,
	"price" bigint DEFAULT 0 NOT NULL,
	"payment_type" text DEFAULT 'percentage' NOT NULL,
	"contractor_percentage" integer DEFAULT 80 NOT NULL,
	"contractor_amount" bigint DEFAULT 0 NOT NULL,
	"consumable" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"pause_to" date,
	"pause_reason" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_group_users" (
	"task_group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "task_group_users_task_group_id_user_id_pk" PRIMARY KEY("task_group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"address_id" integer,
	"rotation" text DEFAULT 'non' NOT NULL,
	"frequency" integer,
	"week_of_month" integer,
	"day_of_week" integer,
	"days_of_week" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_at" date,
	"conflict" text DEFAULT 'overwrite' NOT NULL,
	"auto_schedule" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"invoice_description" text,
	"description" text,
	"price" bigint DEFAULT 0 NOT NULL,
	"payment_type" text DEFAULT 'percentage' NOT NULL,
	"contractor_percentage" integer DEFAULT 80 NOT NULL,
	"contractor_amount" bigint DEFAULT 0 NOT NULL,
	"consumable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_suburb_id_suburbs_id_fk" FOREIGN KEY ("suburb_id") REFERENCES "public"."suburbs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_task_group_id_task_groups_id_fk" FOREIGN KEY ("task_group_id") REFERENCES "public"."task_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_occurrences" ADD CONSTRAINT "schedule_occurrences_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_tasks" ADD CONSTRAINT "schedule_tasks_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_tasks" ADD CONSTRAINT "schedule_tasks_task_group_task_id_task_group_tasks_id_fk" FOREIGN KEY ("task_group_task_id") REFERENCES "public"."task_group_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_tasks" ADD CONSTRAINT "schedule_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_tasks" ADD CONSTRAINT "schedule_tasks_task_group_id_task_groups_id_fk" FOREIGN KEY ("task_group_id") REFERENCES "public"."task_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_users" ADD CONSTRAINT "schedule_users_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_users" ADD CONSTRAINT "schedule_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_task_group_id_task_groups_id_fk" FOREIGN KEY ("task_group_id") REFERENCES "public"."task_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_address_id_client_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."client_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_group_tasks" ADD CONSTRAINT "task_group_tasks_task_group_id_task_groups_id_fk" FOREIGN KEY ("task_group_id") REFERENCES "public"."task_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_group_tasks" ADD CONSTRAINT "task_group_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_group_users" ADD CONSTRAINT "task_group_users_task_group_id_task_groups_id_fk" FOREIGN KEY ("task_group_id") REFERENCES "public"."task_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_group_users" ADD CONSTRAINT "task_group_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_groups" ADD CONSTRAINT "task_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_groups" ADD CONSTRAINT "task_groups_address_id_client_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."client_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_addresses_client" ON "client_addresses" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "clients_name_sort" ON "clients" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "clients_active_name" ON "clients" USING btree ("active","name","id");--> statement-breakpoint
CREATE INDEX "clients_suspended_name" ON "clients" USING btree ("suspended","name","id");--> statement-breakpoint
CREATE INDEX "clients_name_trgm" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_client" ON "contacts" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "notes_parent" ON "notes" USING btree ("parent_type","parent_id","created_at");--> statement-breakpoint
CREATE INDEX "schedule_occurrences_schedule" ON "schedule_occurrences" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "schedule_tasks_schedule" ON "schedule_tasks" USING btree ("schedule_id","position");--> statement-breakpoint
CREATE INDEX "schedule_tasks_task" ON "schedule_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "schedule_users_user" ON "schedule_users" USING btree ("user_id","schedule_id");--> statement-breakpoint
CREATE INDEX "schedules_client_due" ON "schedules" USING btree ("client_id","due_at","id");--> statement-breakpoint
CREATE INDEX "schedules_due" ON "schedules" USING btree ("due_at","id");--> statement-breakpoint
CREATE INDEX "schedules_group_due" ON "schedules" USING btree ("task_group_id","due_date");--> statement-breakpoint
CREATE INDEX "schedules_open_due" ON "schedules" USING btree ("due_date") WHERE not "schedules"."complete" and not "schedules"."skip";--> statement-breakpoint
CREATE INDEX "task_group_tasks_group" ON "task_group_tasks" USING btree ("task_group_id","position");--> statement-breakpoint
CREATE INDEX "task_group_users_user" ON "task_group_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "task_groups_client" ON "task_groups" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "tasks_name_sort" ON "tasks" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "tasks_price_sort" ON "tasks" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "tasks_percentage_sort" ON "tasks" USING btree ("contractor_percentage","id");--> statement-breakpoint
CREATE INDEX "tasks_name_trgm" ON "tasks" USING gin ("name" gin_trgm_ops);
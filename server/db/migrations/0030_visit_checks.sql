CREATE TABLE "visit_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"accuracy_m" double precision,
	"distance_m" integer,
	"on_site" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_checks_reading" CHECK (("visit_checks"."lat" is null) = ("visit_checks"."lng" is null) and ("visit_checks"."lat" is null) = ("visit_checks"."accuracy_m" is null))
);
--> statement-breakpoint
ALTER TABLE "visit_checks" ADD CONSTRAINT "visit_checks_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_checks" ADD CONSTRAINT "visit_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_checks_one" ON "visit_checks" USING btree ("schedule_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "visit_checks_at" ON "visit_checks" USING btree ("at");
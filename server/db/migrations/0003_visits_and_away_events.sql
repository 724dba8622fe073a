CREATE TABLE "schedule_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"name" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"thumbnail_path" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "away_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_assets" ADD CONSTRAINT "schedule_assets_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "away_events" ADD CONSTRAINT "away_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_assets_schedule" ON "schedule_assets" USING btree ("schedule_id","taken_at");--> statement-breakpoint
CREATE INDEX "away_events_user" ON "away_events" USING btree ("user_id","start");--> statement-breakpoint
CREATE INDEX "away_events_range" ON "away_events" USING btree ("start","end");
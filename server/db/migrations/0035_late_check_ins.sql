CREATE TABLE "late_check_in_alerts" (
	"schedule_id" integer PRIMARY KEY NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "late_check_in_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "late_check_in_alerts" ADD CONSTRAINT "late_check_in_alerts_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_check_in_alerts" ADD CONSTRAINT "late_check_in_alerts_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE set null ON UPDATE no action;
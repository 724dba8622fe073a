ALTER TABLE "task_groups" ADD COLUMN "public_holidays" text DEFAULT 'visit' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "state" text DEFAULT 'NSW' NOT NULL;
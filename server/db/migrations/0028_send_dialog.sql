-- The send dialog: e-mail templates as edited in Settings (a kind without a row sends the default), and the
-- outbox's CC addresses (empty for every message before).
CREATE TABLE "mail_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "cc" jsonb DEFAULT '[]'::jsonb NOT NULL;

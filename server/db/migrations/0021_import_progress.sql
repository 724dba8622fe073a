-- Progress of a bank file import run as a job, and the heartbeat of the process running it (decision 023).
ALTER TABLE "transaction_imports" ADD COLUMN "lines_total" integer;--> statement-breakpoint
ALTER TABLE "transaction_imports" ADD COLUMN "lines_read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_imports" ADD COLUMN "heartbeat_at" timestamp with time zone;
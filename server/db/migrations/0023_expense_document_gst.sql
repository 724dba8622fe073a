-- The GST printed on a receipt or bill (issue 19 §6), beside the amount read from it. Documents read before this
-- column existed have their kept text read for it by the reading sweep: `gst_read` says whether that happened.
ALTER TABLE "expense_documents" ADD COLUMN "found_gst" bigint;--> statement-breakpoint
ALTER TABLE "expense_documents" ADD COLUMN "gst_read" boolean DEFAULT false NOT NULL;

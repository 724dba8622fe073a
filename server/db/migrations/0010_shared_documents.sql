CREATE TABLE "shared_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"subject" text,
	"expires_at" date,
	"upload_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shared_documents" ADD CONSTRAINT "shared_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_documents" ADD CONSTRAINT "shared_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_documents_created_sort" ON "shared_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shared_documents_upload" ON "shared_documents" USING btree ("upload_id");
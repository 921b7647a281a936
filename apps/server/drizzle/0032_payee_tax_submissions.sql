CREATE TABLE "payee_tax_submissions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"residency_country" text NOT NULL,
	"tax_form" text NOT NULL,
	"document_id" integer,
	"document_name" text,
	"document_type" text,
	"document_bytes" integer,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payee_tax_submissions" ADD CONSTRAINT "payee_tax_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_tax_submissions" ADD CONSTRAINT "payee_tax_submissions_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_tax_submissions" ADD CONSTRAINT "payee_tax_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
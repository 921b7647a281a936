CREATE TABLE "identity_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"document_country" text,
	"document_type" text,
	"document_key" text,
	"selfie_key" text,
	"provider_reference" text,
	"response_code" text,
	"rejected_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"requested_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "advance_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advance_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount_micros" bigint NOT NULL,
	"basis_micros" bigint NOT NULL,
	"offered_by" integer,
	"offered_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"ledger_transaction_id" integer
);
--> statement-breakpoint
CREATE TABLE "priority_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "priority_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_name" text NOT NULL,
	"signature_key" text NOT NULL,
	"document_id" integer,
	"ends_on" text NOT NULL,
	CONSTRAINT "priority_agreements_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_offers" ADD CONSTRAINT "advance_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_offers" ADD CONSTRAINT "advance_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_offers" ADD CONSTRAINT "advance_offers_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_agreements" ADD CONSTRAINT "priority_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_agreements" ADD CONSTRAINT "priority_agreements_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "identity_verifications_status_idx" ON "identity_verifications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "advance_offers_user_idx" ON "advance_offers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advance_offers_open_idx" ON "advance_offers" USING btree ("user_id") WHERE "advance_offers"."withdrawn_at" is null and "advance_offers"."accepted_at" is null;
CREATE TABLE "support_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"account_id" integer,
	"code_hash" text,
	"code_expires_at" timestamp with time zone NOT NULL,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"matched_release_id" integer,
	"matched_by" text,
	"disputed_account_id" integer,
	"ticket_id" integer,
	"verified_at" timestamp with time zone,
	"state" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_claims" ADD CONSTRAINT "support_claims_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_claims" ADD CONSTRAINT "support_claims_matched_release_id_releases_id_fk" FOREIGN KEY ("matched_release_id") REFERENCES "public"."releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_claims" ADD CONSTRAINT "support_claims_disputed_account_id_users_id_fk" FOREIGN KEY ("disputed_account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_claims" ADD CONSTRAINT "support_claims_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_claims" ADD CONSTRAINT "support_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_claims_reference_uq" ON "support_claims" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "support_claims_ticket_uq" ON "support_claims" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "support_claims_pending_idx" ON "support_claims" USING btree ("created_at");
CREATE TABLE "programme_submission_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programme_submission_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"transition" text NOT NULL,
	"party" text NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programme_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"programme" text NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"payload" jsonb NOT NULL,
	"subject" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "programme_submission_events" ADD CONSTRAINT "programme_submission_events_submission_id_programme_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."programme_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_submission_events" ADD CONSTRAINT "programme_submission_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_submissions" ADD CONSTRAINT "programme_submissions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_submissions" ADD CONSTRAINT "programme_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_submission_events_submission_idx" ON "programme_submission_events" USING btree ("submission_id","at");--> statement-breakpoint
CREATE INDEX "programme_submissions_account_idx" ON "programme_submissions" USING btree ("account_id","programme","kind","created_at");--> statement-breakpoint
CREATE INDEX "programme_submissions_queue_idx" ON "programme_submissions" USING btree ("programme","state","created_at");
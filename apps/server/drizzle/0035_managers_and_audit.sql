CREATE TABLE "audit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"actor_user_id" integer NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_managers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_managers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"manager_user_id" integer,
	"kind" text NOT NULL,
	"team_role" text,
	"status" text NOT NULL,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_acting_accounts" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"switched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_acting_accounts" ADD CONSTRAINT "session_acting_accounts_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_acting_accounts" ADD CONSTRAINT "session_acting_accounts_manager_id_account_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."account_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_account_idx" ON "audit_entries" USING btree ("account_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_managers_account_email_idx" ON "account_managers" USING btree ("account_id","email");--> statement-breakpoint
CREATE INDEX "account_managers_email_idx" ON "account_managers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "account_managers_manager_idx" ON "account_managers" USING btree ("manager_user_id");
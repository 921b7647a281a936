CREATE TABLE "help_desk_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" text NOT NULL,
	"subdomain" text,
	"email" text,
	"token_sealed" text,
	"token_last4" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "help_desk_settings_one_row" CHECK ("help_desk_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "help_desk_settings" ADD CONSTRAINT "help_desk_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
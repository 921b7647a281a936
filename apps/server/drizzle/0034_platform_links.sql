CREATE TABLE "audiomack_links" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"spotify_discovery_mode" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spotify_connect_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spotify_connect_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"code_verifier_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "spotify_connect_attempts_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "spotify_for_artists_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spotify_for_artists_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"spotify_artist_id" text NOT NULL,
	"spotify_artist_url" text NOT NULL,
	"upc" text NOT NULL,
	"release_title" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
CREATE TABLE "spotify_links" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"spotify_user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"uri" text NOT NULL,
	"type" text NOT NULL,
	"href" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"token_expires_at" timestamp with time zone NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audiomack_links" ADD CONSTRAINT "audiomack_links_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotify_connect_attempts" ADD CONSTRAINT "spotify_connect_attempts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotify_connect_attempts" ADD CONSTRAINT "spotify_connect_attempts_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotify_for_artists_requests" ADD CONSTRAINT "spotify_for_artists_requests_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotify_for_artists_requests" ADD CONSTRAINT "spotify_for_artists_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotify_links" ADD CONSTRAINT "spotify_links_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spotify_connect_attempts_account_idx" ON "spotify_connect_attempts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "spotify_for_artists_requests_account_idx" ON "spotify_for_artists_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spotify_for_artists_requests_one_pending" ON "spotify_for_artists_requests" USING btree ("account_id") WHERE "spotify_for_artists_requests"."status" = 'pending';
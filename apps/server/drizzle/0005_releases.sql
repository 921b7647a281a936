CREATE TABLE "identifier_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"default_isrc_prefix" text NOT NULL,
	"upc_company_prefix" text NOT NULL,
	"upc_next_item" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isrc_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "isrc_counters_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "isrc_registrants" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_artists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_artists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spotify_id" text,
	"apple_id" text
);
--> statement-breakpoint
CREATE TABLE "release_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"type" text DEFAULT 'Album' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"version_remix" boolean DEFAULT false NOT NULL,
	"version_cover_songs" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"upc_provided" boolean DEFAULT false NOT NULL,
	"upc" text,
	"catalog_number" text DEFAULT '' NOT NULL,
	"primary_genre" text DEFAULT '' NOT NULL,
	"secondary_genre" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"release_date" date,
	"original_release_date" date,
	"time_zone" text DEFAULT '' NOT NULL,
	"release_time" text,
	"licensing_type" text DEFAULT 'Copyright' NOT NULL,
	"licensing_info" text DEFAULT '' NOT NULL,
	"p_line_year" integer,
	"p_line" text DEFAULT '' NOT NULL,
	"c_line_year" integer,
	"c_line" text DEFAULT '' NOT NULL,
	"parental_warning" text DEFAULT 'NotExplicit' NOT NULL,
	"artwork_file_id" integer,
	"territories" jsonb DEFAULT '{"worldwide":true,"excluding":[]}'::jsonb NOT NULL,
	"store_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"review_note" text,
	"is_live" boolean DEFAULT false NOT NULL,
	"restrict_takedown" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_id" integer NOT NULL,
	"position" integer NOT NULL,
	"audio_file_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"isrc" text,
	"iswc" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"explicit" boolean DEFAULT false NOT NULL,
	"clean_version" boolean DEFAULT false NOT NULL,
	"tiktok_start_time" text DEFAULT '' NOT NULL,
	"lyrics" text DEFAULT '' NOT NULL,
	"liner_note" text DEFAULT '' NOT NULL,
	"duration_seconds" integer,
	"artists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"writers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"credits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "isrc_registrants" ADD CONSTRAINT "isrc_registrants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_artists" ADD CONSTRAINT "release_artists_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_events" ADD CONSTRAINT "release_events_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_events" ADD CONSTRAINT "release_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_artists_release_idx" ON "release_artists" USING btree ("release_id","position");--> statement-breakpoint
CREATE INDEX "release_events_release_idx" ON "release_events" USING btree ("release_id","created_at");--> statement-breakpoint
CREATE INDEX "releases_user_idx" ON "releases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "releases_status_idx" ON "releases" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_upc_unique" ON "releases" USING btree ("upc");--> statement-breakpoint
CREATE INDEX "tracks_release_idx" ON "tracks" USING btree ("release_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_isrc_unique" ON "tracks" USING btree ("isrc");
CREATE TABLE "artist_collaborators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artist_collaborators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artist_preferences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artist_preferences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"is_label_artist" boolean DEFAULT false NOT NULL,
	"artist_name" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"profile_img" text,
	"primary_genre" text,
	"secondary_genre" text,
	"time_zone" text,
	"release_time" text,
	"label" text,
	"c_line" text,
	"p_line" text,
	"stores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"territories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_roles" jsonb NOT NULL,
	"platforms" jsonb NOT NULL,
	"socials" jsonb NOT NULL,
	"additional_ids" jsonb NOT NULL,
	"delivery" jsonb NOT NULL,
	"default_artists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_writers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_credits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artist_collaborators" ADD CONSTRAINT "artist_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_preferences" ADD CONSTRAINT "artist_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artist_collaborators_name_uq" ON "artist_collaborators" USING btree ("user_id","name_key");--> statement-breakpoint
CREATE INDEX "artist_preferences_user_idx" ON "artist_preferences" USING btree ("user_id","is_label_artist");--> statement-breakpoint
CREATE UNIQUE INDEX "artist_preferences_own_uq" ON "artist_preferences" USING btree ("user_id") WHERE "artist_preferences"."is_label_artist" = false;
CREATE TABLE "catalog_fingerprints" (
	"track_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"audio_file_id" integer NOT NULL,
	"items" "bytea" NOT NULL,
	"item_keys" integer[] NOT NULL,
	"item_seconds" double precision NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_fingerprints" ADD CONSTRAINT "catalog_fingerprints_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_fingerprints" ADD CONSTRAINT "catalog_fingerprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_fingerprints_user_idx" ON "catalog_fingerprints" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "catalog_fingerprints_keys_idx" ON "catalog_fingerprints" USING gin ("item_keys");
CREATE TABLE "isrc_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "isrc_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_id" integer NOT NULL,
	"track_id" integer,
	"isrc" text NOT NULL,
	"claimant_user_id" integer NOT NULL,
	"holder_user_id" integer NOT NULL,
	"holder_track_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "isrc_claims" ADD CONSTRAINT "isrc_claims_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isrc_claims" ADD CONSTRAINT "isrc_claims_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isrc_claims" ADD CONSTRAINT "isrc_claims_claimant_user_id_users_id_fk" FOREIGN KEY ("claimant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isrc_claims" ADD CONSTRAINT "isrc_claims_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isrc_claims" ADD CONSTRAINT "isrc_claims_holder_track_id_tracks_id_fk" FOREIGN KEY ("holder_track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isrc_claims" ADD CONSTRAINT "isrc_claims_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "isrc_claims_pending_unique" ON "isrc_claims" USING btree ("release_id","isrc") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "isrc_claims_status_idx" ON "isrc_claims" USING btree ("status","created_at");
CREATE TABLE "statement_match_aliases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_match_aliases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_key" text NOT NULL,
	"kind" text NOT NULL,
	"store" text NOT NULL,
	"label" text NOT NULL,
	"track_id" integer,
	"release_id" integer NOT NULL,
	"learned_from_line_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "tracks_isrc_unique";--> statement-breakpoint
ALTER TABLE "statement_match_aliases" ADD CONSTRAINT "statement_match_aliases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_match_aliases_key_unique" ON "statement_match_aliases" USING btree ("match_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_release_isrc_unique" ON "tracks" USING btree ("release_id","isrc");--> statement-breakpoint
CREATE INDEX "tracks_isrc_idx" ON "tracks" USING btree ("isrc");
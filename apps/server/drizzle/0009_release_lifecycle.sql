CREATE TABLE "release_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_id" integer NOT NULL,
	"reviewer_id" integer,
	"decision" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "takedown_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "takedown_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"reason" text NOT NULL,
	"previous_status" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "edit_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "edit_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"previous_status" integer,
	"decision_note" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "release_edit_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_edit_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"edit_request_id" integer NOT NULL,
	"section" text NOT NULL,
	"value" jsonb,
	"old_value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_edit_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "track_edit_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"edit_request_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"field" text NOT NULL,
	"value" jsonb,
	"old_value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quicklinks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quicklinks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"short_id" text NOT NULL,
	"external_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"stores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled_stores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_reviews" ADD CONSTRAINT "release_reviews_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_reviews" ADD CONSTRAINT "release_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_requests" ADD CONSTRAINT "edit_requests_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_requests" ADD CONSTRAINT "edit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_requests" ADD CONSTRAINT "edit_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_edit_items" ADD CONSTRAINT "release_edit_items_edit_request_id_edit_requests_id_fk" FOREIGN KEY ("edit_request_id") REFERENCES "public"."edit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_edit_items" ADD CONSTRAINT "track_edit_items_edit_request_id_edit_requests_id_fk" FOREIGN KEY ("edit_request_id") REFERENCES "public"."edit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_edit_items" ADD CONSTRAINT "track_edit_items_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quicklinks" ADD CONSTRAINT "quicklinks_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quicklinks" ADD CONSTRAINT "quicklinks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_reviews_release_idx" ON "release_reviews" USING btree ("release_id","created_at");--> statement-breakpoint
CREATE INDEX "takedown_requests_release_idx" ON "takedown_requests" USING btree ("release_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "edit_requests_one_active_idx" ON "edit_requests" USING btree ("release_id") WHERE "edit_requests"."state" in ('open', 'submitted');--> statement-breakpoint
CREATE INDEX "edit_requests_release_idx" ON "edit_requests" USING btree ("release_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "release_edit_items_section_idx" ON "release_edit_items" USING btree ("edit_request_id","section");--> statement-breakpoint
CREATE UNIQUE INDEX "track_edit_items_field_idx" ON "track_edit_items" USING btree ("edit_request_id","track_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "quicklinks_short_id_idx" ON "quicklinks" USING btree ("short_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quicklinks_release_idx" ON "quicklinks" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "quicklinks_user_idx" ON "quicklinks" USING btree ("user_id");
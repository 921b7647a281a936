CREATE TABLE "split_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payee_id" integer NOT NULL,
	"holder_user_id" integer NOT NULL,
	"amount_micros" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"settlement" text
);
--> statement-breakpoint
CREATE TABLE "split_payees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_payees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"share_basis_points" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "split_payees_share_check" CHECK ("split_payees"."share_basis_points" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "split_recoups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_recoups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"split_id" integer NOT NULL,
	"payee_email" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"recouped_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "split_recoups_progress_check" CHECK ("split_recoups"."recouped_micros" >= 0 and "split_recoups"."recouped_micros" <= "split_recoups"."amount_micros")
);
--> statement-breakpoint
CREATE TABLE "split_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "split_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"split_id" integer NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"recoup_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "splits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "splits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"track_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "split_holds" ADD CONSTRAINT "split_holds_payee_id_split_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."split_payees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_holds" ADD CONSTRAINT "split_holds_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_payees" ADD CONSTRAINT "split_payees_version_id_split_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."split_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_payees" ADD CONSTRAINT "split_payees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_recoups" ADD CONSTRAINT "split_recoups_split_id_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."splits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_versions" ADD CONSTRAINT "split_versions_split_id_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."splits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_versions" ADD CONSTRAINT "split_versions_recoup_id_split_recoups_id_fk" FOREIGN KEY ("recoup_id") REFERENCES "public"."split_recoups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "split_holds_payee_holder_unique" ON "split_holds" USING btree ("payee_id","holder_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_payees_version_email_unique" ON "split_payees" USING btree ("version_id","email");--> statement-breakpoint
CREATE INDEX "split_payees_email_idx" ON "split_payees" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "split_versions_split_version_unique" ON "split_versions" USING btree ("split_id","version");--> statement-breakpoint
CREATE INDEX "split_versions_effective_idx" ON "split_versions" USING btree ("split_id","effective_from");--> statement-breakpoint
CREATE INDEX "splits_owner_idx" ON "splits" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "splits_active_track_unique" ON "splits" USING btree ("track_id") WHERE "splits"."status" = 'active';
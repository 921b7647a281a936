CREATE TABLE "audience_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audience_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"email" text,
	"country_code" text,
	"service" text,
	"external_id" text,
	"subscription_type" text,
	"image" text,
	"followers" integer,
	"age" integer,
	"facebook" text,
	"instagram" text,
	"youtube" text,
	"x_twitter" text,
	"spotify" text,
	"blast_email_subscribed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audience_refreshes" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"message" text
);
--> statement-breakpoint
ALTER TABLE "audience_members" ADD CONSTRAINT "audience_members_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_refreshes" ADD CONSTRAINT "audience_refreshes_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audience_members_account_idx" ON "audience_members" USING btree ("account_id","type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "audience_members_email_uq" ON "audience_members" USING btree ("account_id","email") WHERE "audience_members"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "audience_members_external_uq" ON "audience_members" USING btree ("account_id","service","external_id") WHERE "audience_members"."external_id" is not null;
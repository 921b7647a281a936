CREATE TABLE "additional_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "additional_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"is_communication" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"legal_entity_name" text NOT NULL,
	"representative_first_name" text NOT NULL,
	"representative_last_name" text NOT NULL,
	"company_position" text NOT NULL,
	"legal_address" jsonb,
	"mailing_address" jsonb,
	"mailing_same_as_legal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"artist_genre" text,
	"artist_about" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"billing_name" text,
	"billing_company" text,
	"billing_vat_number" text,
	"citizenship" text,
	"nationality" text,
	"label_name" text,
	"label_about" text,
	"label_image_key" text,
	"label_image_type" text,
	"instagram_url" text,
	"facebook_url" text,
	"x_url" text,
	"youtube_url" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "additional_emails" ADD CONSTRAINT "additional_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_details" ADD CONSTRAINT "business_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_settings" ADD CONSTRAINT "profile_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "additional_emails_user_email_idx" ON "additional_emails" USING btree ("user_id","email");--> statement-breakpoint
CREATE INDEX "additional_emails_token_idx" ON "additional_emails" USING btree ("token_hash");
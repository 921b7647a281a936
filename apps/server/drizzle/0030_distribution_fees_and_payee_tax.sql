CREATE TABLE "payee_tax_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"residency_country" text,
	"tax_form" text DEFAULT 'none' NOT NULL,
	"withholding_basis_points" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_fee_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distribution_fee_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan" text,
	"user_id" integer,
	"rate_basis_points" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_fee_rates_scope_check" CHECK (("distribution_fee_rates"."plan" is null) <> ("distribution_fee_rates"."user_id" is null)),
	CONSTRAINT "distribution_fee_rates_range_check" CHECK ("distribution_fee_rates"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "withheld_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "withholding_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "payee_tax_profiles" ADD CONSTRAINT "payee_tax_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_tax_profiles" ADD CONSTRAINT "payee_tax_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_fee_rates" ADD CONSTRAINT "distribution_fee_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_fee_rates" ADD CONSTRAINT "distribution_fee_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_fee_rates_plan_idx" ON "distribution_fee_rates" USING btree ("plan") WHERE "distribution_fee_rates"."plan" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_fee_rates_user_idx" ON "distribution_fee_rates" USING btree ("user_id") WHERE "distribution_fee_rates"."user_id" is not null;
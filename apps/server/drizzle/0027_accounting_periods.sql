CREATE TABLE "accounting_periods" (
	"period" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" integer
);
--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "reported_period" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "booked_period" text;--> statement-breakpoint
ALTER TABLE "accounting_periods" ADD CONSTRAINT "accounting_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Statements imported before periods existed were booked on their import day: say so.
UPDATE "statements" SET
  "booked_period" = to_char("imported_at" AT TIME ZONE 'UTC', 'YYYY-MM'),
  "reported_period" = coalesce("period", to_char("imported_at" AT TIME ZONE 'UTC', 'YYYY-MM'))
WHERE "imported_at" IS NOT NULL;

CREATE TABLE "analytics_daily" (
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"metric" text NOT NULL,
	"dimension" text NOT NULL,
	"release_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"country" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
-- PostgreSQL: analytics_facts is partitioned by month of "day" (the writer creates each month's
-- partition before it copies). PGlite: the same columns as one plain table.
DO $$
BEGIN
  IF version() LIKE '%PGlite%' THEN
    CREATE TABLE "analytics_facts" (
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"user_id" integer NOT NULL,
	"release_id" integer DEFAULT 0 NOT NULL,
	"track_id" integer DEFAULT 0 NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"metric" text NOT NULL,
	"amount" bigint NOT NULL,
	"import_id" bigint NOT NULL
);
  ELSE
    CREATE TABLE "analytics_facts" (
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"user_id" integer NOT NULL,
	"release_id" integer DEFAULT 0 NOT NULL,
	"track_id" integer DEFAULT 0 NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"metric" text NOT NULL,
	"amount" bigint NOT NULL,
	"import_id" bigint NOT NULL
) PARTITION BY RANGE ("day");
  END IF;
END $$;
--> statement-breakpoint
CREATE TABLE "analytics_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"platform" text NOT NULL,
	"layout" text NOT NULL,
	"fingerprint" text NOT NULL,
	"file_name" text,
	"uploaded_by" integer,
	"status" text DEFAULT 'importing' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"facts_written" bigint DEFAULT 0 NOT NULL,
	"bad_rows" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"first_day" date,
	"last_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analytics_imports" ADD CONSTRAINT "analytics_imports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_daily_key" ON "analytics_daily" USING btree ("user_id","platform","metric","dimension","release_id","track_id","country","day","value");--> statement-breakpoint
CREATE INDEX "analytics_facts_import_idx" ON "analytics_facts" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_imports_fingerprint_key" ON "analytics_imports" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "analytics_imports_created_idx" ON "analytics_imports" USING btree ("created_at");
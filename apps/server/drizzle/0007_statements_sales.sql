CREATE TABLE "sales_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"sale_period_start" date NOT NULL,
	"sale_period_end" date NOT NULL,
	"accounting_date" date,
	"store" text NOT NULL,
	"store_raw" text NOT NULL,
	"territory" text NOT NULL,
	"isrc" text,
	"upc" text,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"units" bigint NOT NULL,
	"use_type" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" text NOT NULL,
	"converted_micros" bigint NOT NULL,
	"track_id" integer,
	"release_id" integer,
	"owner_user_id" integer,
	"matched_by" text,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "statement_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"layout" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_totals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_totals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"store" text NOT NULL,
	"territory" text NOT NULL,
	"currency" text NOT NULL,
	"lines" integer NOT NULL,
	"units" bigint NOT NULL,
	"amount_micros" bigint NOT NULL,
	"converted_micros" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uploaded_by" integer,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"format" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"store_override" text,
	"currency" text,
	"account_currency" text NOT NULL,
	"exchange_rate" text DEFAULT '1' NOT NULL,
	"period" text,
	"mapping_id" integer,
	"lines_read" integer DEFAULT 0 NOT NULL,
	"total_lines" integer,
	"matched_lines" integer DEFAULT 0 NOT NULL,
	"unmatched_lines" integer DEFAULT 0 NOT NULL,
	"amount_micros" bigint DEFAULT 0 NOT NULL,
	"converted_micros" bigint DEFAULT 0 NOT NULL,
	"reconciliation" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales_rollups" (
	"user_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"release_id" integer DEFAULT 0 NOT NULL,
	"track_id" integer DEFAULT 0 NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"month" date NOT NULL,
	"lines" integer NOT NULL,
	"units" bigint NOT NULL,
	"amount_micros" bigint NOT NULL,
	"stream_units" bigint NOT NULL,
	"stream_micros" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_totals" ADD CONSTRAINT "statement_totals_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_lines_statement_idx" ON "sales_lines" USING btree ("statement_id","line_number");--> statement-breakpoint
CREATE INDEX "sales_lines_unmatched_idx" ON "sales_lines" USING btree ("statement_id") WHERE owner_user_id IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_mappings_name_unique" ON "statement_mappings" USING btree ("name");--> statement-breakpoint
CREATE INDEX "statement_totals_statement_idx" ON "statement_totals" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_sha256_unique" ON "statements" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "statements_created_idx" ON "statements" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_rollups_key" ON "sales_rollups" USING btree ("user_id","dimension","release_id","track_id","key","month");
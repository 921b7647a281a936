CREATE TABLE "analytics_statement_months" (
	"import_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"metric" text NOT NULL,
	"month" date NOT NULL,
	"amount" bigint NOT NULL,
	"shown" boolean NOT NULL,
	CONSTRAINT "analytics_statement_months_import_id_user_id_platform_metric_month_pk" PRIMARY KEY("import_id","user_id","platform","metric","month")
);
--> statement-breakpoint
ALTER TABLE "analytics_statement_months" ADD CONSTRAINT "analytics_statement_months_import_id_analytics_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."analytics_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_statement_months_cell_idx" ON "analytics_statement_months" USING btree ("user_id","platform","metric","month");
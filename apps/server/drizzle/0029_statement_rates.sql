CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"account_currency" text NOT NULL,
	"month" text NOT NULL,
	"rate" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statements" ALTER COLUMN "exchange_rate" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "statements" ALTER COLUMN "exchange_rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_lines" ADD COLUMN "rate_source" text DEFAULT 'same-currency' NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "waiting_for" jsonb;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "rates" jsonb;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_month_unique" ON "exchange_rates" USING btree ("currency","account_currency","month");--> statement-breakpoint
-- Lines imported before rate sources were kept: another currency's rate was the one typed at upload (or 1).
UPDATE "sales_lines" l SET "rate_source" = 'operator' FROM "statements" s
  WHERE s."id" = l."statement_id" AND l."currency" <> s."account_currency";--> statement-breakpoint
-- A rate of 1 on a statement in the account currency (or none named) was the old default, not typed.
UPDATE "statements" SET "exchange_rate" = NULL
  WHERE "exchange_rate" = '1' AND ("currency" IS NULL OR "currency" = "account_currency");--> statement-breakpoint
UPDATE "statements" s SET "rates" = COALESCE((
  SELECT jsonb_agg(jsonb_build_object('currency', g.currency, 'month', g.month, 'rate', g.rate, 'source', g.source,
    'lines', g.lines, 'amount', g.amount, 'converted', g.converted) ORDER BY g.month, g.currency)
  FROM (SELECT "currency" AS currency, to_char("sale_period_start", 'YYYY-MM') AS month, "exchange_rate" AS rate,
      "rate_source" AS source, count(*)::int AS lines, sum("amount_micros")::text AS amount,
      sum("converted_micros")::text AS converted
    FROM "sales_lines" WHERE "statement_id" = s."id" GROUP BY 1, 2, 3, 4) g), '[]'::jsonb)
  WHERE s."status" IN ('imported', 'reversed');

CREATE TABLE "analytics_monthly" (
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"metric" text NOT NULL,
	"dimension" text NOT NULL,
	"release_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"country" text NOT NULL,
	"month" date NOT NULL,
	"value" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quicklink_daily_events" (
	"quicklink_id" integer NOT NULL,
	"day" date NOT NULL,
	"store" text NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quicklink_daily_events" ADD CONSTRAINT "quicklink_daily_events_quicklink_id_quicklinks_id_fk" FOREIGN KEY ("quicklink_id") REFERENCES "public"."quicklinks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_monthly_key" ON "analytics_monthly" USING btree ("user_id","platform","metric","dimension","release_id","track_id","country","month","value");--> statement-breakpoint
CREATE INDEX "analytics_monthly_tracks_idx" ON "analytics_monthly" USING btree ("user_id","platform","metric","country","month") WHERE dimension = '' AND track_id <> 0;--> statement-breakpoint
CREATE INDEX "analytics_monthly_countries_idx" ON "analytics_monthly" USING btree ("user_id","platform","metric","release_id","track_id","month") WHERE dimension = '' AND country <> '*';--> statement-breakpoint
CREATE UNIQUE INDEX "quicklink_daily_events_key" ON "quicklink_daily_events" USING btree ("quicklink_id","day","store");--> statement-breakpoint
CREATE INDEX "analytics_daily_tracks_idx" ON "analytics_daily" USING btree ("user_id","platform","metric","country","day") WHERE dimension = '' AND track_id <> 0;--> statement-breakpoint
CREATE INDEX "analytics_daily_countries_idx" ON "analytics_daily" USING btree ("user_id","platform","metric","release_id","track_id","day") WHERE dimension = '' AND country <> '*';--> statement-breakpoint
-- Rollups written before the monthly table existed (a demo seed) are summed into it once.
INSERT INTO "analytics_monthly" ("user_id","platform","metric","dimension","release_id","track_id","country","month","value","amount")
SELECT "user_id","platform","metric","dimension","release_id","track_id","country",date_trunc('month',"day")::date,"value",sum("amount")
FROM "analytics_daily"
GROUP BY "user_id","platform","metric","dimension","release_id","track_id","country",date_trunc('month',"day")::date,"value";

-- The rollup indexes carry the columns the endpoints read besides their keys (INCLUDE), so a
-- read is an index-only scan instead of one heap page per row. drizzle-kit cannot declare
-- INCLUDE: tables.ts names the key columns and says so.
DROP INDEX IF EXISTS "analytics_daily_key";--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_daily_key" ON "analytics_daily" USING btree ("user_id","platform","metric","dimension","release_id","track_id","country","day","value") INCLUDE ("amount");--> statement-breakpoint
DROP INDEX IF EXISTS "analytics_daily_tracks_idx";--> statement-breakpoint
CREATE INDEX "analytics_daily_tracks_idx" ON "analytics_daily" USING btree ("user_id","platform","metric","country","day") INCLUDE ("release_id","track_id","amount") WHERE dimension = '' AND track_id <> 0;--> statement-breakpoint
DROP INDEX IF EXISTS "analytics_daily_countries_idx";--> statement-breakpoint
CREATE INDEX "analytics_daily_countries_idx" ON "analytics_daily" USING btree ("user_id","platform","metric","release_id","track_id","day") INCLUDE ("country","amount") WHERE dimension = '' AND country <> '*';--> statement-breakpoint
DROP INDEX IF EXISTS "analytics_monthly_key";--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_monthly_key" ON "analytics_monthly" USING btree ("user_id","platform","metric","dimension","release_id","track_id","country","month","value") INCLUDE ("amount");--> statement-breakpoint
DROP INDEX IF EXISTS "analytics_monthly_tracks_idx";--> statement-breakpoint
CREATE INDEX "analytics_monthly_tracks_idx" ON "analytics_monthly" USING btree ("user_id","platform","metric","country","month") INCLUDE ("release_id","track_id","amount") WHERE dimension = '' AND track_id <> 0;--> statement-breakpoint
DROP INDEX IF EXISTS "analytics_monthly_countries_idx";--> statement-breakpoint
CREATE INDEX "analytics_monthly_countries_idx" ON "analytics_monthly" USING btree ("user_id","platform","metric","release_id","track_id","month") INCLUDE ("country","amount") WHERE dimension = '' AND country <> '*';

ALTER TABLE "stores" ADD COLUMN "price_code" text;--> statement-breakpoint
ALTER TABLE "release_artists" ADD COLUMN "isni" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- UGC services, delivered with UGC deal terms: a monetised rights claim on users' uploads
-- (RightsClaimModel x UserMakeAvailableUserProvided) and, where the service has a sound library
-- users pick music from, UserMakeAvailableLabelProvided. YouTube Content ID's DPID is YouTube's
-- published one; Meta's and TikTok's stay null until confirmed at onboarding (candidates from
-- public code, unverified: Meta PADPIDA2018010804X, TikTok PADPIDA2018082301A).
INSERT INTO "stores" ("id", "name", "dpid", "deal_types", "sort_order") VALUES
  ('youtube-content-id', 'YouTube Content ID', 'PADPIDA2015120100H', '["ugc"]', 200),
  ('meta', 'Facebook and Instagram', NULL, '["ugc","ugc-library"]', 210),
  ('tiktok', 'TikTok', NULL, '["ugc","ugc-library"]', 220)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- A price tier for the stores that sell downloads, until the operator sets each store's own code.
UPDATE "stores" SET "price_code" = 'FRONT' WHERE "deal_types" @> '["download"]'::jsonb AND "price_code" IS NULL;

-- The default store catalog (DOMAIN.md section 5). DPIDs only where DOMAIN.md names one with an
-- official or high-confidence source; the others stay null until confirmed at onboarding
-- (candidates from public code, unverified: TikTok PADPIDA2018082301A, Audiomack
-- PADPIDA2017103008S, KKBOX PADPIDA2010093001B, JioSaavn PADPIDA2012073007R). A store without a
-- DPID can be delivered to through a folder only. UGC services (YouTube Content ID, TikTok, Meta)
-- need rights-claim deals the ERN builder does not offer yet, so they are not listed.
-- Every store starts on the folder transport; an operator switches one to SFTP by setting
-- transport = {"kind":"sftp","host":...,"username":...,"privateKeyPath":...,"remoteDir":...}.
INSERT INTO "stores" ("id", "name", "dpid", "deal_types", "sort_order") VALUES
  ('spotify', 'Spotify', 'PADPIDA2011072101T', '["streaming"]', 10),
  ('apple-music', 'Apple Music / iTunes', NULL, '["streaming","download"]', 20),
  ('youtube-music', 'YouTube Music', 'PADPIDA2013020802I', '["streaming"]', 30),
  ('amazon-music', 'Amazon Music', NULL, '["streaming","download"]', 40),
  ('deezer', 'Deezer', NULL, '["streaming"]', 50),
  ('tidal', 'TIDAL', NULL, '["streaming"]', 60),
  ('soundcloud', 'SoundCloud', NULL, '["streaming"]', 70),
  ('pandora', 'Pandora', NULL, '["streaming"]', 80),
  ('iheartradio', 'iHeartRadio', NULL, '["streaming"]', 90),
  ('audiomack', 'Audiomack', NULL, '["streaming"]', 100),
  ('anghami', 'Anghami', NULL, '["streaming"]', 110),
  ('boomplay', 'Boomplay', NULL, '["streaming"]', 120),
  ('kkbox', 'KKBOX', NULL, '["streaming"]', 130),
  ('jiosaavn', 'JioSaavn', NULL, '["streaming"]', 140),
  ('netease', 'NetEase Cloud Music', NULL, '["streaming"]', 150),
  ('tencent', 'Tencent Music', NULL, '["streaming"]', 160),
  ('beatport', 'Beatport', NULL, '["download"]', 170)
ON CONFLICT ("id") DO NOTHING;

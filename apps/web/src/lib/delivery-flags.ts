/** What each optional delivery (content ID, extra stores) is called in the wizard and the artist preferences. */
export const DELIVERY_FLAG_LABELS = {
  youtube: 'YouTube Content ID',
  soundcloud: 'SoundCloud monetisation',
  soundExchange: 'SoundExchange',
  beatPort: 'Beatport',
  junoDownloads: 'Juno Download',
  trackLibs: 'Tracklib',
  facebook: 'Facebook and Instagram',
  tiktok: 'TikTok',
  hook: 'Hook',
  lyricfind: 'LyricFind',
} as const;

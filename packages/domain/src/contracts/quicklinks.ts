import { z } from 'zod';
import { text, idParam, idField } from './primitives.js';

/**
 * Smart links: one quicklink per release with an ordered list of
 * store links, published at a short URL (/links/{short_id}). Stores can be sorted, added at the
 * front, edited by URL and removed; enabledStores chooses which of them the public page shows.
 */
export interface QuicklinkPlatform {
  name: string;
  /** A search page on the store: the sensible default until the artist pastes the real link. */
  search: (query: string) => string;
}

const q = encodeURIComponent;

/** Platforms a link can point to: the store catalog's ids, plus a few link-only services. */
export const QUICKLINK_PLATFORMS = {
  spotify: { name: 'Spotify', search: (s: string) => `https://open.spotify.com/search/${q(s)}` },
  'apple-music': { name: 'Apple Music', search: (s: string) => `https://music.apple.com/us/search?term=${q(s)}` },
  'youtube-music': { name: 'YouTube Music', search: (s: string) => `https://music.youtube.com/search?q=${q(s)}` },
  'amazon-music': { name: 'Amazon Music', search: (s: string) => `https://music.amazon.com/search/${q(s)}` },
  deezer: { name: 'Deezer', search: (s: string) => `https://www.deezer.com/search/${q(s)}` },
  tidal: { name: 'TIDAL', search: (s: string) => `https://listen.tidal.com/search?q=${q(s)}` },
  soundcloud: { name: 'SoundCloud', search: (s: string) => `https://soundcloud.com/search?q=${q(s)}` },
  pandora: { name: 'Pandora', search: (s: string) => `https://www.pandora.com/search/${q(s)}/all` },
  iheartradio: { name: 'iHeartRadio', search: (s: string) => `https://www.iheart.com/search/?q=${q(s)}` },
  audiomack: { name: 'Audiomack', search: (s: string) => `https://audiomack.com/search?q=${q(s)}` },
  anghami: { name: 'Anghami', search: (s: string) => `https://play.anghami.com/search/${q(s)}` },
  boomplay: { name: 'Boomplay', search: (s: string) => `https://www.boomplay.com/search/default/${q(s)}` },
  kkbox: { name: 'KKBOX', search: (s: string) => `https://www.kkbox.com/search?word=${q(s)}` },
  jiosaavn: { name: 'JioSaavn', search: (s: string) => `https://www.jiosaavn.com/search/${q(s)}` },
  netease: { name: 'NetEase Cloud Music', search: (s: string) => `https://music.163.com/#/search/m/?s=${q(s)}` },
  tencent: { name: 'QQ Music', search: (s: string) => `https://y.qq.com/n/ryqq/search?w=${q(s)}` },
  beatport: { name: 'Beatport', search: (s: string) => `https://www.beatport.com/search?q=${q(s)}` },
  youtube: { name: 'YouTube', search: (s: string) => `https://www.youtube.com/results?search_query=${q(s)}` },
  bandcamp: { name: 'Bandcamp', search: (s: string) => `https://bandcamp.com/search?q=${q(s)}` },
} as const satisfies Record<string, QuicklinkPlatform>;

export type QuicklinkPlatformId = keyof typeof QUICKLINK_PLATFORMS;
export const QUICKLINK_PLATFORM_IDS = Object.keys(QUICKLINK_PLATFORMS) as [
  QuicklinkPlatformId,
  ...QuicklinkPlatformId[],
];
export const QuicklinkPlatformId = z.enum(QUICKLINK_PLATFORM_IDS);

export function isQuicklinkPlatform(id: string): id is QuicklinkPlatformId {
  return Object.hasOwn(QUICKLINK_PLATFORMS, id);
}

export const HTTPS_URL_REQUIRED = 'Paste the full link, starting with https://';
export const StoreLinkUrl = text()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, HTTPS_URL_REQUIRED);

export const StoreLink = z.object({ platform: QuicklinkPlatformId, url: StoreLinkUrl });
export type StoreLink = z.infer<typeof StoreLink>;

export const QUICKLINK_STATUSES = ['active', 'inactive'] as const;
export type QuicklinkStatus = (typeof QUICKLINK_STATUSES)[number];

/** 8 characters of base62 (the public URL is built from it). */
export const SHORT_ID_PATTERN = /^[0-9A-Za-z]{8}$/;

export const Quicklink = z.object({
  id: z.number().int(),
  external_id: text().nullable(),
  short_id: text(),
  /** Path of the public page; the web prefixes its own origin. */
  public_path: text(),
  status: z.enum(QUICKLINK_STATUSES),
  created_at: text(),
  release: z.object({
    id: z.number().int(),
    title: text(),
    artists: z.array(text()),
    cover: text().nullable(),
    upc: text().nullable(),
  }),
  stores: z.array(StoreLink.extend({ url: text(), name: text() })),
  enabledStores: z.array(QuicklinkPlatformId),
});
export type Quicklink = z.infer<typeof Quicklink>;

export const QuicklinkIdParams = z.object({ id: idParam() });
export const QuicklinkLinksResponse = z.object({
  data: z.array(StoreLink.extend({ url: text(), name: text(), enabled: z.boolean() })),
});

/** Edits the link itself; a full `stores` list replaces the ordered list in one go. */
export const EditQuicklinkRequest = z.object({
  id: idField(),
  status: z.enum(QUICKLINK_STATUSES).optional(),
  external_id: text().trim().max(100).nullable().optional(),
  enabledStores: z.array(QuicklinkPlatformId).max(50).optional(),
  stores: z.array(StoreLink).max(50).optional(),
});
export type EditQuicklinkRequest = z.infer<typeof EditQuicklinkRequest>;

/** Sets a platform's URL; a platform not in the list yet is added at the front, enabled. */
export const EditStoreLinkRequest = z.object({
  id: idField(),
  platform: QuicklinkPlatformId,
  url: StoreLinkUrl,
});
export type EditStoreLinkRequest = z.infer<typeof EditStoreLinkRequest>;

export const RemoveStoreLinkRequest = z.object({ id: idField(), platform: QuicklinkPlatformId });

export const SAME_STORES_REQUIRED = 'List every store of the link exactly once';
export const OrderStoreLinksRequest = z.object({
  id: idField(),
  order: z.array(QuicklinkPlatformId).max(50),
});
export type OrderStoreLinksRequest = z.infer<typeof OrderStoreLinksRequest>;

export const QuicklinkResponse = z.object({ message: text(), data: Quicklink });

/** `go`: the address that counts the visitor's click and sends them on to `url`. */
export const PublicStoreLink = z.object({ platform: text(), name: text(), url: text(), go: text() });
export const PublicLinkPage = z.object({
  short_id: text(),
  title: text(),
  version: text(),
  artists: z.array(text()),
  cover: text().nullable(),
  release_date: text().nullable(),
  stores: z.array(PublicStoreLink),
});
export type PublicLinkPage = z.infer<typeof PublicLinkPage>;

export const PublicTrackPreview = z.object({
  id: z.number().int(),
  title: text(),
  version: text(),
  artists: z.array(z.object({ name: text(), roles: z.array(text()) })),
  isrc: text().nullable(),
  duration_seconds: z.number().int().nullable(),
  explicit: z.boolean(),
  cover: text().nullable(),
  release: z.object({
    id: z.number().int(),
    title: text(),
    artists: z.array(text()),
    release_date: text().nullable(),
    label: text(),
  }),
});
export type PublicTrackPreview = z.infer<typeof PublicTrackPreview>;

/** At most 3 primary artists are shown on a shorts page. */
export const SHORTS_MAX_PRIMARY_ARTISTS = 3;
export const PublicShort = z.object({
  id: z.number().int(),
  title: text(),
  primary_artists: z.array(text()).max(SHORTS_MAX_PRIMARY_ARTISTS),
  cover: text().nullable(),
  /** No short-audio clip is cut yet, and the master is never served publicly: null until clips exist. */
  file_url: text().nullable(),
  c_line: text(),
  c_line_year: z.number().int().nullable(),
  p_line: text(),
  p_line_year: z.number().int().nullable(),
});
export type PublicShort = z.infer<typeof PublicShort>;

export const QUICKLINK_CREATED = 'Quicklink created';
export const QUICKLINK_SAVED = 'Quicklink saved';
export const QUICKLINK_EXISTS = 'This release already has a quicklink';
export const QUICKLINK_NEEDS_SUBMITTED_RELEASE = 'Submit the release before making its quicklink';

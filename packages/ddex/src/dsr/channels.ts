/** Store display names, territories and use types, normalised the same way for every format. */
import { salesChannelName } from '@liner/domain';
import type { UseType } from './types.js';

/** Channel display names are the domain's rule (Spotify Streaming -> Spotify, ...). */
export const channelDisplayName: (raw: string) => string = salesChannelName;

/** Territory placeholder when a line names no country (ISO 3166 user-assigned "unknown"). */
export const UNKNOWN_TERRITORY = 'ZZ';

const ALIASES: Readonly<Record<string, string>> = { UK: 'GB', EL: 'GR' };

/**
 * ISO 3166-1 alpha-2, upper case. Accepts a code in any case and the two common non-ISO aliases
 * (UK, EL); Worldwide, multi, blanks, TIS numbers and anything unreadable become 'ZZ'.
 */
export function normaliseTerritory(raw: string): string {
  const code = raw.trim().toUpperCase();
  if (ALIASES[code]) return ALIASES[code];
  return /^[A-Z]{2}$/.test(code) ? code : UNKNOWN_TERRITORY;
}

/**
 * Maps a file's use type (UseType, Sales Type, Source Type) to a category; when the cell says
 * nothing about the use (blank, 'Song', 'Album'), the store decides: download stores, UGC
 * platforms, otherwise a named store is streaming.
 */
export function classifyUseType(raw: string, store = ''): UseType {
  const use = raw.toLowerCase();
  const shop = store.toLowerCase();
  if (
    /ugc|content ?id|user.?generated/.test(`${use} ${shop}`) ||
    /instagram|facebook|tiktok|shorts|\bmeta\b/.test(shop)
  )
    return 'ugc';
  if (/download|purchase|permanent|\bsales?\b/.test(use)) return 'download';
  if (/stream|play|listen|ondemand|radio|subscription|ad.?supported/.test(use)) return 'stream';
  if (/itunes|beatport|bandcamp|7digital|amazon.*(download|mp3)/.test(shop)) return 'download';
  return shop.trim() === '' ? 'other' : 'stream';
}

const UPC_SHAPE = /^\d{8,14}$/;

/** Digits only, or undefined: UPC/EAN/ICPN cells sometimes carry spaces, dashes or an apostrophe. */
export function normaliseUpc(raw: string): string | undefined {
  if (UPC_SHAPE.test(raw)) return raw;
  const digits = raw.replace(/[\s\-']/g, '');
  return UPC_SHAPE.test(digits) ? digits : undefined;
}

const ISRC_SHAPE = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

/** Upper case without hyphens or spaces when it has the ISRC shape; undefined otherwise. */
export function normaliseIsrc(raw: string): string | undefined {
  if (ISRC_SHAPE.test(raw)) return raw; // already normal: most lines, and nothing to allocate
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return ISRC_SHAPE.test(code) ? code : undefined;
}

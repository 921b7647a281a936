import type { AnalyticsDimension } from './platforms.js';

/** The age buckets every platform's ages are reported in, in this order. */
export const AGE_BUCKETS = ['0-18', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/**
 * The bucket of a reported age range or age ("25-34", "25–34", "65+", "17", "<18", "unknown"):
 * null when it names none, so the row is reported, never guessed.
 */
export function ageBucketOf(reported: string): AgeBucket | null {
  const text = reported.trim().replace(/[–—]/g, '-').replace(/\s+/g, '');
  if ((AGE_BUCKETS as readonly string[]).includes(text)) return text as AgeBucket;
  if (/^(<18|under18|0-17|13-17|-17)$/i.test(text)) return '0-18';
  if (/^(65-?|>65|65plus|over65)$/i.test(text)) return '65+';
  const range = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(text);
  if (!range) return null;
  const low = Number(range[1]);
  if (low < 18) return '0-18';
  if (low >= 65) return '65+';
  // 18 starts 18-24 (0-18 holds the minors, under 18 above).
  const bucket = AGE_BUCKETS.slice(1).find((b) => {
    const [from, to] = b.split('-').map(Number);
    return from !== undefined && to !== undefined && low >= from && low <= to;
  });
  return bucket ?? null;
}

/** Spotify's source names, in the order they are shown; any other source is shown last as unknown. */
export const SPOTIFY_SOURCE_ORDER = [
  'collection',
  'other',
  'others playlist',
  'album',
  'play queue',
  'artist',
  'search',
  'radio',
  'unknown',
] as const;

/** Spotify reports its source names in a few spellings; the shown name of each. */
export function spotifySourceName(reported: string): (typeof SPOTIFY_SOURCE_ORDER)[number] {
  const key = reported.trim().toLowerCase().replace(/[_-]+/g, ' ');
  const aliases: Record<string, (typeof SPOTIFY_SOURCE_ORDER)[number]> = {
    collection: 'collection',
    "listener's own playlists and library": 'collection',
    other: 'other',
    "other listener's playlists": 'others playlist',
    'others playlist': 'others playlist',
    "others' playlists": 'others playlist',
    album: 'album',
    'album page': 'album',
    'play queue': 'play queue',
    queue: 'play queue',
    artist: 'artist',
    'artist profile': 'artist',
    'artist page': 'artist',
    search: 'search',
    radio: 'radio',
  };
  return aliases[key] ?? 'unknown';
}

/** The names shown for a few reported values: Spotify's paid product is "Premium". */
export function dimensionValueLabel(dimension: AnalyticsDimension, value: string): string {
  if (dimension === 'product' && value.toLowerCase() === 'paid') return 'Premium';
  if (dimension === 'hour') return `${value.padStart(2, '0')}:00`;
  return value;
}

/** The order breakdown rows are shown in: fixed for ages and Spotify sources, else largest first. */
export function breakdownOrder(dimension: AnalyticsDimension, platform: string): readonly string[] | null {
  if (dimension === 'age') return AGE_BUCKETS;
  if (dimension === 'source' && platform === 'spotify') return SPOTIFY_SOURCE_ORDER;
  if (dimension === 'hour') return Array.from({ length: 24 }, (_, h) => String(h));
  return null;
}

/**
 * A part of a whole as a percentage with `decimals` places ("12.35"), from integers so 1/3 is
 * "33.33" on every machine; a zero whole is "0.00".
 */
export function percentOf(part: bigint, whole: bigint, decimals = 2): string {
  if (whole === 0n) return (0).toFixed(decimals);
  const scale = 10n ** BigInt(decimals);
  // Rounded half away from zero on the magnitudes: bigint division truncates towards zero, so a
  // loss would otherwise round differently from the same gain.
  const negative = part < 0n !== whole < 0n && part !== 0n;
  const partAbs = part < 0n ? -part : part;
  const wholeAbs = whole < 0n ? -whole : whole;
  const abs = (partAbs * 100n * scale * 2n + wholeAbs) / (2n * wholeAbs);
  const sign = negative && abs !== 0n ? '-' : '';
  const units = abs / scale;
  const fraction = (abs % scale).toString().padStart(decimals, '0');
  return decimals === 0 ? `${sign}${units}` : `${sign}${units}.${fraction}`;
}

/** A graph total with 2 decimals. Counts are whole, so this is the count and ".00". */
export function graphTotal(count: bigint): string {
  return `${count}.00`;
}

/** One point of a series: its day (or month: yyyy-mm-01) and value. */
export interface SeriesPoint {
  date: string;
  value: string;
}

/**
 * A series with one point cannot be drawn as a line: it is padded with two zero points, one and
 * two months before it (oldest first).
 */
export function padSinglePoint(points: readonly SeriesPoint[]): SeriesPoint[] {
  const only = points.length === 1 ? points[0] : undefined;
  if (!only) return [...points];
  const monthsBefore = (n: number) => {
    const [y, m, d] = only.date.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1 - n, 1));
    const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(d, lastDay));
    return date.toISOString().slice(0, 10);
  };
  const zero = only.value.includes('.') ? '0.00' : '0';
  return [{ date: monthsBefore(2), value: zero }, { date: monthsBefore(1), value: zero }, only];
}

/** The status a superseded analytics request answers with, which the page ignores silently. */
export const DUPLICATE_ANALYTICS_STATUS = 777;
export const DUPLICATE_ANALYTICS_MESSAGE = 'Duplicate Requests Analytics';

/** Spotify pays no recorded royalties on a track with fewer streams than this in the trailing 12 months. */
export const SPOTIFY_MIN_YEARLY_STREAMS = 1000;

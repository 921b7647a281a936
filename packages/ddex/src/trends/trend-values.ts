/**
 * Readers for the cells of a trend row: country, dimension values, hour. Each answers the value
 * or throws a short message (the row's problem); empty or "unknown" means the file does not say.
 */
import { type AnalyticsDimension, ISO_COUNTRY_CODES, ageBucketOf, spotifySourceName } from '@liner/domain';

/** Values that say "not known": the row is kept, the dimension (or country) is not counted. */
const NOT_KNOWN = new Set(['', 'unknown', 'n/a', 'na', 'none', 'null', '-', 'not specified', 'not_specified']);

/** Country names in English (as Apple's Storefront Name gives them) and their codes. */
let countryNames: Map<string, string> | null = null;

function countryByName(name: string): string | undefined {
  if (!countryNames) {
    countryNames = new Map();
    const display = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of ISO_COUNTRY_CODES) {
      const shown = display.of(code);
      if (shown) countryNames.set(shown.toLowerCase(), code);
    }
    for (const [alias, code] of [
      ['usa', 'US'],
      ['united states of america', 'US'],
      ['uk', 'GB'],
      ['great britain', 'GB'],
      ['korea, republic of', 'KR'],
      ['south korea', 'KR'],
      ['russia', 'RU'],
      ['vietnam', 'VN'],
      ['czech republic', 'CZ'],
      ['turkey', 'TR'],
    ] as const)
      countryNames.set(alias, code);
  }
  return countryNames.get(name.toLowerCase());
}

/** Codes stores use for "no country" or "the whole world". */
const NO_COUNTRY = new Set(['ZZ', 'XX', 'WW', 'WORLDWIDE', 'WORLD', 'GLOBAL']);

/** The ISO 3166-1 alpha-2 code of a reported country (a code in any case, or an English name); '' for unknown. */
export function readCountry(text: string): string {
  const cell = text.trim();
  const upper = cell.toUpperCase();
  if (NOT_KNOWN.has(cell.toLowerCase()) || NO_COUNTRY.has(upper)) return '';
  if (upper.length === 2 && ISO_COUNTRY_CODES.has(upper)) return upper;
  const named = countryByName(cell);
  if (named) return named;
  throw new Error(`unknown country "${cell}"`);
}

/** The hour (0-23) of an hour cell: "14", "14:00", or a timestamp "2024-05-01T14:03:11Z". */
function readHour(cell: string): string {
  const match = /^(\d{1,2})(?::\d{2})?$/.exec(cell) ?? /^\d{4}-\d{2}-\d{2}[T ](\d{2}):/.exec(cell);
  const hour = match ? Number(match[1]) : Number.NaN;
  if (!(hour >= 0 && hour <= 23)) throw new Error(`not an hour of the day: "${cell}"`);
  return String(hour);
}

const GENDERS: Record<string, string> = {
  m: 'male',
  male: 'male',
  man: 'male',
  f: 'female',
  female: 'female',
  woman: 'female',
  'non-binary': 'non-binary',
  nonbinary: 'non-binary',
  non_binary: 'non-binary',
  nb: 'non-binary',
  other: 'other',
};

/** The longest dimension value kept (playlist names are the long ones). */
const MAX_VALUE_LENGTH = 200;

/**
 * A dimension value as facts store it, or null when the file does not say. Ages become the
 * shared buckets, Spotify's sources its shown names, genders one spelling, hours 0-23; playlist
 * names keep their case, other values are lower case.
 */
export function readDimensionValue(platform: string, dimension: AnalyticsDimension, text: string): string | null {
  const cell = text.trim();
  const lower = cell.toLowerCase();
  // Spotify shows its "unknown" source as a source of its own (last).
  if (dimension === 'source' && platform === 'spotify') return cell === '' ? null : spotifySourceName(cell);
  if (NOT_KNOWN.has(lower)) return null;
  switch (dimension) {
    case 'age': {
      const bucket = ageBucketOf(cell);
      if (!bucket) throw new Error(`unknown age bucket "${cell}"`);
      return bucket;
    }
    case 'gender': {
      const gender = GENDERS[lower];
      if (!gender) throw new Error(`unknown gender "${cell}"`);
      return gender;
    }
    case 'hour':
      return readHour(cell);
    case 'playlist':
      return cell.slice(0, MAX_VALUE_LENGTH);
    default:
      return lower.slice(0, MAX_VALUE_LENGTH);
  }
}

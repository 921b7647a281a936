/**
 * Monthly sales statements for the demo catalog, written as DistroKid "excruciating detail"
 * TSV exports (a layout the statement import recognises by its header). Figures come from a
 * seeded pseudo-random generator, so every install gets the same believable shape: a launch
 * peak per release, a long tail, several stores and territories.
 */
import type { SeededRelease } from './demo-context.js';

const HEADER = [
  'Reporting Date',
  'Sale Month',
  'Store',
  'Artist',
  'Title',
  'ISRC',
  'UPC',
  'Quantity',
  'Team Percentage',
  'Song/Album',
  'Country of Sale',
  'Songwriter Royalties Withheld',
  'Earnings (USD)',
];

/** Store name as the export writes it, and what one stream pays there (USD). */
const STORES: { name: string; perStream: number; weight: number }[] = [
  { name: 'Spotify', perStream: 0.0032, weight: 1 },
  { name: 'Apple Music', perStream: 0.0068, weight: 0.45 },
  { name: 'YouTube Music', perStream: 0.0021, weight: 0.6 },
  { name: 'Amazon Music', perStream: 0.0041, weight: 0.3 },
  { name: 'Deezer', perStream: 0.0049, weight: 0.2 },
  { name: 'TIDAL', perStream: 0.0092, weight: 0.08 },
];

/** Territory and how its payout compares with the US. */
const TERRITORIES: { code: string; rate: number }[] = [
  { code: 'US', rate: 1 },
  { code: 'GB', rate: 0.9 },
  { code: 'DE', rate: 0.85 },
  { code: 'PT', rate: 0.45 },
  { code: 'BR', rate: 0.25 },
  { code: 'SE', rate: 0.95 },
  { code: 'JP', rate: 0.8 },
  { code: 'MX', rate: 0.3 },
];

/** Streams of an average track in one store and territory in a month at its long-tail level. */
const BASE_STREAMS = 2200;

/** Mulberry32: small, fast and seeded, so the demo figures are the same on every install. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface StatementMonth {
  /** yyyy-mm of the sales. */
  month: string;
  /** yyyy-mm-dd the distributor reported them. */
  reportedOn: string;
}

function monthStart(month: string): string {
  return `${month}-01`;
}

export function monthEnd(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

function monthsBetween(fromDay: string, month: string): number {
  const [fromYear, fromMonth] = fromDay.split('-').map(Number);
  const [year, monthNumber] = month.split('-').map(Number);
  return (year - fromYear) * 12 + (monthNumber - fromMonth);
}

/** Share of the month the release was on sale (a release out mid-month sells part of it). */
function daysOnSale(release: SeededRelease, month: string): number {
  if (!release.onSaleFrom) return 0;
  const start = [release.onSaleFrom, monthStart(month)].sort()[1];
  const until = release.onSaleUntil ? [release.onSaleUntil, monthEnd(month)].sort()[0] : monthEnd(month);
  if (start > until) return 0;
  const days = (Date.parse(until) - Date.parse(start)) / 86_400_000 + 1;
  return days / Number(monthEnd(month).slice(8));
}

/** `count` different items, chosen at random (the first steps of a Fisher-Yates shuffle). */
function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  for (let index = 0; index < count; index += 1) {
    const chosen = index + Math.floor(random() * (pool.length - index));
    [pool[index], pool[chosen]] = [pool[chosen], pool[index]];
  }
  return pool.slice(0, count);
}

/** A release sells most in its first months, then settles to a tail. */
function lifeCurve(monthsOut: number): number {
  return 0.7 + 1.6 * Math.exp(-monthsOut / 3);
}

/** The TSV of one month: for each track on sale, each store, two or three territories. */
export function demoStatementText(releases: SeededRelease[], period: StatementMonth, seed: number): string {
  const random = seededRandom(seed);
  const rows: string[] = [HEADER.join('\t')];
  for (const release of releases) {
    const share = daysOnSale(release, period.month);
    if (share <= 0 || !release.onSaleFrom) continue;
    const curve = lifeCurve(Math.max(0, monthsBetween(release.onSaleFrom, period.month)));
    for (const track of release.tracks) {
      for (const store of STORES) {
        const territories = pick(TERRITORIES, 2 + Math.floor(random() * 2), random);
        for (const territory of territories) {
          const noise = 0.75 + random() * 0.5;
          const streams = Math.round(BASE_STREAMS * track.popularity * store.weight * curve * share * noise);
          if (streams === 0) continue;
          const earnings = streams * store.perStream * territory.rate;
          rows.push(
            [
              period.reportedOn,
              period.month,
              store.name,
              release.artist,
              track.title,
              track.isrc,
              release.upc ?? '',
              String(streams),
              '100',
              'Song',
              territory.code,
              '0',
              earnings.toFixed(6),
            ].join('\t'),
          );
        }
      }
    }
  }
  return `${rows.join('\n')}\n`;
}

/** The ISRC a store misreports for the demo's unmatched line (no release has it). */
export const DEMO_MISREPORTED_ISRC = 'QZDMO2699001';

/**
 * One line a store reported with a wrong ISRC and no UPC: it matches nothing and waits in the
 * operator's unmatched queue, to be found by its title and resolved (which teaches an alias).
 */
export function misreportedRow(release: SeededRelease, period: StatementMonth): string {
  const track = release.tracks[0];
  return [
    period.reportedOn,
    period.month,
    'Deezer',
    release.artist,
    track?.title ?? release.title,
    DEMO_MISREPORTED_ISRC,
    '',
    '1840',
    '100',
    'Song',
    'FR',
    '0',
    '9.016000',
  ].join('\t');
}

import { describe, expect, it } from 'vitest';
import {
  AGE_BUCKETS,
  ageBucketOf,
  breakdownOrder,
  DUPLICATE_ANALYTICS_MESSAGE,
  DUPLICATE_ANALYTICS_STATUS,
  dimensionValueLabel,
  graphTotal,
  padSinglePoint,
  percentOf,
  SPOTIFY_MIN_YEARLY_STREAMS,
  SPOTIFY_SOURCE_ORDER,
  spotifySourceName,
} from './figures.js';

describe('age buckets', () => {
  it('are the seven of the spec, in order', () => {
    expect(AGE_BUCKETS).toEqual(['0-18', '18-24', '25-34', '35-44', '45-54', '55-64', '65+']);
  });

  it.each([
    ['25-34', '25-34'],
    ['25–34', '25-34'],
    [' 35 - 44 ', '35-44'],
    ['65+', '65+'],
    ['65-', '65+'],
    ['over65', '65+'],
    ['70', '65+'],
    ['<18', '0-18'],
    ['13-17', '0-18'],
    ['under18', '0-18'],
    ['17', '0-18'],
    ['0-18', '0-18'],
    ['18', '18-24'],
    ['24', '18-24'],
    ['30', '25-34'],
    ['45-49', '45-54'],
    ['64', '55-64'],
  ])('%s is %s', (reported, bucket) => {
    expect(ageBucketOf(reported)).toBe(bucket);
  });

  it.each(['unknown', '', 'n/a', 'abc-def', '1000'])('%s names no bucket: null, never a guess', (reported) => {
    expect(ageBucketOf(reported)).toBeNull();
  });
});

describe("Spotify's source names", () => {
  it('are shown in the spec order, unknown last', () => {
    expect(SPOTIFY_SOURCE_ORDER).toEqual([
      'collection',
      'other',
      'others playlist',
      'album',
      'play queue',
      'artist',
      'search',
      'radio',
      'unknown',
    ]);
  });

  it.each([
    ['collection', 'collection'],
    ["Listener's own playlists and library", 'collection'],
    ['OTHER', 'other'],
    ["Other listener's playlists", 'others playlist'],
    ['others_playlist', 'others playlist'],
    ['album_page', 'album'],
    ['play-queue', 'play queue'],
    ['queue', 'play queue'],
    ['Artist profile', 'artist'],
    ['search', 'search'],
    [' radio ', 'radio'],
    ['editorial playlist', 'unknown'],
    ['', 'unknown'],
  ])('%s is shown as %s', (reported, shown) => {
    expect(spotifySourceName(reported)).toBe(shown);
  });
});

describe('labels and order of breakdown rows', () => {
  it('labels the paid product Premium, in any case, and hours as HH:00', () => {
    expect(dimensionValueLabel('product', 'paid')).toBe('Premium');
    expect(dimensionValueLabel('product', 'PAID')).toBe('Premium');
    expect(dimensionValueLabel('product', 'free')).toBe('free');
    expect(dimensionValueLabel('device', 'paid')).toBe('paid');
    expect(dimensionValueLabel('hour', '5')).toBe('05:00');
    expect(dimensionValueLabel('hour', '23')).toBe('23:00');
  });

  it('fixes the order of ages everywhere, sources on Spotify only, and hours; else none', () => {
    expect(breakdownOrder('age', 'deezer')).toBe(AGE_BUCKETS);
    expect(breakdownOrder('source', 'spotify')).toBe(SPOTIFY_SOURCE_ORDER);
    expect(breakdownOrder('source', 'amazon')).toBeNull();
    expect(breakdownOrder('hour', 'spotify')).toEqual(Array.from({ length: 24 }, (_, h) => String(h)));
    expect(breakdownOrder('device', 'spotify')).toBeNull();
  });
});

describe('percentages', () => {
  it.each([
    [1n, 3n, 2, '33.33'],
    [2n, 3n, 2, '66.67'],
    [1n, 8n, 2, '12.50'],
    [1n, 8n, 0, '13'],
    [1n, 3n, 4, '33.3333'],
    [1n, 3n, 3, '33.333'],
    [5n, 5n, 2, '100.00'],
    [0n, 5n, 2, '0.00'],
    [3n, 0n, 2, '0.00'],
    [3n, 0n, 3, '0.000'],
    [1n, 200_000n, 2, '0.00'],
    [1n, 20_000n, 2, '0.01'],
    [-1n, 3n, 2, '-33.33'],
    [-2n, 3n, 2, '-66.67'],
    [-1n, 200_000n, 2, '0.00'],
    [150n, 100n, 2, '150.00'],
    [12_345_678_901_234n, 98_765_432_109_876n, 2, '12.50'],
  ])('%i of %i with %i decimals is %s', (part, whole, decimals, shown) => {
    expect(percentOf(part, whole, decimals)).toBe(shown);
  });

  it('rounds halves away from zero the same for gains and losses', () => {
    expect(percentOf(1n, 16n, 2)).toBe('6.25');
    expect(percentOf(1n, 400n, 1)).toBe('0.3');
    expect(percentOf(-1n, 400n, 1)).toBe('-0.3');
  });
});

describe('graph totals', () => {
  it('have 2 decimals', () => {
    expect(graphTotal(0n)).toBe('0.00');
    expect(graphTotal(1234n)).toBe('1234.00');
    expect(graphTotal(9_007_199_254_740_993n)).toBe('9007199254740993.00');
  });
});

describe('single-point padding', () => {
  it('adds two zero points one and two months before a lone point, oldest first', () => {
    expect(padSinglePoint([{ date: '2026-03-10', value: '150' }])).toEqual([
      { date: '2026-01-10', value: '0' },
      { date: '2026-02-10', value: '0' },
      { date: '2026-03-10', value: '150' },
    ]);
  });

  it('keeps the decimals of the point and crosses the year', () => {
    expect(padSinglePoint([{ date: '2026-02-01', value: '12.50' }])).toEqual([
      { date: '2025-12-01', value: '0.00' },
      { date: '2026-01-01', value: '0.00' },
      { date: '2026-02-01', value: '12.50' },
    ]);
  });

  it('moves a day the earlier month lacks to its last day', () => {
    expect(padSinglePoint([{ date: '2026-03-31', value: '1' }]).map((p) => p.date)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    expect(padSinglePoint([{ date: '2024-04-30', value: '1' }]).map((p) => p.date)).toEqual([
      '2024-02-29',
      '2024-03-30',
      '2024-04-30',
    ]);
  });

  it('leaves empty and longer series alone, as new arrays', () => {
    const two = [
      { date: '2026-03-01', value: '1' },
      { date: '2026-03-02', value: '2' },
    ];
    expect(padSinglePoint([])).toEqual([]);
    const padded = padSinglePoint(two);
    expect(padded).toEqual(two);
    expect(padded).not.toBe(two);
  });
});

describe('constants', () => {
  it('the duplicate-request status and message, and the yearly Spotify minimum', () => {
    expect(DUPLICATE_ANALYTICS_STATUS).toBe(777);
    expect(DUPLICATE_ANALYTICS_MESSAGE).toBe('Duplicate Requests Analytics');
    expect(SPOTIFY_MIN_YEARLY_STREAMS).toBe(1000);
  });
});

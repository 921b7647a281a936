import { describe, expect, it } from 'vitest';
import { analyticsPlatform, type AnalyticsPlatform } from '@liner/domain';
import { filterQuery, filtersFromSearch, metricFromSearch, searchFor } from './filters.js';
import { genericPlatformPanels, platformPanels } from './sections.js';

const platform = (slug: string): AnalyticsPlatform => {
  const found = analyticsPlatform(slug);
  if (!found) throw new Error(`no platform ${slug}`);
  return found;
};

describe('the header toggles', () => {
  it.each([
    ['spotify', 'streams', ['streams', 'discovery']],
    ['apple', 'streams', ['streams', 'shazams']],
    ['tiktok', 'creations', ['creations', 'views']],
    ['snap', 'creations', ['creations', 'views']],
    ['youtube-shorts', 'views', ['views', 'creations']],
    ['deezer', 'streams', ['streams']],
  ])('%s opens on %s', (slug, expected, metrics) => {
    expect(platform(slug).toggle.metrics).toEqual(metrics);
    expect(metricFromSearch(new URLSearchParams(), platform(slug))).toBe(expected);
  });

  it("takes the address's metric only when the platform has it", () => {
    expect(metricFromSearch(new URLSearchParams('metric=discovery'), platform('spotify'))).toBe('discovery');
    expect(metricFromSearch(new URLSearchParams('metric=shazams'), platform('spotify'))).toBe('streams');
    expect(metricFromSearch(new URLSearchParams('metric=shazams'), platform('apple'))).toBe('shazams');
  });

  it('switches the main series and leaves out the second series of the same metric', () => {
    const streams = platformPanels(platform('spotify'), 'streams');
    expect(streams.find((panel) => panel.path === 'spotify')).toMatchObject({ title: 'Streams', query: {} });
    expect(streams.some((panel) => panel.path === 'spotify/discovery')).toBe(true);
    const discovery = platformPanels(platform('spotify'), 'discovery');
    expect(discovery.find((panel) => panel.path === 'spotify')).toMatchObject({
      title: 'Discovery',
      query: { metric: 'discovery' },
    });
    expect(discovery.some((panel) => panel.path === 'spotify/discovery')).toBe(false);
  });
});

describe('the panels of a page', () => {
  it('Spotify: every dataset of the catalog, the 1,000-streams tracker, figures first and breakdowns last', () => {
    const panels = platformPanels(platform('spotify'), 'streams');
    expect(panels.map((panel) => panel.path)).toEqual([
      'spotify/snapshot',
      'spotify/metrics',
      'spotify',
      'spotify/discovery',
      'spotify/threshold',
      'spotify/tracks',
      'spotify/territories',
      'spotify/histogram/days',
      'spotify/histogram/hourly',
      'spotify/devices',
      'spotify/gender',
      'spotify/age',
      'spotify/additional',
      'spotify/playlists',
      'spotify/sources',
    ]);
  });

  it('a platform without a tracks dataset gets the shared top-tracks call for itself', () => {
    const panels = platformPanels(platform('deezer'), 'streams');
    expect(panels.find((panel) => panel.kind === 'tracks')).toMatchObject({
      path: 'top-tracks',
      query: { platform: 'deezer' },
    });
  });

  it('a generic platform: its series, top tracks and one breakdown per dimension with data, each its own type', () => {
    const panels = genericPlatformPanels(platform('resso'), ['gender', 'age']);
    expect(panels.map((panel) => [panel.path, panel.type, panel.query])).toEqual([
      ['platform', 'series', { platform: 'resso' }],
      ['top-tracks', 'tracks', { platform: 'resso' }],
      ['platform/additional', 'gender', { platform: 'resso', dimension: 'gender' }],
      ['platform/additional', 'age', { platform: 'resso', dimension: 'age' }],
    ]);
  });
});

describe('the filters in the address', () => {
  it('reads every filter the API knows, checked by its contract', () => {
    const search = new URLSearchParams(
      'start_date=2026-05-01&end_date=2026-05-31&release_id=4&track_id=9&country=de&metric=discovery',
    );
    expect(filtersFromSearch(search)).toEqual({
      start_date: '2026-05-01',
      end_date: '2026-05-31',
      release_id: 4,
      track_id: 9,
      country: 'DE',
    });
  });

  it('drops what is malformed and keeps the rest', () => {
    expect(
      filtersFromSearch(new URLSearchParams('start_date=2026-02-30&country=XX&release_id=abc&end_date=2026-05-31')),
    ).toEqual({
      end_date: '2026-05-31',
    });
    expect(filtersFromSearch(new URLSearchParams('start_date=2026-06-01&end_date=2026-05-01'))).toEqual({});
    expect(filtersFromSearch(new URLSearchParams('track_id=9'))).toEqual({});
  });

  it('writes a short, shareable query: no empty value, no default metric', () => {
    const spotify = platform('spotify');
    expect(searchFor({ country: 'FR', release_id: 2 }, 'streams', spotify).toString()).toBe('release_id=2&country=FR');
    expect(searchFor({ start_date: '2026-05-01' }, 'discovery', spotify).toString()).toBe(
      'start_date=2026-05-01&metric=discovery',
    );
    const roundTrip = searchFor({ start_date: '2026-05-01', end_date: '2026-05-31', country: 'BR' });
    expect(filtersFromSearch(roundTrip)).toEqual({ start_date: '2026-05-01', end_date: '2026-05-31', country: 'BR' });
    expect(filterQuery({ country: 'BR', release_id: undefined })).toEqual({ country: 'BR' });
  });
});

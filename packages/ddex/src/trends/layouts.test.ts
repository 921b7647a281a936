import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type AnalyticsDimension,
  type AnalyticsMetric,
  ANALYTICS_PLATFORMS,
  GENERIC_PLATFORM_DIMENSIONS,
} from '@liner/domain';
import { isTrendProblem, type TrendColumn, type TrendItem, type TrendLayout } from './layout-types.js';
import { TREND_LAYOUTS, trendLayoutOf } from './layouts.js';
import { readTrendRows } from './read-trend-rows.js';

const first = (column: TrendColumn) => (typeof column === 'string' ? column : column[0]);

/** What the catalog says a platform counts and breaks down. */
function platformVocabulary(slug: string) {
  const platform = ANALYTICS_PLATFORMS.find((p) => p.slug === slug);
  if (!platform) throw new Error(`no platform ${slug}`);
  const metrics = new Set<AnalyticsMetric>(platform.toggle.metrics);
  const dimensions = new Set<AnalyticsDimension>(platform.generic ? GENERIC_PLATFORM_DIMENSIONS : []);
  for (const dataset of platform.datasets) {
    metrics.add(dataset.metric);
    for (const m of dataset.metrics ?? []) metrics.add(m);
    if (dataset.dimension) dimensions.add(dataset.dimension);
  }
  return { metrics, dimensions };
}

const SAMPLE_VALUES: Partial<Record<AnalyticsDimension, [reported: string, stored: string]>> = {
  age: ['25-34', '25-34'],
  gender: ['F', 'female'],
  device: ['Mobile', 'mobile'],
  source: ['Search', 'search'],
  playlist: ['Morning Mix', 'Morning Mix'],
  product: ['Free', 'free'],
  hour: ['14', '14'],
};

/** A file in the layout: a header with each field's first name, then the given rows (field -> cell). */
function fileOf(layout: TrendLayout, rows: Record<string, string>[]): string {
  const fields: [string, string][] = [
    ['date', first(layout.date)],
    ['isrc', first(layout.isrc)],
    ...(layout.upc ? [['upc', first(layout.upc)] as [string, string]] : []),
    ...(layout.country ? [['country', first(layout.country)] as [string, string]] : []),
    ...Object.entries(layout.metrics).map(([m, c]): [string, string] => [m, first(c)]),
    ...Object.entries(layout.dimensions).map(([d, c]): [string, string] => [d, first(c)]),
  ];
  const lines = [fields.map(([, name]) => name), ...rows.map((row) => fields.map(([field]) => row[field] ?? ''))];
  return `${lines.map((cells) => cells.join(layout.delimiter)).join('\r\n')}\r\n`;
}

function goodRow(layout: TrendLayout): Record<string, string> {
  const row: Record<string, string> = {
    date: '2024-05-01',
    isrc: 'qzda4-24-00001',
    upc: '0123456789012',
    country: 'de',
  };
  Object.keys(layout.metrics).forEach((metric, i) => {
    row[metric] = String(10 + i);
  });
  for (const dimension of Object.keys(layout.dimensions) as AnalyticsDimension[]) {
    row[dimension] = SAMPLE_VALUES[dimension]?.[0] ?? 'Some Value';
  }
  return row;
}

async function read(layout: TrendLayout, text: string): Promise<TrendItem[]> {
  const items: TrendItem[] = [];
  for await (const item of readTrendRows([text], layout)) items.push(item);
  return items;
}

describe('the layout table', () => {
  it('has exactly one layout per analytics platform', () => {
    expect(TREND_LAYOUTS.map((l) => l.platform).sort()).toEqual(ANALYTICS_PLATFORMS.map((p) => p.slug).sort());
    expect(new Set(TREND_LAYOUTS.map((l) => l.name)).size).toBe(TREND_LAYOUTS.length);
  });

  it.each(TREND_LAYOUTS.map((l) => [l.platform, l] as const))(
    '%s feeds only metrics and dimensions its platform reports',
    (slug, layout) => {
      const { metrics, dimensions } = platformVocabulary(slug);
      for (const metric of Object.keys(layout.metrics)) expect(metrics).toContain(metric);
      if (layout.eachRowCounts) expect(metrics).toContain(layout.eachRowCounts);
      for (const dimension of Object.keys(layout.dimensions)) expect(dimensions).toContain(dimension);
      // Every breakdown the platform's pages show can be fed by its file.
      expect([...dimensions].sort()).toEqual(Object.keys(layout.dimensions).sort());
    },
  );
});

describe.each(TREND_LAYOUTS.map((l) => [l.platform, l] as const))('the %s layout', (_slug, layout) => {
  it('reads a good row into its metrics and dimensions', async () => {
    const [row] = await read(layout, fileOf(layout, [goodRow(layout)]));
    expect(row).toEqual({
      line: 2,
      day: '2024-05-01',
      isrc: 'QZDA42400001',
      ...(layout.upc ? { upc: '0123456789012' } : {}),
      country: layout.country ? 'DE' : '',
      amounts: Object.keys(layout.metrics).map((metric, i) => [metric, BigInt(10 + i)]),
      dimensions: (Object.keys(layout.dimensions) as AnalyticsDimension[]).map((d) => [
        d,
        SAMPLE_VALUES[d]?.[1] ?? 'some value',
      ]),
    });
  });

  it('reports bad rows with their line numbers and reads on', async () => {
    const good = goodRow(layout);
    const firstMetric = Object.keys(layout.metrics)[0] ?? 'streams';
    const metricColumn = first(Object.values(layout.metrics)[0] ?? 'streams');
    const rows = [
      good,
      { ...good, date: '2024-13-01' },
      { ...good, [firstMetric]: '12x' },
      { ...good, [firstMetric]: '-3' },
      { ...good, isrc: '', upc: '' },
      { ...good, isrc: 'NOT-AN-ISRC' },
      ...(layout.country ? [{ ...good, country: 'Atlantis' }] : []),
      ...(layout.dimensions.age ? [{ ...good, age: 'ancient' }] : []),
      good,
    ];
    const items = await read(layout, fileOf(layout, rows));
    expect(items.filter(isTrendProblem)).toEqual([
      { line: 3, message: 'bad date "2024-13-01"' },
      { line: 4, message: `bad count "12x" in ${metricColumn}` },
      { line: 5, message: `negative count "-3" in ${metricColumn}` },
      { line: 6, message: 'missing ISRC' },
      { line: 7, message: 'not an ISRC: "NOT-AN-ISRC"' },
      ...(layout.country ? [{ line: 8, message: 'unknown country "Atlantis"' }] : []),
      ...(layout.dimensions.age ? [{ line: layout.country ? 9 : 8, message: 'unknown age bucket "ancient"' }] : []),
    ]);
    const goodLines = items.filter((i) => !isTrendProblem(i)).map((i) => i.line);
    expect(goodLines).toEqual([2, rows.length + 1]);
  });
});

describe('trendLayoutOf', () => {
  it('finds a platform layout, and none for an unknown platform', () => {
    expect(trendLayoutOf('spotify')?.name).toBe('spotify-streams');
    expect(trendLayoutOf('resso')?.dimensions).toEqual({
      gender: 'gender',
      age: 'age',
      device: 'device',
      'service-type': 'service_type',
    });
    expect(trendLayoutOf('myspace')).toBeUndefined();
  });
});

describe('docs/analytics-trend-layouts.md', () => {
  const doc = readFileSync(new URL('../../../../docs/analytics-trend-layouts.md', import.meta.url), 'utf8');
  it.each(TREND_LAYOUTS.map((l) => [l.name, l] as const))(
    'lists the %s layout and every column it reads',
    (_name, layout) => {
      if (!ANALYTICS_PLATFORMS.find((p) => p.slug === layout.platform)?.generic)
        expect(doc).toContain(`\`${layout.name}\``);
      const columns = [
        layout.date,
        layout.isrc,
        layout.upc,
        layout.country,
        ...Object.values(layout.metrics),
        ...Object.values(layout.dimensions),
      ];
      for (const column of columns) {
        if (column === undefined) continue;
        for (const name of typeof column === 'string' ? [column] : column) expect(doc).toContain(`\`${name}\``);
      }
    },
  );
});

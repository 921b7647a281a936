import {
  ANALYTICS_PLATFORMS,
  type AnalyticsDimension,
  type AnalyticsMetric,
  analyticsDatasets,
  GENERIC_PLATFORM_DIMENSIONS,
} from '@liner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createCatalog } from '../statements/testing.js';
import { getAnalytics, type TestFact, writeTestFacts } from './query-test-support.js';

/**
 * Every call of the catalog, for an account with facts behind each dataset and for an empty
 * account: each answers its kind's contract, with the data or empty.
 */
let ctx: TestContext;
let busy: { token: string };
let empty: { token: string };
let trackId: number;

/** A reported value of each dimension the catalog names. */
const VALUES: Record<AnalyticsDimension, [string, string]> = {
  device: ['mobile', 'desktop'],
  age: ['18-24', '25-34'],
  gender: ['female', 'male'],
  source: ['collection', 'radio'],
  playlist: ['Discover Weekly', 'Daily Mix 1'],
  product: ['paid', 'free'],
  'play-type': ['online', 'offline'],
  'content-type': ['video', 'image'],
  'creation-type': ['template', 'blank'],
  channel: ['stations', 'on-demand'],
  container: ['playlist', 'album'],
  category: ['pop', 'rock'],
  'service-type': ['premium', 'basic'],
  'user-type': ['new', 'returning'],
  hour: ['8', '21'],
};

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx);
  busy = { token: owner.token };
  empty = { token: (await createUser(ctx)).token };
  const catalog = await createCatalog(ctx, owner.user.id, { title: 'Album', isrcs: ['QZDA41300011'] });
  trackId = catalog.tracks[0].id;
  const at = { userId: owner.user.id, releaseId: catalog.release.id, trackId, country: 'SE' };
  const facts = new Map<string, TestFact>();
  const add = (platform: string, metric: AnalyticsMetric, dimension: AnalyticsDimension | '' = '') => {
    for (const [day, amount] of [
      ['2026-03-10', 10],
      ['2026-02-10', 5],
    ] as const)
      for (const value of dimension === '' ? [''] : VALUES[dimension]) {
        const fact = { ...at, day, platform, metric, dimension, value, amount };
        facts.set(JSON.stringify([day, platform, metric, dimension, value]), fact);
      }
  };
  for (const page of ANALYTICS_PLATFORMS) {
    for (const metric of page.toggle.metrics) add(page.toggle.platformOf?.[metric] ?? page.slug, metric);
    if (page.generic) for (const dimension of GENERIC_PLATFORM_DIMENSIONS) add(page.slug, 'streams', dimension);
  }
  for (const { platform, dataset } of analyticsDatasets()) {
    const readFrom = dataset.platform ?? platform.slug;
    for (const metric of dataset.metrics ?? [dataset.metric]) add(readFrom, metric);
    if (dataset.dimension) add(readFrom, dataset.metric, dataset.dimension);
  }
  await writeTestFacts(ctx, [...facts.values()]);
});
afterAll(async () => {
  await ctx.close();
});

const ok = async (path: string, token: string) => {
  const res = await getAnalytics(ctx, token, path);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json();
};
const sumOfPercents = (rows: { percent: string }[]) => rows.reduce((sum, row) => sum + Number(row.percent), 0);

describe('every analytics dataset of the catalog', () => {
  it('registers one route per dataset, the generic and shared calls and the tracker', () => {
    const routes = ctx.app.routePolicies.filter((route) => route.url.startsWith('/api/portal/analytics/'));
    expect(routes.filter((route) => route.method === 'GET')).toHaveLength(analyticsDatasets().length + 4 + 4 + 1);
    expect(routes.every((route) => route.access === 'account.read')).toBe(true);
  });

  it.each(analyticsDatasets().map(({ platform, dataset }) => [dataset.path, platform.slug, dataset.kind] as const))(
    '%s (%s, %s) answers the data, and empty for an empty account',
    async (path, _slug, kind) => {
      const full = await ok(path, busy.token);
      const none = await ok(path, empty.token);
      switch (kind) {
        case 'series':
          expect(full.total).toBe('10.00');
          expect(full.previousTotal).toBe('5.00');
          expect(full.change).toBe('100.00');
          expect(full.series).toHaveLength(28);
          expect([none.total, none.series]).toEqual(['0.00', []]);
          break;
        case 'snapshot':
          for (const metric of full.metrics) expect(metric.total, metric.metric).toBe('10.00');
          expect(none.metrics.every((metric: { total: string }) => metric.total === '0.00')).toBe(true);
          break;
        case 'tracks':
          expect(full.data).toEqual([expect.objectContaining({ track_id: trackId, isrc: 'QZDA41300011', value: 10 })]);
          expect([none.total, none.data]).toEqual([0, []]);
          break;
        case 'territories':
          expect(full.data).toEqual([{ key: 'SE', label: 'Sweden', value: 10, percent: '100.00' }]);
          expect(none.data).toEqual([]);
          break;
        default:
          expect(full.total).not.toBe('0.00');
          expect(sumOfPercents(full.data)).toBeCloseTo(100, 1);
          expect(none.data).toEqual([]);
      }
    },
  );

  it.each(ANALYTICS_PLATFORMS.filter((page) => page.datasets[0]?.kind === 'series').map((page) => [page.slug]))(
    "%s's page series answers each metric of its toggle",
    async (slug) => {
      const page = ANALYTICS_PLATFORMS.find((p) => p.slug === slug);
      const path = page?.datasets[0]?.path ?? '';
      for (const metric of page?.toggle.metrics ?? []) {
        const body = await ok(`${path}?metric=${metric}`, busy.token);
        expect([body.metric, body.total], `${path} ${metric}`).toEqual([metric, '10.00']);
      }
    },
  );
});

describe('the generic platform calls', () => {
  const generic = ANALYTICS_PLATFORMS.filter((page) => page.generic).map((page) => [page.slug]);

  it.each(generic)('%s: series, each dimension, which dimensions hold data, total streams', async (slug) => {
    expect((await ok(`platform?platform=${slug}`, busy.token)).total).toBe('10.00');
    for (const dimension of GENERIC_PLATFORM_DIMENSIONS) {
      const body = await ok(`platform/additional?platform=${slug}&dimension=${dimension}`, busy.token);
      expect(body.data.map((row: { value: number }) => row.value).filter((v: number) => v > 0)).toEqual([10, 10]);
      expect((await ok(`platform/additional?platform=${slug}&dimension=${dimension}`, empty.token)).data).toEqual([]);
    }
    const info = await ok(`platform/additional/info?platform=${slug}`, busy.token);
    expect(info.dimensions).toEqual(GENERIC_PLATFORM_DIMENSIONS.map((dimension) => ({ dimension, hasData: true })));
    const none = await ok(`platform/additional/info?platform=${slug}`, empty.token);
    expect(none.dimensions.every((d: { hasData: boolean }) => !d.hasData)).toBe(true);
    const total = await ok(`platform/total-streams?platform=${slug}`, busy.token);
    expect(total.metrics).toEqual([{ metric: 'streams', total: '10.00', previousTotal: '5.00', change: '100.00' }]);
  });

  it("total-streams is Pinterest's unless another platform is named", async () => {
    expect((await ok('platform/total-streams', busy.token)).platform).toBe('pinterest');
  });
});

describe('the shared calls for both accounts', () => {
  it('meta lists every platform, with data for the busy account only', async () => {
    const full = await ok('meta', busy.token);
    expect(full.platforms).toHaveLength(ANALYTICS_PLATFORMS.length);
    expect(full.platforms.every((p: { hasData: boolean }) => p.hasData)).toBe(true);
    const none = await ok('meta', empty.token);
    expect(none.platforms.some((p: { hasData: boolean }) => p.hasData)).toBe(false);
  });

  it('top tracks of every platform', async () => {
    for (const page of ANALYTICS_PLATFORMS) {
      expect((await ok(`top-tracks?platform=${page.slug}`, busy.token)).total, page.slug).toBe(1);
      expect((await ok(`top-tracks?platform=${page.slug}`, empty.token)).total, page.slug).toBe(0);
    }
  });

  it('the tracker, smart links and release search answer an empty account with empty lists', async () => {
    expect(await ok('spotify/threshold', empty.token)).toMatchObject({ data: [], total: 0, belowCount: 0 });
    expect(await ok('release-links/top-releases', empty.token)).toMatchObject({ data: [], total: 0 });
    expect(await ok('releases/album', empty.token)).toEqual({ data: [] });
  });
});

/**
 * Smart-link visits, counted per link, day and store (tables.ts, quicklink_daily_events): the
 * public page served, and each store a visitor was sent on to. Analytics lists them per link.
 */
import { sql } from 'drizzle-orm';
import { type AnalyticsLinkRow, isoDay, type Paginated } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { pageOf } from '../../platform/page-of.js';
import { numberArray, queryRows, textArray } from '../../platform/sql-arrays.js';
import { coverUrls, findReleasesByIds } from '../releases/index.js';
import { readPublicLink } from './read-public-pages.js';

/** The store of a page view (a click names its store's platform). */
const PAGE_VIEW = '';

/** Crawlers and link previews fetch pages nobody looked at. */
const NOT_A_PERSON = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless/i;

export function isPersonVisiting(userAgent: string | undefined): boolean {
  return userAgent !== undefined && userAgent !== '' && !NOT_A_PERSON.test(userAgent);
}

/** Adds one to today's count of the link's page views (an unknown short id adds nothing). */
export async function recordLinkView(deps: AppDeps, shortId: string): Promise<void> {
  await deps.db.execute(sql`
    INSERT INTO quicklink_daily_events (quicklink_id, day, store, count)
    SELECT id, ${isoDay(deps.clock.now())}::date, ${PAGE_VIEW}, 1 FROM quicklinks WHERE short_id = ${shortId}
    ON CONFLICT (quicklink_id, day, store) DO UPDATE SET count = quicklink_daily_events.count + 1`);
}

/**
 * The store link a visitor follows from the public page: its URL, once today's count of clicks to
 * that store is one more. Only a store the page shows (an active link, an enabled store).
 */
export async function followStoreLink(
  deps: AppDeps,
  input: { shortId: string; platform: string; counted: boolean },
): Promise<string> {
  const { shortId, platform } = input;
  const page = await readPublicLink(deps, shortId);
  const store = page.stores.find((s) => s.platform === platform);
  if (!store) throw new AppError('NOT_FOUND', { message: 'This store is not on the link' });
  if (input.counted)
    await deps.db.execute(sql`
    INSERT INTO quicklink_daily_events (quicklink_id, day, store, count)
    SELECT id, ${isoDay(deps.clock.now())}::date, ${platform}, 1 FROM quicklinks WHERE short_id = ${shortId}
    ON CONFLICT (quicklink_id, day, store) DO UPDATE SET count = quicklink_daily_events.count + 1`);
  return store.url;
}

/** A day's count of page views (store null) or of clicks to one store. */
export interface LinkEventCount {
  day: string;
  store: string | null;
  count: number;
}

/**
 * Adds counted visits to a link in one statement (an import of counts kept elsewhere, and the
 * demo's history); counts of a day and store it already has are added to.
 */
export async function addLinkEventCounts(deps: AppDeps, quicklinkId: number, counts: readonly LinkEventCount[]) {
  const kept = counts.filter((row) => row.count > 0);
  if (kept.length === 0) return;
  await deps.db.execute(sql`
    INSERT INTO quicklink_daily_events (quicklink_id, day, store, count)
    SELECT ${quicklinkId}, e.day::date, e.store, e.count
      FROM unnest(${textArray(kept.map((row) => row.day))}::text[],
                  ${textArray(kept.map((row) => row.store ?? PAGE_VIEW))}::text[],
                  ${numberArray(kept.map((row) => row.count))}::bigint[]) AS e(day, store, count)
    ON CONFLICT (quicklink_id, day, store) DO UPDATE SET count = quicklink_daily_events.count + excluded.count`);
}

/**
 * The account's links with their page views and store clicks over the range, most viewed first
 * (links without visits too, last), a page at a time.
 */
export async function listLinkStats(
  deps: AppDeps,
  userId: number,
  input: { start: string; end: string; page: number; per_page: number },
): Promise<Paginated<AnalyticsLinkRow>> {
  const inRange = sql`e.day BETWEEN ${input.start}::date AND ${input.end}::date`;
  const links = await queryRows<{ id: number; release_id: number; views: string; clicks: string; total: number }>(
    deps.db,
    sql`SELECT q.id, q.release_id, coalesce(t.views, 0)::text AS views, coalesce(t.clicks, 0)::text AS clicks,
          count(*) OVER ()::int AS total
        FROM quicklinks q
        LEFT JOIN (
          SELECT e.quicklink_id, sum(e.count) FILTER (WHERE e.store = ${PAGE_VIEW}) AS views,
            sum(e.count) FILTER (WHERE e.store <> ${PAGE_VIEW}) AS clicks
          FROM quicklink_daily_events e JOIN quicklinks own ON own.id = e.quicklink_id
          WHERE own.user_id = ${userId} AND ${inRange} GROUP BY e.quicklink_id) t ON t.quicklink_id = q.id
        WHERE q.user_id = ${userId}
        ORDER BY coalesce(t.views, 0) DESC, coalesce(t.clicks, 0) DESC, q.id
        LIMIT ${input.per_page} OFFSET ${(input.page - 1) * input.per_page}`,
  );
  const ids = links.map((link) => Number(link.id));
  const stores =
    ids.length === 0
      ? []
      : await queryRows<{ quicklink_id: number; store: string; clicks: string }>(
          deps.db,
          sql`SELECT e.quicklink_id, e.store, sum(e.count)::text AS clicks FROM quicklink_daily_events e
              WHERE e.quicklink_id = ANY(${numberArray(ids)}::int[]) AND e.store <> ${PAGE_VIEW} AND ${inRange}
              GROUP BY e.quicklink_id, e.store ORDER BY sum(e.count) DESC, e.store`,
        );
  const releases = new Map(
    (
      await findReleasesByIds(
        deps.db,
        links.map((link) => Number(link.release_id)),
      )
    ).map((release) => [release.id, release]),
  );
  const data = links.map((link) => {
    const release = releases.get(Number(link.release_id));
    return {
      link_id: Number(link.id),
      release_id: release ? release.id : null,
      title: release?.title ?? `Link ${link.id}`,
      cover: coverUrls(release?.artworkFileId ?? null)?.medium ?? null,
      views: Number(link.views),
      clicks: Number(link.clicks),
      stores: stores
        .filter((store) => Number(store.quicklink_id) === Number(link.id))
        .map((store) => ({ store: store.store, clicks: Number(store.clicks) })),
    };
  });
  return pageOf(data, links[0]?.total ?? (await countLinks(deps, userId)), input);
}

async function countLinks(deps: AppDeps, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    deps.db,
    sql`SELECT count(*)::int AS n FROM quicklinks WHERE user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

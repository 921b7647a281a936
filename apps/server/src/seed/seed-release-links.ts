import { addLinkEventCounts, initQuicklink, type LinkEventCount } from '../modules/quicklinks/index.js';
import type { DemoContext, SeededRelease } from './demo-context.js';
import { DAY_MS, dayOf, draw, lifeCurve, seedOf, split, timeOf } from './demo-listening-draws.js';
import { seededRandom } from './demo-statement-file.js';

/** How fans who open a link choose among its stores (a store the link lacks is skipped). */
const STORE_CHOICE: readonly (readonly [string, number])[] = [
  ['spotify', 46],
  ['apple-music', 21],
  ['youtube-music', 11],
  ['amazon-music', 8],
  ['deezer', 6],
  ['tidal', 3],
  ['soundcloud', 3],
  ['audiomack', 2],
];
/** Of the visitors, the share that goes on to a store. */
const CLICK_THROUGH = 0.58;
/** Visits are seeded over at most this many days up to yesterday. */
const HISTORY_DAYS = 400;

/**
 * Smart links for the live releases, made on their release days through the area's own
 * operation, and their visits since: a release-day peak that settles to a trickle, busier
 * weekends, most clicks to Spotify. Deterministic per release.
 */
export async function seedReleaseLinks(ctx: DemoContext, releases: readonly SeededRelease[], present: Date) {
  const today = timeOf(dayOf(present.getTime()));
  for (const release of releases) {
    if (!release.onSaleFrom || release.onSaleUntil) continue;
    const onSale = timeOf(release.onSaleFrom);
    ctx.clock.setDaysAgo(Math.max(0, Math.round((today - onSale) / DAY_MS)));
    const { data: link } = await initQuicklink(ctx.deps, release.ownerUserId, release.id);
    const stores = new Set<string>(link.stores.map((store) => store.platform));
    const choice = STORE_CHOICE.filter(([store]) => stores.has(store));
    await addLinkEventCounts(ctx.deps, link.id, visitsOf(release, onSale, today, choice));
  }
}

function visitsOf(
  release: SeededRelease,
  onSale: number,
  today: number,
  choice: readonly (readonly [string, number])[],
): LinkEventCount[] {
  const random = seededRandom(seedOf(`links:${release.key}`));
  const tailViews = 3 + 9 * random();
  const counts: LinkEventCount[] = [];
  for (let time = Math.max(onSale, today - HISTORY_DAYS * DAY_MS); time < today; time += DAY_MS) {
    const weekday = new Date(time).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.25 : 1;
    const views = draw(tailViews * lifeCurve((time - onSale) / DAY_MS) * weekend * (0.8 + 0.4 * random()), random);
    if (views === 0) continue;
    const day = dayOf(time);
    counts.push({ day, store: null, count: views });
    const clicks = draw(views * CLICK_THROUGH * (0.85 + 0.3 * random()), random);
    for (const [store, count] of split(Math.min(clicks, views), choice, random)) counts.push({ day, store, count });
  }
  return counts;
}

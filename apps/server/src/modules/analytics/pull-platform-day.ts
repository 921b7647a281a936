import { RELEASE_STATUS } from '@liner/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { trackCatalog } from '../releases/index.js';
import { AnalyticsFactWriter } from './fact-writer.js';
import type { AnalyticsPullSource, PullTrack } from './pull-source.js';
import { analyticsImports } from './tables.js';

/** The stores have received these releases: their ISRCs are the ones a platform can report on. */
const AT_THE_STORES = [
  RELEASE_STATUS.DELIVERED,
  RELEASE_STATUS.ACKNOWLEDGED,
  RELEASE_STATUS.UPDATE_DELIVERED,
  RELEASE_STATUS.EDIT_PENDING,
  RELEASE_STATUS.TAKEDOWN_PENDING,
];

export async function deliveredTracks(db: DbExecutor): Promise<PullTrack[]> {
  const catalog = trackCatalog();
  const rows = await db
    .select({
      userId: catalog.releaseUserId,
      releaseId: catalog.releaseId,
      trackId: catalog.trackId,
      isrc: catalog.isrc,
    })
    .from(catalog)
    .where(and(isNotNull(catalog.isrc), inArray(catalog.releaseStatus, AT_THE_STORES)));
  return rows.flatMap((row) => (row.isrc ? [{ ...row, isrc: row.isrc }] : []));
}

export const pullFingerprint = (source: AnalyticsPullSource, day: string) => `pull:${source.name}:${day}`;

export interface PullOutcome {
  day: string;
  status: 'pulled' | 'already-pulled' | 'nothing-to-ask';
  facts: number;
}

/**
 * One day of one platform's figures for every delivered track, written as one analytics batch.
 * The platform is asked before any transaction opens (its answers may take a while); a day
 * already pulled is not asked again, and two pulls of the same day racing each other write it
 * once (the fingerprint is unique).
 */
export async function pullPlatformDay(deps: AppDeps, source: AnalyticsPullSource, day: string): Promise<PullOutcome> {
  const fingerprint = pullFingerprint(source, day);
  const [existing] = await deps.db
    .select({ id: analyticsImports.id })
    .from(analyticsImports)
    .where(eq(analyticsImports.fingerprint, fingerprint));
  if (existing) return { day, status: 'already-pulled', facts: 0 };
  const tracks = await deliveredTracks(deps.db);
  if (tracks.length === 0) return { day, status: 'nothing-to-ask', facts: 0 };
  const counts = await source.pullDay(day, tracks);
  const trackById = new Map(tracks.map((track) => [track.trackId, track]));
  return deps.db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(analyticsImports)
      .values({ source: 'pull', platform: source.name, layout: `${source.name}-api`, fingerprint })
      .onConflictDoNothing()
      .returning({ id: analyticsImports.id });
    if (!batch) return { day, status: 'already-pulled', facts: 0 } as const;
    const writer = new AnalyticsFactWriter(tx, batch.id);
    for (const count of counts) {
      const track = trackById.get(count.trackId);
      if (!track) continue;
      await writer.add({
        day: count.day,
        platform: count.platform,
        userId: track.userId,
        releaseId: track.releaseId,
        trackId: track.trackId,
        country: count.country,
        dimension: '',
        value: '',
        metric: count.metric,
        amount: count.amount,
      });
    }
    await writer.flush();
    await tx
      .update(analyticsImports)
      .set({
        status: 'done',
        rowsRead: counts.length,
        factsWritten: writer.written,
        firstDay: writer.firstDay,
        lastDay: writer.lastDay,
        finishedAt: deps.clock.now(),
      })
      .where(eq(analyticsImports.id, batch.id));
    return { day, status: 'pulled', facts: writer.written } as const;
  });
}

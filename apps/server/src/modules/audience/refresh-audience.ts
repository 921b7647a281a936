import { and, eq, inArray, lt, ne, or } from 'drizzle-orm';
import { AUDIENCE_MESSAGES, type AudienceRefreshResponse, type AudienceRefreshStatus } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, userFacingFailure } from '../../platform/errors.js';
import type { SourcedMember } from './audience-source.js';
import { audienceSourcesOf } from './audience-sources.js';
import { audienceMembers, audienceRefreshes } from './tables.js';

export const AUDIENCE_REFRESH_QUEUE = 'audience.refresh';

/** A finished refresh is not repeated sooner: each one asks every platform again. */
export const AUDIENCE_REFRESH_COOLDOWN_MS = 10 * 60_000;
/** A refresh "running" for longer died with its process: another may start. */
const STALE_RUNNING_MS = 15 * 60_000;

type RefreshRow = typeof audienceRefreshes.$inferSelect;

function isStale(row: RefreshRow, now: Date): boolean {
  return row.status === 'running' && now.getTime() - row.startedAt.getTime() > STALE_RUNNING_MS;
}

/** When the next refresh may start; null when it may now. A failed one may be retried at once. */
function nextRefreshAt(row: RefreshRow | undefined, now: Date): Date | null {
  if (!row || row.status === 'failed' || isStale(row, now)) return null;
  if (row.status === 'running') return null;
  const next = new Date((row.finishedAt ?? row.startedAt).getTime() + AUDIENCE_REFRESH_COOLDOWN_MS);
  return next > now ? next : null;
}

export function presentRefresh(row: RefreshRow | undefined, now: Date): AudienceRefreshStatus {
  if (!row)
    return {
      status: 'idle',
      allow_refresh: true,
      started_at: null,
      finished_at: null,
      next_refresh_at: null,
      message: null,
      added: 0,
      updated: 0,
    };
  const stale = isStale(row, now);
  const next = nextRefreshAt(row, now);
  return {
    status: stale ? 'failed' : row.status,
    allow_refresh: (row.status !== 'running' || stale) && next === null,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    next_refresh_at: next?.toISOString() ?? null,
    message: stale ? 'The refresh stopped before it finished; start it again' : row.message,
    added: row.added,
    updated: row.updated,
  };
}

export async function readRefreshStatus(deps: AppDeps, accountId: number): Promise<AudienceRefreshStatus> {
  const [row] = await deps.db.select().from(audienceRefreshes).where(eq(audienceRefreshes.accountId, accountId));
  return presentRefresh(row, deps.clock.now());
}

/**
 * refresh-audience: marks the account's refresh running and queues it (runs it inline without a
 * job runner). One at a time per account: the insert-or-update only takes a row that is not
 * running, so two clicks cannot start two; a recent one answers 429 with the wait.
 */
export async function startAudienceRefresh(deps: AppDeps, accountId: number): Promise<AudienceRefreshResponse> {
  const now = deps.clock.now();
  const [current] = await deps.db.select().from(audienceRefreshes).where(eq(audienceRefreshes.accountId, accountId));
  const wait = nextRefreshAt(current, now);
  if (wait)
    throw new AppError('TOO_MANY_REQUESTS', {
      message: 'Your audience was refreshed a moment ago; refresh again in a few minutes',
      retryAfterSeconds: Math.ceil((wait.getTime() - now.getTime()) / 1000),
    });
  const stale = new Date(now.getTime() - STALE_RUNNING_MS);
  const started = { status: 'running' as const, startedAt: now, finishedAt: null, added: 0, updated: 0, message: null };
  const [taken] = await deps.db
    .insert(audienceRefreshes)
    .values({ accountId, ...started })
    .onConflictDoUpdate({
      target: audienceRefreshes.accountId,
      set: started,
      setWhere: or(ne(audienceRefreshes.status, 'running'), lt(audienceRefreshes.startedAt, stale)),
    })
    .returning();
  if (!taken) throw new AppError('CONFLICT', { message: AUDIENCE_MESSAGES.refreshRunning });
  if (deps.jobs) {
    await deps.jobs.send(
      AUDIENCE_REFRESH_QUEUE,
      { accountId },
      { singletonKey: `audience:${accountId}`, retryLimit: 0 },
    );
    return { message: AUDIENCE_MESSAGES.refreshStarted, data: presentRefresh(taken, now) };
  }
  await runAudienceRefresh(deps, accountId);
  return { message: AUDIENCE_MESSAGES.refreshStarted, data: await readRefreshStatus(deps, accountId) };
}

const memberKey = (member: { service: string | null; externalId: string | null }) =>
  `${member.service}\u001f${member.externalId}`;

/** Writes what the sources answered: new members added, known ones updated, gone ones removed. */
async function writeSourced(deps: AppDeps, accountId: number, sourced: SourcedMember[]) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: audienceMembers.id, service: audienceMembers.service, externalId: audienceMembers.externalId })
      .from(audienceMembers)
      .where(and(eq(audienceMembers.accountId, accountId), eq(audienceMembers.type, 'platform')));
    const known = new Map(existing.map((row) => [memberKey(row), row.id]));
    const seen = new Set<string>();
    let added = 0;
    let updated = 0;
    for (const member of sourced) {
      const key = memberKey(member);
      if (seen.has(key)) continue;
      seen.add(key);
      const values = {
        name: member.name,
        image: member.image,
        followers: member.followers,
        facebook: member.links.facebook ?? null,
        instagram: member.links.instagram ?? null,
        youtube: member.links.youtube ?? null,
        xTwitter: member.links.x_twitter ?? null,
        spotify: member.links.spotify ?? null,
        updatedAt: now,
      };
      const id = known.get(key);
      if (id === undefined) {
        await tx.insert(audienceMembers).values({
          accountId,
          type: 'platform',
          service: member.service,
          externalId: member.externalId,
          ...values,
          createdAt: now,
        });
        added += 1;
      } else {
        await tx.update(audienceMembers).set(values).where(eq(audienceMembers.id, id));
        updated += 1;
      }
    }
    const gone = existing.filter((row) => !seen.has(memberKey(row))).map((row) => row.id);
    if (gone.length > 0)
      await tx
        .delete(audienceMembers)
        .where(and(eq(audienceMembers.accountId, accountId), inArray(audienceMembers.id, gone)));
    return { added, updated, removed: gone.length };
  });
}

function finishedMessage(members: number, removed: number): string {
  if (members === 0 && removed === 0)
    return 'No artist profile to read: add your Spotify, Apple Music or Audiomack profile in Preferences';
  const parts = [`${members} ${members === 1 ? 'profile' : 'profiles'} read`];
  if (removed > 0) parts.push(`${removed} no longer in your preferences removed`);
  return `Refreshed: ${parts.join(', ')}`;
}

/**
 * The refresh itself (the job): asks every source, then writes everything at once. A source that
 * fails fails the refresh and nothing is written; the status says which source and why.
 */
export async function runAudienceRefresh(deps: AppDeps, accountId: number): Promise<void> {
  const sourced: SourcedMember[] = [];
  let status: Pick<RefreshRow, 'status' | 'added' | 'updated' | 'message'>;
  let sourceName = '';
  try {
    for (const source of audienceSourcesOf(deps)) {
      sourceName = source.name;
      sourced.push(...(await source.collect(accountId)));
    }
    sourceName = '';
    const written = await writeSourced(deps, accountId, sourced);
    status = {
      status: 'finished',
      added: written.added,
      updated: written.updated,
      message: finishedMessage(sourced.length, written.removed),
    };
  } catch (error) {
    deps.logger.warn({ err: error, accountId }, 'audience refresh failed');
    const fallback = sourceName
      ? `${sourceName}: the platform did not answer; nothing was changed. Try again later`
      : 'The refresh failed; nothing was changed. Try again later';
    status = { status: 'failed', added: 0, updated: 0, message: userFacingFailure(error, fallback) };
  }
  await deps.db
    .update(audienceRefreshes)
    .set({ ...status, finishedAt: deps.clock.now() })
    .where(eq(audienceRefreshes.accountId, accountId));
}

/**
 * Learned match aliases (alias-keys.ts): written when an operator resolves unmatched lines,
 * listed and removed by the operator. A removed alias stops matching future lines; lines it
 * matched already keep their owner (their money was posted).
 */
import { count, desc, eq } from 'drizzle-orm';
import { STATEMENT_MATCH_MESSAGES, type MatchAlias, type MatchAliasPage } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findReleasesByIds, findTracksWithReleases } from '../releases/index.js';
import { learnedAliasOf, type AliasLine } from './alias-keys.js';
import type { CatalogMatch } from './catalog-matcher.js';
import { statementMatchAliases } from './tables.js';
import { pageOf } from '../../platform/page-of.js';

/**
 * Remembers each line's most telling key under its store -> the target. The latest resolution of
 * a key wins (an operator correcting an earlier choice). Answers the labels learned.
 */
export async function learnAliases(
  db: DbExecutor,
  input: {
    lines: readonly (AliasLine & { id: number; store: string })[];
    target: CatalogMatch;
    actorUserId: number;
    now: Date;
  },
): Promise<string[]> {
  const byKey = new Map<string, typeof statementMatchAliases.$inferInsert>();
  for (const line of input.lines) {
    const learned = learnedAliasOf(line, line.store);
    if (!learned || byKey.has(learned.key)) continue;
    byKey.set(learned.key, {
      matchKey: learned.key,
      kind: learned.kind,
      store: line.store,
      label: learned.label,
      trackId: input.target.trackId,
      releaseId: input.target.releaseId,
      learnedFromLineId: line.id,
      createdBy: input.actorUserId,
      createdAt: input.now,
    });
  }
  const rows = [...byKey.values()];
  if (rows.length === 0) return [];
  for (const row of rows) {
    await db
      .insert(statementMatchAliases)
      .values(row)
      .onConflictDoUpdate({
        target: statementMatchAliases.matchKey,
        set: {
          trackId: row.trackId,
          releaseId: row.releaseId,
          learnedFromLineId: row.learnedFromLineId,
          createdBy: row.createdBy,
          createdAt: row.createdAt,
        },
      });
  }
  return rows.map((row) => `${row.label} on ${row.store}`);
}

/** The aliases, newest first, with what each matches in words. */
export async function listAliases(deps: AppDeps, page: { page: number; per_page: number }): Promise<MatchAliasPage> {
  const [{ total }] = await deps.db.select({ total: count() }).from(statementMatchAliases);
  const rows = await deps.db
    .select()
    .from(statementMatchAliases)
    .orderBy(desc(statementMatchAliases.createdAt), desc(statementMatchAliases.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  const trackIds = rows.flatMap((row) => (row.trackId === null ? [] : [row.trackId]));
  const tracks = await findTracksWithReleases(deps.db, trackIds);
  const releases = await findReleasesByIds(
    deps.db,
    rows.map((row) => row.releaseId),
  );
  const data: MatchAlias[] = rows.map((row) => {
    const release = releases.find((r) => r.id === row.releaseId);
    const track = row.trackId === null ? undefined : tracks.get(row.trackId)?.track;
    const releaseTitle = release ? release.title || `Release #${release.id}` : `Release #${row.releaseId} (removed)`;
    return {
      id: row.id,
      kind: row.kind as MatchAlias['kind'],
      store: row.store,
      label: row.label,
      trackId: row.trackId,
      releaseId: row.releaseId,
      target: row.trackId === null ? releaseTitle : `${track?.title || `Track #${row.trackId}`} — ${releaseTitle}`,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return pageOf(data, total, page);
}

export async function removeAlias(deps: AppDeps, aliasId: number): Promise<void> {
  const removed = await deps.db
    .delete(statementMatchAliases)
    .where(eq(statementMatchAliases.id, aliasId))
    .returning({ id: statementMatchAliases.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', { message: STATEMENT_MATCH_MESSAGES.aliasNotFound });
}

import { and, asc, desc, eq, inArray, isNull, lte, or, gt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { users } from '../auth/tables.js';
import { splitPayees, splitRecoups, splits, splitVersions } from './tables.js';

export type SplitRow = typeof splits.$inferSelect;
export type VersionRow = typeof splitVersions.$inferSelect;
export type PayeeRow = typeof splitPayees.$inferSelect;
export type RecoupRow = typeof splitRecoups.$inferSelect;

export interface LoadedVersion {
  splitId: number;
  version: VersionRow;
  payees: PayeeRow[];
  recoup: RecoupRow | null;
}

export async function withPayees(db: DbExecutor, splitId: number, version: VersionRow): Promise<LoadedVersion> {
  const payees = await db.select().from(splitPayees).where(eq(splitPayees.versionId, version.id)).orderBy(asc(splitPayees.id));
  const [recoup] = version.recoupId === null ? [] : await db.select().from(splitRecoups).where(eq(splitRecoups.id, version.recoupId));
  return { splitId, version, payees, recoup: recoup ?? null };
}

/**
 * The version that applies to a sale: of the track's splits whose life covers the sale date
 * (not ended, or ended after it), the version with the latest effective date on or before it;
 * on the same date the higher version wins.
 */
export async function findEffectiveVersion(db: DbExecutor, trackId: number, ownerUserId: number, saleDate: string): Promise<VersionRow | null> {
  const [row] = await db.select({ version: splitVersions }).from(splitVersions)
    .innerJoin(splits, eq(splits.id, splitVersions.splitId))
    .where(and(
      eq(splits.trackId, trackId), eq(splits.ownerUserId, ownerUserId),
      lte(splitVersions.effectiveFrom, saleDate),
      or(isNull(splits.endedOn), gt(splits.endedOn, saleDate)),
    ))
    .orderBy(desc(splitVersions.effectiveFrom), desc(splitVersions.version))
    .limit(1);
  return row?.version ?? null;
}

/** The newest version of a split (what the owner edits and payees answer). */
export async function findLatestVersion(db: DbExecutor, splitId: number): Promise<LoadedVersion | null> {
  const [version] = await db.select().from(splitVersions).where(eq(splitVersions.splitId, splitId)).orderBy(desc(splitVersions.version)).limit(1);
  return version ? withPayees(db, splitId, version) : null;
}

/** Row lock on the split for the rest of the caller's transaction. */
export async function lockSplit(db: DbExecutor, splitId: number): Promise<SplitRow | null> {
  const [row] = await db.select().from(splits).where(eq(splits.id, splitId)).for('update');
  return row ?? null;
}

/** Payee id -> the account that answers for them: the one that responded, else the one with their e-mail. */
export async function resolvePayeeAccounts(db: DbExecutor, payees: readonly PayeeRow[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  const unknown = payees.filter((payee) => payee.userId === null);
  for (const payee of payees) if (payee.userId !== null) result.set(payee.id, payee.userId);
  if (unknown.length === 0) return result;
  const found = await db.select({ id: users.id, email: sql<string>`lower(${users.email})` }).from(users)
    .where(inArray(sql`lower(${users.email})`, unknown.map((payee) => payee.email)));
  const byEmail = new Map(found.map((row) => [row.email, row.id]));
  for (const payee of unknown) {
    const userId = byEmail.get(payee.email);
    if (userId !== undefined) result.set(payee.id, userId);
  }
  return result;
}

/**
 * Of these (track, owner) pairs, the ones with any split at all, in one query: an import asks
 * once and allocates only those tracks one by one (most tracks of a statement have no split).
 */
export async function tracksWithSplits(db: DbExecutor, pairs: readonly { trackId: number; ownerUserId: number }[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (pairs.length === 0) return found;
  const trackIds = [...new Set(pairs.map((p) => p.trackId))];
  for (let i = 0; i < trackIds.length; i += 10_000) {
    const rows = await db.selectDistinct({ trackId: splits.trackId, ownerUserId: splits.ownerUserId }).from(splits)
      .where(inArray(splits.trackId, trackIds.slice(i, i + 10_000)));
    for (const row of rows) found.add(splitPairKey(row.trackId, row.ownerUserId));
  }
  return found;
}

export function splitPairKey(trackId: number, ownerUserId: number): string {
  return `${trackId}|${ownerUserId}`;
}

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { findConfirmedOwners } from './invited-address.js';
import { numberArray, queryRows, textArray } from '../../platform/sql-arrays.js';
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

export async function withPayees(db: DbExecutor, version: VersionRow): Promise<LoadedVersion> {
  return (await withPayeesOf(db, [version])).get(version.id)!;
}

/** A sale of a track by its owner on a date: what decides which split version applies. */
export interface SaleKey {
  trackId: number;
  ownerUserId: number;
  saleDate: string;
}

/** Sales asked about in one query. */
const SALES_PER_QUERY = 5_000;

/**
 * The version that applies to each sale, in order (null: no split covers it): of the track's
 * splits whose life covers the sale date (not ended, or ended after it), the version with the
 * latest effective date on or before it; on the same date the higher version wins.
 */
export async function findEffectiveVersions(db: DbExecutor, sales: readonly SaleKey[]): Promise<(VersionRow | null)[]> {
  const versionIds: (number | null)[] = sales.map(() => null);
  for (let at = 0; at < sales.length; at += SALES_PER_QUERY) {
    const part = sales.slice(at, at + SALES_PER_QUERY);
    const rows = await queryRows<{ n: number; version_id: number }>(
      db,
      sql`
      SELECT s.n::int AS n, v.id AS version_id
      FROM unnest(${numberArray(part.map((p) => p.trackId))}::int[], ${numberArray(part.map((p) => p.ownerUserId))}::int[],
                  ${textArray(part.map((p) => p.saleDate))}::date[]) WITH ORDINALITY AS s(track_id, owner_user_id, sale_date, n)
      CROSS JOIN LATERAL (
        SELECT sv.id FROM split_versions sv JOIN splits sp ON sp.id = sv.split_id
        WHERE sp.track_id = s.track_id AND sp.owner_user_id = s.owner_user_id AND sv.effective_from <= s.sale_date
          AND (sp.ended_on IS NULL OR sp.ended_on > s.sale_date)
        ORDER BY sv.effective_from DESC, sv.version DESC
        LIMIT 1
      ) v`,
    );
    for (const row of rows) versionIds[at + Number(row.n) - 1] = Number(row.version_id);
  }
  const wanted = [...new Set(versionIds.filter((id): id is number => id !== null))];
  const byId = new Map<number, VersionRow>();
  for (let at = 0; at < wanted.length; at += SALES_PER_QUERY) {
    for (const row of await db
      .select()
      .from(splitVersions)
      .where(inArray(splitVersions.id, wanted.slice(at, at + SALES_PER_QUERY))))
      byId.set(row.id, row);
  }
  return versionIds.map((id) => (id === null ? null : (byId.get(id) ?? null)));
}

/** Several versions with their payees (in id order) and recoups, by version id. */
export async function withPayeesOf(
  db: DbExecutor,
  versions: readonly VersionRow[],
): Promise<Map<number, LoadedVersion>> {
  const loaded = new Map<number, LoadedVersion>();
  for (const version of versions)
    loaded.set(version.id, { splitId: version.splitId, version, payees: [], recoup: null });
  const ids = [...loaded.keys()];
  const recoupIds = [...new Set(versions.map((v) => v.recoupId).filter((id): id is number => id !== null))];
  for (let at = 0; at < ids.length; at += SALES_PER_QUERY) {
    const payees = await db
      .select()
      .from(splitPayees)
      .where(inArray(splitPayees.versionId, ids.slice(at, at + SALES_PER_QUERY)))
      .orderBy(asc(splitPayees.id));
    for (const payee of payees) loaded.get(payee.versionId)!.payees.push(payee);
  }
  const recoups = new Map<number, RecoupRow>();
  for (let at = 0; at < recoupIds.length; at += SALES_PER_QUERY) {
    for (const row of await db
      .select()
      .from(splitRecoups)
      .where(inArray(splitRecoups.id, recoupIds.slice(at, at + SALES_PER_QUERY))))
      recoups.set(row.id, row);
  }
  for (const entry of loaded.values())
    entry.recoup = entry.version.recoupId === null ? null : (recoups.get(entry.version.recoupId) ?? null);
  return loaded;
}

/** The newest version of a split (what the owner edits and payees answer). */
export async function findLatestVersion(db: DbExecutor, splitId: number): Promise<LoadedVersion | null> {
  const [version] = await db
    .select()
    .from(splitVersions)
    .where(eq(splitVersions.splitId, splitId))
    .orderBy(desc(splitVersions.version))
    .limit(1);
  return version ? withPayees(db, version) : null;
}

/** Row lock on the split for the rest of the caller's transaction. */
export async function lockSplit(db: DbExecutor, splitId: number): Promise<SplitRow | null> {
  const [row] = await db.select().from(splits).where(eq(splits.id, splitId)).for('update');
  return row ?? null;
}

/**
 * Row locks on several splits for the rest of the caller's transaction, taken in id order: two
 * imports locking overlapping splits wait for each other instead of deadlocking.
 */
export async function lockSplits(db: DbExecutor, splitIds: readonly number[]): Promise<void> {
  const ids = [...new Set(splitIds)].sort((a, b) => a - b);
  for (let at = 0; at < ids.length; at += SALES_PER_QUERY) {
    await db
      .select({ id: splits.id })
      .from(splits)
      .where(inArray(splits.id, ids.slice(at, at + SALES_PER_QUERY)))
      .orderBy(asc(splits.id))
      .for('update');
  }
}

/**
 * Payee id -> the account that answers for them: the one that responded, else the confirmed owner
 * of their e-mail (an unconfirmed account with the address is treated as no account yet).
 */
export async function resolvePayeeAccounts(db: DbExecutor, payees: readonly PayeeRow[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  const unknown = payees.filter((payee) => payee.userId === null);
  for (const payee of payees) if (payee.userId !== null) result.set(payee.id, payee.userId);
  if (unknown.length === 0) return result;
  const found = await findConfirmedOwners(
    db,
    unknown.map((payee) => payee.email),
  );
  const byEmail = new Map(found.map((user) => [user.email.toLowerCase(), user.id]));
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
export async function tracksWithSplits(
  db: DbExecutor,
  pairs: readonly { trackId: number; ownerUserId: number }[],
): Promise<Set<string>> {
  const found = new Set<string>();
  if (pairs.length === 0) return found;
  const trackIds = [...new Set(pairs.map((p) => p.trackId))];
  for (let i = 0; i < trackIds.length; i += 10_000) {
    const rows = await db
      .selectDistinct({ trackId: splits.trackId, ownerUserId: splits.ownerUserId })
      .from(splits)
      .where(inArray(splits.trackId, trackIds.slice(i, i + 10_000)));
    for (const row of rows) found.add(splitPairKey(row.trackId, row.ownerUserId));
  }
  return found;
}

export function splitPairKey(trackId: number, ownerUserId: number): string {
  return `${trackId}|${ownerUserId}`;
}

/** Whether the owner has offered a split (any version, any answer) to this address. */
export async function hasOfferedSplitTo(db: DbExecutor, ownerUserId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: splitPayees.id })
    .from(splitPayees)
    .innerJoin(splitVersions, eq(splitVersions.id, splitPayees.versionId))
    .innerJoin(splits, eq(splits.id, splitVersions.splitId))
    .where(and(eq(splits.ownerUserId, ownerUserId), eq(splitPayees.email, email.toLowerCase())))
    .limit(1);
  return !!row;
}

/** Of these tracks, the ones with an active split (the pickers disable them for a new split). */
export async function findTracksWithActiveSplit(db: DbExecutor, trackIds: readonly number[]): Promise<Set<number>> {
  if (trackIds.length === 0) return new Set();
  const rows = await db
    .select({ trackId: splits.trackId })
    .from(splits)
    .where(and(inArray(splits.trackId, [...new Set(trackIds)]), eq(splits.status, 'active')));
  return new Set(rows.map((row) => row.trackId));
}

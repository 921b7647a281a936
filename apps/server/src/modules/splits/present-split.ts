import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatMicros, formatShare, resolveDisplayName, type SplitPayee, type SplitSubmission } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { users } from '../auth/tables.js';
import { coverUrls } from '../releases/index.js';
import { releases, tracks } from '../releases/tables.js';
import { findLatestVersion } from './split-queries.js';
import { splitHolds, splitPayees, splits, splitVersions } from './tables.js';

type UserLike = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'displayName' | 'firstName' | 'lastName' | 'artistName' | 'profileImage'
>;

function person(user: UserLike) {
  // The payout e-mail is the account e-mail: payout methods belong to the payouts area.
  return { id: user.id, name: resolveDisplayName(user), avatar: user.profileImage, payoutEmail: user.email };
}

/** Unsettled held money per split and payee e-mail, across all versions of the split. */
async function heldBySplitAndEmail(db: DbExecutor, splitIds: number[]): Promise<Map<string, bigint>> {
  const rows = await db
    .select({
      splitId: splitVersions.splitId,
      email: splitPayees.email,
      total: sql<string>`sum(${splitHolds.amountMicros})`,
    })
    .from(splitHolds)
    .innerJoin(splitPayees, eq(splitPayees.id, splitHolds.payeeId))
    .innerJoin(splitVersions, eq(splitVersions.id, splitPayees.versionId))
    .where(and(inArray(splitVersions.splitId, splitIds), isNull(splitHolds.settledAt)))
    .groupBy(splitVersions.splitId, splitPayees.email);
  return new Map(rows.map((row) => [`${row.splitId}|${row.email}`, BigInt(row.total)]));
}

/** Splits as the spec's "split submission" (§3), in the order of `splitIds`; payees of the newest version. */
export async function loadSubmissions(db: DbExecutor, splitIds: number[]): Promise<SplitSubmission[]> {
  if (splitIds.length === 0) return [];
  const heads = await db
    .select({ split: splits, track: tracks, release: releases, owner: users })
    .from(splits)
    .innerJoin(tracks, eq(tracks.id, splits.trackId))
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .innerJoin(users, eq(users.id, splits.ownerUserId))
    .where(inArray(splits.id, splitIds));
  const held = await heldBySplitAndEmail(db, splitIds);
  const versions = new Map(
    await Promise.all(splitIds.map(async (id) => [id, await findLatestVersion(db, id)] as const)),
  );
  const emails = [
    ...new Set([...versions.values()].flatMap((loaded) => loaded?.payees.map((payee) => payee.email) ?? [])),
  ];
  const payeeUsers =
    emails.length === 0
      ? []
      : await db
          .select()
          .from(users)
          .where(inArray(sql`lower(${users.email})`, emails));
  const userByEmail = new Map(payeeUsers.map((user) => [user.email.toLowerCase(), user]));

  const byId = new Map(heads.map((head) => [head.split.id, head]));
  return splitIds.flatMap((id): SplitSubmission[] => {
    const head = byId.get(id);
    const loaded = versions.get(id);
    if (!head || !loaded) return [];
    const { split, track, release, owner } = head;
    const recoup = loaded.recoup;
    const payees = loaded.payees.map((payee): SplitPayee => {
      const user = userByEmail.get(payee.email);
      const isRecoupPayee = recoup?.payeeEmail === payee.email;
      return {
        splitId: split.id,
        email: payee.email,
        share: formatShare(payee.shareBasisPoints),
        name: user ? resolveDisplayName(user) : null,
        avatar: user?.profileImage ?? null,
        isUser: !!user,
        verifiedInvestor: false,
        verifiedCharity: false,
        status: payee.status,
        respondedAt: payee.respondedAt?.toISOString() ?? null,
        held: formatMicros(held.get(`${split.id}|${payee.email}`) ?? 0n, 6),
        condition: isRecoupPayee && recoup ? { type: 'recoup', value: formatMicros(recoup.amountMicros, 6) } : null,
      };
    });
    return [
      {
        id: split.id,
        createdAt: split.createdAt.toISOString(),
        active: split.status === 'active',
        cover: coverUrls(release.artworkFileId)?.plain ?? null,
        version: loaded.version.version,
        effectiveFrom: loaded.version.effectiveFrom,
        endedOn: split.endedOn,
        track: {
          id: track.id,
          title: track.title,
          isrc: track.isrc,
          artists: track.artists.map((artist) => artist.name),
          version: track.version,
        },
        release: { id: release.id, title: release.title, upc: release.upc },
        owner: person(owner),
        condition: recoup
          ? {
              type: 'recoup',
              state: recoup.recoupedMicros >= recoup.amountMicros ? 'recouped' : 'recouping',
              data: {
                email: recoup.payeeEmail,
                amount: formatMicros(recoup.amountMicros, 6),
                recouped: formatMicros(recoup.recoupedMicros, 6),
              },
            }
          : null,
        payees,
      },
    ];
  });
}

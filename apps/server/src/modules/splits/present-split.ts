import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatMicros, formatShare, resolveDisplayName, type SplitPayee, type SplitSubmission } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { findUsersByIds, type UserRow } from '../auth/index.js';
import { findConfirmedOwners } from './invited-address.js';
import { coverUrls, findTracksWithReleases } from '../releases/index.js';
import { findLatestVersion } from './split-queries.js';
import { splitHolds, splitPayees, splits, splitVersions } from './tables.js';

type UserLike = Pick<
  UserRow,
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

/** Each split with its track, the track's release and the split's owner (a split whose track or owner is gone is left out). */
async function loadHeads(db: DbExecutor, splitIds: number[]) {
  const splitRows = await db.select().from(splits).where(inArray(splits.id, splitIds));
  const [tracks, owners] = await Promise.all([
    findTracksWithReleases(
      db,
      splitRows.map((split) => split.trackId),
    ),
    findUsersByIds(
      db,
      splitRows.map((split) => split.ownerUserId),
    ),
  ]);
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  return splitRows.flatMap((split) => {
    const found = tracks.get(split.trackId);
    const owner = ownerById.get(split.ownerUserId);
    return found && owner ? [{ split, track: found.track, release: found.release, owner }] : [];
  });
}

/** Splits in the API's split submission shape, in the order of `splitIds`; payees of the newest version. */
export async function loadSubmissions(db: DbExecutor, splitIds: number[]): Promise<SplitSubmission[]> {
  if (splitIds.length === 0) return [];
  const heads = await loadHeads(db, splitIds);
  const held = await heldBySplitAndEmail(db, splitIds);
  const versions = new Map(
    await Promise.all(splitIds.map(async (id) => [id, await findLatestVersion(db, id)] as const)),
  );
  const emails = [
    ...new Set([...versions.values()].flatMap((loaded) => loaded?.payees.map((payee) => payee.email) ?? [])),
  ];
  // A payee's name shows once the address's owner confirmed it, not the name a squatter chose.
  const payeeUsers = await findConfirmedOwners(db, emails);
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

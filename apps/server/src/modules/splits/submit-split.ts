import { and, desc, eq } from 'drizzle-orm';
import {
  checkSplitPayees,
  isoDay,
  parseMicros,
  parseShare,
  type SplitSubmission,
  type SubmitSplitRequest,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import type { UserRow } from '../auth/index.js';
import { reserveMail } from '../outbound-mail/index.js';
import { findOwnTrack } from '../releases/index.js';
import { findLatestVersion, type LoadedVersion } from './split-queries.js';
import { inviteSplitPayees } from './split-invitations.js';
import { loadSubmissions } from './present-split.js';
import { splitPayees, splitRecoups, splits, splitVersions } from './tables.js';

interface NewPayee {
  email: string;
  shareBasisPoints: number;
}

/** The owner's track, or 404 for a track that does not exist or is someone else's. */
export async function findOwnedTrack(deps: AppDeps, trackId: number, ownerUserId: number) {
  const row = await findOwnTrack(deps.db, ownerUserId, trackId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such track' });
  return row;
}

/** Keeps the recoup row (and its progress) when the condition is unchanged; a new one starts at 0. */
function sameRecoup(previous: LoadedVersion | null, recoup: { email: string; amountMicros: bigint } | null): boolean {
  if (!recoup) return previous?.recoup == null;
  return (
    !!previous?.recoup &&
    previous.recoup.payeeEmail === recoup.email &&
    previous.recoup.amountMicros === recoup.amountMicros
  );
}

/**
 * POST split/submit: creates version 1 of the track's split, or the next version of its active
 * split. A payee keeps their answer when neither their share nor their recoup condition changed;
 * anyone new or changed is asked (again). The rest of the earnings is the owner's.
 */
export async function submitSplit(deps: AppDeps, owner: UserRow, input: SubmitSplitRequest): Promise<SplitSubmission> {
  const errors = checkSplitPayees({ payees: input.payees, ownerEmail: owner.email, recoupEmail: input.recoup?.email });
  if (Object.keys(errors).length > 0)
    throw new AppError('VALIDATION', { message: Object.values(errors).flat()[0], errors });
  await findOwnedTrack(deps, input.trackId, owner.id);

  const payees: NewPayee[] = input.payees.map((payee) => {
    const share = parseShare(payee.share);
    if (!share.ok) throw fieldError('payees', share.message); // the contract already refused these
    return { email: payee.email, shareBasisPoints: share.basisPoints };
  });
  const recoup = input.recoup
    ? { email: input.recoup.email, amountMicros: parseMicros(String(input.recoup.amount)) }
    : null;
  const now = deps.clock.now();
  const effectiveFrom = input.effectiveFrom ?? isoDay(now);

  const { splitId, invited } = await deps.db.transaction(async (tx) => {
    // The active split row, locked: two edits of one split are serialised.
    let [split] = await tx
      .select()
      .from(splits)
      .where(and(eq(splits.trackId, input.trackId), eq(splits.status, 'active')))
      .for('update');
    if (!split) {
      [split] = await tx
        .insert(splits)
        .values({ trackId: input.trackId, ownerUserId: owner.id, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!split)
        throw new AppError('CONFLICT', { message: "This track's split was just changed. Reload and try again" });
    }
    const previous = await findLatestVersion(tx, split.id);
    if (previous && effectiveFrom < previous.version.effectiveFrom) {
      throw fieldError(
        'effectiveFrom',
        `A new version cannot start before the current one (${previous.version.effectiveFrom})`,
      );
    }
    const keepRecoup = sameRecoup(previous, recoup);
    let recoupId: number | null = keepRecoup ? (previous?.recoup?.id ?? null) : null;
    if (recoup && !keepRecoup) {
      [{ id: recoupId }] = await tx
        .insert(splitRecoups)
        .values({ splitId: split.id, payeeEmail: recoup.email, amountMicros: recoup.amountMicros })
        .returning({ id: splitRecoups.id });
    }
    const [latest] = await tx
      .select({ version: splitVersions.version })
      .from(splitVersions)
      .where(eq(splitVersions.splitId, split.id))
      .orderBy(desc(splitVersions.version))
      .limit(1);
    const [version] = await tx
      .insert(splitVersions)
      .values({
        splitId: split.id,
        version: (latest?.version ?? 0) + 1,
        effectiveFrom,
        recoupId,
        createdAt: now,
      })
      .returning();

    const asked: string[] = [];
    const rows = payees.map((payee) => {
      const before = previous?.payees.find((row) => row.email === payee.email);
      const recoupTouches =
        !keepRecoup && (payee.email === recoup?.email || payee.email === previous?.recoup?.payeeEmail);
      const unchanged = before && before.shareBasisPoints === payee.shareBasisPoints && !recoupTouches;
      if (!unchanged) asked.push(payee.email);
      return {
        versionId: version.id,
        email: payee.email,
        shareBasisPoints: payee.shareBasisPoints,
        status: unchanged ? before.status : ('pending' as const),
        userId: unchanged ? before.userId : null,
        respondedAt: unchanged ? before.respondedAt : null,
      };
    });
    await tx.insert(splitPayees).values(rows);
    // Over the invitation limits nothing is saved: the owner can retry once the wait is over.
    await reserveMail(deps, 'split-invitation', { userId: owner.id }, asked, tx);
    return { splitId: split.id, invited: asked };
  });

  const [submission] = await loadSubmissions(deps.db, [splitId]);
  await inviteSplitPayees(deps, owner, submission, invited);
  return submission;
}

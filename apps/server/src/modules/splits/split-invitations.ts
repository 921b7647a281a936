import { MAILED_PATHS, resolveDisplayName, type SplitSubmission } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { UserRow } from '../auth/index.js';
import { createNotification } from '../notifications/index.js';
import { findNoticeAddresses } from '../profile/index.js';
import { findConfirmedOwners } from './invited-address.js';

function trackLabel(submission: SplitSubmission): string {
  return `"${submission.track.title}"${submission.track.version ? ` (${submission.track.version})` : ''}`;
}

const idsByEmail = (rows: UserRow[]) => new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));

async function accountsOf(deps: AppDeps, emails: string[]): Promise<Map<string, number>> {
  return idsByEmail(await findConfirmedOwners(deps.db, emails));
}

/**
 * An e-mail to each payee asked (again), and a notification when they have an account. Sent
 * after the split is committed: a mail failure must not undo the split, so it is logged.
 */
export async function inviteSplitPayees(
  deps: AppDeps,
  owner: UserRow,
  submission: SplitSubmission,
  emails: string[],
): Promise<void> {
  const ownerName = resolveDisplayName(owner);
  const link = `${deps.config.publicUrl}${MAILED_PATHS.royaltyShares}`;
  const register = `${deps.config.publicUrl}${MAILED_PATHS.register}`;
  const owners = await findConfirmedOwners(deps.db, emails);
  const accounts = idsByEmail(owners);
  const noticeAddresses = await findNoticeAddresses(deps.db, owners);
  for (const email of emails) {
    const payee = submission.payees.find((row) => row.email === email);
    if (!payee) continue;
    const userId = accounts.get(email);
    const hasAccount = userId !== undefined;
    try {
      await deps.mailer.send({
        // An account's invitation goes to its communication address when it chose one.
        to: noticeAddresses.get(email) ?? email,
        subject: `${ownerName} shares the royalties of ${trackLabel(submission)} with you`,
        text:
          `${ownerName} offers you ${payee.share}% of the earnings of ${trackLabel(submission)} from ${submission.effectiveFrom}.\n\n` +
          (hasAccount
            ? `Accept or decline here:\n${link}\n`
            : `Create a Liner account with this e-mail address to accept:\n${register}\n`) +
          '\nYour share is kept for you until you accept.\n',
        links: [hasAccount ? link : register],
      });
    } catch (error) {
      deps.logger.warn({ err: error, splitId: submission.id }, 'split invitation mail failed');
    }
    if (hasAccount) {
      await createNotification(deps, {
        userId,
        title: `${ownerName} invited you to a royalty split of ${trackLabel(submission)}`,
        type: 'notification',
      });
    }
  }
}

/** Tells the owner how a payee answered. */
export async function notifyOwnerOfAnswer(
  deps: AppDeps,
  ownerUserId: number,
  payee: UserRow,
  trackTitle: string,
  accepted: boolean,
): Promise<void> {
  await createNotification(deps, {
    userId: ownerUserId,
    title: `${resolveDisplayName(payee)} ${accepted ? 'accepted' : 'declined'} your royalty split of "${trackTitle}"`,
    type: 'notification',
    toast: accepted ? 'success' : 'warning',
  });
}

/** Tells payees with an account that the owner ended the split. */
export async function notifySplitEnded(deps: AppDeps, submission: SplitSubmission): Promise<void> {
  const accounts = await accountsOf(
    deps,
    submission.payees.map((payee) => payee.email),
  );
  for (const userId of accounts.values()) {
    await createNotification(deps, {
      userId,
      title: `The royalty split of ${trackLabel(submission)} ends on ${submission.endedOn}`,
      type: 'notification',
    });
  }
}

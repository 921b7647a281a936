import { and, eq } from 'drizzle-orm';
import { type AreaAccess, MAILED_PATHS, MANAGER_MESSAGES, resolveDisplayName, type TeamRole } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { findUsersByEmails } from '../auth/index.js';
import { reserveMail } from '../outbound-mail/index.js';
import { findNoticeAddresses } from '../profile/index.js';
import { accountManagers } from './tables.js';
import type { ManagerRow } from './manager-rows.js';

export interface Invitation {
  email: string;
  kind: ManagerRow['kind'];
  teamRole: TeamRole | null;
  access: AreaAccess;
}

/**
 * Invites someone to act for the actor's account, as a manager or a team member. An address that
 * already has an account gets a mail saying the invitation waits on their dashboard; a new address
 * gets a mail inviting them to register with it first. The invitation stays pending until answered.
 */
export async function inviteToAccount(
  deps: AppDeps,
  inviter: Pick<Actor, 'account' | 'accountId'> & { user: { id: number } },
  invitation: Invitation,
): Promise<ManagerRow> {
  const actor = inviter;
  const email = invitation.email.trim().toLowerCase();
  if (email === actor.account.email.toLowerCase()) throw fieldError('email', MANAGER_MESSAGES.notYourself);
  const [existing] = await findUsersByEmails(deps.db, [email]);
  const row = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: accountManagers.id })
      .from(accountManagers)
      .where(and(eq(accountManagers.accountId, actor.accountId), eq(accountManagers.email, email)))
      .limit(1);
    if (taken) throw fieldError('email', MANAGER_MESSAGES.alreadyManager);
    await reserveMail(deps, 'manager-invitation', { userId: actor.user.id }, [email], tx);
    const [inserted] = await tx
      .insert(accountManagers)
      .values({
        accountId: actor.accountId,
        email,
        kind: invitation.kind,
        teamRole: invitation.teamRole,
        status: 'pending',
        permissions: invitation.access,
        invitedAt: deps.clock.now(),
      })
      .returning();
    return inserted;
  });
  const accountName = resolveDisplayName(actor.account);
  const what = invitation.kind === 'team-member' ? 'join its team' : 'manage its account';
  const link = `${deps.config.publicUrl}${existing ? MAILED_PATHS.portalHome : MAILED_PATHS.register}`;
  const next = existing
    ? `Sign in to Liner: the invitation waits for your answer on your dashboard.\n${link}`
    : `Create your Liner account with this e-mail address (${email}), then answer the invitation on your dashboard.\n${link}`;
  // An account's invitation goes to its communication address when it chose one; the limits
  // above still count the invited address.
  const noticeAddresses = await findNoticeAddresses(deps.db, existing ? [existing] : []);
  await deps.mailer.send({
    to: noticeAddresses.get(email) ?? email,
    subject: `${accountName} invites you to ${what} on Liner`,
    text: `${accountName} invites you to ${what} on Liner.\n\n${next}\n\nIf you do not know ${accountName}, ignore this message.\n`,
    links: [link],
  });
  return row;
}

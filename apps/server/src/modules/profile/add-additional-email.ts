import { and, count, eq } from 'drizzle-orm';
import {
  ADDITIONAL_EMAIL_LINK_HOURS,
  ADDITIONAL_EMAIL_MESSAGES,
  type AddAdditionalEmailRequest,
  MAX_ADDITIONAL_EMAILS,
} from '@liner/domain';
import { hashToken, newToken } from '../../platform/crypto.js';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import type { UserRow } from '../auth/index.js';
import { reserveMail } from '../outbound-mail/index.js';
import { additionalEmails } from './tables.js';

/**
 * Adds an address (or sends a new link to one not confirmed yet) and mails it a confirmation
 * link to the signed-in page profile/verify/{token}. Only the link's hash is stored.
 */
export async function addAdditionalEmail(
  deps: AppDeps,
  user: UserRow,
  input: AddAdditionalEmailRequest,
): Promise<string> {
  if (input.email === user.email.toLowerCase()) throw fieldError('email', ADDITIONAL_EMAIL_MESSAGES.sameAsSignIn);
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + ADDITIONAL_EMAIL_LINK_HOURS * 3_600_000);
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(additionalEmails)
      .where(and(eq(additionalEmails.userId, user.id), eq(additionalEmails.email, input.email)));
    if (existing?.confirmedAt) throw fieldError('email', ADDITIONAL_EMAIL_MESSAGES.alreadyAdded);
    if (!existing) {
      const [{ total }] = await tx
        .select({ total: count() })
        .from(additionalEmails)
        .where(eq(additionalEmails.userId, user.id));
      if (total >= MAX_ADDITIONAL_EMAILS) throw fieldError('email', ADDITIONAL_EMAIL_MESSAGES.tooMany);
    }
    await reserveMail(deps, 'additional-email-confirmation', { userId: user.id }, [input.email], tx);
    if (existing)
      await tx
        .update(additionalEmails)
        .set({ tokenHash: hashToken(token), tokenExpiresAt: expiresAt })
        .where(eq(additionalEmails.id, existing.id));
    else
      await tx.insert(additionalEmails).values({
        userId: user.id,
        email: input.email,
        tokenHash: hashToken(token),
        tokenExpiresAt: expiresAt,
        createdAt: now,
      });
  });
  const link = `${deps.config.publicUrl}/user-portal/profile/verify/${token}`;
  await deps.mailer.send({
    to: input.email,
    subject: 'Confirm your e-mail address',
    text: `Someone signed in to Liner as ${user.email} added this address to their account.\n\nConfirm it here (the link works for ${ADDITIONAL_EMAIL_LINK_HOURS} hours, while signed in):\n${link}\n\nIf it was not you, ignore this message.`,
    links: [link],
  });
  return ADDITIONAL_EMAIL_MESSAGES.sent;
}

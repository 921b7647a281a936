import type { AppDeps } from '../../platform/deps.js';
import type { UserRow } from '../auth/index.js';
import { findOperatorIds } from '../auth/index.js';
import { createNotification } from '../notifications/index.js';

/** Operators hear that photos wait for them in the identity queue. */
export async function notifyOperatorsOfSubmission(deps: AppDeps, user: UserRow): Promise<void> {
  for (const operatorId of await findOperatorIds(deps.db)) {
    if (operatorId === user.id) continue;
    await createNotification(deps, {
      userId: operatorId,
      title: `${user.email} sent identity documents for review (Identity checks).`,
      type: 'message',
      toast: 'info',
    });
  }
}

/** The person hears the outcome of their check, whoever decided it. */
export async function notifyOutcome(
  deps: AppDeps,
  userId: number,
  outcome: 'approved' | 'rejected' | 'bypassed',
  reason: string | null,
): Promise<void> {
  if (outcome === 'approved')
    await createNotification(deps, {
      userId,
      title: 'Your identity is verified.',
      message: 'Thank you: nothing more is needed from you.',
      type: 'security',
      toast: 'success',
    });
  else if (outcome === 'bypassed')
    await createNotification(deps, {
      userId,
      title: 'Identity verification is no longer needed for your account.',
      type: 'security',
      toast: 'info',
    });
  else
    await createNotification(deps, {
      userId,
      title: 'Your identity verification was not accepted.',
      message: `${reason ?? 'The document could not be verified'}. Open Settings > Identity verification to try again.`,
      type: 'security',
      toast: 'warning',
    });
}

import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import type { IdentityCheckRow } from './identity-checks.js';
import type { HostedIdentityOutcome } from './identity-provider.js';
import { notifyOutcome } from './identity-notifications.js';
import { identityVerifications } from './tables.js';

/** A hosted check still open: what the provider says may change it. */
const OPEN = ['requested', 'processing'] as const;

/**
 * Applies what the hosted provider says about a check. Only an open check changes, so a webhook
 * delivered twice (or a refresh racing it) changes and notifies once; an operator's bypass is
 * never undone by the provider.
 */
export async function applyHostedOutcome(
  deps: AppDeps,
  check: IdentityCheckRow,
  outcome: HostedIdentityOutcome,
): Promise<IdentityCheckRow> {
  if (outcome.status === check.status) return check;
  const now = deps.clock.now();
  const [updated] = await deps.db
    .update(identityVerifications)
    .set({
      status: outcome.status,
      responseCode: outcome.responseCode,
      rejectedReason: outcome.status === 'rejected' ? outcome.reason : null,
      submittedAt: check.submittedAt ?? (outcome.status === 'requested' ? null : now),
      reviewedAt: outcome.status === 'approved' || outcome.status === 'rejected' ? now : null,
    })
    .where(and(eq(identityVerifications.id, check.id), inArray(identityVerifications.status, [...OPEN])))
    .returning();
  if (!updated) return check;
  if (updated.status === 'approved' || updated.status === 'rejected')
    await notifyOutcome(deps, updated.userId, updated.status, updated.rejectedReason);
  return updated;
}

export function isOpenHostedCheck(check: IdentityCheckRow): boolean {
  return (
    check.provider !== 'review' &&
    check.providerReference !== null &&
    (OPEN as readonly string[]).includes(check.status)
  );
}

import { and, eq, inArray } from 'drizzle-orm';
import {
  IDENTITY_MESSAGES,
  IdentityDecisionRequest,
  type IdentityCheckStatus,
  type IdentityDecision,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { UserRow } from '../auth/index.js';
import { recordAuditEntry } from '../audit/index.js';
import { latestCheck } from './identity-checks.js';
import { notifyOutcome } from './identity-notifications.js';
import { findCheck } from './review-queue.js';
import { identityVerifications } from './tables.js';

const OUTCOME: Record<IdentityDecision, 'approved' | 'rejected' | 'bypassed'> = {
  approve: 'approved',
  reject: 'rejected',
  bypass: 'bypassed',
};

/** The response code an operator's decision leaves, beside the hosted provider's own codes. */
const RESPONSE_CODE: Record<IdentityDecision, string> = {
  approve: 'verified',
  reject: 'rejected_by_operator',
  bypass: 'bypassed_by_operator',
};

/**
 * Which checks a decision may close. Approving or rejecting needs the photos in front of the
 * operator; bypassing lets a person through whatever their latest check says (a hosted provider
 * that keeps failing on a valid document), except one already verified or bypassed.
 */
const DECIDABLE: Record<IdentityDecision, IdentityCheckStatus[]> = {
  approve: ['submitted'],
  reject: ['submitted'],
  bypass: ['requested', 'submitted', 'processing', 'rejected'],
};

/**
 * An operator's decision on a check: who decided and when stay on the row, the account's audit
 * trail says so, and the person is told the outcome (with the reason of a rejection).
 */
export async function decideVerification(
  deps: AppDeps,
  operator: UserRow,
  checkId: number,
  input: IdentityDecisionRequest,
): Promise<{ id: number; status: IdentityCheckStatus }> {
  const { decision, reason } = IdentityDecisionRequest.parse(input);
  const check = await findCheck(deps, checkId);
  const latest = await latestCheck(deps.db, check.userId);
  if (latest?.id !== check.id || !DECIDABLE[decision].includes(check.status))
    throw new AppError('CONFLICT', { message: IDENTITY_MESSAGES.notWaiting, reason: 'NOT_WAITING' });
  const status = OUTCOME[decision];
  const rejectedReason = decision === 'reject' ? (reason ?? null) : null;
  const [updated] = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(identityVerifications)
      .set({
        status,
        responseCode: RESPONSE_CODE[decision],
        rejectedReason,
        reviewedBy: operator.id,
        reviewedAt: deps.clock.now(),
      })
      // Of two operators deciding at once, the second finds it decided.
      .where(and(eq(identityVerifications.id, check.id), inArray(identityVerifications.status, DECIDABLE[decision])))
      .returning();
    if (rows.length === 0)
      throw new AppError('CONFLICT', { message: IDENTITY_MESSAGES.notWaiting, reason: 'NOT_WAITING' });
    await recordAuditEntry(
      deps,
      {
        accountId: check.userId,
        actorUserId: operator.id,
        method: 'POST',
        path: '/api/admin/identity-checks/:id/decision',
        action: `Identity verification ${status} by an operator`,
      },
      tx,
    );
    return rows;
  });
  await notifyOutcome(deps, check.userId, status, rejectedReason);
  return { id: updated.id, status: updated.status };
}

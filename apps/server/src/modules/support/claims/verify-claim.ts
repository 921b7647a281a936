import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  SUPPORT_CLAIM_LIMITS,
  SUPPORT_CLAIM_MESSAGES as M,
  type SupportClaimKind,
  type SupportClaimVerified,
  supportClaimDescription,
  supportClaimLines,
  supportClaimSubject,
} from '@liner/domain';
import type { AppDeps } from '../../../platform/deps.js';
import { sealedCodeMatches } from '../../../platform/crypto.js';
import { fieldError } from '../../../platform/errors.js';
import { commentFromText } from '../comment-body.js';
import { openTicket } from '../open-ticket.js';
import { receiptMessage, sendReserved } from '../support-mail.js';
import { type SupportClaimRow, supportClaims, type SupportTicketRow } from '../tables.js';

async function findClaim(deps: AppDeps, kind: SupportClaimKind, reference: string): Promise<SupportClaimRow> {
  const [claim] = await deps.db
    .select()
    .from(supportClaims)
    .where(and(eq(supportClaims.reference, reference), eq(supportClaims.kind, kind)))
    .limit(1);
  if (!claim) throw fieldError('reference', M.reference);
  return claim;
}

/** A wrong code spends a try; the fifth locks the claim. */
async function spendTry(deps: AppDeps, claim: SupportClaimRow): Promise<never> {
  const [spent] = await deps.db
    .update(supportClaims)
    .set({ codeAttempts: sql`${supportClaims.codeAttempts} + 1` })
    .where(eq(supportClaims.id, claim.id))
    .returning({ attempts: supportClaims.codeAttempts });
  throw fieldError('code', spent.attempts >= SUPPORT_CLAIM_LIMITS.maxCodeAttempts ? M.codeLocked : M.codeWrong);
}

/**
 * POST support/verify/{kind}: the e-mailed code turns the pending claim into a support ticket of
 * its kind (source the same), its first message written from the form's fields, and the requester
 * gets the usual receipt. A used, expired, locked or wrong code, or one for another reference,
 * answers 422 on `code`; an unknown reference (or one of another kind) on `reference`.
 */
export async function verifySupportClaim(
  deps: AppDeps,
  kind: SupportClaimKind,
  input: { reference: string; code: string },
): Promise<SupportClaimVerified> {
  const claim = await findClaim(deps, kind, input.reference);
  const now = deps.clock.now();
  if (claim.verifiedAt !== null || claim.codeHash === null) throw fieldError('code', M.codeUsed);
  if (claim.codeAttempts >= SUPPORT_CLAIM_LIMITS.maxCodeAttempts) throw fieldError('code', M.codeLocked);
  if (claim.codeExpiresAt <= now) throw fieldError('code', M.codeExpired);
  if (!sealedCodeMatches(claim.codeHash, input.code)) return spendTry(deps, claim);

  const ticket = await openClaimTicket(deps, claim);
  // The code mail's reservation stands for the receipt: one verified claim mails once more.
  await sendReserved(deps, receiptMessage(deps, ticket));
  return {
    message: M.verified,
    ticket_id: ticket.id,
    ticket_path: ticket.requesterId === null ? null : `/support/message/${ticket.id}`,
  };
}

/**
 * Turns a pending claim into its ticket (kind and source of the claim, the first message written
 * from its fields) and marks it verified, in one transaction. Conditional on still unverified, so
 * two requests with the right code cannot both open a ticket.
 */
export async function openClaimTicket(deps: AppDeps, claim: SupportClaimRow): Promise<SupportTicketRow> {
  const now = deps.clock.now();
  const description = supportClaimDescription(claim.reference, supportClaimLines(claim.details));
  return deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(supportClaims)
      .set({ verifiedAt: now, codeHash: null })
      .where(
        and(
          eq(supportClaims.id, claim.id),
          isNull(supportClaims.verifiedAt),
          lt(supportClaims.codeAttempts, SUPPORT_CLAIM_LIMITS.maxCodeAttempts),
        ),
      )
      .returning({ id: supportClaims.id });
    if (!used) throw fieldError('code', M.codeUsed);
    const opened = await openTicket(tx, {
      requesterId: claim.accountId,
      requesterEmail: claim.contactEmail,
      requesterName: claim.contactName,
      subject: supportClaimSubject(claim.details),
      description,
      firstComment: commentFromText(description),
      author: { id: claim.accountId, name: claim.contactName, agent: false },
      status: 'new',
      kind: claim.kind,
      source: claim.kind,
      at: now,
    });
    await tx.update(supportClaims).set({ ticketId: opened.id }).where(eq(supportClaims.id, claim.id));
    return opened;
  });
}

import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  acceptsReplies,
  allowedDmcaDecisions,
  type DecideSupportClaimRequest,
  DMCA_DECIDED_MESSAGES,
  DMCA_DECISION_LABELS,
  DMCA_STATE_AFTER,
  DMCA_TICKET_STATUS_AFTER,
  type DmcaDecision,
  SUPPORT_CLAIM_MESSAGES as M,
  SUPPORT_MESSAGES,
  type SupportClaimDecided,
} from '@liner/domain';
import type { AppDeps } from '../../../platform/deps.js';
import { AppError, fieldError } from '../../../platform/errors.js';
import type { Actor } from '../../../platform/request-auth.js';
import { takeDownOnNotice } from '../../release-review/index.js';
import { escapeHtml } from '../comment-body.js';
import { requireTicket } from '../find-ticket.js';
import { replyAsAgent, setTicketStatus } from '../operator-writes.js';
import { presentClaim, requireClaimOfTicket } from './present-claim.js';
import { supportClaims } from '../tables.js';

type DecideInput = z.output<typeof DecideSupportClaimRequest>;

/** The internal note a decision leaves on the ticket: what was decided, on what, and why. */
function decisionNote(decision: DmcaDecision, note: string, releaseId: number | null): string {
  const release = decision === 'take-down' && releaseId !== null ? ` (release #${releaseId})` : '';
  const why = escapeHtml(note).replace(/\n/g, '<br />');
  return `<p><strong>${DMCA_DECISION_LABELS[decision]}</strong>${release}</p><p>${why}</p>`;
}

/**
 * POST admin/support/claims/decide: a DMCA notice's next step. A takedown goes through the
 * release-review area (the matched release leaves the stores); every decision is kept as the
 * claim's state, an internal note on the ticket and the ticket's new state (solved after a
 * takedown or a rejection, on hold once a counter-notice came). A decision the notice's state
 * does not allow answers 409; the disputes take none (their conversation is the ticket's).
 */
export async function decideSupportClaim(
  deps: AppDeps,
  actor: Actor,
  input: DecideInput,
): Promise<SupportClaimDecided> {
  const ticket = await requireTicket(deps.db, input.ticket_id);
  const claim = await requireClaimOfTicket(deps.db, ticket.id);
  if (!acceptsReplies(ticket.status)) throw new AppError('CONFLICT', { message: SUPPORT_MESSAGES.closed });
  if (claim.state === null) throw fieldError('decision', M.decisionNotAllowed);
  const allowed = allowedDmcaDecisions(claim.state, claim.matchedReleaseId !== null);
  if (!allowed.includes(input.decision)) {
    if (input.decision === 'take-down' && claim.matchedReleaseId === null)
      throw fieldError('decision', M.noMatchedRelease);
    throw new AppError('CONFLICT', { message: M.decisionNotAllowed });
  }
  if (input.decision === 'take-down' && claim.matchedReleaseId !== null)
    await takeDownOnNotice(deps, actor.user.id, claim.matchedReleaseId, `DMCA notice ${claim.reference}`);

  const [decided] = await deps.db
    .update(supportClaims)
    .set({ state: DMCA_STATE_AFTER[input.decision], decidedBy: actor.user.id, decidedAt: deps.clock.now() })
    .where(and(eq(supportClaims.id, claim.id), eq(supportClaims.state, claim.state)))
    .returning();
  if (!decided) throw new AppError('CONFLICT', { message: M.decisionNotAllowed });
  await replyAsAgent(deps, actor, {
    id: ticket.id,
    html: decisionNote(input.decision, input.note, claim.matchedReleaseId),
    internal: true,
    attachments: [],
  });
  await setTicketStatus(deps, { id: ticket.id, status: DMCA_TICKET_STATUS_AFTER[input.decision] });
  return { message: DMCA_DECIDED_MESSAGES[input.decision], claim: await presentClaim(deps, decided) };
}

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  acceptsReplies,
  canTicketBeSolved,
  resolveDisplayName,
  SUPPORT_MESSAGES,
  statusAfterRequesterReply,
  type SupportTicketSaved,
  type UpdateSupportTicketRequest,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { findUserById } from '../auth/index.js';
import { addComment } from './add-comment.js';
import { commentBodies } from './comment-body.js';
import { loadOwnTicket } from './find-ticket.js';
import { notifyAssignee } from './notify.js';
import { presentTicket } from './present-ticket.js';
import { type SupportCommentRow, supportTickets } from './tables.js';
import { announceTicketChange } from './ticket-changed.js';

type UpdateInput = z.output<typeof UpdateSupportTicketRequest>;

/**
 * POST portal/support/tickets/update: the requester's reply, marking the ticket solved, or both.
 * A closed ticket takes neither (409); solving is refused (409) unless `canTicketBeSolved`; a
 * reply brings a pending or solved ticket back to the agents as open.
 */
export async function updateOwnTicket(deps: AppDeps, actor: Actor, input: UpdateInput): Promise<SupportTicketSaved> {
  const ticket = await loadOwnTicket(deps.db, actor, input.id, 'support.write');
  if (!acceptsReplies(ticket.status)) throw new AppError('CONFLICT', { message: SUPPORT_MESSAGES.closed });
  if (input.solved && !canTicketBeSolved(ticket.status))
    throw new AppError('CONFLICT', { message: SUPPORT_MESSAGES.cannotSolve });
  const hasReply = input.comment.length > 0 || input.attachments.length > 0;
  const person = await findUserById(deps.db, actor.user.id);
  const now = deps.clock.now();
  const { updated, comment } = await deps.db.transaction(async (tx) => {
    let current = ticket;
    let comment: SupportCommentRow | null = null;
    if (hasReply) {
      const written = await addComment(tx, current, {
        author: { id: actor.user.id, name: person ? resolveDisplayName(person) : current.requesterName, agent: false },
        bodies: commentBodies(input.comment, input.format),
        attachmentIds: input.attachments,
        attachmentAccountId: actor.accountId,
        status: statusAfterRequesterReply(current.status),
        at: now,
      });
      comment = written.comment;
      current = written.ticket;
    }
    if (!input.solved) return { updated: current, comment };
    const [solved] = await tx
      .update(supportTickets)
      .set({ status: 'solved', updatedAt: now })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    return { updated: solved, comment };
  });
  if (comment) await notifyAssignee(deps, updated, comment);
  await announceTicketChange(deps, updated);
  return {
    message: input.solved ? SUPPORT_MESSAGES.solved : SUPPORT_MESSAGES.replied,
    ticket: presentTicket(updated),
  };
}

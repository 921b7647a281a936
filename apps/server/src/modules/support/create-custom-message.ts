import {
  type CreateCustomMessageRequest,
  type OperatorTicketSaved,
  resolveDisplayName,
  SUPPORT_OPERATOR_MESSAGES,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { fieldError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { findUserById } from '../auth/index.js';
import { commentFromHtml } from './comment-body.js';
import { notifyAgentReply } from './notify.js';
import { openTicket } from './open-ticket.js';
import { presentOperatorTicket } from './present-operator-ticket.js';
import { findComments } from './find-ticket.js';
import { agentReplyMessage, requesterAddress, reserveSupportMail, sendReserved } from './support-mail.js';
import { announceTicketChange } from './ticket-changed.js';

const NO_ACCOUNT = 'No such account';

/**
 * POST admin/support/custom-messages: an operator writes first, to an account. The thread is a
 * ticket of kind custom-message, waiting for the person (pending), held by the operator; it is
 * mailed and notified like any agent reply.
 */
export async function createCustomMessage(
  deps: AppDeps,
  actor: Actor,
  input: CreateCustomMessageRequest,
): Promise<OperatorTicketSaved> {
  const account = await findUserById(deps.db, input.account_id);
  if (!account) throw fieldError('account_id', NO_ACCOUNT);
  const bodies = commentFromHtml(input.html);
  if (!bodies.text) throw fieldError('html', SUPPORT_OPERATOR_MESSAGES.html);
  const agent = await findUserById(deps.db, actor.user.id);
  const now = deps.clock.now();
  const draft = { requesterId: account.id, requesterEmail: account.email, kind: 'custom-message' as const };
  await reserveSupportMail(deps, 'support-reply', { userId: actor.user.id }, await requesterAddress(deps, draft));
  const ticket = await deps.db.transaction((tx) =>
    openTicket(tx, {
      ...draft,
      requesterName: resolveDisplayName(account),
      subject: input.subject,
      description: bodies.plain,
      firstComment: bodies,
      author: { id: actor.user.id, name: agent ? resolveDisplayName(agent) : 'Support', agent: true },
      status: 'pending',
      source: 'web',
      assigneeId: actor.user.id,
      at: now,
    }),
  );
  const [first] = await findComments(deps.db, ticket.id, false);
  await sendReserved(deps, await agentReplyMessage(deps, ticket, first));
  await notifyAgentReply(deps, ticket, first);
  await announceTicketChange(deps, ticket);
  return { message: SUPPORT_OPERATOR_MESSAGES.replied, ticket: await presentOperatorTicket(deps.db, ticket) };
}

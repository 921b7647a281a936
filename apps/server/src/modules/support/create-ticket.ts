import type { z } from 'zod';
import {
  type CreateSupportTicketRequest,
  resolveDisplayName,
  SUPPORT_MESSAGES,
  type SupportTicketSaved,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { Actor } from '../../platform/request-auth.js';
import { commentFromText } from './comment-body.js';
import { openTicket } from './open-ticket.js';
import { presentTicket } from './present-ticket.js';
import { findUserById } from '../auth/index.js';
import { announceTicketChange } from './ticket-changed.js';

type CreateInput = z.output<typeof CreateSupportTicketRequest>;

/**
 * POST portal/support/tickets/create: a ticket of the account acted for. The requester is the
 * account (its name and sign-in address); the first comment is written by the person typing,
 * who may be the account's manager.
 */
export async function createTicket(deps: AppDeps, actor: Actor, input: CreateInput): Promise<SupportTicketSaved> {
  const account = await findUserById(deps.db, actor.accountId);
  const person = actor.user.id === actor.accountId ? account : await findUserById(deps.db, actor.user.id);
  if (!account || !person) throw new Error('the signed-in account has no row');
  const ticket = await deps.db.transaction((tx) =>
    openTicket(tx, {
      requesterId: account.id,
      requesterEmail: account.email,
      requesterName: resolveDisplayName(account),
      subject: input.subject,
      description: input.description,
      firstComment: commentFromText(input.description),
      author: { id: person.id, name: resolveDisplayName(person), agent: false },
      status: 'new',
      kind: 'general',
      source: 'web',
      attachmentIds: input.attachments,
      attachmentAccountId: account.id,
      at: deps.clock.now(),
    }),
  );
  await announceTicketChange(deps, ticket);
  return { message: SUPPORT_MESSAGES.created, ticket: presentTicket(ticket) };
}

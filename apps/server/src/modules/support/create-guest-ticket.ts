import type { z } from 'zod';
import { type GuestSupportTicketRequest, type GuestSupportTicketResponse, SUPPORT_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { assertCaptchaSolved } from '../auth/index.js';
import { commentFromText } from './comment-body.js';
import { openTicket } from './open-ticket.js';
import { receiptMessage, reserveSupportMail, sendReserved } from './support-mail.js';
import { announceTicketChange } from './ticket-changed.js';

type GuestInput = z.output<typeof GuestSupportTicketRequest>;

/**
 * POST support/tickets/create without signing in: the robot check as sign-up has it, then the
 * receipt mail's limits (per client address and per recipient) bound how often the form can be
 * used, before anything is written. The guest gets a receipt whose Reply-To threads their answers.
 */
export async function createGuestTicket(
  deps: AppDeps,
  input: GuestInput,
  client: { ip: string },
): Promise<GuestSupportTicketResponse> {
  await assertCaptchaSolved(deps, input.captcha);
  await reserveSupportMail(deps, 'support-receipt', { ip: client.ip }, input.email);
  const ticket = await deps.db.transaction((tx) =>
    openTicket(tx, {
      requesterId: null,
      requesterEmail: input.email,
      requesterName: input.name,
      subject: input.subject,
      description: input.description,
      firstComment: commentFromText(input.description),
      author: { id: null, name: input.name, agent: false },
      status: 'new',
      kind: 'general',
      source: 'guest',
      at: deps.clock.now(),
    }),
  );
  await sendReserved(deps, receiptMessage(deps, ticket));
  await announceTicketChange(deps, ticket);
  return { message: SUPPORT_MESSAGES.guestCreated };
}

import {
  acceptsReplies,
  canTicketBeSolved,
  HELP_DESK_MESSAGES,
  resolveDisplayName,
  SUPPORT_MESSAGES,
  type SupportListStatus,
  type SupportTicket,
  statusAfterRequesterReply,
} from '@liner/domain';
import type { AppDeps } from '../../../platform/deps.js';
import { AppError, fieldError } from '../../../platform/errors.js';
import { pageOf } from '../../../platform/page-of.js';
import { authorize, authorizeFound } from '../../../platform/permissions/authorize.js';
import type { Actor } from '../../../platform/request-auth.js';
import { assertCaptchaSolved, findUserById } from '../../auth/index.js';
import { commentBodies, commentFromText } from '../comment-body.js';
import { reserveSupportMail } from '../support-mail.js';
import type { HelpDesk } from './help-desk.js';
import type { ZendeskClient, ZendeskNewComment, ZendeskTicket } from './zendesk-client.js';
import { throughZendesk, ZendeskError } from './zendesk-error.js';
import { presentZendeskComments, presentZendeskTicket, type TicketRequester } from './zendesk-present.js';
import { statusFromZendesk, statusToZendesk } from './zendesk-status.js';

/** Zendesk's largest page of a list. */
const ZENDESK_PAGE_MAX = 100;
/**
 * A list of one state reads the requester's tickets 100 at a time and keeps that state's: at most
 * this many pages (1,000 tickets), far past what one person asks. Zendesk's search could filter,
 * but it indexes a new ticket only minutes later, and the list must show the ticket just written.
 */
const STATE_SCAN_PAGES = 10;

/**
 * The requesters' side over Zendesk: each Liner account is the Zendesk end user with its sign-in
 * address (created when it first writes), the tickets it requested are its tickets, and Zendesk's
 * ticket ids are the ids the pages use. Liner's state rules still apply before Zendesk is asked.
 */
export function createZendeskDesk(deps: AppDeps, client: ZendeskClient): HelpDesk {
  const zendesk = <T>(work: () => Promise<T>) => throughZendesk(deps.logger, work);

  async function requesterOf(actor: Actor): Promise<TicketRequester> {
    const account = await findUserById(deps.db, actor.accountId);
    if (!account) throw new Error('the signed-in account has no row');
    return { accountId: account.id, email: account.email.toLowerCase(), name: resolveDisplayName(account) };
  }

  function present(ticket: ZendeskTicket, requester: TicketRequester): SupportTicket {
    const shown = presentZendeskTicket(ticket, requester);
    if (!shown) throw new ZendeskError('unexpected-answer', 200);
    return shown;
  }

  /** A ticket the account requested, when the rules let the actor `action` it; 404 for any other. */
  async function ownTicket(actor: Actor, id: number, action: 'support.view' | 'support.write') {
    const requester = await requesterOf(actor);
    const user = await client.findUserByEmail(requester.email);
    const ticket = user ? await client.showTicket(id) : null;
    const isTheirs = !!user && ticket?.requester_id === user.id && !!statusFromZendesk(ticket.status);
    const owned = isTheirs && ticket && user ? { ticket, user } : null;
    const found = authorizeFound(actor, action, owned, () => actor.accountId, SUPPORT_MESSAGES.notFound);
    return { ...found, requester };
  }

  /** Files are Liner uploads: Zendesk would need them sent through its own uploads, which Liner does not do yet. */
  function refuseAttachments(ids: readonly number[]): void {
    if (ids.length > 0) throw fieldError('attachments', HELP_DESK_MESSAGES.attachmentsNotForwarded);
  }

  async function listOfState(userId: number, status: SupportListStatus, page: { page: number; per_page: number }) {
    const requested: ZendeskTicket[] = [];
    for (let index = 1; index <= STATE_SCAN_PAGES; index += 1) {
      const answer = await client.listRequestedTickets(userId, { page: index, perPage: ZENDESK_PAGE_MAX });
      requested.push(...answer.tickets);
      if (!answer.next_page) break;
    }
    const matching = requested.filter((ticket) => statusFromZendesk(ticket.status) === status);
    const start = (page.page - 1) * page.per_page;
    return { tickets: matching.slice(start, start + page.per_page), total: matching.length };
  }

  return {
    provider: 'zendesk',

    listTickets: (actor, status, page) =>
      zendesk(async () => {
        authorize(actor, 'support.view', { ownerId: actor.accountId });
        const requester = await requesterOf(actor);
        const user = await client.findUserByEmail(requester.email);
        if (!user) return pageOf([], 0, page);
        const { tickets, total } =
          status === 'all'
            ? await client
                .listRequestedTickets(user.id, { page: page.page, perPage: page.per_page })
                .then((answer) => ({ tickets: answer.tickets, total: answer.count }))
            : await listOfState(user.id, status, page);
        const shown = tickets.flatMap((ticket) => presentZendeskTicket(ticket, requester) ?? []);
        return pageOf(shown, total, page);
      }),

    readTicket: (actor, id, kind) =>
      zendesk(async () => {
        // Operators start threads to a person in Zendesk itself: they are ordinary tickets there.
        if (kind === 'custom-message') throw new AppError('NOT_FOUND', { message: SUPPORT_MESSAGES.notFound });
        const { ticket, requester } = await ownTicket(actor, id, 'support.view');
        const comments = await client.listComments(ticket.id);
        return { ticket: present(ticket, requester), comments: presentZendeskComments(comments) };
      }),

    createTicket: (actor, input) =>
      zendesk(async () => {
        refuseAttachments(input.attachments);
        const requester = await requesterOf(actor);
        const user = await client.upsertEndUser({ name: requester.name, email: requester.email });
        const ticket = await client.createTicket({
          subject: input.subject,
          requester_id: user.id,
          comment: { html_body: commentFromText(input.description).html, author_id: user.id, public: true },
        });
        return { message: SUPPORT_MESSAGES.created, ticket: present(ticket, requester) };
      }),

    updateTicket: (actor, input) =>
      zendesk(async () => {
        refuseAttachments(input.attachments);
        const { ticket, user, requester } = await ownTicket(actor, input.id, 'support.write');
        const status = statusFromZendesk(ticket.status) ?? 'closed';
        if (!acceptsReplies(status)) throw new AppError('CONFLICT', { message: SUPPORT_MESSAGES.closed });
        if (input.solved && !canTicketBeSolved(status))
          throw new AppError('CONFLICT', { message: SUPPORT_MESSAGES.cannotSolve });
        const comment: ZendeskNewComment | undefined =
          input.comment.length > 0
            ? { html_body: commentBodies(input.comment, input.format).html, author_id: user.id, public: true }
            : undefined;
        const next = input.solved ? 'solved' : comment ? statusAfterRequesterReply(status) : status;
        const updated = await client.updateTicket(ticket.id, {
          ...(next !== status ? { status: statusToZendesk(next) } : {}),
          ...(comment ? { comment } : {}),
        });
        return {
          message: input.solved ? SUPPORT_MESSAGES.solved : SUPPORT_MESSAGES.replied,
          ticket: present(updated, requester),
        };
      }),

    createGuestTicket: (input, clientAddress) =>
      zendesk(async () => {
        await assertCaptchaSolved(deps, input.captcha);
        // Zendesk mails the receipt; the form still counts as one, so it keeps the built-in form's limits.
        await reserveSupportMail(deps, 'support-receipt', { ip: clientAddress.ip }, input.email);
        const user = await client.upsertEndUser({ name: input.name, email: input.email });
        await client.createTicket({
          subject: input.subject,
          requester_id: user.id,
          comment: { html_body: commentFromText(input.description).html, author_id: user.id, public: true },
        });
        return { message: SUPPORT_MESSAGES.guestCreated };
      }),
  };
}

import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Paginated, SupportListStatus, SupportTicket, SupportTicketDetail } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { pageOf } from '../../platform/page-of.js';
import type { Actor } from '../../platform/request-auth.js';
import { SUPPORT_MESSAGES } from '@liner/domain';
import { findComments, loadOwnTicket } from './find-ticket.js';
import { presentComments, presentTicket } from './present-ticket.js';
import { supportTickets } from './tables.js';

/** The account's tickets in one state (or all), the most recently changed first. */
export async function listOwnTickets(
  deps: AppDeps,
  accountId: number,
  status: SupportListStatus,
  page: { page: number; per_page: number },
): Promise<Paginated<SupportTicket>> {
  const filters: SQL[] = [eq(supportTickets.requesterId, accountId)];
  if (status !== 'all') filters.push(eq(supportTickets.status, status));
  const where = and(...filters);
  const [{ total }] = await deps.db.select({ total: count() }).from(supportTickets).where(where);
  const rows = await deps.db
    .select()
    .from(supportTickets)
    .where(where)
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return pageOf(rows.map(presentTicket), total, page);
}

/**
 * One ticket of the account with its thread, internal notes left out. `single` answers the
 * tickets the person opened, `custom-single` the messages an operator started to them; each
 * answers 404 for the other kind, as for another account's ticket.
 */
export async function readOwnTicket(
  deps: AppDeps,
  actor: Actor,
  id: number,
  which: 'ticket' | 'custom-message',
): Promise<SupportTicketDetail> {
  const ticket = await loadOwnTicket(deps.db, actor, id, 'support.view');
  if ((ticket.kind === 'custom-message') !== (which === 'custom-message'))
    throw new AppError('NOT_FOUND', { message: SUPPORT_MESSAGES.notFound });
  const comments = await findComments(deps.db, ticket.id, false);
  return { ticket: presentTicket(ticket), comments: await presentComments(deps.db, comments) };
}

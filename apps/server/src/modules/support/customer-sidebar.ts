import { desc, eq } from 'drizzle-orm';
import { floorBalanceToCents, resolveDisplayName, type SupportCustomerSidebar } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findUserById } from '../auth/index.js';
import { availableBalanceMicros } from '../ledger/index.js';
import { listReleases } from '../releases/index.js';
import { requireTicket } from './find-ticket.js';
import { supportTickets } from './tables.js';

const RECENT_TICKETS = 5;

/**
 * GET admin/support/tickets/customer?id=: who asked, beside the thread. The account, its
 * releases and balance come from those areas' public surfaces; a guest has only their tickets
 * (matched by the address they wrote from).
 */
export async function customerSidebar(deps: AppDeps, ticketId: number): Promise<SupportCustomerSidebar> {
  const ticket = await requireTicket(deps.db, ticketId);
  const byRequester =
    ticket.requesterId === null
      ? eq(supportTickets.requesterEmail, ticket.requesterEmail)
      : eq(supportTickets.requesterId, ticket.requesterId);
  const recent = await deps.db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(byRequester)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(RECENT_TICKETS);
  const recent_tickets = recent.map((row) => ({
    id: row.id,
    subject: row.subject,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
  const account = ticket.requesterId === null ? null : await findUserById(deps.db, ticket.requesterId);
  if (!account) return { account: null, releases_count: 0, balance: null, recent_tickets };
  const releases = await listReleases(deps, account.id, { page: 1, per_page: 1 });
  return {
    account: {
      id: account.id,
      email: account.email,
      name: resolveDisplayName(account),
      type: account.type,
      created_at: account.createdAt.toISOString(),
      suspended: account.bannedAt !== null,
    },
    releases_count: releases.total,
    balance: floorBalanceToCents(await availableBalanceMicros(deps.db, account.id)),
    recent_tickets,
  };
}

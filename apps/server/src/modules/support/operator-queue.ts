import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type OperatorSupportTicketDetail,
  type OperatorSupportTicketPage,
  SUPPORT_ACTIVE_STATUSES,
  type SupportAgentList,
  type SupportQueueQuery,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { pageOf } from '../../platform/page-of.js';
import { findOperators } from '../auth/index.js';
import { findComments, requireTicket } from './find-ticket.js';
import { presentAgent, presentOperatorTicket, presentOperatorTickets } from './present-operator-ticket.js';
import { presentComments } from './present-ticket.js';
import { supportTickets } from './tables.js';

type QueueQuery = z.output<typeof SupportQueueQuery>;

/**
 * GET admin/support/tickets: the queue in one state (or all), by age, oldest first unless asked
 * otherwise, for anyone, the caller (`me`), nobody (`unassigned`) or one operator.
 */
export async function listQueue(
  deps: AppDeps,
  operatorId: number,
  query: QueueQuery,
): Promise<OperatorSupportTicketPage> {
  const filters: SQL[] = [];
  if (query.status === 'active') filters.push(inArray(supportTickets.status, [...SUPPORT_ACTIVE_STATUSES]));
  else if (query.status !== 'all') filters.push(eq(supportTickets.status, query.status));
  if (query.assignee === 'me') filters.push(eq(supportTickets.assigneeId, operatorId));
  else if (query.assignee === 'unassigned') filters.push(isNull(supportTickets.assigneeId));
  else if (typeof query.assignee === 'number') filters.push(eq(supportTickets.assigneeId, query.assignee));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [{ total }] = await deps.db.select({ total: count() }).from(supportTickets).where(where);
  const order = query.sort === 'oldest' ? asc : desc;
  const rows = await deps.db
    .select()
    .from(supportTickets)
    .where(where)
    .orderBy(order(supportTickets.createdAt), order(supportTickets.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return pageOf(await presentOperatorTickets(deps.db, rows), total, query);
}

/** GET admin/support/tickets/single: any ticket with every comment, internal notes included. */
export async function readTicketForOperator(deps: AppDeps, id: number): Promise<OperatorSupportTicketDetail> {
  const ticket = await requireTicket(deps.db, id);
  const comments = await findComments(deps.db, ticket.id, true);
  return { ticket: await presentOperatorTicket(deps.db, ticket), comments: await presentComments(deps.db, comments) };
}

/** GET admin/support/agents: the operators a ticket can be given to. */
export async function listAgents(deps: AppDeps): Promise<SupportAgentList> {
  const operators = await findOperators(deps.db);
  return { data: operators.map(presentAgent) };
}

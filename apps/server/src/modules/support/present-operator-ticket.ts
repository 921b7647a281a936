import { and, count, inArray, isNull } from 'drizzle-orm';
import { type OperatorSupportTicket, resolveDisplayName, type SupportAgent } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { findUsersByIds, type UserRow } from '../auth/index.js';
import { presentTicket } from './present-ticket.js';
import { type SupportTicketRow, supportChats, supportComments } from './tables.js';

export function presentAgent(user: UserRow): SupportAgent {
  return { id: user.id, name: resolveDisplayName(user), email: user.email };
}

/** Tickets as the inbox shows them: with who works on them and how long their threads are. */
export async function presentOperatorTickets(
  db: DbExecutor,
  rows: SupportTicketRow[],
): Promise<OperatorSupportTicket[]> {
  if (rows.length === 0) return [];
  const assigneeIds = rows.map((row) => row.assigneeId).filter((id): id is number => id !== null);
  const assignees = new Map((await findUsersByIds(db, assigneeIds)).map((user) => [user.id, presentAgent(user)]));
  const counts = await db
    .select({ ticketId: supportComments.ticketId, total: count() })
    .from(supportComments)
    .where(
      inArray(
        supportComments.ticketId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(supportComments.ticketId);
  const totals = new Map(counts.map((row) => [row.ticketId, row.total]));
  const liveChats = await db
    .select({ ticketId: supportChats.ticketId })
    .from(supportChats)
    .where(
      and(
        inArray(
          supportChats.ticketId,
          rows.map((row) => row.id),
        ),
        isNull(supportChats.endedAt),
      ),
    );
  const live = new Set(liveChats.map((row) => row.ticketId));
  return rows.map((row) => ({
    ...presentTicket(row),
    assignee: row.assigneeId === null ? null : (assignees.get(row.assigneeId) ?? null),
    comments_count: totals.get(row.id) ?? 0,
    last_activity_at: row.lastActivityAt.toISOString(),
    live_chat: live.has(row.id),
  }));
}

export async function presentOperatorTicket(db: DbExecutor, row: SupportTicketRow): Promise<OperatorSupportTicket> {
  const [ticket] = await presentOperatorTickets(db, [row]);
  return ticket;
}

import { and, asc, eq } from 'drizzle-orm';
import { SUPPORT_MESSAGES } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { authorizeFound } from '../../platform/permissions/authorize.js';
import type { Actor } from '../../platform/request-auth.js';
import { type SupportTicketRow, supportComments, supportTickets } from './tables.js';

export async function findTicket(db: DbExecutor, id: number): Promise<SupportTicketRow | null> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id)).limit(1);
  return row ?? null;
}

/** A ticket for the operator's tools: any ticket, 404 when there is none. */
export async function requireTicket(db: DbExecutor, id: number): Promise<SupportTicketRow> {
  const row = await findTicket(db, id);
  if (!row) throw new AppError('NOT_FOUND', { message: SUPPORT_MESSAGES.notFound });
  return row;
}

/**
 * A ticket of the account the actor acts for, when the rules let them `action` it. Another
 * account's ticket, a guest's ticket and a missing one all answer 404 alike.
 */
export async function loadOwnTicket(
  db: DbExecutor,
  actor: Actor,
  id: number,
  action: 'support.view' | 'support.write',
): Promise<SupportTicketRow> {
  const row = await findTicket(db, id);
  const owned = row && row.requesterId !== null ? row : null;
  return authorizeFound(actor, action, owned, (ticket) => ticket.requesterId ?? 0, SUPPORT_MESSAGES.notFound);
}

/** The thread: oldest first; internal notes only when asked (the operator's view). */
export async function findComments(db: DbExecutor, ticketId: number, withInternal: boolean) {
  return db
    .select()
    .from(supportComments)
    .where(
      withInternal
        ? eq(supportComments.ticketId, ticketId)
        : and(eq(supportComments.ticketId, ticketId), eq(supportComments.internal, false)),
    )
    .orderBy(asc(supportComments.createdAt), asc(supportComments.id));
}

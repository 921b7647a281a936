import type { AppDeps } from '../../platform/deps.js';
import { findOperatorIds } from '../auth/index.js';
import type { SupportTicketRow } from './tables.js';

/**
 * Tells the open pages of everyone who may be looking at the ticket that it changed: the
 * requester's account (its thread, its chat window) and the operators (the inbox). The event
 * names only the ticket; each page fetches what it may see. Called after the write committed.
 */
export async function announceTicketChange(deps: AppDeps, ticket: SupportTicketRow): Promise<void> {
  try {
    const operators = await findOperatorIds(deps.db);
    const people = ticket.requesterId === null ? operators : [ticket.requesterId, ...operators];
    deps.realtime.publishChange(people, { topic: 'support.ticket', id: ticket.id });
  } catch (error) {
    deps.logger.warn({ err: error, ticketId: ticket.id }, 'support change not announced');
  }
}

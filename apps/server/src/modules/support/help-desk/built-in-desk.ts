import type { AppDeps } from '../../../platform/deps.js';
import { createGuestTicket } from '../create-guest-ticket.js';
import { createTicket } from '../create-ticket.js';
import { listOwnTickets, readOwnTicket } from '../list-tickets.js';
import { updateOwnTicket } from '../update-ticket.js';
import type { HelpDesk } from './help-desk.js';

/** Liner's own desk: the tickets in its database, answered from the operators' inbox. */
export function createBuiltInDesk(deps: AppDeps): HelpDesk {
  return {
    provider: 'built-in',
    listTickets: (actor, status, page) => listOwnTickets(deps, actor.accountId, status, page),
    readTicket: (actor, id, kind) => readOwnTicket(deps, actor, id, kind),
    createTicket: (actor, input) => createTicket(deps, actor, input),
    updateTicket: (actor, input) => updateOwnTicket(deps, actor, input),
    createGuestTicket: (input, client) => createGuestTicket(deps, input, client),
  };
}

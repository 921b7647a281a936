import type { z } from 'zod';
import type {
  CreateSupportTicketRequest,
  GuestSupportTicketRequest,
  GuestSupportTicketResponse,
  HelpDeskProvider,
  Paginated,
  SupportListStatus,
  SupportTicket,
  SupportTicketDetail,
  SupportTicketSaved,
  UpdateSupportTicketRequest,
} from '@liner/domain';
import type { Actor } from '../../../platform/request-auth.js';

export type CreateTicketInput = z.output<typeof CreateSupportTicketRequest>;
export type UpdateTicketInput = z.output<typeof UpdateSupportTicketRequest>;
export type GuestTicketInput = z.output<typeof GuestSupportTicketRequest>;

/** Which requester-side read: the tickets the person opened, or the threads an operator started to them. */
export type TicketKindAsked = 'ticket' | 'custom-message';

/**
 * Where the requesters' tickets live (docs/product/help-desk.md): what the requester-side
 * support calls need, in the contract's shapes, so the routes do not know which desk answers.
 * Ids are the desk's own: Liner's for the built-in desk, Zendesk's ticket ids for Zendesk.
 */
export interface HelpDesk {
  readonly provider: HelpDeskProvider;
  /** The account's tickets in one state (or all), latest change first, one page. */
  listTickets(
    actor: Actor,
    status: SupportListStatus,
    page: { page: number; per_page: number },
  ): Promise<Paginated<SupportTicket>>;
  /** One ticket of the account and its public thread; 404 `No such ticket` for anyone else's. */
  readTicket(actor: Actor, id: number, kind: TicketKindAsked): Promise<SupportTicketDetail>;
  /** A ticket for the account acted for, its description as the first message. */
  createTicket(actor: Actor, input: CreateTicketInput): Promise<SupportTicketSaved>;
  /** The requester's reply, marking the ticket solved, or both. */
  updateTicket(actor: Actor, input: UpdateTicketInput): Promise<SupportTicketSaved>;
  /** A visitor without an account (the guest form): answered by mail. */
  createGuestTicket(input: GuestTicketInput, client: { ip: string }): Promise<GuestSupportTicketResponse>;
}

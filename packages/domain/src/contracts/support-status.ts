/**
 * Support ticket states and the rules that move a ticket between them (docs/product/support.md).
 * Pure, so the server applies them and the web shows the same buttons.
 */
export const SUPPORT_TICKET_STATUSES = ['new', 'open', 'pending', 'on-hold', 'solved', 'closed'] as const;

/** What a ticket list may be filtered by: one state, or every state. */
export const SUPPORT_LIST_STATUSES = [...SUPPORT_TICKET_STATUSES, 'all'] as const;

/** The inbox's queue also lists the work still to do: every state but solved and closed. */
export const SUPPORT_QUEUE_STATUSES = ['active', ...SUPPORT_LIST_STATUSES] as const;
export const SUPPORT_ACTIVE_STATUSES = ['new', 'open', 'pending', 'on-hold'] as const;

type TicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** The words a person sees for each state. */
export const SUPPORT_STATUS_LABELS: Record<TicketStatus, string> = {
  new: 'New',
  open: 'Open',
  pending: 'Awaiting your reply',
  'on-hold': 'On hold',
  solved: 'Solved',
  closed: 'Closed',
};

/** Where a ticket came from. */
export const SUPPORT_TICKET_SOURCES = [
  'web',
  'guest',
  'email',
  'dmca',
  'youtube-dispute',
  'account-dispute',
  'chat',
] as const;

/** What a ticket is about; `custom-message` is a thread an operator started to the person. */
export const SUPPORT_TICKET_KINDS = [
  'general',
  'dmca',
  'youtube-dispute',
  'account-dispute',
  'custom-message',
] as const;

/**
 * Whether the requester may mark the ticket solved: only once someone is working on it (open,
 * pending, on hold). A new ticket nobody has answered yet has nothing to be solved by; a solved
 * or closed one is already done.
 */
export function canTicketBeSolved(status: TicketStatus): boolean {
  return status === 'open' || status === 'pending' || status === 'on-hold';
}

/** A closed ticket is final: nobody replies to it, the requester opens a new one. */
export function acceptsReplies(status: TicketStatus): boolean {
  return status !== 'closed';
}

/**
 * The state after the requester writes (on the web or by mail): a ticket waiting for them
 * (pending) or already solved comes back to the agents as open; new, open and on-hold stay.
 */
export function statusAfterRequesterReply(status: TicketStatus): TicketStatus {
  return status === 'pending' || status === 'solved' ? 'open' : status;
}

/**
 * The state after an agent's public reply when the agent chose none: the ticket now waits for
 * the requester (pending). An internal note changes nothing.
 */
export function statusAfterAgentReply(status: TicketStatus, chosen?: TicketStatus): TicketStatus {
  return chosen ?? (status === 'solved' ? 'solved' : 'pending');
}

/** The states an operator may set by hand: any but `new`, which only a fresh ticket has. */
export const OPERATOR_SETTABLE_STATUSES = ['open', 'pending', 'on-hold', 'solved', 'closed'] as const;

/** A subject as the web shows it: hyphens (from slug-like subjects) read as spaces. */
export function ticketSubjectText(subject: string): string {
  return subject.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

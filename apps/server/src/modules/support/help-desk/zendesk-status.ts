import type { SupportTicketStatus } from '@liner/domain';

/** Zendesk's ticket states in Liner's words: the same six, `hold` read as `on-hold`. */
const FROM_ZENDESK: Record<string, SupportTicketStatus> = {
  new: 'new',
  open: 'open',
  pending: 'pending',
  hold: 'on-hold',
  solved: 'solved',
  closed: 'closed',
};

const TO_ZENDESK: Record<SupportTicketStatus, string> = {
  new: 'new',
  open: 'open',
  pending: 'pending',
  'on-hold': 'hold',
  solved: 'solved',
  closed: 'closed',
};

/** Liner's state of a Zendesk ticket; null for one Liner does not show (`deleted`, or a state added later). */
export function statusFromZendesk(status: string): SupportTicketStatus | null {
  return FROM_ZENDESK[status] ?? null;
}

export function statusToZendesk(status: SupportTicketStatus): string {
  return TO_ZENDESK[status];
}

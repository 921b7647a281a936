import { describe, expect, it } from 'vitest';
import {
  CreateSupportTicketRequest,
  GuestSupportTicketRequest,
  SUPPORT_MESSAGES,
  SupportTicketListParams,
  UpdateSupportTicketRequest,
} from './support.js';
import { SupportQueueQuery } from './support-operator.js';
import {
  acceptsReplies,
  canTicketBeSolved,
  SUPPORT_TICKET_STATUSES,
  statusAfterAgentReply,
  statusAfterRequesterReply,
  ticketSubjectText,
} from './support-status.js';

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('support ticket states', () => {
  it.each([
    ['new', false, 'new', 'pending', true],
    ['open', true, 'open', 'pending', true],
    ['pending', true, 'open', 'pending', true],
    ['on-hold', true, 'on-hold', 'pending', true],
    ['solved', false, 'open', 'solved', true],
    ['closed', false, 'closed', 'pending', false],
  ] as const)(
    '%s: solvable %s, after the requester %s, after an agent %s, replies %s',
    (status, solvable, afterRequester, afterAgent, replies) => {
      expect(canTicketBeSolved(status)).toBe(solvable);
      expect(statusAfterRequesterReply(status)).toBe(afterRequester);
      expect(statusAfterAgentReply(status)).toBe(afterAgent);
      expect(acceptsReplies(status)).toBe(replies);
    },
  );

  it('keeps the state an agent chose', () => {
    for (const status of SUPPORT_TICKET_STATUSES) expect(statusAfterAgentReply(status, 'on-hold')).toBe('on-hold');
  });

  it('shows hyphens of a subject as spaces', () => {
    expect(ticketSubjectText('payout-not-received')).toBe('payout not received');
    expect(ticketSubjectText('Royalties - March')).toBe('Royalties March');
  });
});

describe('support contracts', () => {
  it('refuses an unknown list state with the states it takes', () => {
    expect(messagesOf(SupportTicketListParams.safeParse({ status: 'archived' }))).toEqual({
      status: SUPPORT_MESSAGES.status,
    });
    expect(SupportTicketListParams.parse({ status: 'all' })).toEqual({ status: 'all' });
  });

  it('bounds the subject, the description and the attachments of a new ticket', () => {
    const result = CreateSupportTicketRequest.safeParse({
      subject: 'Hi',
      description: 'short',
      attachments: [1, 2, 3, 4, 5, 6],
    });
    expect(messagesOf(result)).toEqual({
      subject: SUPPORT_MESSAGES.subject,
      description: SUPPORT_MESSAGES.description,
      attachments: SUPPORT_MESSAGES.tooManyAttachments,
    });
  });

  it('asks for a reply unless the ticket is only marked solved', () => {
    expect(messagesOf(UpdateSupportTicketRequest.safeParse({ id: 1, comment: '  ' }))).toEqual({
      comment: SUPPORT_MESSAGES.commentEmpty,
    });
    expect(UpdateSupportTicketRequest.parse({ id: 1, solved: true })).toMatchObject({ comment: '', solved: true });
  });

  it('asks a guest for the robot check and an e-mail address', () => {
    const result = GuestSupportTicketRequest.safeParse({
      name: 'Ana',
      email: 'not-an-address',
      subject: 'Payout question',
      description: 'Where is my payout of March?',
    });
    expect(Object.keys(messagesOf(result)).sort()).toEqual(['captcha', 'email']);
  });

  it('reads the queue filters from a query string', () => {
    expect(SupportQueueQuery.parse({ assignee: '7' })).toMatchObject({ status: 'all', assignee: 7, sort: 'oldest' });
    expect(SupportQueueQuery.parse({ assignee: 'me', status: 'pending' })).toMatchObject({ assignee: 'me' });
    expect(SupportQueueQuery.safeParse({ assignee: 'someone' }).success).toBe(false);
  });
});

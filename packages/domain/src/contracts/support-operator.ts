import { z } from 'zod';
import { paginated } from './common.js';
import { idField, idParam, lineText, multilineText, pageNumber, perPage, text } from './primitives.js';
import { OPERATOR_SETTABLE_STATUSES, SUPPORT_QUEUE_STATUSES } from './support-status.js';
import {
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SupportAttachmentIds,
  SupportComment,
  SupportTicket,
  SupportTicketStatus,
} from './support.js';

/** The operator's support inbox (api/admin/support): queue, assignment, replies, notes, saved replies. */

export const SUPPORT_OPERATOR_MESSAGES = {
  assignee: 'Choose an operator to assign, or none',
  assigneeNotOperator: 'Only an operator can be assigned a ticket',
  settableStatus: `Choose a state: ${OPERATOR_SETTABLE_STATUSES.join(', ')}`,
  closedIsFinal: 'A closed ticket stays closed',
  html: 'Write a reply',
  title: 'Give the saved reply a title of at most 100 characters',
  savedReplyNotFound: 'No such saved reply',
  assigned: 'Ticket assigned',
  unassigned: 'Ticket unassigned',
  replied: 'Reply sent',
  noted: 'Internal note added',
  statusChanged: 'Status changed',
  saved: 'Saved reply saved',
  removed: 'Saved reply removed',
} as const;

/** GET admin/support/tickets: by state and age, oldest first unless asked otherwise. */
export const SupportQueueQuery = z.object({
  status: z
    .enum(SUPPORT_QUEUE_STATUSES, { error: `Choose a state: ${SUPPORT_QUEUE_STATUSES.join(', ')}` })
    .default('all'),
  /** Whose tickets: anyone's, the caller's, nobody's, or one operator's (their id). */
  assignee: z
    .union([z.enum(['any', 'me', 'unassigned']), idParam(SUPPORT_OPERATOR_MESSAGES.assignee)], {
      error: SUPPORT_OPERATOR_MESSAGES.assignee,
    })
    .default('any'),
  sort: z.enum(['oldest', 'newest']).default('oldest'),
  page: pageNumber(),
  per_page: perPage(SUPPORT_LIMITS.maxPerPage, 20),
});
export type SupportQueueQuery = z.input<typeof SupportQueueQuery>;

export const SupportAgent = z.object({ id: z.number().int(), name: text(), email: text() });
export type SupportAgent = z.infer<typeof SupportAgent>;

/** A ticket as the inbox shows it: the requester's view plus who works on it and its activity. */
export const OperatorSupportTicket = SupportTicket.extend({
  assignee: SupportAgent.nullable(),
  comments_count: z.number().int(),
  /** When the requester or an agent last wrote (internal notes included). */
  last_activity_at: text(),
  /** A chat still going on (source chat, not ended): answers reach the person's chat window live. */
  live_chat: z.boolean(),
});
export type OperatorSupportTicket = z.infer<typeof OperatorSupportTicket>;

export const OperatorSupportTicketPage = paginated(OperatorSupportTicket);
export type OperatorSupportTicketPage = z.infer<typeof OperatorSupportTicketPage>;

/** One ticket with every comment, internal notes included. */
export const OperatorSupportTicketDetail = z.object({
  ticket: OperatorSupportTicket,
  comments: z.array(SupportComment),
});
export type OperatorSupportTicketDetail = z.infer<typeof OperatorSupportTicketDetail>;

/** GET admin/support/tickets/single?id= and customer?id= */
export const OperatorTicketQuery = z.object({ id: idParam() });

/** POST admin/support/tickets/assign: null unassigns. */
export const AssignSupportTicketRequest = z.object({
  id: idField(),
  assignee_id: idField(SUPPORT_OPERATOR_MESSAGES.assignee).nullable(),
});
export type AssignSupportTicketRequest = z.infer<typeof AssignSupportTicketRequest>;

export const OperatorSettableStatus = z.enum(OPERATOR_SETTABLE_STATUSES, {
  error: SUPPORT_OPERATOR_MESSAGES.settableStatus,
});
export type OperatorSettableStatus = z.infer<typeof OperatorSettableStatus>;

/**
 * POST admin/support/tickets/reply: a public reply (mailed to the requester) or an internal note.
 * A public reply leaves the ticket in `status`, or pending (waiting for the requester) when none.
 */
export const OperatorReplyRequest = z.object({
  id: idField(),
  html: text({ error: SUPPORT_OPERATOR_MESSAGES.html })
    .trim()
    .min(1, SUPPORT_OPERATOR_MESSAGES.html)
    .max(SUPPORT_LIMITS.htmlMax, SUPPORT_OPERATOR_MESSAGES.html),
  internal: z.boolean().default(false),
  status: OperatorSettableStatus.optional(),
  attachments: SupportAttachmentIds,
});
export type OperatorReplyRequest = z.input<typeof OperatorReplyRequest>;

/** POST admin/support/tickets/status */
export const SetSupportTicketStatusRequest = z.object({ id: idField(), status: OperatorSettableStatus });
export type SetSupportTicketStatusRequest = z.infer<typeof SetSupportTicketStatusRequest>;

export const OperatorTicketSaved = z.object({ message: text(), ticket: OperatorSupportTicket });
export type OperatorTicketSaved = z.infer<typeof OperatorTicketSaved>;

/** A reply an operator keeps to insert again (html, sanitised like any reply). */
export const SavedReply = z.object({
  id: z.number().int(),
  title: text(),
  html: text(),
  created_at: text(),
  updated_at: text(),
});
export type SavedReply = z.infer<typeof SavedReply>;

export const SavedReplyList = z.object({ data: z.array(SavedReply) });
export type SavedReplyList = z.infer<typeof SavedReplyList>;

const savedReplyFields = {
  title: lineText({ error: SUPPORT_OPERATOR_MESSAGES.title })
    .trim()
    .min(1, SUPPORT_OPERATOR_MESSAGES.title)
    .max(100, SUPPORT_OPERATOR_MESSAGES.title),
  html: multilineText({ error: SUPPORT_OPERATOR_MESSAGES.html })
    .trim()
    .min(1, SUPPORT_OPERATOR_MESSAGES.html)
    .max(SUPPORT_LIMITS.htmlMax, SUPPORT_OPERATOR_MESSAGES.html),
};

/** POST admin/support/saved-replies */
export const CreateSavedReplyRequest = z.object(savedReplyFields);
export type CreateSavedReplyRequest = z.infer<typeof CreateSavedReplyRequest>;

/** POST admin/support/saved-replies/update */
export const UpdateSavedReplyRequest = z.object({ id: idField(), ...savedReplyFields });
export type UpdateSavedReplyRequest = z.infer<typeof UpdateSavedReplyRequest>;

/** DELETE admin/support/saved-replies?id= */
export const SavedReplyQuery = z.object({ id: idParam() });

/** A short line per ticket in the customer sidebar. */
export const SupportTicketSummary = z.object({
  id: z.number().int(),
  subject: text(),
  status: SupportTicketStatus,
  created_at: text(),
});
export type SupportTicketSummary = z.infer<typeof SupportTicketSummary>;

/** GET admin/support/tickets/customer?id=: who asked, from the other areas' public surfaces. */
export const SupportCustomerSidebar = z.object({
  /** Null for a guest: only the name and e-mail of the ticket are known. */
  account: z
    .object({
      id: z.number().int(),
      email: text(),
      name: text(),
      type: text(),
      created_at: text(),
      suspended: z.boolean(),
    })
    .nullable(),
  releases_count: z.number().int(),
  /** The wallet's available balance, two decimals, in the account's currency. */
  balance: text().nullable(),
  recent_tickets: z.array(SupportTicketSummary),
});
export type SupportCustomerSidebar = z.infer<typeof SupportCustomerSidebar>;

/** GET admin/support/agents: the operators a ticket can be assigned to. */
export const SupportAgentList = z.object({ data: z.array(SupportAgent) });
export type SupportAgentList = z.infer<typeof SupportAgentList>;

/**
 * POST admin/support/custom-messages: a thread an operator starts to an account (kind
 * custom-message); the person reads it at /support/custom-message/{id} and may answer.
 */
export const CreateCustomMessageRequest = z.object({
  account_id: idField(),
  subject: lineText({ error: SUPPORT_MESSAGES.subject })
    .trim()
    .min(SUPPORT_LIMITS.subjectMin, SUPPORT_MESSAGES.subject)
    .max(SUPPORT_LIMITS.subjectMax, SUPPORT_MESSAGES.subject),
  html: text({ error: SUPPORT_OPERATOR_MESSAGES.html })
    .trim()
    .min(1, SUPPORT_OPERATOR_MESSAGES.html)
    .max(SUPPORT_LIMITS.htmlMax, SUPPORT_OPERATOR_MESSAGES.html),
});
export type CreateCustomMessageRequest = z.infer<typeof CreateCustomMessageRequest>;

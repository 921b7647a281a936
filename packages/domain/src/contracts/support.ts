import { z } from 'zod';
import { CaptchaSolution } from './captcha.js';
import { paginated } from './common.js';
import { idField, idParam, lineText, multilineText, pageNumber, perPage, text } from './primitives.js';
import {
  SUPPORT_LIST_STATUSES,
  SUPPORT_TICKET_KINDS,
  SUPPORT_TICKET_SOURCES,
  SUPPORT_TICKET_STATUSES,
} from './support-status.js';

/**
 * Support tickets as the person who asked sees them (docs/product/support.md): lists per state,
 * one ticket with its thread, create, reply and solve; the guest form. Operator shapes are in
 * support-operator.ts.
 */

export const SUPPORT_LIMITS = {
  subjectMin: 3,
  subjectMax: 150,
  descriptionMin: 10,
  descriptionMax: 10_000,
  commentMax: 10_000,
  /** Agents write html (formatting, links): more room than the text it shows. */
  htmlMax: 50_000,
  attachmentsMax: 5,
  attachmentMaxBytes: 10 * 1024 * 1024,
  nameMax: 100,
  perPage: 10,
  maxPerPage: 50,
} as const;

/** The files a ticket takes: checked by their content, not by their name. */
export const SUPPORT_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'text/plain'] as const;
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number];

export const SUPPORT_MESSAGES = {
  status: `Choose a state: ${SUPPORT_LIST_STATUSES.join(', ')}`,
  subject: `Write a subject of ${SUPPORT_LIMITS.subjectMin} to ${SUPPORT_LIMITS.subjectMax} characters`,
  description: `Describe the problem in ${SUPPORT_LIMITS.descriptionMin} to ${SUPPORT_LIMITS.descriptionMax.toLocaleString('en')} characters`,
  comment: `Write a reply of at most ${SUPPORT_LIMITS.commentMax.toLocaleString('en')} characters`,
  commentEmpty: 'Write a reply',
  html: `Keep the reply under ${SUPPORT_LIMITS.htmlMax.toLocaleString('en')} characters`,
  name: 'Enter your name',
  email: 'Enter a valid e-mail address',
  tooManyAttachments: `Attach at most ${SUPPORT_LIMITS.attachmentsMax} files`,
  attachmentMissing: 'Choose a file to attach',
  attachmentEmpty: 'The file is empty',
  attachmentTooLarge: `Each file must be at most ${SUPPORT_LIMITS.attachmentMaxBytes / (1024 * 1024)} MB`,
  attachmentType: 'Attach a PDF, a PNG or JPEG image, or a plain text file',
  attachmentDisguised: 'The file’s content does not match its name: attach a real PDF, PNG, JPEG or text file',
  attachmentUnknown: 'One of the attached files was not found: upload it again',
  notFound: 'No such ticket',
  closed: 'This ticket is closed: open a new ticket to write to us again',
  cannotSolve: 'This ticket cannot be marked solved now',
  created: 'Your ticket was sent. We will answer you by e-mail and here.',
  guestCreated: 'Your message was sent. We will answer you by e-mail.',
  replied: 'Your reply was sent',
  solved: 'The ticket is marked solved',
} as const;

export const SupportTicketStatus = z.enum(SUPPORT_TICKET_STATUSES, { error: SUPPORT_MESSAGES.status });
export const SupportListStatus = z.enum(SUPPORT_LIST_STATUSES, { error: SUPPORT_MESSAGES.status });
export const SupportTicketSource = z.enum(SUPPORT_TICKET_SOURCES);
export const SupportTicketKind = z.enum(SUPPORT_TICKET_KINDS);
export type SupportTicketStatus = z.infer<typeof SupportTicketStatus>;
export type SupportListStatus = z.infer<typeof SupportListStatus>;
export type SupportTicketSource = z.infer<typeof SupportTicketSource>;
export type SupportTicketKind = z.infer<typeof SupportTicketKind>;

/** A ticket as its requester sees it. */
export const SupportTicket = z.object({
  id: z.number().int(),
  /** The account that asked; null for a guest who wrote without an account. */
  requester_id: z.number().int().nullable(),
  /** As typed; show it through `ticketSubjectText()`. */
  subject: text(),
  description: text(),
  status: SupportTicketStatus,
  /** Whether the requester may mark it solved now (`canTicketBeSolved`). */
  can_be_solved: z.boolean(),
  created_at: text(),
  updated_at: text(),
  source: SupportTicketSource,
  kind: SupportTicketKind,
  requester_email: text(),
  requester_name: text(),
});
export type SupportTicket = z.infer<typeof SupportTicket>;

export const SupportAttachment = z.object({
  id: z.number().int(),
  file_name: text(),
  /** GET path that downloads the file for whoever may read the ticket. */
  url: text(),
  size: z.number().int(),
});
export type SupportAttachment = z.infer<typeof SupportAttachment>;

export const SupportComment = z.object({
  id: z.number().int(),
  /** Sanitised html: safe to render as it is. */
  html_body: text(),
  /** The same text without markup, line breaks kept. */
  plain_body: text(),
  /** The text on one line, for previews and search. */
  body: text(),
  created_at: text(),
  author_name: text(),
  /** Written by an agent (operator) rather than by the requester. */
  agent: z.boolean(),
  /** An operator-only note: never sent to the requester's pages or mail. */
  internal: z.boolean(),
  attachments: z.array(SupportAttachment),
});
export type SupportComment = z.infer<typeof SupportComment>;

export const SupportTicketPage = paginated(SupportTicket);
export type SupportTicketPage = z.infer<typeof SupportTicketPage>;

/** One ticket with its thread, oldest comment first. */
export const SupportTicketDetail = z.object({ ticket: SupportTicket, comments: z.array(SupportComment) });
export type SupportTicketDetail = z.infer<typeof SupportTicketDetail>;

/** GET portal/support/tickets/get/{status} */
export const SupportTicketListParams = z.object({ status: SupportListStatus });
export const SupportTicketListQuery = z.object({
  page: pageNumber(),
  per_page: perPage(SUPPORT_LIMITS.maxPerPage, SUPPORT_LIMITS.perPage),
});
export type SupportTicketListQuery = z.infer<typeof SupportTicketListQuery>;

/** GET portal/support/tickets/single?id= and custom-single?id= */
export const SupportTicketQuery = z.object({ id: idParam() });

const subject = lineText({ error: SUPPORT_MESSAGES.subject })
  .trim()
  .min(SUPPORT_LIMITS.subjectMin, SUPPORT_MESSAGES.subject)
  .max(SUPPORT_LIMITS.subjectMax, SUPPORT_MESSAGES.subject);
const description = multilineText({ error: SUPPORT_MESSAGES.description })
  .trim()
  .min(SUPPORT_LIMITS.descriptionMin, SUPPORT_MESSAGES.description)
  .max(SUPPORT_LIMITS.descriptionMax, SUPPORT_MESSAGES.description);

/** Ids of files uploaded with POST portal/support/attachments, not yet part of a message. */
export const SupportAttachmentIds = z
  .array(idField())
  .max(SUPPORT_LIMITS.attachmentsMax, SUPPORT_MESSAGES.tooManyAttachments)
  .default([]);

/** POST portal/support/tickets/create */
export const CreateSupportTicketRequest = z.object({ subject, description, attachments: SupportAttachmentIds });
export type CreateSupportTicketRequest = z.input<typeof CreateSupportTicketRequest>;

/**
 * A reply is text the person typed (line breaks kept) unless `format` says html, which the server
 * sanitises (docs/product/support.md, "Html").
 */
export const CommentFormat = z.enum(['text', 'html']).default('text');

/** POST portal/support/tickets/update: a reply, and/or marking the ticket solved. */
export const UpdateSupportTicketRequest = z
  .object({
    id: idField(),
    comment: multilineText({ error: SUPPORT_MESSAGES.comment })
      .trim()
      .max(SUPPORT_LIMITS.commentMax, SUPPORT_MESSAGES.comment)
      .default(''),
    format: CommentFormat,
    attachments: SupportAttachmentIds,
    solved: z.boolean().default(false),
  })
  .refine((value) => value.solved || value.comment.length > 0 || value.attachments.length > 0, {
    path: ['comment'],
    message: SUPPORT_MESSAGES.commentEmpty,
  });
export type UpdateSupportTicketRequest = z.input<typeof UpdateSupportTicketRequest>;

/** POST support/tickets/create: a visitor without an account, answered by e-mail. */
export const GuestSupportTicketRequest = z.object({
  name: lineText({ error: SUPPORT_MESSAGES.name })
    .trim()
    .min(1, SUPPORT_MESSAGES.name)
    .max(SUPPORT_LIMITS.nameMax, SUPPORT_MESSAGES.name),
  email: text({ error: SUPPORT_MESSAGES.email }).trim().toLowerCase().max(254).email(SUPPORT_MESSAGES.email),
  subject,
  description,
  captcha: CaptchaSolution,
});
export type GuestSupportTicketRequest = z.input<typeof GuestSupportTicketRequest>;

/** What a create or update answers: the ticket as it now is, and a line to show. */
export const SupportTicketSaved = z.object({ message: text(), ticket: SupportTicket });
export type SupportTicketSaved = z.infer<typeof SupportTicketSaved>;

/** What the guest form answers: no ticket data goes back to an unauthenticated caller. */
export const GuestSupportTicketResponse = z.object({ message: text() });
export type GuestSupportTicketResponse = z.infer<typeof GuestSupportTicketResponse>;

/** POST portal/support/attachments (multipart `file`): the stored file, to name in a message. */
export const SupportAttachmentUploaded = SupportAttachment;
export type SupportAttachmentUploaded = z.infer<typeof SupportAttachmentUploaded>;

/** GET portal/support/attachments/{id} */
export const SupportAttachmentParams = z.object({ id: idParam() });

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  DmcaClaimState,
  SupportClaimDetails,
  SupportClaimKind,
  SupportTicketKind,
  SupportTicketSource,
  SupportTicketStatus,
} from '@liner/domain';
import { users } from '../auth/tables.js';
import { releases } from '../releases/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A support ticket: asked by an account (requester_id) or by a guest (null, known by the name and
 * e-mail address they typed). The first comment is the description the person wrote.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requesterId: integer('requester_id').references(() => users.id, { onDelete: 'set null' }),
    requesterEmail: text('requester_email').notNull(),
    requesterName: text('requester_name').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<SupportTicketStatus>().notNull(),
    kind: text('kind').$type<SupportTicketKind>().notNull(),
    source: text('source').$type<SupportTicketSource>().notNull(),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Random, unguessable: the `support+<token>@` address a reply by mail is threaded with. */
    replyToken: text('reply_token').notNull(),
    createdAt: ts('created_at').notNull(),
    /** Changed by a status change, an assignment or a comment. */
    updatedAt: ts('updated_at').notNull(),
    /** When the requester or an agent last wrote (internal notes included). */
    lastActivityAt: ts('last_activity_at').notNull(),
  },
  (t) => [
    uniqueIndex('support_tickets_reply_token_uq').on(t.replyToken),
    index('support_tickets_requester_idx').on(t.requesterId, t.status, t.updatedAt),
    index('support_tickets_queue_idx').on(t.status, t.createdAt),
    index('support_tickets_assignee_idx').on(t.assigneeId, t.status, t.createdAt),
  ],
);

export type SupportTicketRow = typeof supportTickets.$inferSelect;

/** One message of a ticket's thread; `internal` notes are the operators' only. */
export const supportComments = pgTable(
  'support_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** Who wrote it; null for a guest, or once the account is gone. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    agent: boolean('agent').notNull(),
    internal: boolean('internal').notNull().default(false),
    /** Sanitised html, and the plain (line breaks kept) and one-line text derived from it. */
    htmlBody: text('html_body').notNull(),
    plainBody: text('plain_body').notNull(),
    textBody: text('text_body').notNull(),
    source: text('source', { enum: ['web', 'email'] }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('support_comments_ticket_idx').on(t.ticketId, t.id)],
);

export type SupportCommentRow = typeof supportComments.$inferSelect;

/**
 * A file attached to a comment. Uploaded first (comment_id null, owned by the account it was
 * uploaded for), then claimed by the comment that names it; mailed attachments are stored claimed.
 */
export const supportCommentAttachments = pgTable(
  'support_comment_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commentId: integer('comment_id').references(() => supportComments.id, { onDelete: 'cascade' }),
    /** The account the file was uploaded for; null for a file that came by mail. */
    accountId: integer('account_id').references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('support_attachments_comment_idx').on(t.commentId),
    index('support_attachments_account_idx').on(t.accountId, t.createdAt),
  ],
);

export type SupportAttachmentRow = typeof supportCommentAttachments.$inferSelect;

/** Replies the operators keep to insert again; shared by every operator. */
export const supportSavedReplies = pgTable('support_saved_replies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export type SavedReplyRow = typeof supportSavedReplies.$inferSelect;

/**
 * A live chat: the ticket (source `chat`) whose thread is delivered as it is written. An account
 * has at most one chat not yet ended (the partial unique index), so two tabs share one chat.
 */
export const supportChats = pgTable(
  'support_chats',
  {
    ticketId: integer('ticket_id')
      .primaryKey()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [uniqueIndex('support_chats_live_account_idx').on(t.accountId).where(sql`${t.endedAt} is null`)],
);

export type SupportChatRow = typeof supportChats.$inferSelect;

/** Whether an operator takes chats; they are "online" when also connected (the realtime hub knows). */
export const supportChatAgents = pgTable('support_chat_agents', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  available: boolean('available').notNull(),
  changedAt: ts('changed_at').notNull(),
});

// The help desk's settings row lives beside its code; drizzle-kit reads it through this file.
export { helpDeskSettings, type HelpDeskSettingsRow } from './help-desk/tables.js';

/**
 * A DMCA notice, YouTube dispute or account dispute sent through its public form: pending until
 * the e-mailed code comes back, then the support ticket it became. The form's fields are kept as
 * they were sent (details), so the operator reads them structured, not only as the ticket's text.
 */
export const supportClaims = pgTable(
  'support_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Random and unguessable: what the code step names the claim by. */
    reference: text('reference').notNull(),
    kind: text('kind').$type<SupportClaimKind>().notNull(),
    details: jsonb('details').$type<SupportClaimDetails>().notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The account signed in when the form was sent; null for a guest. */
    accountId: integer('account_id').references(() => users.id, { onDelete: 'set null' }),
    /** "salt$sha256(salt+code)"; null once used. */
    codeHash: text('code_hash'),
    codeExpiresAt: ts('code_expires_at').notNull(),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** The release of the catalog the claim names (by UPC, else ISRC), when one was found. */
    matchedReleaseId: integer('matched_release_id').references(() => releases.id, { onDelete: 'set null' }),
    matchedBy: text('matched_by', { enum: ['upc', 'isrc'] }),
    /** An account dispute: the account its e-mail or username names. */
    disputedAccountId: integer('disputed_account_id').references(() => users.id, { onDelete: 'set null' }),
    ticketId: integer('ticket_id').references(() => supportTickets.id, { onDelete: 'cascade' }),
    verifiedAt: ts('verified_at'),
    /** A DMCA notice's operator decisions move it (allowedDmcaDecisions); null for the disputes. */
    state: text('state').$type<DmcaClaimState>(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('support_claims_reference_uq').on(t.reference),
    uniqueIndex('support_claims_ticket_uq').on(t.ticketId),
    index('support_claims_pending_idx').on(t.createdAt),
  ],
);

export type SupportClaimRow = typeof supportClaims.$inferSelect;

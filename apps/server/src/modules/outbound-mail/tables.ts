import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per mail sent (or about to be sent) through the limits: what they count. Rows older
 * than the longest window are deleted as new ones come in.
 */
export const outboundMails = pgTable(
  'outbound_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** `user:<id>` for a signed-in sender, `ip:<address>` for an anonymous one. */
    sender: text('sender').notNull(),
    /** The lower-cased address the mail went to. */
    recipient: text('recipient').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('outbound_mails_recipient_idx').on(t.kind, t.recipient, t.createdAt),
    index('outbound_mails_sender_idx').on(t.kind, t.sender, t.createdAt),
    index('outbound_mails_created_idx').on(t.createdAt),
  ],
);

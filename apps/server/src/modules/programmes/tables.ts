import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProgrammeKey, ProgrammeParty, ProgrammeSubject } from '@liner/domain';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A submission to an opt-in programme (greenlist, blocklist, ...): the programme's own fields in
 * `payload`, validated by its schema before they are stored; `subject` is what it is about as it
 * was when submitted (titles, codes), so lists need no catalogue join and keep their wording.
 */
export const programmeSubmissions = pgTable(
  'programme_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programme: text('programme').$type<ProgrammeKey>().notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The programme's sub-type, e.g. the platform: what its lists are split by. */
    kind: text('kind').notNull(),
    state: text('state').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    subject: jsonb('subject').$type<ProgrammeSubject>().notNull(),
    /** The operator's reason of the last decision (a rejection's, shown to the account). */
    reason: text('reason'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('programme_submissions_account_idx').on(t.accountId, t.programme, t.kind, t.createdAt),
    index('programme_submissions_queue_idx').on(t.programme, t.state, t.createdAt),
  ],
);

export type ProgrammeSubmissionRow = typeof programmeSubmissions.$inferSelect;

/** Every state change of a submission, the first (its submission) included: its history page. */
export const programmeSubmissionEvents = pgTable(
  'programme_submission_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => programmeSubmissions.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    transition: text('transition').notNull(),
    party: text('party').$type<ProgrammeParty>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The mover's name as it was: an operator's name stays readable after they leave. */
    actorName: text('actor_name').notNull(),
    reason: text('reason'),
    at: ts('at').notNull(),
  },
  (t) => [index('programme_submission_events_submission_idx').on(t.submissionId, t.at)],
);

export type ProgrammeSubmissionEventRow = typeof programmeSubmissionEvents.$inferSelect;

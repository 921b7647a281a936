import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { releases } from '../releases/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Every operator decision on a submission: what the artist's release view shows as the latest. */
export const releaseReviews = pgTable(
  'release_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'approved' | 'needs-docs' | 'rejected'. */
    decision: text('decision', { enum: ['approved', 'needs-docs', 'rejected'] }).notNull(),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('release_reviews_release_idx').on(t.releaseId, t.createdAt)],
);

export const TAKEDOWN_STATES = ['pending', 'approved', 'cancelled', 'declined'] as const;

/** A takedown asked by the owner; previousStatus is where a cancel or a decline returns to. */
export const takedownRequests = pgTable(
  'takedown_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    previousStatus: integer('previous_status').notNull(),
    state: text('state', { enum: TAKEDOWN_STATES }).notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [index('takedown_requests_release_idx').on(t.releaseId, t.createdAt)],
);

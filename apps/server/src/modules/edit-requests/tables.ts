import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EDIT_REQUEST_STATES } from '@liner/domain';
import { users } from '../auth/tables.js';
import { releases, tracks } from '../releases/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An edit request of a delivered or live release: 'open' while the artist collects edits,
 * 'submitted' while the operator reviews it. At most one of those two per release.
 */
export const editRequests = pgTable(
  'edit_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: EDIT_REQUEST_STATES }).notNull().default('open'),
    /** The release status when the request was submitted: a decline returns there. */
    previousStatus: integer('previous_status'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('edit_requests_one_active_idx').on(t.releaseId).where(sql`${t.state} in ('open', 'submitted')`),
    index('edit_requests_release_idx').on(t.releaseId, t.createdAt),
  ],
);

/** One edit per section of the release: adding the same section again replaces the row. */
export const releaseEditItems = pgTable(
  'release_edit_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    editRequestId: integer('edit_request_id')
      .notNull()
      .references(() => editRequests.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    value: jsonb('value').$type<unknown>(),
    oldValue: jsonb('old_value').$type<unknown>(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('release_edit_items_section_idx').on(t.editRequestId, t.section)],
);

/** One edit per field of a track; a track with no rows left has no entry in the request. */
export const trackEditItems = pgTable(
  'track_edit_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    editRequestId: integer('edit_request_id')
      .notNull()
      .references(() => editRequests.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    value: jsonb('value').$type<unknown>(),
    oldValue: jsonb('old_value').$type<unknown>(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('track_edit_items_field_idx').on(t.editRequestId, t.trackId, t.field)],
);

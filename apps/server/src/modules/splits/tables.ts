import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { tracks } from '../releases/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** One royalty split of a track; edits add versions. At most one active split per track. */
export const splits = pgTable(
  'splits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    /** Sales dated on or after this day are no longer split (the owner removed the split). */
    endedOn: day('ended_on'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('splits_owner_idx').on(t.ownerUserId, t.createdAt),
    uniqueIndex('splits_active_track_unique').on(t.trackId).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * A recoup condition with its running progress. Versions that keep the same condition point at
 * the same row, so editing a share does not restart the recoup.
 */
export const splitRecoups = pgTable(
  'split_recoups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    splitId: integer('split_id')
      .notNull()
      .references(() => splits.id, { onDelete: 'cascade' }),
    payeeEmail: text('payee_email').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    recoupedMicros: bigint('recouped_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    check('split_recoups_progress_check', sql`${t.recoupedMicros} >= 0 and ${t.recoupedMicros} <= ${t.amountMicros}`),
  ],
);

export const splitVersions = pgTable(
  'split_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    splitId: integer('split_id')
      .notNull()
      .references(() => splits.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The first sale date this version applies to. */
    effectiveFrom: day('effective_from').notNull(),
    recoupId: integer('recoup_id').references(() => splitRecoups.id, { onDelete: 'restrict' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('split_versions_split_version_unique').on(t.splitId, t.version),
    index('split_versions_effective_idx').on(t.splitId, t.effectiveFrom),
  ],
);

/** A payee of one version. The owner is never a payee; the owner's part is the rest. */
export const splitPayees = pgTable(
  'split_payees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    versionId: integer('version_id')
      .notNull()
      .references(() => splitVersions.id, { onDelete: 'cascade' }),
    /** Lowercased; the invitation goes here and the account with this e-mail may answer. */
    email: text('email').notNull(),
    /** Set when the payee answers (the account that accepted or declined). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 1 = 0.01 %, 10 000 = 100 % (integer, never a float). */
    shareBasisPoints: integer('share_basis_points').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    respondedAt: ts('responded_at'),
  },
  (t) => [
    uniqueIndex('split_payees_version_email_unique').on(t.versionId, t.email),
    index('split_payees_email_idx').on(t.email),
    check('split_payees_share_check', sql`${t.shareBasisPoints} between 1 and 10000`),
  ],
);

/**
 * Money held for a payee who has not accepted, by the ledger account that holds it: the payee's
 * own held-split account when they have an account, otherwise the owner's (decision 006). The
 * ledger holds the money; these rows say whose it is, so acceptance releases exactly this.
 */
export const splitHolds = pgTable(
  'split_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    payeeId: integer('payee_id')
      .notNull()
      .references(() => splitPayees.id, { onDelete: 'restrict' }),
    holderUserId: integer('holder_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Released to the payee (accepted) or returned to the owner (declined). */
    settledAt: ts('settled_at'),
    settlement: text('settlement', { enum: ['released', 'returned'] }),
  },
  (t) => [uniqueIndex('split_holds_payee_holder_unique').on(t.payeeId, t.holderUserId)],
);

/**
 * What each payee row was allocated, by SALE month (the month of the sales, not of the posting):
 * written by the allocation inside the import's transaction (summed per payee row and month).
 * `amount` is paid to the payee's earnings; `held` waits for their answer (on acceptance it moves
 * to `amount`, on decline to `returned`, i.e. back to the owner). The ledger holds the money;
 * these rows are the per-split, per-month figures of the sales screens and the wallet's
 * "last month's earnings". Owner's own part is not stored: it is the track's sales less these.
 */
export const splitEarnings = pgTable(
  'split_earnings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    splitId: integer('split_id')
      .notNull()
      .references(() => splits.id, { onDelete: 'cascade' }),
    payeeId: integer('payee_id')
      .notNull()
      .references(() => splitPayees.id, { onDelete: 'cascade' }),
    /** The payee's account when known (set on acceptance at the latest); null for an invitee without one. */
    payeeUserId: integer('payee_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** First day of the sale month. */
    month: day('month').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    heldMicros: bigint('held_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    returnedMicros: bigint('returned_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('split_earnings_payee_month_unique').on(t.payeeId, t.month),
    index('split_earnings_owner_idx').on(t.ownerUserId, t.month),
    index('split_earnings_payee_user_idx').on(t.payeeUserId, t.month),
    index('split_earnings_split_idx').on(t.splitId, t.month),
  ],
);

/**
 * What one allocation batch (an import or a resolve of statement `batch`, "statement:<id>") gave
 * each payee row, by sale month, and who held it: what a reversal of that statement must take
 * back (reverse-allocations.ts). split_holds and split_earnings are sums over every statement, so
 * they cannot say which part came from which; these rows can.
 */
export const splitAllocations = pgTable(
  'split_allocations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batch: text('batch').notNull(),
    splitId: integer('split_id')
      .notNull()
      .references(() => splits.id, { onDelete: 'cascade' }),
    payeeId: integer('payee_id')
      .notNull()
      .references(() => splitPayees.id, { onDelete: 'cascade' }),
    /** The held-split account's owner when the share was held; null when paid to the payee at once. */
    holderUserId: integer('holder_user_id').references(() => users.id, { onDelete: 'set null' }),
    payeeUserId: integer('payee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** First day of the sale month. */
    month: day('month').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    reversedAt: ts('reversed_at'),
  },
  (t) => [index('split_allocations_batch_idx').on(t.batch)],
);

/** How far one batch moved a recoup's progress (signed), so a reversal can move it back. */
export const splitRecoupMoves = pgTable(
  'split_recoup_moves',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batch: text('batch').notNull(),
    recoupId: integer('recoup_id')
      .notNull()
      .references(() => splitRecoups.id, { onDelete: 'cascade' }),
    movedMicros: bigint('moved_micros', { mode: 'bigint' }).notNull(),
    reversedAt: ts('reversed_at'),
  },
  (t) => [index('split_recoup_moves_batch_idx').on(t.batch)],
);

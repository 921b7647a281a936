import { bigint, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A checked artwork or audio file. Rows are only written once the file passed every rule;
 * uploads still in progress live in upload_sessions. Removal is soft (status 'removed', the
 * stored bytes deleted) so that a release or delivery log that named the id keeps a row to
 * point at.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['artwork', 'audio'] }).notNull(),
    status: text('status', { enum: ['ready', 'removed'] })
      .notNull()
      .default('ready'),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    previewStorageKey: text('preview_storage_key'),
    mimeType: text('mime_type').notNull(),
    format: text('format').notNull(),
    // Audio masters pass 2 GB: bigint, read back as a JS number (safe up to 9 PB).
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    md5: text('md5').notNull(),
    width: integer('width'),
    height: integer('height'),
    // Seconds with the fraction (samples / rate); not money, a float is right here.
    durationSeconds: doublePrecision('duration_seconds'),
    sampleRate: integer('sample_rate'),
    bitDepth: integer('bit_depth'),
    channels: integer('channels'),
    /** Audio: the Chromaprint fingerprint (fpcalc -raw items, first 120 s); null when none told anything. */
    fingerprint: jsonb('fingerprint').$type<number[]>(),
    /** A few of its items (domain fingerprintKeys): candidates for "the same recording" are found by overlap. */
    fingerprintKeys: integer('fingerprint_keys').array(),
    createdAt: ts('created_at').notNull().defaultNow(),
    removedAt: ts('removed_at'),
  },
  (table) => [index('uploaded_files_user_idx').on(table.userId, table.kind)],
);

/**
 * A resumable upload in progress: the bytes received so far sit in a part file under
 * DATA_DIR/uploads-staging/<id>.part; `receivedBytes` is the offset the next chunk must start at.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['artwork', 'audio'] }).notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['uploading', 'complete', 'rejected'] })
      .notNull()
      .default('uploading'),
    /** While a chunk is being written: one writer at a time, even across server processes. */
    lockedUntil: ts('locked_until'),
    uploadedFileId: integer('uploaded_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    rejectionReasons: jsonb('rejection_reasons').$type<string[]>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [index('upload_sessions_user_idx').on(table.userId)],
);

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type UploadSessionRow = typeof uploadSessions.$inferSelect;

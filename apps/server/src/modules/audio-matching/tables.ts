import { customType, doublePrecision, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { tracks } from '../releases/tables.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Chromaprint items as 4 little-endian bytes each: a 3-minute track is 6 KB, read back without parsing text. */
const fingerprintItems = customType<{ data: Uint32Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (items) => {
    const bytes = Buffer.alloc(items.length * 4);
    for (let position = 0; position < items.length; position += 1) bytes.writeUInt32LE(items[position], position * 4);
    return bytes;
  },
  fromDriver: (value) => {
    const bytes = Buffer.from(value);
    const items = new Uint32Array(Math.floor(bytes.length / 4));
    for (let position = 0; position < items.length; position += 1) items[position] = bytes.readUInt32LE(position * 4);
    return items;
  },
});

/**
 * The whole-length Chromaprint fingerprint of each catalog track's audio, taken once so matching
 * never runs fpcalc over the catalog. `audio_file_id` says which file it was taken from: a track
 * whose audio was replaced is fingerprinted again.
 */
export const catalogFingerprints = pgTable(
  'catalog_fingerprints',
  {
    trackId: integer('track_id')
      .primaryKey()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    /** The owner of the track's release: usage discovery searches one account's recordings. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An uploads-area file id (no foreign key: another area's table). */
    audioFileId: integer('audio_file_id').notNull(),
    items: fingerprintItems('items').notNull(),
    /** The distinct items as signed integers: the GIN index finds the tracks a clip shares items with. */
    itemKeys: integer('item_keys').array().notNull(),
    itemSeconds: doublePrecision('item_seconds').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('catalog_fingerprints_user_idx').on(t.userId),
    index('catalog_fingerprints_keys_idx').using('gin', t.itemKeys),
  ],
);

/**
 * The import's ImportSink on the database itself, not on one long transaction: each COPY of sale
 * lines and each catalog lookup is its own short statement, so an import of a million lines
 * leaves the connection free between batches (on PGlite, the only one) and other requests keep
 * answering. The lines it commits belong to a statement that is still 'importing': nobody reads
 * them until the final step (import-statement.ts) flips the statement to 'imported', and a failed
 * or interrupted import deletes them (interrupted-imports.ts).
 *
 * Rollups are added to what earlier statements wrote, so they cannot be written early without
 * being seen: their COPY text is kept here, staged once the lines are in, and added to the sales
 * figures after the flip (sales/staged-rollups.ts).
 */
import { splitCopyRows } from '../../platform/copy-text.js';
import type { Database } from '../../platform/db.js';
import { yieldToEventLoop } from '../../platform/event-loop.js';
import { catalogLookupOn } from './find-catalog-match.js';
import { copySalesLines } from './insert-sales-lines.js';
import type { ImportSink } from './statement-line-writer.js';

/**
 * Bytes of sale-line COPY text per statement (~400 lines): the writer sends 4,000 lines at a
 * time, which PGlite took a few hundred ms to write while every other request waited.
 */
const LINE_COPY_BYTES = 64 * 1024;

export interface BatchSink extends ImportSink {
  /** The rollups' COPY text, in the order the writer sent it, for the final step. */
  readonly rollupTexts: Buffer[];
}

export function batchSinkOn(db: Database): BatchSink {
  const rollupTexts: Buffer[] = [];
  const lookup = catalogLookupOn(db);
  // Every statement after a turn of the event loop: requests that arrived meanwhile go first.
  return {
    lookupCatalog: async (keys) => {
      await yieldToEventLoop();
      return lookup(keys);
    },
    copySalesLines: async (text) => {
      for (const piece of splitCopyRows(text, LINE_COPY_BYTES)) {
        await yieldToEventLoop();
        await copySalesLines(db, piece);
      }
    },
    writeRollups: async (text) => void rollupTexts.push(text),
    ordered: false,
    rollupTexts,
  };
}

/** The import's ImportSink on a transaction: what the line writer asks for, done on `tx`. */
import type { DbExecutor } from '../../platform/db.js';
import { upsertRollups } from '../sales/index.js';
import { catalogLookupOn } from './find-catalog-match.js';
import { copySalesLines } from './insert-sales-lines.js';
import type { ImportSink } from './statement-line-writer.js';

export function sinkOn(tx: DbExecutor): ImportSink {
  return {
    lookupCatalog: catalogLookupOn(tx),
    copySalesLines: (text) => copySalesLines(tx, text),
    writeRollups: upsertRollups(tx),
    ordered: false,
  };
}

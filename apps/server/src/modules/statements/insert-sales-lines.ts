/**
 * Sale lines go into `sales_lines` with COPY (platform/bulk-copy.ts): on PostgreSQL ~2x the rows
 * per second of the `INSERT ... SELECT FROM unnest(...)` it replaced, and no parameter limits.
 * The rows' text is made by sale-line-copy-text.ts.
 */
import { copyInto } from '../../platform/bulk-copy.js';
import type { DbExecutor } from '../../platform/db.js';
import { SALE_LINE_COLUMNS } from './sale-line-copy-text.js';

/** COPY `text` (lines from saleLineCopyText) into sales_lines, on the caller's transaction. */
export async function copySalesLines(db: DbExecutor, text: string | Buffer): Promise<void> {
  await copyInto(db, 'sales_lines', SALE_LINE_COLUMNS, text);
}

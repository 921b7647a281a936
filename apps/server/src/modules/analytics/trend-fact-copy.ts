/**
 * A trend import's facts on their way into analytics_facts: rows in COPY's binary format (the
 * parts a fact shares with others encoded once, by the caller), sent in large pieces through the
 * import's write lane, so PostgreSQL copies one piece while the next is made.
 */
import { copyInto } from '../../platform/bulk-copy.js';
import { CopyBinaryBuffer } from '../../platform/copy-binary.js';
import type { DbExecutor } from '../../platform/db.js';
import { FACT_COLUMNS, FactPartitions } from './fact-writer.js';
import type { WriteLane } from './write-lane.js';

/** Bytes gathered before they are sent (~50k facts): one piece is made while one is copied. */
const SEND_BYTES = 4 << 20;

export class TrendFactCopy {
  /** The caller writes each fact here: `rows.row(FACT_COLUMNS.length)` then its fields in FACT_COLUMNS order. */
  readonly rows = new CopyBinaryBuffer();
  private readonly partitions = new FactPartitions();
  private readonly months = new Set<string>();
  written = 0;
  firstDay: string | null = null;
  lastDay: string | null = null;

  constructor(
    private readonly db: DbExecutor,
    private readonly lane: WriteLane,
  ) {}

  /** Counts a fact written to `rows`, on `day`. */
  counted(day: string): void {
    this.written += 1;
    if (day === this.sameDay) return;
    this.sameDay = day;
    if (this.firstDay === null || day < this.firstDay) this.firstDay = day;
    if (this.lastDay === null || day > this.lastDay) this.lastDay = day;
  }

  private sameDay = '';

  /** The month of facts about to be written (yyyy-mm): its partition is made before they are sent. */
  inMonth(month: string): void {
    this.months.add(month);
  }

  get isFull(): boolean {
    return this.rows.size >= SEND_BYTES;
  }

  /** Starts copying what is gathered (after the write before it); does not wait for the copy. */
  async send(): Promise<void> {
    if (this.rows.rows === 0) return;
    const stream = this.rows.take();
    const months = [...this.months];
    this.months.clear();
    await this.lane.run(async () => {
      await this.partitions.ensure(this.db, months);
      await copyInto(this.db, 'analytics_facts', FACT_COLUMNS, stream, 'binary');
    });
  }
}

export const FACT_FIELDS = FACT_COLUMNS.length;

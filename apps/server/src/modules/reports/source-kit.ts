/** The shape every report family has, and the two ways a family reads its rows. */
import type { ReportKind } from '@liner/domain';

export const PAGE_SIZE = 1000;

export interface ReportSource {
  columns: readonly string[];
  count(): Promise<number>;
  /** One page of rows (1-based) for a report page. */
  slice(page: number, perPage: number): Promise<string[][]>;
  /** Every row, PAGE_SIZE at a time, for a download. */
  pages(): AsyncGenerator<string[][]>;
}

export interface SourceParams {
  start_date?: string;
  end_date?: string;
  channel?: string;
}
export type TableKind = Exclude<ReportKind, 'statement'>;

/** A source of aggregated rows read by offset (a few thousand rows at most). */
export function offsetSource(
  columns: readonly string[],
  count: () => Promise<number>,
  read: (offset: number, limit: number) => Promise<string[][]>,
): ReportSource {
  return {
    columns,
    count,
    slice: (page, perPage) => read((page - 1) * perPage, perPage),
    async *pages() {
      for (let offset = 0; ; offset += PAGE_SIZE) {
        const rows = await read(offset, PAGE_SIZE);
        if (rows.length > 0) yield rows;
        if (rows.length < PAGE_SIZE) return;
      }
    },
  };
}

/**
 * A source of raw rows (sales lines, ledger transactions, payouts), ascending by id: a download
 * pages by the last id (a million lines stay fast), a report page by offset.
 */
export function keysetSource<T extends { id: number }>(
  columns: readonly string[],
  count: () => Promise<number>,
  read: (afterId: number, limit: number, offset: number) => Promise<T[]>,
  format: (row: T) => string[],
): ReportSource {
  return {
    columns,
    count,
    slice: async (page, perPage) => (await read(0, perPage, (page - 1) * perPage)).map(format),
    async *pages() {
      let after = 0;
      for (;;) {
        const rows = await read(after, PAGE_SIZE, 0);
        if (rows.length > 0) yield rows.map(format);
        if (rows.length < PAGE_SIZE) return;
        after = rows[rows.length - 1].id;
      }
    },
  };
}

import { ROLLUP_COLUMNS, type RollupWrite } from './record-sales-rollups.js';

/** The columns summed per rollup row: the last five of ROLLUP_COLUMNS. */
const SUMMED_FROM = ROLLUP_COLUMNS.indexOf('lines');

/**
 * A RollupWrite that subtracts instead of adding: every summed cell of the COPY text is negated
 * before `write` adds it up. A reversed statement's lines go through a SalesRollupRecorder built on
 * it, so its sales leave every rollup by exactly what its import added.
 */
export function negatedRollupWrite(write: RollupWrite): RollupWrite {
  return (copyText) => {
    const rows = copyText.toString('utf8').split('\n');
    const negated = rows.map((row) => {
      if (row === '') return row;
      // Tabs inside a text cell are escaped in COPY text, so a tab always separates cells.
      const cells = row.split('\t');
      for (let i = SUMMED_FROM; i < cells.length; i += 1) {
        const cell = cells[i];
        cells[i] = cell === '0' ? cell : cell.startsWith('-') ? cell.slice(1) : `-${cell}`;
      }
      return cells.join('\t');
    });
    return write(Buffer.from(negated.join('\n'), 'utf8'));
  };
}

// Store statements for the money journey: a small CSV in a layout of its own, and the column
// mapping the operator saves for it (the statements page offers saved mappings to choose from).
import fs from 'node:fs';
import path from 'node:path';
import { apiOk } from './app.js';

export interface StatementLine {
  store: string;
  territory: string;
  isrc: string;
  title: string;
  units: number;
  /** Decimal string in the statement's currency, e.g. "12.50". */
  amount: string;
}

/** The layout of these CSVs, as the operator maps it (no date column: the upload form's period fills it). */
export const STATEMENT_MAPPING = {
  name: 'Liner e2e store CSV',
  columns: {
    store: 'Store',
    territory: 'Country',
    isrc: 'ISRC',
    title: 'Track',
    units: 'Streams',
    amount: 'Revenue USD',
  },
  defaults: { currency: 'USD', useType: 'stream' },
} as const;

/** Saves (or replaces) the mapping through the operator's API; answers its name. */
export async function saveStatementMapping(operatorToken: string): Promise<string> {
  await apiOk('POST', '/api/admin/statements/mappings', STATEMENT_MAPPING, operatorToken);
  return STATEMENT_MAPPING.name;
}

const cell = (value: string | number) =>
  /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);

/** Writes the CSV to `dir/name`; answers the file. */
export function writeStatementCsv(dir: string, name: string, lines: StatementLine[]): string {
  const { columns } = STATEMENT_MAPPING;
  const header = [columns.store, columns.territory, columns.isrc, columns.title, columns.units, columns.amount];
  const rows = lines.map((line) =>
    [line.store, line.territory, line.isrc, line.title, line.units, line.amount].map(cell).join(','),
  );
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${header.join(',')}\n${rows.join('\n')}\n`);
  return file;
}

/** Sum of the lines' amounts as a two-decimal string (the amounts here have at most two decimals). */
export function totalOf(lines: StatementLine[]): string {
  const cents = lines.reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0);
  return (cents / 100).toFixed(2);
}

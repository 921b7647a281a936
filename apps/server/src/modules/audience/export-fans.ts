import { Readable, pipeline } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import { AUDIENCE_EXPORT_COLUMNS, type AudienceMember } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { presentMember } from './present-member.js';
import { audienceMembers } from './tables.js';

const PAGE = 1000;

/** Spreadsheets run a cell that starts with one of these as a formula; names come from imported files. */
const FORMULA_START = /^[=+\-@\t\r]/;

function exportRow(member: AudienceMember): Record<string, string | number | boolean | null> {
  const row: Record<string, string | number | boolean | null> = {};
  for (const column of AUDIENCE_EXPORT_COLUMNS) {
    const value = column === 'country' ? member.country_code : member[column];
    row[column] = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
  }
  return row;
}

async function* memberPages(deps: AppDeps, accountId: number): AsyncGenerator<AudienceMember[]> {
  let after = 0;
  for (;;) {
    const rows = await deps.db
      .select()
      .from(audienceMembers)
      .where(and(eq(audienceMembers.accountId, accountId), gt(audienceMembers.id, after)))
      .orderBy(asc(audienceMembers.id))
      .limit(PAGE);
    if (rows.length === 0) return;
    yield rows.map(presentMember);
    after = rows[rows.length - 1].id;
  }
}

/**
 * fan/export-all: every member of the account as CSV, in the columns an import reads back
 * (country as its two-letter code, yes/no as true/false), read page by page as the answer streams.
 */
export function exportAllFans(deps: AppDeps, accountId: number): Readable {
  const csv = stringify({ header: true, columns: [...AUDIENCE_EXPORT_COLUMNS], cast: { boolean: String } });
  const rows = Readable.from(
    (async function* () {
      for await (const page of memberPages(deps, accountId)) yield* page.map(exportRow);
    })(),
  );
  // A failed read destroys the answer too, so the download stops instead of hanging.
  pipeline(rows, csv, () => undefined);
  return csv;
}

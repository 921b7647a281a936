// Store statements for the money journeys: a small CSV in a layout of its own, the column
// mapping the operator saves for it (the statements page offers saved mappings to choose from),
// the set-up those journeys share and the upload on the operator's statements page.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiOk, apiToken, button, confirmedAccountToken, DEMO_OPERATOR, field, type TestAccount } from './app.js';
import { createReleasedSingle, type ReleasedSingle } from './catalog.js';
import type { Session, SessionJourney } from './steps.js';

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

/** The month `offset` months from this one (UTC), as a statement period: YYYY-MM. */
export function monthOf(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

/** A statement line reporting the single's track. */
export function statementLine(
  single: ReleasedSingle,
  store: string,
  territory: string,
  units: number,
  amount: string,
): StatementLine {
  return { store, territory, isrc: single.isrc, title: single.trackTitle, units, amount };
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

export interface StatementJourneySetUp {
  operatorToken: string;
  artistToken: string;
  single: ReleasedSingle;
  mappingName: string;
}

/**
 * What every statement journey starts from: the demo operator signed in through the API, a new
 * confirmed artist (set-up completed) with a released single titled `title`, and the saved
 * column mapping.
 */
export async function setUpStatementJourney(artist: TestAccount, title: string): Promise<StatementJourneySetUp> {
  const operatorToken = await apiToken(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  const artistToken = await confirmedAccountToken(artist, { completeSetup: true });
  const single = await createReleasedSingle({
    artistToken,
    operatorToken,
    artist: `${artist.firstName} ${artist.lastName}`,
    title,
  });
  const mappingName = await saveStatementMapping(operatorToken);
  return { operatorToken, artistToken, single, mappingName };
}

export const STATEMENT_SET_UP_STEP = 'set-up: an artist with a released single, the operator with a column mapping';

/** The set-up step of a statement journey: `setUpStatementJourney`, then both signed in in a browser of their own. */
export async function startStatementJourney(
  journey: SessionJourney,
  artist: TestAccount,
  title: string,
): Promise<{ operator: Session; artist: Session; single: ReleasedSingle; mappingName: string }> {
  const setUp = await setUpStatementJourney(artist, title);
  const [operatorSession, artistSession] = await Promise.all([
    journey.signedIn(setUp.operatorToken),
    journey.signedIn(setUp.artistToken),
  ]);
  return { operator: operatorSession, artist: artistSession, single: setUp.single, mappingName: setUp.mappingName };
}

/** The detail section of the statement the operator's statements page shows. */
export function statementDetail(page: Page): Locator {
  return page.locator('section[aria-labelledby="statement-detail-heading"]');
}

/**
 * Uploads `file` on the operator's statements page (already open) with the saved mapping and
 * `period`, waits for its detail to show it imported; answers the detail section.
 */
export async function importStatementOnPage(
  page: Page,
  input: { file: string; mappingName: string; period: string },
): Promise<Locator> {
  await page.locator('input[type=file][aria-label="Statement file"]').setInputFiles(input.file);
  await page.getByLabel('Column mapping').selectOption({ label: input.mappingName });
  await field(page, 'Period (optional)').fill(input.period);
  await button(page, 'Import statement').click();
  const detail = statementDetail(page);
  await detail
    .getByRole('heading', { name: new RegExp(path.basename(input.file).replace(/\./g, '\\.')) })
    .waitFor({ state: 'visible' });
  const status = detail.locator('.MuiChip-label').first();
  await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/^(Imported|Failed)$/);
  expect(await status.textContent(), `the import failed: ${await detail.getByRole('alert').allTextContents()}`).toBe(
    'Imported',
  );
  return detail;
}

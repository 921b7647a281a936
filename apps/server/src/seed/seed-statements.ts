import { Readable } from 'node:stream';
import {
  closeAccountingPeriod,
  createStatement,
  reverseStatement,
  storeStatementFile,
} from '../modules/statements/index.js';
import type { DemoContext, SeededRelease } from './demo-context.js';
import { demoStatementText, misreportedRow, type StatementMonth } from './demo-statement-file.js';

/** Months of sales the demo imports, ending with last month. */
export const DEMO_STATEMENT_MONTHS = 18;
/** Day of the following month the distributor's report arrives and is imported. */
const REPORT_DAY = 12;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The last `count` whole months before the present, oldest first, with the day each is reported. */
export function statementMonths(present: Date, count: number): StatementMonth[] {
  const months: StatementMonth[] = [];
  for (let back = count; back >= 1; back -= 1) {
    const sale = new Date(Date.UTC(present.getUTCFullYear(), present.getUTCMonth() - back, 1));
    const reported = new Date(Date.UTC(sale.getUTCFullYear(), sale.getUTCMonth() + 1, REPORT_DAY, 9));
    const reportedOn = reported > present ? present : reported;
    months.push({
      month: `${sale.getUTCFullYear()}-${pad(sale.getUTCMonth() + 1)}`,
      reportedOn: reportedOn.toISOString().slice(0, 10),
    });
  }
  return months;
}

/**
 * Imports one statement per month through the operator's upload: the file is stored, the
 * statement queued and imported (inline: the seed runs without a job runner), so its lines are
 * matched to the catalog, split, rolled up and posted to the wallets like any real statement.
 */
export async function seedStatements(ctx: DemoContext, releases: SeededRelease[], present: Date): Promise<number[]> {
  const ids: number[] = [];
  const quietHours = releases.find((release) => release.key === 'quiet-hours');
  for (const [index, period] of statementMonths(present, DEMO_STATEMENT_MONTHS).entries()) {
    ctx.clock.setDate(new Date(`${period.reportedOn}T09:00:00Z`));
    let text = demoStatementText(releases, period, 2026 + index);
    // Last month's report carries one line the store misreported: the unmatched queue shows alive.
    if (index === DEMO_STATEMENT_MONTHS - 1 && quietHours) text += `${misreportedRow(quietHours, period)}\n`;
    const file = await storeStatementFile(
      ctx.deps,
      `distrokid-${period.month}.tsv`,
      Readable.from([Buffer.from(text, 'utf8')]),
    );
    ids.push(await createStatement(ctx.deps, { uploadedBy: ctx.accounts.operator.id, file, fields: {} }));
  }
  return ids;
}

/** Why the demo's preliminary report was reversed (the operator's words, shown to the earners). */
export const DEMO_REVERSAL_REASON = 'DistroKid recalled this preliminary report and sent the final one';

/**
 * A report the distributor recalled: a preliminary export of last month imported a few hours
 * after the final one, then reversed by the operator, so the operator's list and the wallets
 * show a reversed statement (its money came and went back before anyone could spend it).
 */
export async function seedReversedStatement(ctx: DemoContext, releases: SeededRelease[], present: Date): Promise<void> {
  const [last] = statementMonths(present, 1);
  const later = (hours: number) => {
    const at = new Date(new Date(`${last.reportedOn}T09:00:00Z`).getTime() + hours * 3_600_000);
    return at > present ? present : at;
  };
  ctx.clock.setDate(later(2));
  const text = demoStatementText(releases, last, 4_242);
  const file = await storeStatementFile(
    ctx.deps,
    `distrokid-${last.month}-preliminary.tsv`,
    Readable.from([Buffer.from(text, 'utf8')]),
  );
  const id = await createStatement(ctx.deps, { uploadedBy: ctx.accounts.operator.id, file, fields: {} });
  ctx.clock.setDate(later(3));
  await reverseStatement(ctx.deps, ctx.accounts.operator.id, id, { reason: DEMO_REVERSAL_REASON });
}

/**
 * The operator closes the month before last once last month's report is in: its statements are
 * issued, and a report for it arriving now would be booked in the next open month.
 */
export async function seedClosedPeriod(ctx: DemoContext, present: Date): Promise<string> {
  const [beforeLast, last] = statementMonths(present, 2);
  const at = new Date(`${last.reportedOn}T10:00:00Z`);
  ctx.clock.setDate(at > present ? present : at);
  await closeAccountingPeriod(ctx.deps, ctx.accounts.operator.id, beforeLast.month);
  return beforeLast.month;
}

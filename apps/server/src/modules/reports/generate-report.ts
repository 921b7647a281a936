/**
 * The 'reports.generate' job body: queued -> generating -> ready | failed. The same function
 * runs inline when there is no job runner (API tests, CLI), so both paths behave alike.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ReportFormat, ReportKind } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { userFacingFailure } from '../../platform/errors.js';
import { buildMonthlyStatement } from './build-statement.js';
import { renderStatementPdf } from './render-statement-pdf.js';
import { reportSource } from './report-sources.js';
import { reports } from './tables.js';
import { writeReportFile } from './write-report-file.js';

export const REPORTS_QUEUE = 'reports.generate';

/** What the owner reads on a report that failed for a reason of the server's (the log has the detail). */
export const REPORT_FAILED_MESSAGE = 'The report could not be generated. Please order it again.';

export function reportStorageKey(report: { id: number; userId: number; format: string }): string {
  return `reports/${report.userId}/${report.id}.${report.format}`;
}

async function produceFile(deps: AppDeps, report: typeof reports.$inferSelect, key: string): Promise<number> {
  if (report.kind === 'statement') {
    const model = await buildMonthlyStatement(deps, report.userId, report.params.month);
    await deps.storage.put(key, await renderStatementPdf(model));
    return 1;
  }
  const kind = report.kind as Exclude<ReportKind, 'statement'>;
  const source = reportSource(deps.db, report.userId, kind, report.params, deps.config.money.currency);
  const total = await source.count();
  let lastPercent = 0;
  return writeReportFile(deps.storage, key, report.format as ReportFormat, source, async (written) => {
    const percent = total === 0 ? 100 : Math.min(99, Math.floor((written * 100) / total));
    if (percent === lastPercent) return;
    lastPercent = percent;
    await deps.db.update(reports).set({ progress: percent }).where(eq(reports.id, report.id));
  });
}

/** Generates one report; never throws for a report's own failure (it is recorded on the row). */
export async function generateReport(deps: AppDeps, reportId: number): Promise<void> {
  // Claim: only a queued report starts, so a job delivered twice does not write the file twice.
  const [report] = await deps.db
    .update(reports)
    .set({ status: 'generating', startedAt: deps.clock.now(), progress: 0 })
    .where(and(eq(reports.id, reportId), inArray(reports.status, ['queued'])))
    .returning();
  if (!report) return;
  const key = reportStorageKey(report);
  try {
    const rows = await produceFile(deps, report, key);
    await deps.db
      .update(reports)
      .set({ status: 'ready', progress: 100, rows, storageKey: key, finishedAt: deps.clock.now() })
      .where(eq(reports.id, report.id));
  } catch (error) {
    const message = userFacingFailure(error, REPORT_FAILED_MESSAGE);
    deps.logger.error({ err: error, reportId }, 'report generation failed');
    await deps.storage.delete(key).catch(() => undefined);
    await deps.db
      .update(reports)
      .set({ status: 'failed', error: message, finishedAt: deps.clock.now() })
      .where(eq(reports.id, report.id));
  }
}

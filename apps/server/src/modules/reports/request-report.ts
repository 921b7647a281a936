import { count, desc, eq } from 'drizzle-orm';
import type {
  PageQuery,
  ReportFormat,
  ReportItem,
  ReportKind,
  ReportQueuedResponse,
  ReportRowsPage,
  ReportRowsQuery,
  ReportsPage,
  ReportStatusResponse,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { Actor } from '../../platform/request-auth.js';
import { authorizeFound } from '../../platform/permissions/authorize.js';
import { generateReport, REPORTS_QUEUE } from './generate-report.js';
import type { ReportSource } from './source-kit.js';
import { reports } from './tables.js';
import { pageOf } from '../../platform/page-of.js';

type ReportRow = typeof reports.$inferSelect;

export interface ReportOrder {
  kind: ReportKind;
  format: ReportFormat | 'pdf';
  params: Record<string, string>;
}

/** Records the order and queues its generation; without a job runner it is generated inline. */
export async function requestReport(deps: AppDeps, userId: number, order: ReportOrder): Promise<ReportQueuedResponse> {
  const params = Object.fromEntries(
    Object.entries(order.params).filter(([, value]) => value !== undefined && value !== ''),
  );
  const [report] = await deps.db
    .insert(reports)
    .values({
      userId,
      kind: order.kind,
      format: order.format,
      params,
      status: 'queued',
      createdAt: deps.clock.now(),
    })
    .returning();
  if (deps.jobs) {
    await deps.jobs.send(
      REPORTS_QUEUE,
      { reportId: report.id },
      { singletonKey: `report:${report.id}`, retryLimit: 0 },
    );
    return { reportId: report.id, status: 'queued' };
  }
  await generateReport(deps, report.id);
  const [done] = await deps.db.select({ status: reports.status }).from(reports).where(eq(reports.id, report.id));
  return { reportId: report.id, status: done.status };
}

/** The report when the actor may read it; 404 otherwise (never reveal another account's report). */
export async function findReadableReport(deps: AppDeps, actor: Actor, reportId: number): Promise<ReportRow> {
  const [report] = await deps.db.select().from(reports).where(eq(reports.id, reportId));
  return authorizeFound(actor, 'report.read', report, (row) => row.userId, 'No such report');
}

export function presentStatus(report: ReportRow): ReportStatusResponse {
  return {
    reportId: report.id,
    status: report.status,
    ...(report.status === 'generating' || report.status === 'ready' ? { progress: report.progress } : {}),
    ...(report.status === 'failed' && report.error ? { error: report.error } : {}),
  };
}

export function reportFileName(report: Pick<ReportRow, 'id' | 'kind' | 'format' | 'params'>): string {
  const span =
    report.kind === 'statement'
      ? report.params.month
      : [report.params.start_date, report.params.end_date].filter(Boolean).join('_to_') || 'all';
  // A channel name is the store's own text: only safe characters reach the header.
  const name =
    report.kind === 'channel' ? `channel-${(report.params.channel ?? '').replace(/[^A-Za-z0-9]+/g, '-')}` : report.kind;
  return `${name}-${span}-${report.id}.${report.format}`;
}

function presentReport(report: ReportRow): ReportItem {
  return {
    id: report.id,
    kind: report.kind,
    format: report.format,
    status: report.status,
    params: report.params,
    rows: report.rows,
    fileName: reportFileName(report),
    error: report.error,
    createdAt: report.createdAt.toISOString(),
    finishedAt: report.finishedAt?.toISOString() ?? null,
  };
}

export async function listReports(deps: AppDeps, userId: number, page: PageQuery): Promise<ReportsPage> {
  const [{ total }] = await deps.db.select({ total: count() }).from(reports).where(eq(reports.userId, userId));
  const rows = await deps.db
    .select()
    .from(reports)
    .where(eq(reports.userId, userId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return pageOf(rows.map(presentReport), total, page);
}

export const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** One page of a report page's rows, read straight from the family's source (no job: a page is small). */
export async function reportRows(source: ReportSource, query: ReportRowsQuery): Promise<ReportRowsPage> {
  const [total, data] = await Promise.all([source.count(), source.slice(query.page, query.per_page)]);
  return { columns: [...source.columns], ...pageOf(data, total, query) };
}

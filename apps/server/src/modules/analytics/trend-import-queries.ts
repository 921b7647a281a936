/** The operator's view of trend imports: a page of them, newest first, and one with its bad rows. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type {
  AnalyticsImportDetail,
  AnalyticsImportPage,
  AnalyticsImportQuery,
  AnalyticsImportStatus,
  AnalyticsImportSummary,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { pageOf } from '../../platform/page-of.js';
import { analyticsImports } from './tables.js';
import { trendImportProgress } from './trend-import-progress.js';

type ImportRow = typeof analyticsImports.$inferSelect;

function present(row: ImportRow): AnalyticsImportSummary {
  const live = row.status === 'importing' ? trendImportProgress(row.id) : undefined;
  return {
    id: row.id,
    source: row.source,
    platform: row.platform,
    layout: row.layout,
    fileName: row.fileName,
    status: row.status as AnalyticsImportStatus,
    rowsRead: live ?? row.rowsRead,
    factsWritten: row.factsWritten,
    badRows: row.badRows,
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function listTrendImports(deps: AppDeps, query: AnalyticsImportQuery): Promise<AnalyticsImportPage> {
  const filters: SQL[] = [];
  if (query.platform) filters.push(eq(analyticsImports.platform, query.platform));
  if (query.status) filters.push(eq(analyticsImports.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(analyticsImports)
      .where(where)
      .orderBy(desc(analyticsImports.createdAt), desc(analyticsImports.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    deps.db.select({ n: count() }).from(analyticsImports).where(where),
  ]);
  return pageOf(rows.map(present), total?.n ?? 0, query);
}

export async function trendImportDetail(deps: AppDeps, importId: number): Promise<AnalyticsImportDetail> {
  const [row] = await deps.db.select().from(analyticsImports).where(eq(analyticsImports.id, importId));
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such analytics import' });
  return { ...present(row), problems: row.problems };
}

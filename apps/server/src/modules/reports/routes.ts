import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PageQuery, ReportDownloadRequest, ReportIdParams, ReportQueuedResponse, ReportsPage, ReportStatusResponse, SalesReportRequest,
  StatementRequest, type ReportKind,
} from '@liner/domain';
import { AppError } from '../../platform/errors.js';
import { actorOf, requireUser } from '../../platform/request-auth.js';
import { CONTENT_TYPES, findReadableReport, listReports, presentStatus, reportFileName, requestReport } from './request-report.js';

/**
 * Download families we have data for (spec 3 §7 POST download/... and GET download names).
 * Left out, no data yet: audience, release-links, publishing-earnings, stream/additional/trends,
 * catalog-overview and royalty-share reports, exchange rates, gross-sales variants.
 */
const FAMILIES: [path: string, kind: Exclude<ReportKind, 'statement' | 'sales'>][] = [
  ['transactions', 'transactions'],
  ['payouts', 'payouts'],
  ['releases/earning', 'releases-earning'],
  ['tracks/earning', 'tracks-earning'],
  ['artist/earning', 'artists-earning'],
  ['countries', 'countries'],
];

/** api/portal/reports: order a report, follow its status, fetch the file, list my reports. */
export async function registerReportRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/reports';
  const onRequest = [requireUser];
  const tags = ['reports'];
  const security = [{ bearer: [] }];
  const queued = { 200: ReportQueuedResponse };

  app.post(`${base}/download/sales`, { onRequest, schema: { tags, security, body: SalesReportRequest, response: queued } },
    async (req) => requestReport(app.deps, actorOf(req).user.id, {
      kind: 'sales', format: req.body.format, params: { start_date: req.body.start_date, end_date: req.body.end_date },
    }));

  for (const [path, kind] of FAMILIES) {
    app.post(`${base}/download/${path}`, { onRequest, schema: { tags, security, body: ReportDownloadRequest, response: queued } },
      async (req) => requestReport(app.deps, actorOf(req).user.id, {
        kind, format: req.body.format, params: { start_date: req.body.start_date ?? '', end_date: req.body.end_date ?? '' },
      }));
  }

  app.post(`${base}/statement`, { onRequest, schema: { tags, security, body: StatementRequest, response: queued } },
    async (req) => requestReport(app.deps, actorOf(req).user.id, { kind: 'statement', format: 'pdf', params: { month: req.body.month } }));

  app.get(`${base}/status/:reportId`, { onRequest, schema: { tags, security, params: ReportIdParams, response: { 200: ReportStatusResponse } } },
    async (req) => presentStatus(await findReadableReport(app.deps, actorOf(req), req.params.reportId)));

  app.get(`${base}/download/:reportId`, { onRequest, schema: { tags, security, params: ReportIdParams } },
    async (req, reply) => {
      const report = await findReadableReport(app.deps, actorOf(req), req.params.reportId);
      if (report.status !== 'ready' || !report.storageKey) throw new AppError('CONFLICT', { message: 'The report is not ready yet' });
      reply.header('content-type', CONTENT_TYPES[report.format] ?? 'application/octet-stream');
      reply.header('content-disposition', `attachment; filename="${reportFileName(report)}"`);
      return reply.send(app.deps.storage.get(report.storageKey));
    });

  app.get(base, { onRequest, schema: { tags, security, querystring: PageQuery, response: { 200: ReportsPage } } },
    async (req) => listReports(app.deps, actorOf(req).user.id, req.query));
}

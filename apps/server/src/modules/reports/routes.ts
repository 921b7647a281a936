import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PageQuery,
  ReportChannelParams,
  ReportDownloadRequest,
  ReportIdParams,
  ReportQueuedResponse,
  ReportRowsPage,
  ReportRowsQuery,
  ReportsPage,
  ReportStatusResponse,
  SalesReportRequest,
  StatementRequest,
} from '@liner/domain';
import { AppError } from '../../platform/errors.js';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import { reportSource } from './report-sources.js';
import {
  CONTENT_TYPES,
  findReadableReport,
  listReports,
  presentStatus,
  reportFileName,
  reportRows,
  requestReport,
} from './request-report.js';
import type { TableKind } from './source-kit.js';

/**
 * Download families we have data for: each POST download/... path and the report kind it queues.
 * Left out, no data in the product: audience, release-links, publishing-earnings,
 * stream/additional/trends, catalog-overview and royalty-share reports.
 */
const FAMILIES: [path: string, kind: Exclude<TableKind, 'sales' | 'channel'>][] = [
  ['transactions', 'transactions'],
  ['payouts', 'payouts'],
  ['releases/earning', 'releases-earning'],
  ['tracks/earning', 'tracks-earning'],
  ['artist/earning', 'artists-earning'],
  ['countries', 'countries'],
  ['channels', 'stores'],
  ['exchange-rates', 'exchange-rates'],
  ['releases/gross-sales', 'releases-gross'],
  ['tracks/gross-sales', 'tracks-gross'],
  ['artist/gross-sales', 'artists-gross'],
];

/**
 * The rows of each report page (the web shows them at reports/manage/{section}): the GET path,
 * the same cells as the family's download, paged. channel-overview/{channel} is added below.
 */
const PAGES: [path: string, kind: Exclude<TableKind, 'channel'>][] = [
  ['sales-overview', 'sales'],
  ['exchange-rate-overview', 'exchange-rates'],
  ['channels', 'stores'],
  ['releases', 'releases-earning'],
  ['tracks', 'tracks-earning'],
  ['countries', 'countries'],
  ['payouts', 'payouts'],
  ['transactions', 'transactions'],
  ['artists', 'artists-earning'],
  ['gross-report/releases', 'releases-gross'],
  ['gross-report/tracks', 'tracks-gross'],
  ['gross-report/artists', 'artists-gross'],
];

/** api/portal/reports: order a report, follow its status, fetch the file, list my reports. */
export async function registerReportRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/reports';
  const config = { access: 'account.read' } as const;
  const tags = ['reports'];
  const security = [{ bearer: [] }];
  const queued = { 200: ReportQueuedResponse };

  app.post(
    `${base}/download/sales`,
    { config, schema: { tags, security, body: SalesReportRequest, response: queued } },
    async (req) =>
      requestReport(app.deps, accountOf(req), {
        kind: 'sales',
        format: req.body.format,
        params: { start_date: req.body.start_date, end_date: req.body.end_date },
      }),
  );

  for (const [path, kind] of FAMILIES) {
    app.post(
      `${base}/download/${path}`,
      { config, schema: { tags, security, body: ReportDownloadRequest, response: queued } },
      async (req) =>
        requestReport(app.deps, accountOf(req), {
          kind,
          format: req.body.format,
          params: { start_date: req.body.start_date ?? '', end_date: req.body.end_date ?? '' },
        }),
    );
  }

  app.post(
    `${base}/download/channel-sales/:channel`,
    {
      config,
      schema: { tags, security, params: ReportChannelParams, body: ReportDownloadRequest, response: queued },
    },
    async (req) =>
      requestReport(app.deps, accountOf(req), {
        kind: 'channel',
        format: req.body.format,
        params: {
          channel: req.params.channel,
          start_date: req.body.start_date ?? '',
          end_date: req.body.end_date ?? '',
        },
      }),
  );

  const rows = { 200: ReportRowsPage };
  for (const [path, kind] of PAGES) {
    app.get(
      `${base}/${path}`,
      { config, schema: { tags, security, querystring: ReportRowsQuery, response: rows } },
      async (req) =>
        reportRows(
          reportSource(app.deps.db, accountOf(req), kind, req.query, app.deps.config.money.currency),
          req.query,
        ),
    );
  }
  app.get(
    `${base}/channel-overview/:channel`,
    {
      config,
      schema: { tags, security, params: ReportChannelParams, querystring: ReportRowsQuery, response: rows },
    },
    async (req) =>
      reportRows(
        reportSource(
          app.deps.db,
          accountOf(req),
          'channel',
          { ...req.query, channel: req.params.channel },
          app.deps.config.money.currency,
        ),
        req.query,
      ),
  );

  app.post(
    `${base}/statement`,
    { config, schema: { tags, security, body: StatementRequest, response: queued } },
    async (req) =>
      requestReport(app.deps, accountOf(req), {
        kind: 'statement',
        format: 'pdf',
        params: { month: req.body.month },
      }),
  );

  app.get(
    `${base}/status/:reportId`,
    { config, schema: { tags, security, params: ReportIdParams, response: { 200: ReportStatusResponse } } },
    async (req) => presentStatus(await findReadableReport(app.deps, actorOf(req), req.params.reportId)),
  );

  app.get(
    `${base}/download/:reportId`,
    { config, schema: { tags, security, params: ReportIdParams } },
    async (req, reply) => {
      const report = await findReadableReport(app.deps, actorOf(req), req.params.reportId);
      if (report.status !== 'ready' || !report.storageKey)
        throw new AppError('CONFLICT', { message: 'The report is not ready yet' });
      reply.header('content-type', CONTENT_TYPES[report.format] ?? 'application/octet-stream');
      reply.header('content-disposition', `attachment; filename="${reportFileName(report)}"`);
      return reply.send(app.deps.storage.get(report.storageKey));
    },
  );

  app.get(
    base,
    { config, schema: { tags, security, querystring: PageQuery, response: { 200: ReportsPage } } },
    async (req) => listReports(app.deps, accountOf(req), req.query),
  );
}

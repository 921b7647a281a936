// The reports area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { REPORTS_QUEUE } from './generate-report.js';
export { registerReportWorkers } from './report-workers.js';
export { registerReportRoutes } from './routes.js';
export { requestReport, type ReportOrder } from './request-report.js';

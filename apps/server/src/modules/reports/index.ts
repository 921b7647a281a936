export { REPORTS_QUEUE } from './generate-report.js';
export { registerReportWorkers } from './report-workers.js';
export { registerReportRoutes } from './routes.js';
export { requestReport, type ReportOrder } from './request-report.js';

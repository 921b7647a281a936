// The audit area's public surface: the trail of changes made in each account.
export { installAuditTrail } from './install-audit-trail.js';
export { recordAuditEntry, type AuditEntryInput } from './record-audit-entry.js';
export { registerAuditRoutes } from './routes.js';
export { describeAction } from './describe-action.js';

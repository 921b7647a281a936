// Every area's tables, for drizzle-kit and for the typed database handle.
export * from '../modules/auth/tables.js';
export * from '../modules/notifications/tables.js';
export * from '../modules/subscriptions/tables.js';
export * from '../modules/uploads/tables.js';
export * from '../modules/delivery/tables.js';
export * from '../modules/releases/tables.js';
export * from '../modules/ledger/tables.js';
export * from '../modules/wallet/tables.js';
export * from '../modules/payouts/tables.js';
export * from '../modules/statements/tables.js';
export * from '../modules/sales/tables.js';
export * from '../modules/preferences/tables.js';
export * from '../modules/release-review/tables.js';
export * from '../modules/edit-requests/tables.js';
export * from '../modules/quicklinks/tables.js';
export * from '../modules/splits/tables.js';
export * from '../modules/reports/tables.js';

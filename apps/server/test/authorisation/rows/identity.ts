import type { MatrixRows } from '../matrix-entry.js';

/** Identity checks: the operator's queue works on any account's check; everyone else is refused (403). */
export const IDENTITY_ROWS: MatrixRows = {
  'GET /api/admin/identity-checks/:id/images/:side': { ids: { id: 'identityCheck', side: { literal: 'front' } } },
  'POST /api/admin/identity-checks/:id/decision': { ids: { id: 'identityCheck' }, body: { decision: 'bypass' } },
};

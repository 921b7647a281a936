import type { MatrixRows } from '../matrix-entry.js';

/** The operator's offers desk (priority account, royalty advance) and identity reviews. */
export const OFFER_ROWS: MatrixRows = {
  'GET /api/admin/accounts/:userId/offers': { ids: { userId: { literal: 1 } } },
  'POST /api/admin/accounts/:userId/offers': { ids: { userId: { literal: 1 } }, body: { priority: true } },
};

import type { MatrixRows } from '../matrix-entry.js';

/** The profile's routes that take an id: the account's documents and the person's additional addresses. */
export const PROFILE_ROWS: MatrixRows = {
  'GET /api/profile/documents/:id/file': { ids: { id: 'document' } },
  'POST /api/profile/additional-email/update': { ids: { id: 'additionalEmail' }, body: { communication: true } },
  'POST /api/profile/additional-email/remove': { ids: { id: 'additionalEmail' } },
};

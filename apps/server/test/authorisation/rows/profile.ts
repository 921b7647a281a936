import type { MatrixRows } from '../matrix-entry.js';

/** The profile's routes that take an id: the account's documents. */
export const PROFILE_ROWS: MatrixRows = {
  'GET /api/profile/documents/:id/file': { ids: { id: 'document' } },
};

import { LET_THROUGH, type MatrixRows, SCOPED_NO_EFFECT } from '../matrix-entry.js';

const SEARCH_WHY =
  'the search {q} is text, not an id: each account searches its own audience and finds nothing of the owner';

/** The audience: its searches and the removal of fans by id (one in the query string, or many). */
export const AUDIENCE_ROWS: MatrixRows = {
  'GET /api/portal/audience/findAll/:q': { ids: { q: { literal: 'fan' } }, expect: SCOPED_NO_EFFECT, why: SEARCH_WHY },
  'GET /api/portal/audience/find/fans/:q': {
    ids: { q: { literal: 'fan' } },
    expect: SCOPED_NO_EFFECT,
    why: SEARCH_WHY,
  },
  'DELETE /api/portal/audience/fan': {
    ids: { id: 'deletableAudienceFan' },
    expect: { owner: 404, managerFull: LET_THROUGH },
    why: 'managerFull, acting for the owner with every access type, runs just before the owner and deletes the fan: the owner then finds it gone',
  },
  'POST /api/portal/audience/fan/bulk-remove': {
    ids: { ids: 'audienceFan' },
    expect: { owner: 404, managerFull: LET_THROUGH },
    why: 'managerFull, acting for the owner with every access type, runs just before the owner and removes the fan: the owner then finds it gone',
  },
};

import { type MatrixRows, SCOPED_NO_EFFECT } from '../matrix-entry.js';

/** Analytics: the filters' ids are in the query string; only the release search has a path parameter. */
export const ANALYTICS_ROWS: MatrixRows = {
  'GET /api/portal/analytics/releases/:query': {
    ids: { query: { literal: 'Northern' } },
    expect: SCOPED_NO_EFFECT,
    why: 'a search text, not a row: every account searches its own releases',
  },
};

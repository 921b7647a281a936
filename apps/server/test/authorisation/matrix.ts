import type { MatrixRows } from './matrix-entry.js';
import { MONEY_ROWS } from './rows/money.js';
import { OFFER_ROWS } from './rows/offers.js';
import { OPERATOR_ROWS } from './rows/operator.js';
import { PLATFORM_LINK_ROWS } from './rows/platform-links.js';
import { PREFERENCE_ROWS } from './rows/preferences.js';
import { PROFILE_ROWS } from './rows/profile.js';
import { RELEASE_ROWS } from './rows/releases.js';
import { MANAGER_ROWS } from './rows/managers.js';
import { IDENTITY_ROWS } from './rows/identity.js';
import { BILLING_ROWS } from './rows/billing.js';
import { ANALYTICS_ROWS } from './rows/analytics.js';
import { AUDIENCE_ROWS } from './rows/audience.js';
import { SUPPORT_ROWS } from './rows/support.js';
import { HELP_CENTRE_ROWS } from './rows/help-centre.js';
import { PROGRAMME_ROWS } from './rows/programmes.js';

/**
 * Every route that takes an id, by area. A new area adds a file to rows/ and spreads it here;
 * a route with an id and no row fails the matrix test, so none ships without one.
 */
export const MATRIX: MatrixRows = {
  ...RELEASE_ROWS,
  ...MONEY_ROWS,
  ...PREFERENCE_ROWS,
  ...OPERATOR_ROWS,
  ...PROFILE_ROWS,
  ...PLATFORM_LINK_ROWS,
  ...MANAGER_ROWS,
  ...OFFER_ROWS,
  ...IDENTITY_ROWS,
  ...BILLING_ROWS,
  ...ANALYTICS_ROWS,
  ...AUDIENCE_ROWS,
  ...SUPPORT_ROWS,
  ...HELP_CENTRE_ROWS,
  ...PROGRAMME_ROWS,
};

/** Public pages: the same answer to everyone, so no row of the matrix but listed so none is forgotten. */
export const PUBLIC_WITH_IDS = [
  'GET /api/public/links/:shortId',
  'GET /api/public/links/:shortId/go/:platform',
  'GET /api/public/tracks/:id',
  'GET /api/public/shorts/:id',
  'GET /api/shorts/:id',
  'GET /api/public/covers/:id',
  'GET /api/help-centre/articles/:slug',
];

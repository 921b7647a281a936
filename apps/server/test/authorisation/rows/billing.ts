import type { MatrixRows } from '../matrix-entry.js';

/** Subscription billing: the account's invoices, and the operator's plan desk. */
export const BILLING_ROWS: MatrixRows = {
  'POST /api/profile/download/invoice/:id': { ids: { id: 'invoice' } },
  'PUT /api/admin/subscription-plans/:planId': {
    ids: { planId: { literal: 'artist-monthly' } },
    body: { name: 'Artist monthly', priceCents: 999, currency: 'USD', trialDays: 0, status: 'active' },
  },
};

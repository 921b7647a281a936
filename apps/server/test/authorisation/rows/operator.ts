import { type MatrixRows, RELEASE_ROW as release } from '../matrix-entry.js';

/** Operator routes: the operator works on any account's rows; everyone else is refused (403). */
export const OPERATOR_ROWS: MatrixRows = {
  'GET /api/admin/releases/:id': release,
  'POST /api/admin/releases/:id/approve': release,
  'POST /api/admin/releases/:id/reject': { ids: { id: 'release' }, body: { reason: 'Artwork is blurry' } },
  'POST /api/admin/releases/:id/takedown/approve': release,
  'POST /api/admin/releases/:id/takedown/decline': { ids: { id: 'release' }, body: { reason: 'Not now' } },
  'GET /api/admin/releases/:id/edit-requests': release,
  'POST /api/admin/releases/:id/edit-requests/approve': release,
  'POST /api/admin/releases/:id/edit-requests/reject': { ids: { id: 'release' }, body: { reason: 'No' } },
  'GET /api/admin/releases/:id/deliveries': release,
  'POST /api/admin/payouts/:payoutId/approve': { ids: { payoutId: 'payoutRequest' } },
  'POST /api/admin/payouts/:payoutId/reject': {
    ids: { payoutId: 'payoutRequest' },
    body: { reason: 'Check the IBAN' },
  },
  'POST /api/admin/payouts/batches/:batchId/submit': { ids: { batchId: 'payoutBatch' } },
  'GET /api/admin/payouts/batches/:batchId/file': { ids: { batchId: 'payoutBatch' } },
  'POST /api/admin/payouts/batches/:batchId/paid': { ids: { batchId: 'payoutBatch' } },
  'POST /api/admin/payouts/batches/:batchId/sync': { ids: { batchId: 'payoutBatch' } },
  'POST /api/admin/payouts/:payoutId/returned': { ids: { payoutId: 'payoutRequest' }, body: { reason: 'Bounced' } },
  'POST /api/admin/isrc-claims/:claimId/accept': { ids: { claimId: 'isrcClaim' } },
  'POST /api/admin/isrc-claims/:claimId/reject': { ids: { claimId: 'isrcClaim' }, body: { reason: 'Not theirs' } },
  'GET /api/admin/statements/:id': { ids: { id: 'statement' } },
  'GET /api/admin/statements/:id/unmatched': { ids: { id: 'statement' } },
  'POST /api/admin/statements/:id/reverse': { ids: { id: 'statement' }, body: { reason: 'Wrong file' } },
  'POST /api/admin/statements/:id/resume': { ids: { id: 'statement' } },
  'GET /api/admin/analytics/imports/:id': { ids: { id: 'analyticsImport' } },
  'DELETE /api/admin/analytics/imports/:id': { ids: { id: 'analyticsImport' } },
  'PUT /api/admin/exchange-rates/:id': {
    ids: { id: 'exchangeRate' },
    body: { currency: 'GBP', month: '2024-01', rate: '1.27' },
  },
  'DELETE /api/admin/exchange-rates/:id': { ids: { id: 'exchangeRate' } },
  'POST /api/admin/statements/unmatched/resolve': {
    ids: { lineIds: { literal: 1 }, trackId: 'track', releaseId: 'release' },
  },
  'DELETE /api/admin/statements/aliases/:id': { ids: { id: 'matchAlias' } },
  'POST /api/admin/subscriptions/grant': { ids: { userId: { literal: 1 } } },
  'PUT /api/admin/stores/:storeId': {
    ids: { storeId: { literal: 'spotify' } },
    body: { enabled: true, dpid: '', isTest: true, transport: { kind: 'folder' } },
  },
  'POST /api/admin/stores/:storeId/test-connection': { ids: { storeId: { literal: 'spotify' } } },
  'PUT /api/admin/stores/:storeId/price-code': {
    ids: { storeId: { literal: 'spotify' } },
    body: { priceCode: 'FRONT' },
    why: 'a store of the catalogue, not a row of an account',
  },
  'POST /api/admin/promo-codes/:id/end': { ids: { id: 'promoCode' } },
  'PUT /api/admin/distribution-fees/account': { ids: { userId: { literal: 1 } }, body: { rate: '10' } },
  'PUT /api/admin/tax-profiles': {
    ids: { userId: { literal: 1 } },
    body: { residencyCountry: 'US', taxForm: 'W-9', withholdingRate: '0' },
  },
  'GET /api/admin/tax-submissions/:userId/document': { ids: { userId: 'taxSubmission' } },
  'POST /api/admin/tax-submissions/:userId/receive': {
    ids: { userId: 'taxSubmission' },
    body: { withholdingRate: '0' },
  },
  'PUT /api/admin/identifier-settings': {
    ids: { upcNextItem: { literal: 1 } },
    body: { defaultIsrcPrefix: 'QZTST', upcCompanyPrefix: '0123456' },
    why: 'upcNextItem is a counter bounded like an id column, not a row',
  },
};

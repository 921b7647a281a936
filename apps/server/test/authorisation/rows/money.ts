import { LET_THROUGH, type MatrixEntry, type MatrixRows, SCOPED_NO_EFFECT } from '../matrix-entry.js';

/** A payout method is a choice of a form: one not among the caller's is the field's 422, as one that does not exist. */
const PAYOUT_METHOD_CHOICE: MatrixEntry = {
  ids: { methodId: 'payoutMethod' },
  body: { amount: '1.00' },
  expect: { stranger: 422, operator: 422 },
  why: "another account's payout method answers the form's 'Choose a connected payout method', as a missing one",
};

/** Splits, reports, the wallet and withdrawals, seen from the account. */
export const MONEY_ROWS: MatrixRows = {
  'POST /api/portal/split/remove/:id': { ids: { id: 'split' } },
  'POST /api/portal/split/submit': {
    ids: { trackId: 'track' },
    body: { payees: [{ email: 'payee@example.test', share: 10 }] },
  },
  'POST /api/portal/split/submit/advance-split': {
    ids: { trackId: 'track' },
    body: {
      payees: [{ email: 'payee@example.test', share: 10 }],
      recoup: { email: 'payee@example.test', amount: '5.00' },
    },
  },
  'POST /api/portal/split/confirm': { ids: { splitId: 'shareAddressedToOwner' }, body: { accept: true } },
  'POST /api/portal/split/bulk/accept': {
    ids: { splitIds: 'shareAddressedToOwner' },
    expect: { stranger: LET_THROUGH, operator: LET_THROUGH },
    why: 'bulk accept takes the shares addressed to the caller among the ids and skips the rest (accepted: [])',
  },
  'GET /api/portal/reports/status/:reportId': { ids: { reportId: 'report' } },
  'GET /api/portal/reports/download/:reportId': { ids: { reportId: 'report' } },
  'POST /api/portal/reports/download/channel-sales/:channel': {
    ids: { channel: { literal: 'Spotify' } },
    body: { start_date: '2026-01-01', end_date: '2026-01-31', format: 'csv' },
    expect: SCOPED_NO_EFFECT,
    why: 'a channel is a store name, not a row: every account orders its own sales of it',
  },
  'GET /api/portal/reports/channel-overview/:channel': {
    ids: { channel: { literal: 'Spotify' } },
    expect: SCOPED_NO_EFFECT,
    why: 'a channel is a store name, not a row: every account reads its own sales of it',
  },
  'POST /api/portal/wallet/transfers/:transferId/confirm': { ids: { transferId: 'transfer' } },
  'POST /api/portal/wallet/transfers/init': {
    ids: { receiverId: { literal: 1 } },
    body: { amount: '1.00' },
    expect: { stranger: LET_THROUGH, operator: LET_THROUGH },
    why: 'the receiver is any other account by design; the sender is always the caller',
  },
  'GET /api/profile/stripe/intiate/:id': { ids: { id: 'stripePayoutMethod' } },
  'POST /api/portal/wallet/withdrawals': PAYOUT_METHOD_CHOICE,
  'POST /api/portal/wallet/withdrawals/quote': PAYOUT_METHOD_CHOICE,
  'POST /api/portal/wallet/transactions/submit': PAYOUT_METHOD_CHOICE,
};

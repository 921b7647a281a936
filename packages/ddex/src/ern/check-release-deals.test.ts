import { describe } from 'vitest';
import { STREAMING_DEAL } from './fixtures.js';
import { reportsEachProblem, type ProblemCase } from './test-support/problem-cases.js';

// Rules about deals, territories, price codes and rights claims: one mistake, one problem in the person's words.
const cases: ProblemCase[] = [
  [
    'a download deal without a price code',
    (r) => {
      r.deals[2] = { ...r.deals[2], priceCode: undefined };
    },
    {
      path: 'deals[2].priceCode',
      severity: 'warning',
      message: 'Deal 3 sells downloads without a price code; the store will apply its default price tier.',
    },
  ],
  [
    'a price code with spaces',
    (r) => {
      r.deals[2] = { ...r.deals[2], priceCode: 'MID PRICE' };
    },
    { path: 'deals[2].priceCode', message: 'Deal 3: price code "MID PRICE" must be 1 to 50 letters, digits or signs.' },
  ],
  [
    'a rights claim on streams',
    (r) => {
      r.deals[0] = { ...r.deals[0], commercialModels: ['RightsClaimModel'] };
    },
    {
      path: 'deals[0].useTypes',
      message:
        'Deal 1 is a rights claim (RightsClaimModel) but names no user-upload use (UserMakeAvailableUserProvided).',
    },
  ],
  [
    'a rights-claim policy on a sale',
    (r) => {
      r.deals[2] = { ...r.deals[2], rightsClaimPolicy: 'Monetize' };
    },
    {
      path: 'deals[2].rightsClaimPolicy',
      message: 'Deal 3 has a rights-claim policy but is not a RightsClaimModel deal.',
    },
  ],
  [
    'an insert with no deals',
    (r) => {
      r.deals = [];
    },
    {
      path: 'deals',
      message:
        'The release has no deals, so stores would not offer it anywhere. Choose territories and stores, or send a takedown.',
    },
  ],
  [
    'a takedown that still has deals',
    (r) => {
      r.header.kind = 'Takedown';
    },
    { path: 'deals', message: 'A takedown is sent with no deals; remove the deals or send it as an update.' },
  ],
  [
    'UK instead of GB',
    (r) => {
      r.deals[0] = { ...STREAMING_DEAL, territories: { only: ['US', 'UK'] } };
    },
    {
      path: 'deals[0].territories.only[1]',
      message: 'Deal 1: "UK" is not an ISO 3166-1 alpha-2 territory code; use GB.',
    },
  ],
  [
    'a lower-case territory',
    (r) => {
      r.deals[0] = { ...STREAMING_DEAL, territories: { worldwide: true, excluding: ['cn'] } };
    },
    {
      path: 'deals[0].territories.excluding[0]',
      message: 'Deal 1: "cn" is not an ISO 3166-1 alpha-2 territory code; write it in capitals: CN.',
    },
  ],
  [
    'Worldwide among territories',
    (r) => {
      r.deals[0] = { ...STREAMING_DEAL, territories: { only: ['Worldwide', 'US'] } };
    },
    {
      path: 'deals[0].territories.only[0]',
      message:
        'Deal 1: Worldwide cannot be listed with other territories; use a worldwide deal with exclusions instead.',
    },
  ],
  [
    'an empty territory list',
    (r) => {
      r.deals[0] = { ...STREAMING_DEAL, territories: { only: [] } };
    },
    { path: 'deals[0].territories', message: 'Deal 1 names no territory; choose territories or Worldwide.' },
  ],
  [
    'a deal without use types',
    (r) => {
      r.deals[1] = { ...r.deals[1], useTypes: [] };
    },
    { path: 'deals[1].useTypes', message: 'Deal 2 has no use type (stream, download...).' },
  ],
  [
    'a deal without commercial model',
    (r) => {
      r.deals[1] = { ...r.deals[1], commercialModels: [] };
    },
    {
      path: 'deals[1].commercialModels',
      message: 'Deal 2 has no commercial model (subscription, ad-supported, sale...).',
    },
  ],
  [
    'downloads given away by subscription',
    (r) => {
      r.deals[2] = { ...r.deals[2], commercialModels: ['SubscriptionModel'] };
    },
    {
      path: 'deals[2].commercialModels',
      severity: 'warning',
      message: 'Deal 3 offers permanent downloads without PayAsYouGoModel (a sale).',
    },
  ],
  [
    'a deal ending before it starts',
    (r) => {
      r.deals[0] = { ...STREAMING_DEAL, end: '2025-01-01' };
    },
    { path: 'deals[0].end', message: 'Deal 1 ends (2025-01-01) before it starts (2025-02-01).' },
  ],
  [
    'a bad start date',
    (r) => {
      r.deals[0] = { ...STREAMING_DEAL, start: '01/02/2025' };
    },
    { path: 'deals[0].start', message: 'Deal 1: start "01/02/2025" is not a date (YYYY-MM-DD) or date-time.' },
  ],
  [
    'an update that moves the start into the future',
    (r) => {
      r.header.kind = 'Update';
      r.header.createdAt = '2025-03-01T09:00:00Z';
      r.deals[0] = { ...STREAMING_DEAL, start: '2025-06-01' };
    },
    {
      path: 'deals[0].start',
      severity: 'warning',
      message:
        'Deal 1 starts 2025-06-01, after this update is sent; if the release is already live, keep its original start date or stores may take it down until then.',
    },
  ],
];

describe('checkReleaseForDelivery: deals, territories, price codes and rights claims', () => {
  reportsEachProblem(cases);
});

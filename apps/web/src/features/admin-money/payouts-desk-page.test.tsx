import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { meFixture, markSignedIn } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import PayoutsDeskPage from './payouts-desk-page.js';

// jsdom has no object URLs: the download gets a made-up one, and the test sees it was asked for.
const urlStatics = URL as unknown as {
  createObjectURL?: (blob: Blob) => string;
  revokeObjectURL?: (url: string) => void;
};
afterEach(() => {
  delete urlStatics.createObjectURL;
  delete urlStatics.revokeObjectURL;
});

const page = <T,>(data: T[]) => ({ data, current_page: 1, last_page: 1, total: data.length, per_page: 10 });
const batch = (status: 'sending' | 'paid') => ({
  id: 7,
  provider: 'local',
  providerBatchId: null,
  status,
  count: 2,
  total: '147.00',
  currency: 'USD',
  returnedCount: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
  paidAt: status === 'paid' ? '2026-11-25T10:00:00.000Z' : null,
  fileName: 'batch-000007.csv',
});

const feesAndTax = {
  'GET /api/admin/distribution-fees': () => ({
    plans: [
      { plan: 'monthly', rate: '0.00' },
      { plan: 'yearly', rate: '0.00' },
      { plan: 'label', rate: '10.00' },
    ],
    accounts: [],
  }),
  'GET /api/admin/tax-profiles': () =>
    page([
      {
        userId: 3,
        email: 'label@liner.local',
        residencyCountry: 'SE',
        taxForm: 'W-8BEN',
        withholdingRate: '30.00',
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
    ]),
  'GET /api/admin/tax-submissions': () => page([]),
};

const demoAccount = {
  userId: 2,
  email: 'demo@liner.local',
  name: 'Demo Artist',
  plan: 'label',
  planFeeRate: '10.00',
  ownFeeRate: null,
};

describe('payouts desk', () => {
  it('exports a batch into a download, then marks it paid', async () => {
    const objectUrl = vi.fn(() => 'blob:batch-7');
    urlStatics.createObjectURL = objectUrl;
    urlStatics.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    markSignedIn();
    let current = batch('sending');
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/payouts': () => page([]),
      'GET /api/admin/payouts/batches': () => page([current]),
      ...feesAndTax,
      'POST /api/admin/payouts/export': () => ({
        count: 2,
        total: '147.00',
        batches: [
          {
            batchId: 7,
            provider: 'local',
            count: 2,
            total: '147.00',
            file: 'payouts/batches/batch-000007.csv',
            providerBatchId: null,
            error: null,
          },
        ],
      }),
      'GET /api/admin/payouts/batches/7/file': () => 'payout_id,user_email',
      'POST /api/admin/payouts/batches/7/paid': () => {
        current = batch('paid');
        return current;
      },
    });
    renderAt(<PayoutsDeskPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export batch' }));
    expect(await screen.findByText(/Batch #7: 2 payouts, 147.00 in total, downloaded/)).toBeInTheDocument();
    await vi.waitFor(() => expect(api.sent('GET /api/admin/payouts/batches/7/file')).toHaveLength(1), WAIT);
    expect(api.sent('POST /api/admin/payouts/export')[0].body).toEqual({ provider: 'providers' });
    expect(objectUrl).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();

    const batches = await screen.findByRole('list', { name: 'Payout batches' });
    expect(within(batches).getByText('Sending')).toBeInTheDocument();
    await user.click(within(batches).getByRole('button', { name: 'Mark batch 7 paid' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark paid' }));
    await vi.waitFor(() => expect(api.sent('POST /api/admin/payouts/batches/7/paid')).toHaveLength(1), WAIT);
    expect(await within(batches).findByText('Paid')).toBeInTheDocument();
    click.mockRestore();
  });

  it('submits a batch Stripe took only in part again, and says what Stripe did', async () => {
    markSignedIn();
    let current = { ...batch('sending'), id: 8, provider: 'stripe', providerBatchId: null as string | null };
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/payouts': () => page([]),
      'GET /api/admin/payouts/batches': () => page([current]),
      ...feesAndTax,
      'POST /api/admin/payouts/batches/8/submit': () => {
        current = { ...current, providerBatchId: 'liner-batch-8' };
        return {
          batchId: 8,
          provider: 'stripe',
          count: 2,
          total: '147.00',
          file: 'payouts/batches/batch-000008.csv',
          providerBatchId: 'liner-batch-8',
          error: null,
        };
      },
    });
    renderAt(<PayoutsDeskPage />);
    const user = userEvent.setup();
    const batches = await screen.findByRole('list', { name: 'Payout batches' });
    expect(await within(batches).findByText(/Stripe/)).toBeInTheDocument();
    await user.click(within(batches).getByRole('button', { name: 'Submit batch 8 to Stripe again' }));
    await vi.waitFor(() => expect(api.sent('POST /api/admin/payouts/batches/8/submit')).toHaveLength(1), WAIT);
    expect(await screen.findByText('Batch #8 sent to Stripe')).toBeInTheDocument();
    // Taken: nothing left to submit.
    await vi.waitFor(
      () => expect(within(batches).queryByRole('button', { name: /Submit batch 8/ })).not.toBeInTheDocument(),
      WAIT,
    );
  });

  it('sets a plan fee and a tax profile, refusing a bad percentage before sending it', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/payouts': () => page([]),
      'GET /api/admin/payouts/batches': () => page([]),
      ...feesAndTax,
      'PUT /api/admin/distribution-fees/plan': () => ({ message: 'Distribution fee saved' }),
      'GET /api/admin/accounts': () => ({ data: [demoAccount] }),
      'PUT /api/admin/tax-profiles': (request) => ({
        ...(request.body as object),
        email: 'demo@liner.local',
        withholdingRate: '24.00',
        updatedAt: '2026-11-25T00:00:00.000Z',
      }),
    });
    renderAt(<PayoutsDeskPage />);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Fees and tax' });
    expect(await within(section).findByText(/Label 10.00 %/)).toBeInTheDocument();
    expect(within(section).getByText(/#3 label@liner.local · SE · W-8BEN · 30.00 %/)).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Fee (%)'), '12.345');
    await user.click(within(section).getByRole('button', { name: 'Save fee' }));
    expect(await within(section).findByText('Use at most 2 decimals')).toBeInTheDocument();
    expect(api.sent('PUT /api/admin/distribution-fees/plan')).toHaveLength(0);
    await user.clear(within(section).getByLabelText('Fee (%)'));
    await user.type(within(section).getByLabelText('Fee (%)'), '12.5');
    await user.click(within(section).getByRole('button', { name: 'Save fee' }));
    await vi.waitFor(() => expect(api.sent('PUT /api/admin/distribution-fees/plan')).toHaveLength(1), WAIT);
    expect(api.sent('PUT /api/admin/distribution-fees/plan')[0]?.body).toEqual({ plan: 'monthly', rate: '12.5' });

    // The payee is found by e-mail or name, never typed as an id; saving without one says so.
    const residency = within(section).getByLabelText('Residency (country code)');
    await user.type(residency, 'us');
    await user.click(within(section).getByRole('button', { name: 'Save profile' }));
    expect(await within(section).findByText('Choose an account')).toBeInTheDocument();
    const findPayee = within(section).getByRole('search', { name: 'Find the payee' });
    await user.type(within(findPayee).getByLabelText('Find the payee by e-mail or name'), 'd');
    await user.click(within(findPayee).getByRole('button', { name: 'Search' }));
    expect(await within(findPayee).findByText('Type at least 2 characters of an e-mail or name')).toBeInTheDocument();
    expect(api.sent('GET /api/admin/accounts')).toHaveLength(0);
    await user.type(within(findPayee).getByLabelText('Find the payee by e-mail or name'), 'emo');
    await user.click(within(findPayee).getByRole('button', { name: 'Search' }));
    await user.click(await within(section).findByRole('button', { name: 'Choose demo@liner.local' }));
    expect(api.sent('GET /api/admin/accounts')[0]?.query).toEqual({ q: 'demo' });
    expect(within(section).getByText('Demo Artist (demo@liner.local)')).toBeInTheDocument();
    await user.clear(within(section).getByLabelText('Withholding (%)'));
    await user.type(within(section).getByLabelText('Withholding (%)'), '24');
    await user.click(within(section).getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(api.sent('PUT /api/admin/tax-profiles')).toHaveLength(1), WAIT);
    expect(api.sent('PUT /api/admin/tax-profiles')[0]?.body).toEqual({
      userId: 2,
      residencyCountry: 'US',
      taxForm: 'none',
      withholdingRate: '24',
    });
  });

  it("sets and clears an account's own fee, showing the plan fee it replaces", async () => {
    markSignedIn();
    let own: string | null = null;
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/payouts': () => page([]),
      'GET /api/admin/payouts/batches': () => page([]),
      ...feesAndTax,
      'GET /api/admin/distribution-fees': () => ({
        plans: [
          { plan: 'monthly', rate: '0.00' },
          { plan: 'yearly', rate: '0.00' },
          { plan: 'label', rate: '10.00' },
        ],
        accounts: own === null ? [] : [{ userId: 2, email: 'demo@liner.local', rate: own }],
      }),
      'GET /api/admin/accounts': () => ({ data: [{ ...demoAccount, ownFeeRate: own }] }),
      'PUT /api/admin/distribution-fees/account': (request) => {
        const rate = (request.body as { rate: string | null }).rate;
        own = rate === null ? null : Number(rate).toFixed(2);
        return { message: 'Distribution fee saved' };
      },
    });
    renderAt(<PayoutsDeskPage />);
    const user = userEvent.setup();
    const fee = await screen.findByRole('region', { name: 'Account fee' });
    const find = within(fee).getByRole('search', { name: 'Find the account' });
    await user.type(within(find).getByLabelText('Find the account by e-mail or name'), 'Demo');
    await user.click(within(find).getByRole('button', { name: 'Search' }));
    await user.click(await within(fee).findByRole('button', { name: 'Choose demo@liner.local' }));
    expect(within(fee).getByLabelText('Current fee')).toHaveTextContent('Label plan fee 10.00 % · follows its plan');
    expect(within(fee).queryByRole('button', { name: 'Clear (use plan fee)' })).not.toBeInTheDocument();

    await user.type(within(fee).getByLabelText('Own fee (%)'), '101');
    await user.click(within(fee).getByRole('button', { name: 'Save own fee' }));
    expect(await within(fee).findByText('The percentage must be between 0 and 100')).toBeInTheDocument();
    expect(api.sent('PUT /api/admin/distribution-fees/account')).toHaveLength(0);
    await user.clear(within(fee).getByLabelText('Own fee (%)'));
    await user.type(within(fee).getByLabelText('Own fee (%)'), '7.5');
    await user.click(within(fee).getByRole('button', { name: 'Save own fee' }));
    await vi.waitFor(
      () => expect(within(fee).getByLabelText('Current fee')).toHaveTextContent('own fee 7.50 % replaces it'),
      WAIT,
    );
    expect(api.sent('PUT /api/admin/distribution-fees/account')[0]?.body).toEqual({ userId: 2, rate: '7.5' });

    await user.click(within(fee).getByRole('button', { name: 'Clear (use plan fee)' }));
    await vi.waitFor(
      () =>
        expect(within(fee).getByLabelText('Current fee')).toHaveTextContent(
          'Label plan fee 10.00 % · follows its plan',
        ),
      WAIT,
    );
    expect(api.sent('PUT /api/admin/distribution-fees/account')[1]?.body).toEqual({ userId: 2, rate: null });
  });
});

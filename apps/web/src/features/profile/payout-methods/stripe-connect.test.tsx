import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_METHOD_MESSAGES } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../../testing/fake-api.js';
import { renderAt } from '../../../testing/render.js';
import StripeReturnPage from '../stripe-return-page.js';
import { PayoutMethodsSection } from './payout-methods-section.js';
import { RemoveMethodDialog } from './remove-method-dialog.js';
import { stripeBrowser } from './stripe-connect-api.js';
import { StripeConnectDialog } from './stripe-connect-dialog.js';

const ONBOARDING = 'https://connect.stripe.com/setup/e/acct_1QLinerConnect/Lk9TqW2xYz';
afterEach(() => vi.restoreAllMocks());

describe('StripeConnectDialog', () => {
  it('asks for the bank country and the proof, then sends the browser to Stripe', async () => {
    const go = vi.spyOn(stripeBrowser, 'go').mockImplementation(() => undefined);
    const api = fakeApi({ 'POST /api/profile/bank/stripe-connect': () => ({ url: ONBOARDING, methodId: 4 }) });
    renderAt(<StripeConnectDialog onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
    expect(await screen.findByText('Choose the bank country')).toBeInTheDocument();
    expect(api.sent('POST /api/profile/bank/stripe-connect')).toHaveLength(0);

    await user.type(screen.getByLabelText('Bank country'), 'fr');
    await user.type(screen.getByLabelText('Account password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(ONBOARDING), WAIT);
    expect(api.sent('POST /api/profile/bank/stripe-connect')[0]?.body).toEqual({
      country: 'FR',
      password: 'secret-password',
    });
  });

  it("shows the server's refusals: Stripe off on this server, a wrong password on its field", async () => {
    const go = vi.spyOn(stripeBrowser, 'go').mockImplementation(() => undefined);
    let calls = 0;
    fakeApi({
      'POST /api/profile/bank/stripe-connect': () =>
        ++calls === 1
          ? answer(409, { message: PROVIDER_METHOD_MESSAGES.stripeConnectOff, code: 'CONFLICT' })
          : answer(422, { message: 'Validation Error', errors: { password: ['The current password is incorrect'] } }),
    });
    renderAt(<StripeConnectDialog onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Bank country'), 'FR');
    await user.type(screen.getByLabelText('Account password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROVIDER_METHOD_MESSAGES.stripeConnectOff);
    await user.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });
});

describe('Stripe in the payout methods section', () => {
  it('offers to continue an unfinished set-up with a fresh link, and removes with DELETE and the proof', async () => {
    const go = vi.spyOn(stripeBrowser, 'go').mockImplementation(() => undefined);
    const stripe = {
      id: 4,
      type: 'stripe' as const,
      status: 'pending' as const,
      destination: 'ada@example.com',
      verifiedAt: null,
      providerAccount: { id: 'acct_1QLinerConnect', status: 'pending' as const },
    };
    const api = fakeApi({
      'GET /api/profile/payout-methods': () => ({ data: [stripe], payoutsBlockedUntil: null }),
      'GET /api/profile/stripe/intiate/4': () => ({ url: ONBOARDING, methodId: 4 }),
    });
    renderAt(<PayoutMethodsSection />);
    const user = userEvent.setup();
    expect(await screen.findByText('Waiting for Stripe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue at Stripe' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(ONBOARDING), WAIT);
    expect(api.sent('GET /api/profile/stripe/intiate/4')).toHaveLength(1);
  });

  it('offers Stripe when there is no Stripe method', async () => {
    fakeApi({ 'GET /api/profile/payout-methods': () => ({ data: [], payoutsBlockedUntil: null }) });
    renderAt(<PayoutMethodsSection />);
    expect(await screen.findByRole('button', { name: 'Connect through Stripe' })).toBeInTheDocument();
  });

  it('removes with DELETE and the proof', async () => {
    const api = fakeApi({
      'DELETE /api/profile/bank/stripe-connect': () => ({ message: PROVIDER_METHOD_MESSAGES.stripeRemoved }),
    });
    const onClose = vi.fn();
    renderAt(<RemoveMethodDialog type="stripe" destination="ada@example.com" onClose={onClose} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Remove bank account (Stripe)?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Account password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(api.sent('DELETE /api/profile/bank/stripe-connect')[0]?.body).toEqual({ password: 'secret-password' });
  });
});

describe('StripeReturnPage', () => {
  it('shows a connected account', async () => {
    fakeApi({
      'POST /api/profile/update/bank/success': () => ({
        message: PROVIDER_METHOD_MESSAGES.stripeConnected,
        methodId: 4,
        status: 'verified',
      }),
    });
    renderAt(<StripeReturnPage />);
    expect(await screen.findByText(PROVIDER_METHOD_MESSAGES.stripeConnected)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue at Stripe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to payout methods' })).toHaveAttribute(
      'href',
      '/user-portal/profile#payout-methods',
    );
  });

  it('offers to continue an unfinished one, and shows an error answer', async () => {
    const go = vi.spyOn(stripeBrowser, 'go').mockImplementation(() => undefined);
    fakeApi({
      'POST /api/profile/update/bank/success': () => ({
        message: PROVIDER_METHOD_MESSAGES.stripeStillPending,
        methodId: 4,
        status: 'pending',
      }),
      'GET /api/profile/stripe/intiate/4': () => ({ url: ONBOARDING, methodId: 4 }),
    });
    renderAt(<StripeReturnPage />);
    const user = userEvent.setup();
    expect(await screen.findByText(PROVIDER_METHOD_MESSAGES.stripeStillPending)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue at Stripe' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(ONBOARDING), WAIT);
  });

  it('says when there is nothing to check', async () => {
    fakeApi({
      'POST /api/profile/update/bank/success': () =>
        answer(404, { message: PROVIDER_METHOD_MESSAGES.noStripeConnect, code: 'NOT_FOUND' }),
    });
    renderAt(<StripeReturnPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PROVIDER_METHOD_MESSAGES.noStripeConnect);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http.js';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { meFixture, markSignedIn } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import { GracePeriodBanner } from './grace-period-banner.js';
import { SubscriptionRequiredDialog } from './subscription-required-dialog.js';

const inGrace = () => {
  const me = meFixture();
  return { ...me, subscription: { ...me.subscription, active: true, gracePeriod: true } };
};

describe('GracePeriodBanner', () => {
  it('says the payment failed and leads to the billing page', async () => {
    markSignedIn();
    fakeApi({ 'GET /api/auth/me': inGrace });
    renderAt(<GracePeriodBanner />, { path: '/user-portal/releases/:page', at: '/user-portal/releases/1' });
    expect(await screen.findByText('Your last payment did not go through')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update card' })).toHaveAttribute('href', '/user-portal/billing');
  });

  it('is not shown on the billing page itself, nor to a subscriber in good standing', async () => {
    markSignedIn();
    const api = fakeApi({ 'GET /api/auth/me': inGrace });
    const { unmount } = renderAt(<GracePeriodBanner />, { path: '/user-portal/billing' });
    await vi.waitFor(() => expect(api.sent('GET /api/auth/me')).toHaveLength(1), WAIT);
    expect(screen.queryByText('Your last payment did not go through')).toBeNull();
    unmount();

    fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<GracePeriodBanner />, { path: '/user-portal' });
    expect(screen.queryByText('Your last payment did not go through')).toBeNull();
  });
});

describe('SubscriptionRequiredDialog', () => {
  it('opens on any 402 answer with the server message and leads to /subscribe', async () => {
    fakeApi({
      'POST /api/portal/releases/create': () =>
        answer(402, {
          message: 'You need an active subscription to do this. Subscribe to continue',
          code: 'SUBSCRIPTION_REQUIRED',
        }),
    });
    const { router } = renderAt(<SubscriptionRequiredDialog />, { path: '/user-portal' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await http.post('/api/portal/releases/create').catch(() => undefined);
    const dialog = await screen.findByRole('dialog', { name: 'Subscription needed' });
    expect(dialog).toHaveTextContent('You need an active subscription to do this. Subscribe to continue');
    await userEvent.click(screen.getByRole('link', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'), WAIT);
  });

  it('closes with "Not now"', async () => {
    fakeApi({ 'POST /api/portal/wallet/payout': () => answer(402, { message: 'Subscribe first' }) });
    renderAt(<SubscriptionRequiredDialog />);
    await http.post('/api/portal/wallet/payout').catch(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });
});

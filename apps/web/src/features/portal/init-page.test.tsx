import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import InitPage from './init-page.js';
import RestrictNotSetupPage from './restrict-not-setup-page.js';

const newLabel = () => {
  const me = meFixture({ type: 'label', hasCompletedInit: false, firstName: 'Mia', lastName: 'Vance' });
  return { ...me, user: { ...me.user, details: { ...me.user.details, displayName: null } } };
};

describe('InitPage', () => {
  it('asks for the legal name, the label name and the address, then opens the portal', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': newLabel,
      'POST /api/auth/init/complete': () => ({ message: 'Your portal is set up' }),
    });
    const { router } = renderAt(<InitPage />, { path: '/user-portal/init' });
    const user = userEvent.setup();
    // The names known from sign-up are prefilled once the session has loaded.
    await vi.waitFor(() => expect(screen.getByLabelText(/Legal first name/)).toHaveValue('Mia'), WAIT);
    await user.click(screen.getByRole('button', { name: 'Save and open the portal' }));
    expect(await screen.findByText('Enter your artist or label name')).toBeInTheDocument();
    expect(screen.getByText('FIll your city')).toBeInTheDocument();
    expect(api.sent('POST /api/auth/init/complete')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Label name/), 'Northwind Records');
    await user.type(screen.getByLabelText(/Street address/), '1 Harbour Road');
    await user.type(screen.getByLabelText(/^City/), 'Bristol');
    await user.type(screen.getByLabelText(/State or region/), 'England');
    await user.type(screen.getByLabelText(/Postcode/), 'BS1 4RN');
    await user.type(screen.getByLabelText(/Country/), 'United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Save and open the portal' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-portal'), WAIT);
    expect(api.sent('POST /api/auth/init/complete')[0]?.body).toEqual({
      firstName: 'Mia',
      lastName: 'Vance',
      displayName: 'Northwind Records',
      address: '1 Harbour Road',
      city: 'Bristol',
      state: 'England',
      postcode: 'BS1 4RN',
      country: 'United Kingdom',
    });
  });

  it('lets the person do it later', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': newLabel,
      'POST /api/auth/init/completeLater': () => ({ message: 'later' }),
    });
    const { router } = renderAt(<InitPage />, { path: '/user-portal/init' });
    await userEvent.click(await screen.findByRole('button', { name: 'Do it later' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-portal'), WAIT);
    expect(api.sent('POST /api/auth/init/completeLater')).toHaveLength(1);
  });
});

describe('RestrictNotSetupPage', () => {
  it('leads back to the set-up and to the dashboard', async () => {
    fakeApi({});
    renderAt(<RestrictNotSetupPage />, { path: '/user-portal/restrict-not-setup' });
    expect(screen.getByRole('link', { name: 'Set up my portal' })).toHaveAttribute('href', '/user-portal/init');
    expect(screen.getByRole('link', { name: 'Finish setting up' })).toHaveAttribute('href', '/user-portal/init');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/user-portal');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import GoogleCallbackPage from './google-callback-page.js';
import GoogleRegisterPage from './google-register-page.js';
import LoginPage from './login-page.js';

describe('Continue with Google', () => {
  it('is offered only when the server has Google sign-in, and sends the browser to Google', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fakeApi({
      'GET /api/auth/google': () => ({ enabled: true }),
      'POST /api/auth/google/start': () => ({ url: 'https://accounts.google.com/o/oauth2/v2/auth?state=s' }),
    });
    renderAt(<LoginPage />, { path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(
      () => expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s'),
      WAIT,
    );
    vi.unstubAllGlobals();
  });

  it('is hidden when the server has no Google sign-in', async () => {
    const api = fakeApi({ 'GET /api/auth/google': () => ({ enabled: false }) });
    renderAt(<LoginPage />, { path: '/login' });
    await vi.waitFor(() => expect(api.sent('GET /api/auth/google')).toHaveLength(1), WAIT);
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });
});

describe('/callback/google', () => {
  it('passes the query on once and opens the prefilled registration for a new person', async () => {
    const api = fakeApi({
      'POST /api/auth/login/google': () => ({
        register: true,
        email: 'gia@gmail.test',
        firstName: 'Gia',
        lastName: '',
      }),
    });
    const { router } = renderAt(<GoogleCallbackPage />, {
      path: '/callback/google',
      at: '/callback/google?code=abc&state=xyz&iss=https%3A%2F%2Faccounts.google.com',
    });
    await vi.waitFor(
      () => expect(router.state.location.pathname).toBe('/register/google/gia%40gmail.test/Gia/-'),
      WAIT,
    );
    expect(api.sent('POST /api/auth/login/google').map((r) => r.body)).toEqual([
      { code: 'abc', state: 'xyz', iss: 'https://accounts.google.com' },
    ]);
  });

  it('asks for the second factor when the account has one', async () => {
    fakeApi({
      'POST /api/auth/login/google': () => ({ twoFactor: true, type: 'email', email: 'a@b.test', secretHash: 'h' }),
    });
    renderAt(<GoogleCallbackPage />, { path: '/callback/google', at: '/callback/google?code=abc&state=xyz' });
    expect(await screen.findByText('Two-factor verification')).toBeInTheDocument();
  });

  it('says so when Google was cancelled, and when the server refuses', async () => {
    const api = fakeApi({});
    renderAt(<GoogleCallbackPage />, { path: '/callback/google', at: '/callback/google?error=access_denied&state=x' });
    expect(await screen.findByText(/Google sign-in was cancelled/)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    fakeApi({
      'POST /api/auth/login/google': () =>
        answer(422, {
          message: 'This Google sign-in has expired. Try again',
          errors: { google: ['This Google sign-in has expired. Try again'] },
        }),
    });
    renderAt(<GoogleCallbackPage />, { path: '/callback/google', at: '/callback/google?code=abc&state=xyz' });
    expect(await screen.findByText('This Google sign-in has expired. Try again')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to sign in' }).length).toBeGreaterThan(0);
  });
});

describe('/register/google/:email/:fn/:ln', () => {
  it('is prefilled from Google, never sends the e-mail, and opens the portal', async () => {
    const api = fakeApi({
      'POST /api/auth/register/availability/username': () => ({ available: true }),
      'POST /api/auth/register/google': () => {
        markSignedIn();
        return { token: 't' };
      },
      'GET /api/auth/me': () => meFixture(),
    });
    const { router } = renderAt(<GoogleRegisterPage />, {
      path: '/register/google/:email/:fn/:ln',
      at: '/register/google/gia%40gmail.test/Gia/Rossi',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('gia@gmail.test');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Gia');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Rossi');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Label' }));
    await user.type(screen.getByLabelText(/Username/), 'giarossi');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-portal'), WAIT);
    expect(api.sent('POST /api/auth/register/google')[0]?.body).toEqual({
      type: 'label',
      firstName: 'Gia',
      lastName: 'Rossi',
      username: 'giarossi',
    });
  });

  it('shows an expired Google sign-in above the form', async () => {
    fakeApi({
      'POST /api/auth/register/availability/username': () => ({ available: true }),
      'POST /api/auth/register/google': () =>
        answer(422, {
          message: 'Your Google sign-in has expired. Continue with Google again',
          errors: { google: ['Your Google sign-in has expired. Continue with Google again'] },
        }),
    });
    renderAt(<GoogleRegisterPage />, {
      path: '/register/google/:email/:fn/:ln',
      at: '/register/google/g%40g.test/G/R',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'giarossi');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Your Google sign-in has expired. Continue with Google again')).toBeInTheDocument();
  });
});

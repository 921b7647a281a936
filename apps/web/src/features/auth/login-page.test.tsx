import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import LoginPage from './login-page.js';

describe('LoginPage', () => {
  it('names what is missing before asking the server', async () => {
    const api = fakeApi({
      'GET /api/auth/google': () => ({ enabled: false }),
    });
    renderAt(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('Enter your e-mail or username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(api.sent('POST /api/auth/login')).toHaveLength(0);
  });

  it('signs in and opens the portal', async () => {
    const api = fakeApi({
      'GET /api/auth/google': () => ({ enabled: false }),
      // The server's answer sets the httpOnly session cookie and the readable marker.
      'POST /api/auth/login': () => {
        markSignedIn();
        return { token: 'fresh-token' };
      },
      'GET /api/auth/me': () => meFixture(),
    });
    const { router } = renderAt(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email or username/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user-portal'), WAIT);
    expect(api.sent('POST /api/auth/login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  });

  it('asks for the authenticator code when the account has one', async () => {
    fakeApi({
      'GET /api/auth/google': () => ({ enabled: false }),
      'POST /api/auth/login': () => ({
        googleAuth: true,
        email: 'ada@example.com',
        secretHash: 'hash',
        hasEmail: false,
        hasPhone: false,
      }),
    });
    renderAt(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email or username/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('Two-factor verification')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      'GET /api/auth/google': () => ({ enabled: false }),
      'POST /api/auth/login': () => answer(401, { message: 'These credentials do not match our records.' }),
    });
    renderAt(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email or username/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
  });
});

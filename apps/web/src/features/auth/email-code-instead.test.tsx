import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_CODE_SENT } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import LoginPage from './login-page.js';

const authenticatorStep = (hasEmail: boolean) => ({
  googleAuth: true,
  email: 'ada@example.com',
  secretHash: 'hash-1',
  hasEmail,
  hasPhone: false,
});

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email or username/), 'ada');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.click(screen.getByRole('button', { name: /sign in/i }));
  await screen.findByText('Two-factor verification');
  return user;
}

describe('Authenticator step: a code by e-mail instead', () => {
  it('sends the code for the same sign-in, then takes either code', async () => {
    const api = fakeApi({
      'GET /api/auth/google': () => ({ enabled: false }),
      'POST /api/auth/login': () => authenticatorStep(true),
      'POST /api/auth/no-opt-g2fa/otp/send': () => ({ message: LOGIN_CODE_SENT }),
    });
    renderAt(<LoginPage />, { path: '/login' });
    const user = await signIn();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a code by e-mail instead' }));
    await vi.waitFor(() => expect(api.sent('POST /api/auth/no-opt-g2fa/otp/send')).toHaveLength(1), WAIT);
    expect(api.sent('POST /api/auth/no-opt-g2fa/otp/send')[0]?.body).toEqual({ secretHash: 'hash-1' });
    expect(await screen.findByText(LOGIN_CODE_SENT)).toBeInTheDocument();
    expect(
      screen.getByText('Enter the code we sent to ada@example.com, or the one from your authenticator app'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send another code' })).toBeEnabled();
  });

  it('shows the wait of a refusal for sending too soon and holds the button meanwhile', async () => {
    fakeApi({
      'GET /api/auth/google': () => ({ enabled: false }),
      'POST /api/auth/login': () => authenticatorStep(true),
      'POST /api/auth/no-opt-g2fa/otp/send': () =>
        answer(429, { message: 'You can send another code in 45 seconds', retryAfterSeconds: 45 }),
    });
    renderAt(<LoginPage />, { path: '/login' });
    const user = await signIn();
    await user.click(screen.getByRole('button', { name: 'Send me a code by e-mail instead' }));
    expect(await screen.findByText('You can send another code in 45 seconds')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a code by e-mail instead' })).toBeDisabled();
  });

  it('is not offered to an account without e-mail codes', async () => {
    fakeApi({
      'GET /api/auth/google': () => ({ enabled: false }),
      'POST /api/auth/login': () => authenticatorStep(false),
    });
    renderAt(<LoginPage />, { path: '/login' });
    await signIn();
    expect(screen.queryByRole('button', { name: /code by e-mail/ })).not.toBeInTheDocument();
  });
});

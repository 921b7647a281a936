import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import RecoverPage from './recover-page.js';

// The proof of work runs in a Web Worker jsdom does not have: the widget stands in with a
// solution per challenge, so the test sees which solution each request carried.
let solutions = 0;
vi.mock('../../ui/captcha-field.js', () => ({
  CaptchaField({
    onChange,
    resetKey = 0,
    error,
  }: {
    onChange(solution: string): void;
    resetKey?: number;
    error?: string;
  }) {
    useEffect(() => {
      solutions += 1;
      onChange(`solution-${resetKey}`);
    }, [onChange, resetKey]);
    return <span>{error ?? 'robot check'}</span>;
  },
}));

describe('the captcha on the recovery form', () => {
  it('sends the solution and solves a new challenge after a refusal', async () => {
    const api = fakeApi({
      'POST /api/auth/recover': (request) =>
        (request.body as { captcha: string }).captcha === 'solution-0'
          ? answer(422, {
              message: 'This robot check was already used. Try it again',
              errors: { captcha: ['This robot check was already used. Try it again'] },
            })
          : { message: 'sent' },
    });
    renderAt(<RecoverPage />, { path: '/recover' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This robot check was already used. Try it again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/we sent it a link/)).toBeInTheDocument();
    await vi.waitFor(
      () =>
        expect(api.sent('POST /api/auth/recover').map((r) => (r.body as { captcha: string }).captcha)).toEqual([
          'solution-0',
          'solution-1',
        ]),
      WAIT,
    );
    expect(solutions).toBeGreaterThanOrEqual(2);
  });
});

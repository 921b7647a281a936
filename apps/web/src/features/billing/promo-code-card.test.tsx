import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROMO_MESSAGES } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import RestrictNotSubscribedPage from './restrict-not-subscribed-page.js';

const PATH = '/user-portal/restrict-not-subscribed';
const UNTIL = '2027-02-27T09:00:00.000Z';

describe('Apply a promotional code', () => {
  it('applies a code (upper-cased), tells the free period and shows the promo flags from me afterwards', async () => {
    markSignedIn();
    let applied = false;
    const api = fakeApi({
      'GET /api/auth/me': () =>
        applied ? meFixture({ promoActive: true, promoExists: true, promoActiveUntil: UNTIL }) : meFixture(),
      'POST /api/auth/apply-promotional-code': () => {
        applied = true;
        return {
          message: 'Promotional code applied: no subscription needed until 2027-02-27',
          promoActiveUntil: UNTIL,
        };
      },
    });
    renderAt(<RestrictNotSubscribedPage />, { path: PATH });
    const card = await screen.findByRole('region', { name: 'Apply a promotional code' });
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Promotional code'), ' liner-demo-3m ');
    await userEvent.click(within(card).getByRole('button', { name: 'Apply code' }));
    await vi.waitFor(() => expect(api.sent('POST /api/auth/apply-promotional-code')).toHaveLength(1), WAIT);
    expect(api.sent('POST /api/auth/apply-promotional-code')[0]?.body).toEqual({ code: 'LINER-DEMO-3M' });
    expect(
      await screen.findByText('Promotional code applied: no subscription needed until 2027-02-27'),
    ).toBeInTheDocument();
    expect(await within(card).findByRole('status')).toHaveTextContent(
      /Promotional period running: no subscription needed until (Feb 27, 2027|27 Feb 2027)/,
    );
    expect(within(card).getByLabelText('Promotional code')).toHaveValue('');
    expect(within(card).getByRole('link', { name: 'Open the portal' })).toHaveAttribute('href', '/user-portal');
  });

  it('asks for a code before sending, and shows the server refusal on the field', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture(),
      'POST /api/auth/apply-promotional-code': () =>
        answer(422, { message: 'Invalid', errors: { code: [PROMO_MESSAGES.usedUp] } }),
    });
    renderAt(<RestrictNotSubscribedPage />, { path: PATH });
    const card = await screen.findByRole('region', { name: 'Apply a promotional code' });
    await userEvent.click(within(card).getByRole('button', { name: 'Apply code' }));
    expect(await within(card).findByText(PROMO_MESSAGES.enter)).toBeInTheDocument();
    expect(api.sent('POST /api/auth/apply-promotional-code')).toHaveLength(0);

    await userEvent.type(within(card).getByLabelText('Promotional code'), 'FULL');
    await userEvent.click(within(card).getByRole('button', { name: 'Apply code' }));
    expect(await within(card).findByText(PROMO_MESSAGES.usedUp)).toBeInTheDocument();
    expect(within(card).getByLabelText('Promotional code')).toHaveAccessibleDescription(PROMO_MESSAGES.usedUp);
  });

  it('tells an account whose free period ran out when it ended', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture({ promoActive: false, promoExists: true, promoActiveUntil: UNTIL }),
    });
    renderAt(<RestrictNotSubscribedPage />, { path: PATH });
    const card = await screen.findByRole('region', { name: 'Apply a promotional code' });
    expect(await within(card).findByRole('status')).toHaveTextContent(
      /Your promotional period ended on (Feb 27, 2027|27 Feb 2027)/,
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADVANCE_MESSAGES, PRIORITY_MESSAGES, SIGNATURE_MESSAGES, type User } from '@liner/domain';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { markSignedIn, meFixture, userFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import OfferDialogs from './offer-dialogs.js';

/** jsdom draws nothing: the fake pad lets a test "draw" by firing the stroke it listens for. */
const pads = vi.hoisted(() => [] as { fire(): void }[]);
vi.mock('signature_pad', () => ({
  default: class FakePad {
    private listeners: (() => void)[] = [];
    private drawn = false;
    constructor() {
      pads.push({
        fire: () => {
          this.drawn = true;
          for (const listener of this.listeners) listener();
        },
      });
    }
    clear() {
      this.drawn = false;
    }
    isEmpty() {
      return !this.drawn;
    }
    toDataURL() {
      return 'data:image/jpeg;base64,/9j/4AAQ';
    }
    addEventListener(_name: string, listener: () => void) {
      this.listeners.push(listener);
    }
    removeEventListener() {}
    off() {}
  },
}));

const completeDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada Lovelace',
  address: '12 St James Square',
  city: 'London',
  state: 'London',
  zip: 'SW1Y 4JH',
  country: 'United Kingdom',
  countryCode: 'GB',
  fullAddress: '12 St James Square, London',
};

function signedInAs(user: Partial<User>, handlers: Parameters<typeof fakeApi>[0] = {}) {
  markSignedIn();
  return fakeApi({ 'GET /api/auth/me': () => meFixture(user), ...handlers });
}

beforeEach(() => {
  pads.length = 0;
});

describe('priority offer dialog', () => {
  it('skips the profile when complete, and submits only once something is drawn', async () => {
    const api = signedInAs(
      { priorityMember: true, details: completeDetails },
      {
        'POST /api/portal/dashboard/accept-priority': () => ({
          message: 'Contract submitted',
          signedAt: '2026-11-25T04:00:00.000Z',
          contractUrl: '/api/profile/documents/4/file',
        }),
      },
    );
    renderAt(<OfferDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Priority account' });
    expect(dialog).toHaveTextContent('Your royalties stay at 100%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const submit = within(dialog).getByRole('button', { name: 'Submit contract' });
    expect(submit).toBeDisabled();
    expect(dialog).toHaveTextContent(SIGNATURE_MESSAGES.required);
    expect(dialog).toHaveTextContent('15 days');
    pads[0].fire();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(dialog).not.toHaveTextContent(SIGNATURE_MESSAGES.required);
    await userEvent.click(submit);

    expect(await within(dialog).findByText(/your account is now a priority account/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Download the signed agreement/ })).toHaveAttribute(
      'href',
      '/api/profile/documents/4/file',
    );
    expect(api.requests.find((r) => r.path.endsWith('accept-priority'))?.body).toEqual({
      signature: 'data:image/jpeg;base64,/9j/4AAQ',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the missing profile first, and Back from the contract returns to the offer', async () => {
    const api = signedInAs(
      { priorityMember: true },
      {
        'POST /api/profile/update/name': () => ({ message: 'ok' }),
        'POST /api/profile/update/address': () => ({ message: 'ok' }),
      },
    );
    renderAt(<OfferDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Priority account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    expect(await within(dialog).findByText('Fill your full address')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Address/), '12 St James Square');
    await userEvent.type(within(dialog).getByLabelText(/City/), 'London');
    await userEvent.type(within(dialog).getByLabelText(/State/), 'London');
    await userEvent.type(within(dialog).getByLabelText(/Postal/), 'SW1Y 4JH');
    await userEvent.type(within(dialog).getByLabelText(/Country/), 'United Kingdom');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));

    expect(await within(dialog).findByRole('button', { name: 'Submit contract' })).toBeDisabled();
    expect(api.requests.filter((r) => r.path.startsWith('/api/profile/')).map((r) => r.body)).toEqual([
      { type: 'legal', firstName: 'Ada', lastName: 'Lovelace' },
      { type: 'display', displayName: 'Ada Lovelace' },
      expect.objectContaining({ address: '12 St James Square', postcode: 'SW1Y 4JH', fromSearch: false }),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it("shows the server's message when the contract is refused, else the fallback", async () => {
    let refusal = answer(409, { message: PRIORITY_MESSAGES.alreadySigned, code: 'CONFLICT' });
    signedInAs(
      { priorityMember: true, details: completeDetails },
      { 'POST /api/portal/dashboard/accept-priority': () => refusal },
    );
    renderAt(<OfferDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Priority account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    pads[0].fire();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit contract' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PRIORITY_MESSAGES.alreadySigned);
    refusal = answer(500, null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit contract' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(PRIORITY_MESSAGES.failed));
  });

  it('does not show for an account that signed, nor without an offer', async () => {
    signedInAs({ priorityMember: true, priorityAccepted: true });
    renderAt(<OfferDialogs />);
    await screen.findByText((_, el) => el === document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(userFixture().priorityMember).toBe(false);
  });
});

describe('royalty advance dialog', () => {
  it('shows the offered amount; Close accepts it with an idempotency key', async () => {
    const api = signedInAs(
      { instantAdvance: true },
      {
        'GET /api/portal/dashboard/advance': () => ({
          offer: {
            id: 3,
            amount: '150.00',
            offeredAt: '2026-11-01T00:00:00.000Z',
            acceptedAt: null,
            outstanding: '0.00',
          },
        }),
        'POST /api/portal/dashboard/accept-advance': () => answer(500, null),
      },
    );
    renderAt(<OfferDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Royalty advance' });
    expect(await within(dialog).findByText('$150.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADVANCE_MESSAGES.failed);
    const sent = api.requests.find((r) => r.path.endsWith('accept-advance'));
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says when there is no estimate, and Close only closes', async () => {
    signedInAs({ instantAdvance: true }, { 'GET /api/portal/dashboard/advance': () => ({ offer: null }) });
    renderAt(<OfferDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Royalty advance' });
    expect(await within(dialog).findByText(ADVANCE_MESSAGES.noEstimate)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

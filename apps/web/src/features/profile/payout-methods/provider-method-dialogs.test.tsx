import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAYOUT_MESSAGES, PHONE_MESSAGES, PROVIDER_METHOD_MESSAGES, type PayoutMethodsResponse } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../../testing/fake-api.js';
import { renderAt } from '../../../testing/render.js';
import { ManifestDialog } from './manifest-dialog.js';
import { PayoutMethodsSection } from './payout-methods-section.js';
import { RemoveMethodDialog } from './remove-method-dialog.js';
import { TipaltiDialog } from './tipalti-dialog.js';
import { VenmoDialog } from './venmo-dialog.js';

const ok = (message: string) => () => ({ message });
type Method = PayoutMethodsResponse['data'][number];
const method = (over: Partial<Method>): Method => ({
  id: 1,
  type: 'venmo',
  status: 'verified',
  destination: '+1 ••• ••• 0123',
  verifiedAt: '2026-11-20T10:00:00.000Z',
  providerAccount: null,
  ...over,
});

describe('VenmoDialog', () => {
  it('checks the number before sending, then sends the code and verifies it', async () => {
    const api = fakeApi({
      'POST /api/profile/venmo/init': ok(PROVIDER_METHOD_MESSAGES.venmoCodeSent),
      'POST /api/profile/venmo/verify': ok(PROVIDER_METHOD_MESSAGES.venmoVerified),
    });
    const onClose = vi.fn();
    renderAt(<VenmoDialog startAtCode={false} onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Venmo phone number'), '+44 20 7946 0958');
    await user.type(screen.getByLabelText('Account password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(PHONE_MESSAGES.notUs)).toBeInTheDocument();
    expect(api.sent('POST /api/profile/venmo/init')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Venmo phone number'));
    await user.type(screen.getByLabelText('Venmo phone number'), '(415) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'Verify Venmo' })).toBeInTheDocument();
    expect(api.sent('POST /api/profile/venmo/init')[0]?.body).toEqual({
      phone: '+14155550123',
      password: 'secret-password',
    });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(api.sent('POST /api/profile/venmo/verify')[0]?.body).toEqual({ code: '123456' });
  });

  it("shows the server's refusals: a wrong code on the field, a throttle as an alert", async () => {
    fakeApi({
      'POST /api/profile/venmo/verify': () =>
        answer(422, { message: 'Validation Error', errors: { code: [PAYOUT_MESSAGES.wrongCode] } }),
    });
    renderAt(<VenmoDialog startAtCode onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(PAYOUT_MESSAGES.wrongCode)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');

    fakeApi({
      'POST /api/profile/venmo/init': () => answer(429, { message: PROVIDER_METHOD_MESSAGES.resendTooSoon }),
    });
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    await user.type(screen.getByLabelText('Venmo phone number'), '4155550123');
    await user.type(screen.getByLabelText('Account password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROVIDER_METHOD_MESSAGES.resendTooSoon);
  });
});

describe('ManifestDialog', () => {
  it('changes the address through edit/manifest', async () => {
    const api = fakeApi({ 'POST /api/profile/edit/manifest': ok(PROVIDER_METHOD_MESSAGES.manifestCodeSent) });
    renderAt(<ManifestDialog isEdit startAtCode={false} onClose={() => undefined} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Change Manifest address' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Manifest e-mail'), 'New@Example.com');
    await user.type(screen.getByLabelText('Account password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'Verify Manifest' })).toBeInTheDocument();
    expect(api.sent('POST /api/profile/edit/manifest')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'secret-password',
    });
  });
});

describe('TipaltiDialog', () => {
  it("shows Tipalti's page at the signed address", async () => {
    const url = 'https://ui2.sandbox.tipalti.com/payeedashboard/home?idap=liner-7&payer=Liner&ts=1&hashkey=ab';
    fakeApi({
      'GET /api/profile/init/tipalti': () => ({ url, payeeId: 'liner-7' }),
      'GET /api/profile/payout-methods': () => ({ data: [], payoutsBlockedUntil: null }),
    });
    renderAt(<TipaltiDialog onClose={() => undefined} />);
    expect(screen.getByLabelText('Loading Tipalti')).toBeInTheDocument();
    expect(await screen.findByTitle('Tipalti payee details')).toHaveAttribute('src', url);
  });

  it('says so when Tipalti is not set up on the server', async () => {
    fakeApi({
      'GET /api/profile/init/tipalti': () => answer(409, { message: PROVIDER_METHOD_MESSAGES.tipaltiOff }),
    });
    renderAt(<TipaltiDialog onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PROVIDER_METHOD_MESSAGES.tipaltiOff);
    expect(screen.queryByTitle('Tipalti payee details')).not.toBeInTheDocument();
  });
});

describe('RemoveMethodDialog for the new methods', () => {
  it('removes Venmo at its own path, and shows a 404 as an alert', async () => {
    const api = fakeApi({
      'POST /api/profile/venmo/remove': () => answer(404, { message: PROVIDER_METHOD_MESSAGES.nothingToRemove }),
    });
    renderAt(<RemoveMethodDialog type="venmo" destination="+1 ••• ••• 0123" onClose={() => undefined} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Remove Venmo?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Account password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROVIDER_METHOD_MESSAGES.nothingToRemove);
    expect(api.sent('POST /api/profile/venmo/remove')).toHaveLength(1);
  });
});

describe('PayoutMethodsSection with Venmo, Manifest and Tipalti', () => {
  it('shows each method with its next step', async () => {
    const api = fakeApi({
      'GET /api/profile/payout-methods': () => ({
        data: [
          method({ id: 1, type: 'venmo' }),
          method({ id: 2, type: 'manifest', destination: 'mf@example.com' }),
          method({
            id: 3,
            type: 'tipalti',
            status: 'pending',
            destination: 'ada@example.com',
            providerAccount: { id: 'liner-7', status: 'pending' },
          }),
        ],
        payoutsBlockedUntil: null,
      }),
      'POST /api/profile/create/manifest-account': () => ({
        message: PROVIDER_METHOD_MESSAGES.manifestAccountCreated,
        providerAccount: { id: 'mf_1', status: 'active' },
      }),
    });
    renderAt(<PayoutMethodsSection />);
    const user = userEvent.setup();
    expect(await screen.findByText('+1 ••• ••• 0123')).toBeInTheDocument();
    expect(screen.getByText('No Manifest account yet')).toBeInTheDocument();
    expect(screen.getByText('Waiting for Tipalti')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Tipalti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect PayPal' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Manifest account' }));
    expect(await screen.findByText(PROVIDER_METHOD_MESSAGES.manifestAccountCreated)).toBeInTheDocument();
    expect(api.sent('POST /api/profile/create/manifest-account')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove Venmo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('+1 ••• ••• 0123 will no longer receive payouts.')).toBeInTheDocument();
  });

  it('offers to connect each method when there is none', async () => {
    fakeApi({ 'GET /api/profile/payout-methods': () => ({ data: [], payoutsBlockedUntil: null }) });
    renderAt(<PayoutMethodsSection />);
    for (const name of ['Connect Venmo', 'Connect Manifest', 'Set up Tipalti'])
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  });
});

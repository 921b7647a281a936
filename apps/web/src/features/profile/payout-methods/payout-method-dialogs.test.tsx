import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAYOUT_MESSAGES } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../../testing/fake-api.js';
import { meFixture, markSignedIn } from '../../../testing/fixtures.js';
import { renderAt } from '../../../testing/render.js';
import { BankDialog } from './bank-dialog.js';
import { PaypalDialog } from './paypal-dialog.js';
import { RemoveMethodDialog } from './remove-method-dialog.js';

const PROOF_MISSING = 'Enter your current password or a code from your authenticator app';
const ok = (message: string) => () => ({ message });

describe('PaypalDialog', () => {
  it('asks for a proof before sending the code, then verifies the code it sent', async () => {
    const api = fakeApi({
      'POST /api/profile/paypal/init': ok(PAYOUT_MESSAGES.paypalCodeSent),
      'POST /api/profile/paypal/verify': ok(PAYOUT_MESSAGES.paypalVerified),
    });
    const onClose = vi.fn();
    renderAt(<PaypalDialog open startAtCode={false} onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PayPal e-mail'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(PROOF_MISSING)).toBeInTheDocument();
    expect(api.sent('POST /api/profile/paypal/init')).toHaveLength(0);

    await user.type(screen.getByLabelText('Account password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'Verify PayPal' })).toBeInTheDocument();
    expect(api.sent('POST /api/profile/paypal/init')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
    });

    await user.type(screen.getByLabelText('Verification code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '6');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(api.sent('POST /api/profile/paypal/verify')[0]?.body).toEqual({ code: '123456' });
  });

  it('shows a wrong code under the code field', async () => {
    fakeApi({
      'POST /api/profile/paypal/verify': () =>
        answer(422, { message: 'Validation Error', errors: { code: [PAYOUT_MESSAGES.wrongCode] } }),
    });
    renderAt(<PaypalDialog open startAtCode onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(PAYOUT_MESSAGES.wrongCode)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('BankDialog', () => {
  it('checks the IBAN with the contract before anything is sent', async () => {
    const api = fakeApi({});
    renderAt(<BankDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account holder'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('IBAN'), 'GB82 WEST 1234 5698 7654 33');
    await user.type(screen.getByLabelText('Bank country'), 'GB');
    await user.type(screen.getByLabelText('Account currency'), 'GBP');
    await user.type(screen.getByLabelText('Account password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('This IBAN is not valid; check it for typos')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends an account and routing number without an IBAN', async () => {
    const api = fakeApi({ 'POST /api/profile/update/bank/connect': ok(PAYOUT_MESSAGES.bankConnected) });
    const onClose = vi.fn();
    renderAt(<BankDialog open onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account holder'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('IBAN'), 'DE89');
    await user.click(screen.getByRole('button', { name: 'Account and routing number' }));
    await user.type(screen.getByLabelText('Account number'), '12345678');
    await user.type(screen.getByLabelText('Routing number'), '021000021');
    await user.type(screen.getByLabelText('Bank country'), 'us');
    await user.type(screen.getByLabelText('Account currency'), 'usd');
    await user.type(screen.getByLabelText('Account password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(api.sent('POST /api/profile/update/bank/connect')[0]?.body).toEqual({
      accountHolder: 'Ada Lovelace',
      accountNumber: '12345678',
      routingNumber: '021000021',
      country: 'US',
      currency: 'USD',
      password: 'secret-password',
    });
  });
});

describe('RemoveMethodDialog', () => {
  it('offers the authenticator code to an account with one, and removes with it', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ twoFactor: { confirmed: true, type: 'google', email: null, phone: null } }),
      'POST /api/profile/paypal/remove': ok(PAYOUT_MESSAGES.paypalRemoved),
    });
    const onClose = vi.fn();
    renderAt(<RemoveMethodDialog type="paypal" destination="ada@example.com" onClose={onClose} />);
    const user = userEvent.setup();
    expect(screen.getByText('ada@example.com will no longer receive payouts.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(PROOF_MISSING)).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Authenticator code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
    expect(api.sent('POST /api/profile/paypal/remove')[0]?.body).toEqual({ twoFactorCode: '654321' });
  });
});

import { describe, expect, it } from 'vitest';
import { BankConnectRequest, ConfirmPayoutChangeRequest, PaypalInitRequest } from './wallet.js';

const PROOF_MISSING = 'Enter your current password or a code from your authenticator app';
const proofIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.find((issue) => issue.path.join('.') === 'password')?.message;

describe('payout change proof', () => {
  it.each([
    ['removing a method', () => ConfirmPayoutChangeRequest.safeParse({})],
    ['connecting PayPal', () => PaypalInitRequest.safeParse({ email: 'ada@example.com' })],
    [
      'connecting a bank',
      () =>
        BankConnectRequest.safeParse({
          accountHolder: 'Ada',
          iban: 'DE89370400440532013000',
          country: 'DE',
          currency: 'EUR',
        }),
    ],
  ])('asks for the password or a code when %s', (_case, parse) => {
    expect(proofIssue(parse())).toBe(PROOF_MISSING);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPaypalPayoutProvider, PaypalApiError, type FetchLike } from './paypal-payouts-client.js';
import type { PayoutBatch } from './payout-provider.js';

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');
const config = { clientId: 'client-id', clientSecret: 'client-secret', baseUrl: 'https://api-m.sandbox.paypal.com' };

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** Answers only the expected calls, in order, with recorded fixtures; anything else fails the test. */
function recordedFetch(script: { url: string; status: number; body: string }[]): {
  fetch: FetchLike;
  calls: Recorded[];
} {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, ...init });
    const next = script.shift();
    if (!next || next.url !== url) throw new Error(`Unexpected request to ${url}`);
    return {
      ok: next.status < 300,
      status: next.status,
      json: async () => JSON.parse(next.body),
      text: async () => next.body,
    };
  };
  return { fetch, calls };
}

const batch: PayoutBatch = {
  batchId: 1,
  currency: 'USD',
  items: [
    {
      payoutId: 7,
      userId: 3,
      userEmail: 'a@example.test',
      method: 'paypal',
      paypalEmail: 'pay@example.test',
      bank: null,
      phone: null,
      providerAccountId: null,
      methodVerified: true,
      amountMicros: 50_000_000n,
      feeMicros: 1_000_000n,
      withheldMicros: 0n,
      netMicros: 49_000_000n,
    },
    {
      payoutId: 8,
      userId: 4,
      userEmail: 'b@example.test',
      method: 'bank',
      paypalEmail: null,
      bank: null,
      phone: null,
      providerAccountId: null,
      methodVerified: true,
      amountMicros: 20_000_000n,
      feeMicros: 400_000n,
      withheldMicros: 0n,
      netMicros: 19_600_000n,
    },
  ],
};

describe('PayPal Payouts client', () => {
  it('gets a client-credentials token, then posts the PayPal items of the batch', async () => {
    const { fetch, calls } = recordedFetch([
      { url: 'https://api-m.sandbox.paypal.com/v1/oauth2/token', status: 200, body: fixture('paypal-token.json') },
      {
        url: 'https://api-m.sandbox.paypal.com/v1/payments/payouts',
        status: 201,
        body: fixture('paypal-create-batch.json'),
      },
    ]);
    const result = await createPaypalPayoutProvider(config, fetch).submit(batch);
    expect(result).toEqual({ providerBatchId: '5UXD2E8A7EBQJ', file: null });
    expect(calls[0].headers.authorization).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    expect(calls[0].body).toBe('grant_type=client_credentials');
    expect(calls[1].headers.authorization).toBe('Bearer A21AAFixtureAccessTokenForLinerTests');
    expect(calls[1].headers['paypal-request-id']).toBe('liner-batch-1');
    expect(JSON.parse(calls[1].body ?? '')).toEqual({
      sender_batch_header: {
        sender_batch_id: 'liner-batch-1',
        email_subject: 'You have a payout from Liner',
        recipient_type: 'EMAIL',
      },
      items: [
        {
          recipient_type: 'EMAIL',
          amount: { value: '49.00', currency: 'USD' },
          receiver: 'pay@example.test',
          note: 'Your Liner earnings',
          sender_item_id: 'payout-7',
        },
      ],
    });
  });

  it('sends a Venmo payout to the US phone number with recipient_wallet VENMO', async () => {
    const { fetch, calls } = recordedFetch([
      { url: 'https://api-m.sandbox.paypal.com/v1/oauth2/token', status: 200, body: fixture('paypal-token.json') },
      {
        url: 'https://api-m.sandbox.paypal.com/v1/payments/payouts',
        status: 201,
        body: fixture('paypal-create-batch.json'),
      },
    ]);
    const venmo = {
      ...batch.items[0],
      payoutId: 9,
      method: 'venmo' as const,
      paypalEmail: null,
      phone: '+12025550143',
    };
    const result = await createPaypalPayoutProvider(config, fetch).submit({ ...batch, items: [venmo, batch.items[1]] });
    expect(result.providerBatchId).toBe('5UXD2E8A7EBQJ');
    expect(JSON.parse(calls[1].body ?? '').items).toEqual([
      {
        recipient_type: 'PHONE',
        receiver: '2025550143',
        recipient_wallet: 'VENMO',
        amount: { value: '49.00', currency: 'USD' },
        note: 'Your Liner earnings',
        sender_item_id: 'payout-9',
      },
    ]);
  });

  it('refuses to send Venmo payouts in another currency than USD, before calling PayPal', async () => {
    const { fetch, calls } = recordedFetch([]);
    const venmo = { ...batch.items[0], method: 'venmo' as const, paypalEmail: null, phone: '+12025550143' };
    await expect(
      createPaypalPayoutProvider(config, fetch).submit({ ...batch, currency: 'EUR', items: [venmo] }),
    ).rejects.toThrow('Venmo is paid in USD only, not EUR');
    expect(calls).toHaveLength(0);
  });

  it('reports a refused batch (a repeated sender_batch_id) as an error', async () => {
    const { fetch } = recordedFetch([
      { url: 'https://api-m.sandbox.paypal.com/v1/oauth2/token', status: 200, body: fixture('paypal-token.json') },
      {
        url: 'https://api-m.sandbox.paypal.com/v1/payments/payouts',
        status: 400,
        body: fixture('paypal-duplicate-batch.json'),
      },
    ]);
    const error = await createPaypalPayoutProvider(config, fetch)
      .submit(batch)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaypalApiError);
    expect((error as PaypalApiError).message).toMatch(/400.*sender_batch_id already exists/);
  });

  it('calls nothing when the batch has no PayPal payouts', async () => {
    const { fetch, calls } = recordedFetch([]);
    expect(await createPaypalPayoutProvider(config, fetch).submit({ ...batch, items: [batch.items[1]] })).toEqual({
      providerBatchId: null,
      file: null,
    });
    expect(calls).toHaveLength(0);
  });
});

import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PayoutBatch, PayoutItem } from './payout-provider.js';
import type { FetchLike } from './paypal-payouts-client.js';
import { createTipaltiPayoutProvider } from './tipalti-payments-client.js';
import { TipaltiApiError, xmlText } from './tipalti-soap.js';

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');
const config = {
  payer: 'LinerMusic',
  apiKey: 'tipalti-test-key',
  iframeBase: 'https://ui2.sandbox.tipalti.com',
  apiBase: 'https://api.sandbox.tipalti.com',
};
const PAYER_URL = 'https://api.sandbox.tipalti.com/v14/PayerFunctions.asmx';
const PAYEE_URL = 'https://api.sandbox.tipalti.com/v8/PayeeFunctions.asmx';
// 2026-11-20T10:00:00Z
const now = () => new Date(1_795_168_800_000);
const TS = 1_795_168_800;

interface Recorded {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Answers only the expected calls, in order, with recorded answers; anything else fails the test. */
function recordedFetch(script: { url: string; status: number; file: string }[]) {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, headers: init.headers, body: init.body ?? '' });
    const next = script.shift();
    if (!next || next.url !== url) throw new Error(`Unexpected request to ${url}`);
    const body = fixture(next.file);
    return { ok: next.status < 300, status: next.status, json: async () => JSON.parse(body), text: async () => body };
  };
  return { fetch, calls };
}

const item = (over: Partial<PayoutItem>): PayoutItem => ({
  payoutId: 7,
  userId: 3,
  userEmail: 'a@example.test',
  method: 'tipalti',
  paypalEmail: null,
  bank: null,
  phone: null,
  providerAccountId: 'liner-3',
  methodVerified: true,
  amountMicros: 50_000_000n,
  feeMicros: 1_000_000n,
  withheldMicros: 0n,
  netMicros: 49_000_000n,
  ...over,
});

const batch: PayoutBatch = {
  batchId: 12,
  currency: 'USD',
  items: [item({}), item({ payoutId: 8, method: 'bank', providerAccountId: null })],
};

const hmac = (text: string) => createHmac('sha256', 'tipalti-test-key').update(text).digest('hex');

describe('Tipalti payments client', () => {
  it('submits the Tipalti payouts as one payment group, signed with payer, time and group title', async () => {
    const { fetch, calls } = recordedFetch([{ url: PAYER_URL, status: 200, file: 'tipalti-process-payments-ok.xml' }]);
    const result = await createTipaltiPayoutProvider(config, fetch, now).submit(batch);
    expect(result).toEqual({ providerBatchId: 'Liner batch 12', file: null });
    expect(calls).toHaveLength(1);
    expect(calls[0].headers['content-type']).toBe(
      'application/soap+xml; charset=utf-8; action="http://Tipalti.org/ProcessPayments"',
    );
    const body = calls[0].body;
    expect(xmlText(body, 'payerName')).toBe('LinerMusic');
    expect(xmlText(body, 'paymentGroupTitle')).toBe('Liner batch 12');
    expect(xmlText(body, 'timeStamp')).toBe(String(TS));
    expect(xmlText(body, 'key')).toBe(hmac(`LinerMusic${TS}Liner batch 12`));
    // Only the Tipalti payout, to its payee id, for the net amount, keyed by its RefCode.
    expect(body).toContain(
      '<tipaltiPaymentsOrders><TipaltiPaymentOrderItem><Idap>liner-3</Idap><Amount>49.00</Amount><RefCode>LINER7</RefCode><EmailMessage>Your Liner earnings</EmailMessage><Currency>USD</Currency></TipaltiPaymentOrderItem></tipaltiPaymentsOrders>',
    );
  });

  it('reports a refused group with Tipalti’s error code and words', async () => {
    const { fetch } = recordedFetch([{ url: PAYER_URL, status: 200, file: 'tipalti-process-payments-refused.xml' }]);
    const error = await createTipaltiPayoutProvider(config, fetch, now)
      .submit(batch)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TipaltiApiError);
    expect((error as Error).message).toBe('Tipalti answered: PayeeUnknown: Payee liner-999 is unknown');
  });

  it('reports a refused payment line by its RefCode', async () => {
    const { fetch } = recordedFetch([{ url: PAYER_URL, status: 200, file: 'tipalti-process-payments-line-error.xml' }]);
    await expect(createTipaltiPayoutProvider(config, fetch, now).submit(batch)).rejects.toThrow(
      'Tipalti answered: refused LINER7 Ref Code already exists',
    );
  });

  it('reports a SOAP fault with its reason', async () => {
    const { fetch } = recordedFetch([{ url: PAYER_URL, status: 500, file: 'tipalti-soap-fault.xml' }]);
    await expect(createTipaltiPayoutProvider(config, fetch, now).submit(batch)).rejects.toThrow(
      'Tipalti answered: 500 Server was unable to read request. ---> There is an error in XML document (1, 412).',
    );
  });

  it('calls nothing when the batch has no Tipalti payee', async () => {
    const { fetch, calls } = recordedFetch([]);
    const result = await createTipaltiPayoutProvider(config, fetch, now).submit({
      ...batch,
      items: [batch.items[1]],
    });
    expect(result).toEqual({ providerBatchId: null, file: null });
    expect(calls).toHaveLength(0);
  });

  it('reads each payment back by RefCode: Paid is paid, Rejected returned with the reason, pending still sending', async () => {
    const { fetch, calls } = recordedFetch([
      { url: PAYEE_URL, status: 200, file: 'tipalti-po-paid.xml' },
      { url: PAYEE_URL, status: 200, file: 'tipalti-po-rejected.xml' },
      { url: PAYEE_URL, status: 200, file: 'tipalti-po-pending.xml' },
    ]);
    const provider = createTipaltiPayoutProvider(config, fetch, now);
    const outcomes = await provider.outcomes?.('Liner batch 12', {
      ...batch,
      items: [item({ payoutId: 1 }), item({ payoutId: 2, providerAccountId: 'liner-4' }), item({ payoutId: 3 })],
    });
    expect(outcomes).toEqual([
      { payoutId: 1, outcome: 'paid', reason: null },
      { payoutId: 2, outcome: 'returned', reason: 'Tipalti: Rejected, Beneficiary account closed' },
      { payoutId: 3, outcome: 'sending', reason: null },
    ]);
    const second = calls[1].body;
    expect(xmlText(second, 'idap')).toBe('liner-4');
    expect(xmlText(second, 'poRefCode')).toBe('LINER2');
    expect(xmlText(second, 'key')).toBe(hmac(`LinerMusicliner-4${TS}LINER2`));
  });

  it('leaves a payment Tipalti cannot find sending, and refuses the sync only when it finds none', async () => {
    const some = recordedFetch([
      { url: PAYEE_URL, status: 200, file: 'tipalti-po-unknown.xml' },
      { url: PAYEE_URL, status: 200, file: 'tipalti-po-paid.xml' },
    ]);
    const two = { ...batch, items: [item({ payoutId: 5 }), item({ payoutId: 1 })] };
    expect(await createTipaltiPayoutProvider(config, some.fetch, now).outcomes?.('Liner batch 12', two)).toEqual([
      { payoutId: 1, outcome: 'paid', reason: null },
    ]);
    const none = recordedFetch([{ url: PAYEE_URL, status: 200, file: 'tipalti-po-unknown.xml' }]);
    await expect(
      createTipaltiPayoutProvider(config, none.fetch, now).outcomes?.('Liner batch 12', {
        ...batch,
        items: [item({ payoutId: 5 })],
      }),
    ).rejects.toThrow('Tipalti answered: LINER5: PaymentOrderNotFound: Payment order not found');
  });
});

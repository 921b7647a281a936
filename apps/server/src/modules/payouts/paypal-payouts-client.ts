import { formatMicros } from '@liner/domain';
import type { PaypalConfig } from '../../platform/config.js';
import type { PayoutBatch, PayoutItem, PayoutOutcome, PayoutProvider } from './payout-provider.js';

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
  text(): Promise<string>;
}>;

export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`PayPal answered ${status}: ${detail.slice(0, 300)}`);
  }
}

/** PayPal errors are JSON {name, message, details:[{issue}]}: keep the part an operator can act on. */
function describeError(text: string): string {
  try {
    const body = JSON.parse(text) as { name?: string; message?: string; details?: { issue?: string }[] };
    const issues = (body.details ?? [])
      .map((detail) => detail.issue)
      .filter(Boolean)
      .join('; ');
    return [body.name ?? body.message, issues].filter(Boolean).join(': ') || text;
  } catch {
    return text;
  }
}

async function expectJson(response: Awaited<ReturnType<FetchLike>>): Promise<Record<string, unknown>> {
  if (!response.ok) throw new PaypalApiError(response.status, describeError(await response.text()));
  return (await response.json()) as Record<string, unknown>;
}

/**
 * PayPal's item states: SUCCESS is paid; these mean the money did not reach the receiver and is
 * back with the sender (UNCLAIMED, PENDING, ONHOLD may still turn into either, so they stay sending).
 */
const PAYPAL_RETURNED = new Set(['FAILED', 'RETURNED', 'REFUNDED', 'REVERSED', 'BLOCKED', 'DENIED']);

interface PaypalItem {
  transaction_status?: string;
  payout_item?: { sender_item_id?: string };
  errors?: { name?: string; message?: string };
}

function outcomeOf(item: PaypalItem): PayoutOutcome | null {
  const match = /^payout-(\d+)$/.exec(item.payout_item?.sender_item_id ?? '');
  if (!match) return null;
  const status = item.transaction_status ?? '';
  const outcome = status === 'SUCCESS' ? 'paid' : PAYPAL_RETURNED.has(status) ? 'returned' : 'sending';
  const reason =
    outcome === 'returned'
      ? `PayPal: ${[status, item.errors?.message ?? item.errors?.name].filter(Boolean).join(', ')}`
      : null;
  return { payoutId: Number(match[1]), outcome, reason };
}

/**
 * PayPal pays a PayPal account by e-mail, and a Venmo account by its US phone number with
 * recipient_wallet VENMO (the number without its +1: PayPal takes the ten digits).
 */
function recipientOf(item: PayoutItem): Record<string, string> {
  if (item.method === 'venmo')
    return { recipient_type: 'PHONE', receiver: (item.phone ?? '').replace(/^\+1/, ''), recipient_wallet: 'VENMO' };
  return { recipient_type: 'EMAIL', receiver: item.paypalEmail ?? '' };
}

/**
 * PayPal Payouts: an OAuth client-credentials token, then POST /v1/payments/payouts with one
 * item per PayPal payout. sender_batch_id (and the PayPal-Request-Id header) are derived from
 * our batch id, so a retried export can never pay twice: PayPal refuses a repeated batch id.
 * PayPal and Venmo items are sent (Venmo through PayPal, to the phone number); anything else
 * stays in the batch file.
 */
export function createPaypalPayoutProvider(config: PaypalConfig, fetchImpl: FetchLike): PayoutProvider {
  async function accessToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const body = await expectJson(
      await fetchImpl(`${config.baseUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      }),
    );
    if (typeof body.access_token !== 'string') throw new PaypalApiError(200, 'no access_token in the token answer');
    return body.access_token;
  }

  return {
    name: 'paypal',
    async submit(batch: PayoutBatch) {
      const items = batch.items.filter(
        (item) => (item.method === 'paypal' && item.paypalEmail) || (item.method === 'venmo' && item.phone),
      );
      if (items.length === 0) return { providerBatchId: null, file: null };
      if (batch.currency !== 'USD' && items.some((item) => item.method === 'venmo'))
        throw new PaypalApiError(0, `Venmo is paid in USD only, not ${batch.currency}`);
      const senderBatchId = `liner-batch-${batch.batchId}`;
      const token = await accessToken();
      const body = await expectJson(
        await fetchImpl(`${config.baseUrl}/v1/payments/payouts`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'paypal-request-id': senderBatchId,
          },
          body: JSON.stringify({
            sender_batch_header: {
              sender_batch_id: senderBatchId,
              email_subject: 'You have a payout from Liner',
              recipient_type: 'EMAIL',
            },
            items: items.map((item) => ({
              ...recipientOf(item),
              amount: { value: formatMicros(item.netMicros, 2), currency: batch.currency },
              note: 'Your Liner earnings',
              sender_item_id: `payout-${item.payoutId}`,
            })),
          }),
        }),
      );
      const header = body.batch_header as { payout_batch_id?: unknown } | undefined;
      if (typeof header?.payout_batch_id !== 'string')
        throw new PaypalApiError(201, 'no batch_header.payout_batch_id in the answer');
      return { providerBatchId: header.payout_batch_id, file: null };
    },
    // GET /v1/payments/payouts/{id}, page by page (1,000 items each) until PayPal names no next page.
    async outcomes(providerBatchId: string) {
      const token = await accessToken();
      const outcomes: PayoutOutcome[] = [];
      for (let page = 1; ; page++) {
        const query = `page=${page}&page_size=1000`;
        const body = await expectJson(
          await fetchImpl(`${config.baseUrl}/v1/payments/payouts/${encodeURIComponent(providerBatchId)}?${query}`, {
            method: 'GET',
            headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          }),
        );
        const items = Array.isArray(body.items) ? (body.items as PaypalItem[]) : [];
        for (const item of items) {
          const outcome = outcomeOf(item);
          if (outcome) outcomes.push(outcome);
        }
        const links = Array.isArray(body.links) ? (body.links as { rel?: string }[]) : [];
        if (!links.some((link) => link.rel === 'next') || items.length === 0) return outcomes;
      }
    },
  };
}

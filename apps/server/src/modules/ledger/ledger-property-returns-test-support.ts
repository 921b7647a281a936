// The settlement and card-charge side of the ledger's property tests (ledger-property-returns.test.ts):
// the commands, and PayPal Payouts answering from its recorded answers (payouts/fixtures) with the
// item states a sequence chose.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { PaypalFetch } from '../payouts/testing.js';

/** PayPal's item states: paid, two ways of not arriving (money back), and still on its way. */
export type PaypalStatus = 'SUCCESS' | 'RETURNED' | 'FAILED' | 'UNCLAIMED';
/** The built-in provider's test cards: works, taken but every charge declined, refused outright. */
export type CardKind = 'succeeds' | 'charge-fails' | 'declined';

export type SettlementCommand =
  | { op: 'credit'; user: number; cents: number }
  | { op: 'payout'; user: number; cents: number }
  | { op: 'export' }
  | { op: 'settle'; pick: number; statuses: PaypalStatus[]; twice: boolean }
  | { op: 'bounce'; pick: number; twice: boolean }
  | { op: 'subscribe'; user: number; card: CardKind; twice: boolean }
  | { op: 'change-card'; user: number; card: CardKind }
  | { op: 'renew'; days: number }
  | { op: 'one-off'; user: number; key: number; cents: number };

/** people[0] and people[1] are paid on Venmo (through PayPal), people[2] by bank transfer (the batch file). */
export const PEOPLE = 3;
const person = fc.nat(PEOPLE - 1);
const card = fc.constantFrom<CardKind>('succeeds', 'charge-fails', 'declined');

/** Weighted towards the payout path: a payout needs a credit before it, and an export before it settles. */
export const settlementCommand: fc.Arbitrary<SettlementCommand> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('credit' as const),
      user: person,
      cents: fc.integer({ min: 1_000, max: 50_000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('payout' as const),
      user: person,
      cents: fc.integer({ min: 500, max: 20_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('export' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('settle' as const),
      pick: fc.nat(20),
      statuses: fc.array(fc.constantFrom<PaypalStatus>('SUCCESS', 'RETURNED', 'FAILED', 'UNCLAIMED'), {
        minLength: 1,
        maxLength: 4,
      }),
      twice: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('bounce' as const), pick: fc.nat(20), twice: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('subscribe' as const), user: person, card, twice: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('change-card' as const), user: person, card }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('renew' as const), days: fc.integer({ min: 1, max: 40 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('one-off' as const),
      user: person,
      key: fc.nat(2),
      cents: fc.integer({ min: 100, max: 5_000 }),
    }),
  },
);

export const CARD_NUMBERS: Record<CardKind, string> = {
  succeeds: '4242424242424242',
  'charge-fails': '4000000000000341',
  declined: '4000000000000002',
};

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../payouts/fixtures');
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(fixturesDir, name), 'utf8'));

type PaypalItem = { transaction_status: string; payout_item: Record<string, unknown>; errors?: object };

/**
 * PayPal Payouts as recorded (token, created batch, batch details), for the batches of one test
 * app: each created batch gets its own id, and its details list the items it was sent with in the
 * states `answer` set for them (an item not set yet is UNCLAIMED: still on its way).
 */
export function paypalFromFixtures() {
  const sentItems = new Map<string, number[]>();
  const states = new Map<number, PaypalStatus>();
  const [paidItem, returnedItem] = fixture('paypal-batch-details.json').items as PaypalItem[];

  function itemOf(payoutId: number): PaypalItem {
    const status = states.get(payoutId) ?? 'UNCLAIMED';
    const template = status === 'SUCCESS' || status === 'UNCLAIMED' ? paidItem : returnedItem;
    const errors =
      status === 'FAILED' ? { name: 'RECEIVER_ACCOUNT_LOCKED', message: 'Receiver account is locked' } : undefined;
    return {
      ...template,
      transaction_status: status,
      payout_item: { ...template.payout_item, sender_item_id: `payout-${payoutId}` },
      ...(errors ? { errors } : {}),
    };
  }

  const fetchImpl: PaypalFetch = async (url, init) => {
    let body: Record<string, unknown>;
    if (url.endsWith('/v1/oauth2/token')) body = fixture('paypal-token.json');
    else if (init.method === 'POST' && url.endsWith('/v1/payments/payouts')) {
      const sent = JSON.parse(init.body ?? '{}') as { items: { sender_item_id: string }[] };
      const id = `PROP${sentItems.size + 1}`;
      sentItems.set(
        id,
        sent.items.map((item) => Number(item.sender_item_id.replace('payout-', ''))),
      );
      body = fixture('paypal-create-batch.json');
      (body.batch_header as { payout_batch_id: string }).payout_batch_id = id;
    } else if (init.method === 'GET' && url.includes('/v1/payments/payouts/')) {
      const id = decodeURIComponent(url.split('/v1/payments/payouts/')[1].split('?')[0]);
      const items = sentItems.get(id);
      if (!items) return { ok: false, status: 404, json: async () => ({}), text: async () => '{"name":"NOT_FOUND"}' };
      body = fixture('paypal-batch-details.json');
      (body.batch_header as { payout_batch_id: string }).payout_batch_id = id;
      body.items = items.map(itemOf);
    } else throw new Error(`Unexpected request to ${init.method} ${url}`);
    const text = JSON.stringify(body);
    return { ok: true, status: 200, json: async () => JSON.parse(text), text: async () => text };
  };

  return {
    fetchImpl,
    /** What PayPal reports for a payout from now on. */
    answer(payoutId: number, status: PaypalStatus) {
      states.set(payoutId, status);
    },
  };
}

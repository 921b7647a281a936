import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db.js';
import { CardRefusedError, type PaymentProvider } from './payment-provider.js';
import { builtinCards } from './tables.js';

type Behaviour = 'succeeds' | 'charge-fails' | 'declined' | 'expired';

/**
 * Stripe's documented test numbers, so a tester types the same card on either provider: the
 * first ones work, 0341 is accepted and then fails every charge (a renewal that fails), 0002 is
 * declined and 0069 answers "expired card".
 */
const TEST_CARDS: Record<string, { brand: string; behaviour: Behaviour }> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds' },
  '4000056655665556': { brand: 'visa', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds' },
  '378282246310005': { brand: 'amex', behaviour: 'succeeds' },
  '4000000000000341': { brand: 'visa', behaviour: 'charge-fails' },
  '4000000000000002': { brand: 'visa', behaviour: 'declined' },
  '4000000000000069': { brand: 'visa', behaviour: 'expired' },
};

/** Whether the card expired before `now` (a card is good through the last day of its month). */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The offline provider of a self-hosted install: nothing leaves the machine and no money moves,
 * so only test numbers are taken (a real card number is declined, never kept). What it keeps of
 * a card is its behaviour and expiry, under a token.
 */
export function createBuiltinProvider(db: Database): PaymentProvider {
  return {
    name: 'builtin',
    async prepare({ existingCustomerId }) {
      return { provider: 'builtin', customerId: existingCustomerId };
    },
    async attach({ userId, existingCustomerId, method, now }) {
      if (method.provider !== 'builtin') throw new CardRefusedError('CARD_DECLINED');
      const number = method.card.number.replace(/[\s-]/g, '');
      const known = TEST_CARDS[number];
      if (!known || known.behaviour === 'declined') throw new CardRefusedError('CARD_DECLINED');
      const expMonth = Number(method.card.expMonth);
      const expYear = Number(method.card.expYear);
      if (known.behaviour === 'expired' || isCardExpired(expMonth, expYear, now))
        throw new CardRefusedError('CARD_EXPIRED');
      const methodId = token('bpm');
      await db.insert(builtinCards).values({ token: methodId, userId, behaviour: known.behaviour, expMonth, expYear });
      return {
        providerCustomerId: existingCustomerId ?? `bcus_${userId}`,
        providerMethodId: methodId,
        brand: known.brand,
        last4: number.slice(-4),
        expMonth,
        expYear,
      };
    },
    async charge(request, now) {
      const [card] = await db.select().from(builtinCards).where(eq(builtinCards.token, request.providerMethodId));
      if (!card || card.userId !== request.userId) return { status: 'failed', failure: 'CARD_DECLINED' };
      if (isCardExpired(card.expMonth, card.expYear, now)) return { status: 'failed', failure: 'CARD_EXPIRED' };
      if (card.behaviour === 'charge-fails') return { status: 'failed', failure: 'CARD_DECLINED' };
      return { status: 'paid', chargeId: token('bch') };
    },
  };
}

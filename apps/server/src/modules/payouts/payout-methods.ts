import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  maskAccount,
  normaliseIban,
  PAYOUT_MESSAGES,
  type BankConnectRequest,
  type ConfirmPayoutChangeRequest,
  type PaypalInitRequest,
  type PayoutMethodsResponse,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { addMinutes } from '../../platform/clock.js';
import { hashToken, newNumericCode, safeEqual } from '../../platform/crypto.js';
import { fieldError } from '../../platform/errors.js';
import type { UserRow } from '../auth/index.js';
import { reserveMail } from '../outbound-mail/index.js';
import { confirmPayoutChange } from './confirm-payout-change.js';
import { payoutsBlockedUntil, recordPayoutChange } from './payout-block.js';
import { payoutMethods } from './tables.js';

const CODE_MINUTES = 30;
const MAX_CODE_ATTEMPTS = 5;
type MethodRow = typeof payoutMethods.$inferSelect;

const sealCode = (code: string) => {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}$${hashToken(salt + code)}`;
};
const codeMatches = (sealed: string, code: string) => {
  const [salt, digest] = sealed.split('$');
  return !!salt && !!digest && safeEqual(digest, hashToken(salt + code));
};

export function methodDestination(row: Pick<MethodRow, 'type' | 'paypalEmail' | 'bank'>): string {
  if (row.type === 'paypal') return row.paypalEmail ?? '';
  return row.bank ? `${row.bank.accountHolder} ${maskAccount(row.bank.iban ?? row.bank.accountNumber ?? '')}` : '';
}

async function liveMethod(deps: AppDeps, userId: number, type: 'paypal' | 'bank'): Promise<MethodRow | null> {
  const [row] = await deps.db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.userId, userId), eq(payoutMethods.type, type), isNull(payoutMethods.removedAt)));
  return row ?? null;
}

/** Replacing a method = removing the old one (kept for the payouts that used it) and adding a new one. */
async function retire(deps: AppDeps, row: MethodRow | null): Promise<void> {
  if (row)
    await deps.db
      .update(payoutMethods)
      .set({ removedAt: deps.clock.now(), updatedAt: deps.clock.now() })
      .where(eq(payoutMethods.id, row.id));
}

export async function listPayoutMethods(deps: AppDeps, userId: number): Promise<PayoutMethodsResponse> {
  const rows = await deps.db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.userId, userId), isNull(payoutMethods.removedAt)));
  const blocked = await payoutsBlockedUntil(deps.db, userId, deps.clock.now());
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: row.type,
      status: row.status,
      destination: methodDestination(row),
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
    })),
    payoutsBlockedUntil: blocked?.toISOString() ?? null,
  };
}

/**
 * paypal/init: after the password (or authenticator) check, mails a 6-digit code to the PayPal
 * address, proving the person controls it. A new address replaces the old one at once (payouts
 * pause for 48 hours after the change anyway), and is usable once verified.
 */
export async function initPaypal(deps: AppDeps, user: UserRow, input: PaypalInitRequest): Promise<string> {
  await confirmPayoutChange(deps, user, input);
  // The address may be anybody's: its mails are limited before anything changes.
  await reserveMail(deps, 'paypal-confirmation', { userId: user.id }, [input.email]);
  const code = newNumericCode(6);
  const now = deps.clock.now();
  const current = await liveMethod(deps, user.id, 'paypal');
  await retire(deps, current);
  const [created] = await deps.db
    .insert(payoutMethods)
    .values({
      userId: user.id,
      type: 'paypal',
      status: 'pending',
      paypalEmail: input.email,
      codeHash: sealCode(code),
      codeExpiresAt: addMinutes(now, CODE_MINUTES),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (current?.status === 'verified')
    await recordPayoutChange(
      deps,
      user.id,
      created.id,
      'paypal-replaced',
      `Your PayPal address ${current.paypalEmail} was replaced.`,
    );
  await deps.mailer.send({
    to: input.email,
    subject: 'Confirm your PayPal address for Liner payouts',
    text: `Your code to receive Liner payouts at this PayPal address is ${code}. It expires in ${CODE_MINUTES} minutes.\n\nIf you did not ask for it, ignore this message.`,
  });
  return PAYOUT_MESSAGES.paypalCodeSent;
}

/** paypal/verify: the e-mailed code (5 tries) makes the address a verified payout method. */
export async function verifyPaypal(deps: AppDeps, user: UserRow, code: string): Promise<string> {
  const pending = await liveMethod(deps, user.id, 'paypal');
  if (pending?.status !== 'pending' || !pending.codeHash) throw fieldError('code', PAYOUT_MESSAGES.noPendingPaypal);
  const now = deps.clock.now();
  const expired = !pending.codeExpiresAt || pending.codeExpiresAt <= now || pending.codeAttempts >= MAX_CODE_ATTEMPTS;
  if (expired || !codeMatches(pending.codeHash, code)) {
    await deps.db
      .update(payoutMethods)
      .set({ codeAttempts: pending.codeAttempts + 1 })
      .where(eq(payoutMethods.id, pending.id));
    throw fieldError('code', PAYOUT_MESSAGES.wrongCode);
  }
  const [verified] = await deps.db
    .update(payoutMethods)
    .set({ status: 'verified', verifiedAt: now, codeHash: null, codeExpiresAt: null, updatedAt: now })
    .where(and(eq(payoutMethods.id, pending.id), eq(payoutMethods.status, 'pending')))
    .returning({ id: payoutMethods.id });
  if (!verified) throw fieldError('code', PAYOUT_MESSAGES.wrongCode);
  await recordPayoutChange(
    deps,
    user.id,
    pending.id,
    'paypal-verified',
    `PayPal payouts now go to ${pending.paypalEmail}.`,
  );
  return PAYOUT_MESSAGES.paypalVerified;
}

async function removeMethod(
  deps: AppDeps,
  user: UserRow,
  type: 'paypal' | 'bank',
  proof: ConfirmPayoutChangeRequest,
  done: string,
): Promise<string> {
  await confirmPayoutChange(deps, user, proof);
  const current = await liveMethod(deps, user.id, type);
  if (!current) return done;
  await retire(deps, current);
  await recordPayoutChange(
    deps,
    user.id,
    current.id,
    `${type}-removed`,
    `Your ${type === 'paypal' ? 'PayPal address' : 'bank account'} ${methodDestination(current)} was removed.`,
  );
  return done;
}

export const removePaypal = (deps: AppDeps, user: UserRow, proof: ConfirmPayoutChangeRequest) =>
  removeMethod(deps, user, 'paypal', proof, PAYOUT_MESSAGES.paypalRemoved);
export const removeBank = (deps: AppDeps, user: UserRow, proof: ConfirmPayoutChangeRequest) =>
  removeMethod(deps, user, 'bank', proof, PAYOUT_MESSAGES.bankRemoved);

/** update/bank/connect: a checked IBAN (or account + routing number) replaces any earlier bank account. */
export async function connectBank(deps: AppDeps, user: UserRow, input: BankConnectRequest): Promise<string> {
  await confirmPayoutChange(deps, user, input);
  const now = deps.clock.now();
  await retire(deps, await liveMethod(deps, user.id, 'bank'));
  const bank = {
    accountHolder: input.accountHolder,
    iban: input.iban ? normaliseIban(input.iban) : null,
    accountNumber: input.iban ? null : (input.accountNumber ?? null),
    routingNumber: input.iban ? null : (input.routingNumber ?? null),
    country: input.country,
    currency: input.currency,
  };
  const [created] = await deps.db
    .insert(payoutMethods)
    .values({
      userId: user.id,
      type: 'bank',
      status: 'verified',
      bank,
      verifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordPayoutChange(
    deps,
    user.id,
    created.id,
    'bank-connected',
    `Bank payouts now go to ${methodDestination(created)}.`,
  );
  return PAYOUT_MESSAGES.bankConnected;
}

import { and, eq, isNull } from 'drizzle-orm';
import {
  maskAccount,
  maskPhoneNumber,
  normaliseIban,
  PAYOUT_MESSAGES,
  type BankConnectRequest,
  type ConfirmPayoutChangeRequest,
  type PaypalInitRequest,
  type PayoutMethodType,
  type PayoutMethodsResponse,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { addMinutes } from '../../platform/clock.js';
import { newNumericCode, sealCode } from '../../platform/crypto.js';
import type { UserRow } from '../auth/index.js';
import { reserveMail } from '../outbound-mail/index.js';
import { confirmPayoutChange } from './confirm-payout-change.js';
import { METHOD_CODE_MINUTES as CODE_MINUTES, verifyMethodCode } from './method-codes.js';
import { payoutsBlockedUntil, recordPayoutChange } from './payout-block.js';
import { payoutMethods } from './tables.js';

type MethodRow = typeof payoutMethods.$inferSelect;

export function methodDestination(
  row: Pick<MethodRow, 'type' | 'paypalEmail' | 'bank'> & Partial<Pick<MethodRow, 'phone' | 'accountEmail'>>,
): string {
  if (row.type === 'paypal') return row.paypalEmail ?? '';
  if (row.type === 'venmo') return row.phone ? maskPhoneNumber(row.phone) : '';
  if (row.type === 'manifest' || row.type === 'tipalti' || row.type === 'stripe') return row.accountEmail ?? '';
  return row.bank ? `${row.bank.accountHolder} ${maskAccount(row.bank.iban ?? row.bank.accountNumber ?? '')}` : '';
}

export async function liveMethod(deps: AppDeps, userId: number, type: PayoutMethodType): Promise<MethodRow | null> {
  const [row] = await deps.db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.userId, userId), eq(payoutMethods.type, type), isNull(payoutMethods.removedAt)));
  return row ?? null;
}

/** Replacing a method = removing the old one (kept for the payouts that used it) and adding a new one. */
export async function retire(deps: AppDeps, row: MethodRow | null): Promise<void> {
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
      providerAccount:
        row.providerAccountId && row.providerAccountStatus
          ? { id: row.providerAccountId, status: row.providerAccountStatus }
          : null,
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
  const verified = await verifyMethodCode(
    deps,
    pending,
    code,
    PAYOUT_MESSAGES.wrongCode,
    PAYOUT_MESSAGES.noPendingPaypal,
  );
  await recordPayoutChange(
    deps,
    user.id,
    verified.id,
    'paypal-verified',
    `PayPal payouts now go to ${verified.paypalEmail}.`,
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

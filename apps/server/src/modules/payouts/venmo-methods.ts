import { and, count, desc, eq, gt } from 'drizzle-orm';
import { maskPhoneNumber, PAYOUT_MESSAGES, PROVIDER_METHOD_MESSAGES, type VenmoInitRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { addMinutes } from '../../platform/clock.js';
import { newNumericCode, sealCode } from '../../platform/crypto.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { SmsNotSent } from '../../platform/sms/sms-sender.js';
import type { UserRow } from '../auth/index.js';
import { confirmPayoutChange } from './confirm-payout-change.js';
import { METHOD_CODE_MINUTES, verifyMethodCode } from './method-codes.js';
import { recordPayoutChange } from './payout-block.js';
import { liveMethod, retire } from './payout-methods.js';
import { payoutMethods } from './tables.js';

/** A new SMS code at most once a minute, and five an hour: each is a text on someone's phone and 5 more guesses. */
export const VENMO_RESEND_SECONDS = 60;
export const VENMO_CODES_PER_HOUR = 5;

/**
 * Every venmo/init leaves a method row (a replaced one is kept, removed), so the rows created in
 * the last hour are the codes sent in the last hour, whichever number they went to.
 */
async function checkSendRate(deps: AppDeps, userId: number, now: Date): Promise<void> {
  const recent = and(
    eq(payoutMethods.userId, userId),
    eq(payoutMethods.type, 'venmo'),
    gt(payoutMethods.createdAt, addMinutes(now, -60)),
  );
  const [{ sent }] = await deps.db.select({ sent: count() }).from(payoutMethods).where(recent);
  if (sent >= VENMO_CODES_PER_HOUR)
    throw new AppError('TOO_MANY_REQUESTS', {
      message: PROVIDER_METHOD_MESSAGES.tooManyCodes,
      retryAfterSeconds: 3600,
    });
  const [latest] = await deps.db
    .select({ at: payoutMethods.createdAt })
    .from(payoutMethods)
    .where(recent)
    .orderBy(desc(payoutMethods.createdAt))
    .limit(1);
  const waitMs = latest ? latest.at.getTime() + VENMO_RESEND_SECONDS * 1000 - now.getTime() : 0;
  if (waitMs > 0)
    throw new AppError('TOO_MANY_REQUESTS', {
      message: PROVIDER_METHOD_MESSAGES.resendTooSoon,
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
}

/** The provider's refusal, in words the person can act on. */
async function sendCode(deps: AppDeps, phone: string, code: string): Promise<void> {
  try {
    await deps.sms.send({
      to: phone,
      body: `Your Liner code to receive payouts with Venmo is ${code}. It expires in ${METHOD_CODE_MINUTES} minutes.`,
    });
  } catch (error) {
    if (!(error instanceof SmsNotSent)) throw error;
    deps.logger.warn({ reason: error.reason }, 'venmo code sms not sent');
    throw fieldError('phone', `We could not send an SMS to this number: ${error.reason}`);
  }
}

/**
 * venmo/init: after the proof (password or a second factor), texts a 6-digit code to the Venmo
 * phone number. Asking again resends a new code (the old one stops working). A new number
 * replaces the old one at once, as with PayPal; it is usable once verified.
 */
export async function initVenmo(deps: AppDeps, user: UserRow, input: VenmoInitRequest): Promise<string> {
  await confirmPayoutChange(deps, user, input);
  const now = deps.clock.now();
  await checkSendRate(deps, user.id, now);
  const code = newNumericCode(6);
  // Texted before anything changes: a number that cannot receive SMS leaves the current method alone.
  await sendCode(deps, input.phone, code);
  const current = await liveMethod(deps, user.id, 'venmo');
  await retire(deps, current);
  const [created] = await deps.db
    .insert(payoutMethods)
    .values({
      userId: user.id,
      type: 'venmo',
      status: 'pending',
      phone: input.phone,
      codeHash: sealCode(code),
      codeExpiresAt: addMinutes(now, METHOD_CODE_MINUTES),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (current?.status === 'verified' && current.phone !== input.phone)
    await recordPayoutChange(
      deps,
      user.id,
      created.id,
      'venmo-replaced',
      `Your Venmo number ${maskPhoneNumber(current.phone ?? '')} was replaced.`,
    );
  return PROVIDER_METHOD_MESSAGES.venmoCodeSent;
}

/** venmo/verify: the texted code (5 tries, 30 minutes) makes the number a verified payout method. */
export async function verifyVenmo(deps: AppDeps, user: UserRow, code: string): Promise<string> {
  const pending = await liveMethod(deps, user.id, 'venmo');
  const verified = await verifyMethodCode(
    deps,
    pending,
    code,
    PAYOUT_MESSAGES.wrongCode,
    PROVIDER_METHOD_MESSAGES.noPendingVenmo,
  );
  await recordPayoutChange(
    deps,
    user.id,
    verified.id,
    'venmo-verified',
    `Venmo payouts now go to ${maskPhoneNumber(verified.phone ?? '')}.`,
  );
  return PROVIDER_METHOD_MESSAGES.venmoVerified;
}

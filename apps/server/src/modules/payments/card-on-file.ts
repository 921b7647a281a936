import { eq } from 'drizzle-orm';
import {
  BILLING_ERROR_CODES,
  SUBSCRIPTION_BILLING_MESSAGES,
  type CardOnFile,
  type PaymentMethodInput,
  type PaymentProviderName,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { findUserById } from '../auth/index.js';
import { CardRefusedError, type CardFailure } from './payment-provider.js';
import { paymentProviderFor } from './provider-registry.js';
import { paymentMethods } from './tables.js';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The 422 a refused card answers, on the paymentMethod field, with a code the web switches on. */
export function cardRefused(failure: CardFailure): AppError {
  const message =
    failure === 'CARD_EXPIRED' ? SUBSCRIPTION_BILLING_MESSAGES.cardExpired : SUBSCRIPTION_BILLING_MESSAGES.cardDeclined;
  return new AppError('VALIDATION', { message, errors: { paymentMethod: [message] }, reason: failure });
}

/** A provider that could not be reached: nothing was charged, the person may try again. */
export function providerUnavailable(): AppError {
  return new AppError('BAD_GATEWAY', {
    message: SUBSCRIPTION_BILLING_MESSAGES.providerUnavailable,
    reason: BILLING_ERROR_CODES.PROVIDER_UNAVAILABLE,
  });
}

export async function findPaymentMethod(db: DbExecutor, userId: number): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
  return row ?? null;
}

export function presentCard(row: PaymentMethodRow | null): CardOnFile | null {
  return row ? { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear } : null;
}

/**
 * Hands the card the browser sent to the install's provider and keeps what may be kept of it as
 * the account's one card. A refused card answers 422 (declined or expired) and keeps the old one.
 */
export async function saveCard(
  deps: AppDeps,
  userId: number,
  method: PaymentMethodInput,
): Promise<{ card: PaymentMethodRow; provider: PaymentProviderName }> {
  const provider = paymentProviderFor(deps);
  if (method.provider !== provider.name)
    throw new AppError('CONFLICT', {
      message: SUBSCRIPTION_BILLING_MESSAGES.wrongProvider,
      reason: BILLING_ERROR_CODES.WRONG_PROVIDER,
    });
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  const existing = await findPaymentMethod(deps.db, userId);
  const now = deps.clock.now();
  let attached: Awaited<ReturnType<typeof provider.attach>>;
  try {
    attached = await provider.attach({
      userId,
      email: user.email,
      existingCustomerId: existing?.provider === provider.name ? existing.providerCustomerId : null,
      method,
      now,
    });
  } catch (error) {
    if (error instanceof CardRefusedError) throw cardRefused(error.failure);
    deps.logger.error({ err: error }, 'payment provider refused to attach a card');
    throw providerUnavailable();
  }
  const values = { ...attached, provider: provider.name, updatedAt: now };
  const [card] = await deps.db
    .insert(paymentMethods)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: paymentMethods.userId, set: values })
    .returning();
  return { card, provider: provider.name };
}

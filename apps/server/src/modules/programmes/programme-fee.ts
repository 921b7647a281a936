import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { chargeOnce } from '../payments/index.js';
import type { ProgrammeDefinition } from './definition.js';

/**
 * A programme's one-off fee, charged to the account's card on file before the submission is
 * stored, through the payments area (its ledger posting credits the programmes' revenue). The key
 * makes a retried submit charge once; a refused card answers 402 and nothing is stored.
 */
export async function chargeProgrammeFee(
  deps: AppDeps,
  definition: ProgrammeDefinition,
  accountId: number,
  idempotencyKey: string,
): Promise<number | null> {
  if (definition.feeCents <= 0) return null;
  const outcome = await chargeOnce(deps, {
    userId: accountId,
    amountCents: definition.feeCents,
    planId: `programme:${definition.key}`,
    description: `${definition.title} submission`,
    revenue: 'programme',
    idempotencyKey: `programme-fee:${definition.key}:${accountId}:${idempotencyKey}`,
  });
  if (outcome.status === 'failed')
    throw new AppError('PAYMENT_REQUIRED', {
      message: `The ${definition.title.toLowerCase()} fee could not be charged to your card: update your card and try again`,
      reason: outcome.failure,
    });
  return outcome.payment.id;
}

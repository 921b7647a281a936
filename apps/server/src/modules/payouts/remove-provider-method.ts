import type { ConfirmPayoutChangeRequest, PayoutMethodType } from '@liner/domain';
import { PROVIDER_METHOD_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { UserRow } from '../auth/index.js';
import { confirmPayoutChange } from './confirm-payout-change.js';
import { recordPayoutChange } from './payout-block.js';
import { liveMethod, methodDestination, retire } from './payout-methods.js';

/**
 * venmo/remove, manifest/remove, remove/tipalti, DELETE bank/stripe-connect: after the proof, the live method of that kind is
 * retired (kept for the payouts that used it) and the owner is told. Nothing to remove is a 404,
 * so a client that shows a method the server no longer has learns it.
 */
export async function removeProviderMethod(
  deps: AppDeps,
  user: UserRow,
  type: Extract<PayoutMethodType, 'venmo' | 'manifest' | 'tipalti' | 'stripe'>,
  proof: ConfirmPayoutChangeRequest,
  done: string,
): Promise<string> {
  await confirmPayoutChange(deps, user, proof);
  const current = await liveMethod(deps, user.id, type);
  if (!current) throw new AppError('NOT_FOUND', { message: PROVIDER_METHOD_MESSAGES.nothingToRemove });
  await retire(deps, current);
  const name = {
    venmo: 'Venmo number',
    manifest: 'Manifest account',
    tipalti: 'Tipalti payee account',
    stripe: 'bank account at Stripe for',
  }[type];
  await recordPayoutChange(
    deps,
    user.id,
    current.id,
    `${type}-removed`,
    `Your ${name} ${methodDestination(current)} was removed.`,
  );
  return done;
}

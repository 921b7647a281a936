import { floorBalanceToCents, type Micros } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { availableBalanceMicros } from '../ledger/index.js';

/** The user's wallet balance in micro-units: the sum of their earnings account in the ledger. */
export async function walletBalanceMicros(deps: AppDeps, userId: number): Promise<Micros> {
  return availableBalanceMicros(deps.db, userId);
}

/** The dashboard card: floored to two decimals and never negative. */
export async function dashboardWallet(deps: AppDeps, userId: number): Promise<{ availableBalance: string }> {
  return { availableBalance: floorBalanceToCents(await walletBalanceMicros(deps, userId)) };
}

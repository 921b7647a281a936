import { floorBalanceToCents, type Micros } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';

/**
 * The user's wallet balance in micro-units. The wallet ledger arrives with the money issue;
 * until then nobody has earned anything, so this answers 0. When the ledger lands, replace the
 * body with the ledger's sum for the user's available account; nothing else needs to change.
 */
export async function walletBalanceMicros(deps: AppDeps, userId: number): Promise<Micros> {
  void deps;
  void userId;
  return 0n;
}

/** The dashboard card: floored to two decimals and never negative (spec 1 §9). */
export async function dashboardWallet(deps: AppDeps, userId: number): Promise<{ availableBalance: string }> {
  return { availableBalance: floorBalanceToCents(await walletBalanceMicros(deps, userId)) };
}

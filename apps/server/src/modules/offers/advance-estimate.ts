import {
  type AdvanceEstimate,
  type AdvanceEstimateResponse,
  estimateAdvance,
  floorBalanceToCents,
} from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { monthlyEarningsBooked } from '../ledger/index.js';

/** The estimate looks at the 12 whole months before the current one. */
export const ESTIMATE_MONTHS = 12;

/** The account's advance estimate from the earnings the ledger booked (docs/product/advances.md). */
export async function advanceEstimateOf(db: DbExecutor, userId: number, now: Date): Promise<AdvanceEstimate> {
  return estimateAdvance(await monthlyEarningsBooked(db, userId, now, ESTIMATE_MONTHS));
}

export function presentEstimate(estimate: AdvanceEstimate): AdvanceEstimateResponse {
  return {
    total: estimate.totalMicros === null ? null : floorBalanceToCents(estimate.totalMicros),
    monthsWithEarnings: estimate.monthsWithEarnings,
    trailingEarnings: floorBalanceToCents(estimate.trailingMicros),
  };
}

import { parseMicros, type Micros } from '@liner/domain';

/**
 * The ledger keeps one currency per install (decision 004): store statements are converted to it
 * when they are imported, so a balance is always one sum. AppConfig belongs to the platform, so
 * the money settings are read from the environment here, once, and documented in the decision.
 */
export interface LedgerConfig {
  /** ISO 4217 code of every ledger account; ACCOUNT_CURRENCY (shared with the statements area), default USD. */
  currency: string;
  /** Smallest payout request; PAYOUT_MINIMUM (decimal), default 10.00. */
  payoutMinimumMicros: Micros;
  /** Smallest transfer between users; 0.01. */
  transferMinimumMicros: Micros;
}

export function loadLedgerConfig(env: NodeJS.ProcessEnv = process.env): LedgerConfig {
  const currency = (env.ACCOUNT_CURRENCY ?? 'USD').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency))
    throw new Error(`ACCOUNT_CURRENCY must be a 3-letter ISO 4217 code, not ${currency}`);
  return {
    currency,
    payoutMinimumMicros: parseMicros(env.PAYOUT_MINIMUM ?? '10.00'),
    transferMinimumMicros: 10_000n,
  };
}

export const ledgerConfig = loadLedgerConfig();

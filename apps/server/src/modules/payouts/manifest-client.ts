import type { ProviderAccount } from '@liner/domain';

/** An account at Manifest Financial that payouts can be sent to. */
export type ManifestAccount = ProviderAccount;

/**
 * What Liner needs from Manifest: open an account for a confirmed e-mail address, and ask
 * whether it can be paid yet. Manifest finishes the person's onboarding (identity, where the
 * money lands) on its own pages, so the account answers 'pending' until then.
 */
export interface ManifestClient {
  createAccount(input: { email: string; externalId: string }): Promise<ManifestAccount>;
  findAccount(accountId: string): Promise<ManifestAccount | null>;
}

/** Manifest could not be reached or answered with an error; the message is for the log. */
export class ManifestUnavailable extends Error {}

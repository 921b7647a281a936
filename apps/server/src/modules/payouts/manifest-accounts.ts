import { eq } from 'drizzle-orm';
import { type ManifestAccountResponse, PROVIDER_METHOD_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { UserRow } from '../auth/index.js';
import { type ManifestAccount, type ManifestClient, ManifestUnavailable } from './manifest-client.js';
import { liveMethod } from './payout-methods.js';
import { payoutMethods } from './tables.js';

/** Our id for the person at Manifest: stable, so a retried or repeated create finds the same account. */
const externalIdOf = (userId: number) => `liner-user-${userId}`;

async function verifiedManifest(deps: AppDeps, userId: number) {
  const method = await liveMethod(deps, userId, 'manifest');
  if (!method) throw new AppError('NOT_FOUND', { message: PROVIDER_METHOD_MESSAGES.noManifest });
  if (method.status !== 'verified')
    throw new AppError('CONFLICT', { message: PROVIDER_METHOD_MESSAGES.manifestNotVerified });
  return method;
}

/** Manifest's failures reach the person as one message; the detail goes to the log. */
async function askManifest<T>(deps: AppDeps, question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (error) {
    if (!(error instanceof ManifestUnavailable)) throw error;
    deps.logger.warn({ err: error }, 'manifest unavailable');
    throw new AppError('CONFLICT', { message: PROVIDER_METHOD_MESSAGES.manifestUnavailable, reason: 'PROVIDER_DOWN' });
  }
}

async function storeAccount(deps: AppDeps, methodId: number, account: ManifestAccount): Promise<void> {
  await deps.db
    .update(payoutMethods)
    .set({ providerAccountId: account.id, providerAccountStatus: account.status, updatedAt: deps.clock.now() })
    .where(eq(payoutMethods.id, methodId));
}

const answer = (account: ManifestAccount, created: boolean): ManifestAccountResponse => ({
  message:
    account.status === 'active'
      ? created
        ? PROVIDER_METHOD_MESSAGES.manifestAccountCreated
        : PROVIDER_METHOD_MESSAGES.manifestConnected
      : PROVIDER_METHOD_MESSAGES.manifestStillPending,
  providerAccount: account,
});

/**
 * create/manifest-account: opens the account at Manifest for the confirmed address. A second
 * call answers the account already opened, without asking Manifest again.
 */
export async function createManifestAccount(
  deps: AppDeps,
  user: UserRow,
  client: ManifestClient,
): Promise<ManifestAccountResponse> {
  const method = await verifiedManifest(deps, user.id);
  if (method.providerAccountId && method.providerAccountStatus)
    return answer({ id: method.providerAccountId, status: method.providerAccountStatus }, false);
  const account = await askManifest(deps, () =>
    client.createAccount({ email: method.accountEmail ?? '', externalId: externalIdOf(user.id) }),
  );
  await storeAccount(deps, method.id, account);
  return answer(account, true);
}

/** verify/manifest-connection: asks Manifest whether the account can be paid now, and keeps the answer. */
export async function verifyManifestConnection(
  deps: AppDeps,
  user: UserRow,
  client: ManifestClient,
): Promise<ManifestAccountResponse> {
  const method = await verifiedManifest(deps, user.id);
  if (!method.providerAccountId)
    throw new AppError('CONFLICT', { message: PROVIDER_METHOD_MESSAGES.noManifestAccount });
  const accountId = method.providerAccountId;
  const account = await askManifest(deps, () => client.findAccount(accountId));
  // Manifest no longer knows the account (closed there): it has to be opened again.
  if (!account) {
    await deps.db
      .update(payoutMethods)
      .set({ providerAccountId: null, providerAccountStatus: null, updatedAt: deps.clock.now() })
      .where(eq(payoutMethods.id, method.id));
    throw new AppError('CONFLICT', { message: PROVIDER_METHOD_MESSAGES.noManifestAccount });
  }
  await storeAccount(deps, method.id, account);
  return answer(account, false);
}

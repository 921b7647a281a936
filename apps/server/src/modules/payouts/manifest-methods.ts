import { type ManifestEmailRequest, PAYOUT_MESSAGES, PROVIDER_METHOD_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { addMinutes } from '../../platform/clock.js';
import { newNumericCode, sealCode } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { UserRow } from '../auth/index.js';
import { reserveMail } from '../outbound-mail/index.js';
import { confirmPayoutChange } from './confirm-payout-change.js';
import { METHOD_CODE_MINUTES, verifyMethodCode } from './method-codes.js';
import { recordPayoutChange } from './payout-block.js';
import { liveMethod, retire } from './payout-methods.js';
import { payoutMethods } from './tables.js';

/**
 * manifest/init: after the proof, mails a 6-digit code to the Manifest address. A new address
 * replaces the old one (and its Manifest account) at once; it is usable once verified.
 */
export async function initManifest(deps: AppDeps, user: UserRow, input: ManifestEmailRequest): Promise<string> {
  await confirmPayoutChange(deps, user, input);
  await reserveMail(deps, 'manifest-confirmation', { userId: user.id }, [input.email]);
  const code = newNumericCode(6);
  const now = deps.clock.now();
  const current = await liveMethod(deps, user.id, 'manifest');
  await retire(deps, current);
  const [created] = await deps.db
    .insert(payoutMethods)
    .values({
      userId: user.id,
      type: 'manifest',
      status: 'pending',
      accountEmail: input.email,
      codeHash: sealCode(code),
      codeExpiresAt: addMinutes(now, METHOD_CODE_MINUTES),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (current?.status === 'verified')
    await recordPayoutChange(
      deps,
      user.id,
      created.id,
      'manifest-replaced',
      `Your Manifest address ${current.accountEmail} was replaced.`,
    );
  await deps.mailer.send({
    to: input.email,
    subject: 'Confirm your Manifest address for Liner payouts',
    text: `Your Liner code to confirm this address for Manifest payouts is ${code}. It expires in ${METHOD_CODE_MINUTES} minutes.\n\nIf you did not ask for it, ignore this message.`,
  });
  return PROVIDER_METHOD_MESSAGES.manifestCodeSent;
}

/** edit/manifest: a new address for an existing Manifest method, confirmed by a new code like the first. */
export async function editManifest(deps: AppDeps, user: UserRow, input: ManifestEmailRequest): Promise<string> {
  if (!(await liveMethod(deps, user.id, 'manifest')))
    throw new AppError('NOT_FOUND', { message: PROVIDER_METHOD_MESSAGES.noManifest });
  return initManifest(deps, user, input);
}

/** manifest/verify: the mailed code (5 tries, 30 minutes) confirms the address. */
export async function verifyManifest(deps: AppDeps, user: UserRow, code: string): Promise<string> {
  const pending = await liveMethod(deps, user.id, 'manifest');
  const verified = await verifyMethodCode(
    deps,
    pending,
    code,
    PAYOUT_MESSAGES.wrongCode,
    PROVIDER_METHOD_MESSAGES.noPendingManifest,
  );
  await recordPayoutChange(
    deps,
    user.id,
    verified.id,
    'manifest-verified',
    `Manifest payouts now go to ${verified.accountEmail}.`,
  );
  return PROVIDER_METHOD_MESSAGES.manifestVerified;
}

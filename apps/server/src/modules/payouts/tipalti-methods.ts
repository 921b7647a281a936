import { PROVIDER_METHOD_MESSAGES, type TipaltiOnboardingResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { UserRow } from '../auth/index.js';
import { recordPayoutChange } from './payout-block.js';
import { liveMethod } from './payout-methods.js';
import { payoutMethods } from './tables.js';
import { signTipaltiIframeUrl } from './tipalti-iframe-url.js';

/** Our payee id at Tipalti: stable, so removing and adding Tipalti again finds the same payee there. */
export const tipaltiPayeeIdOf = (userId: number) => `liner-${userId}`;

/**
 * init/tipalti: the signed address of Tipalti's payee page, where the person enters (or changes)
 * where Tipalti pays them. The first call adds the Tipalti method; since every later opening can
 * change the payee's bank details at Tipalti, it counts as a change of payout details (notice
 * and 48-hour pause) like any other.
 */
export async function startTipaltiOnboarding(deps: AppDeps, user: UserRow): Promise<TipaltiOnboardingResponse> {
  const config = deps.config.tipalti;
  if (!config) throw new AppError('CONFLICT', { message: PROVIDER_METHOD_MESSAGES.tipaltiOff, reason: 'TIPALTI_OFF' });
  const payeeId = tipaltiPayeeIdOf(user.id);
  const now = deps.clock.now();
  const current = await liveMethod(deps, user.id, 'tipalti');
  if (current) {
    await recordPayoutChange(
      deps,
      user.id,
      current.id,
      'tipalti-opened',
      'Your Tipalti payee details were opened for editing.',
    );
  } else {
    const [created] = await deps.db
      .insert(payoutMethods)
      .values({
        userId: user.id,
        type: 'tipalti',
        status: 'pending',
        accountEmail: user.email,
        providerAccountId: payeeId,
        providerAccountStatus: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (created)
      await recordPayoutChange(
        deps,
        user.id,
        created.id,
        'tipalti-started',
        `Tipalti payouts were set up for ${user.email}.`,
      );
  }
  return { url: signTipaltiIframeUrl(config, payeeId, now), payeeId };
}

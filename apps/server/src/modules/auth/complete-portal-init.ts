import { eq } from 'drizzle-orm';
import { formatAddress, SETUP_COMPLETED, type OkResponse, type PortalInitRequest } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { users } from './tables.js';
import { saveUserDetails } from './user-details.js';

/**
 * POST init/complete: saves the names and the address the portal needs and marks the set-up
 * done (which also ends a "do it later"). An artist's display name is their artist name.
 */
export async function completePortalInit(
  deps: AppDeps,
  accountId: number,
  input: PortalInitRequest,
): Promise<OkResponse> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: input.displayName,
        hasCompletedInit: true,
        completeLater: false,
        updatedAt: now,
      })
      .where(eq(users.id, accountId))
      .returning({ type: users.type });
    if (user?.type === 'artist')
      await tx.update(users).set({ artistName: input.displayName }).where(eq(users.id, accountId));
    await saveUserDetails(tx, accountId, {
      address: input.address,
      city: input.city,
      state: input.state,
      zip: input.postcode,
      country: input.country,
      fullAddress: formatAddress({ ...input, fromSearch: false }),
      fromSearch: false,
      updatedAt: now,
    });
  });
  return { message: SETUP_COMPLETED };
}

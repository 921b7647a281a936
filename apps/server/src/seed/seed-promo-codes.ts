import { applyPromoCode, createPromoCode, insertAccountDetails, insertAccounts } from '../modules/auth/index.js';
import type { DemoContext } from './demo-context.js';

export const DEMO_PROMO_CODE = 'LINER-DEMO-3M';
/** The subject a Google ID token would carry for the seeded Google user (never a real Google account). */
export const DEMO_GOOGLE_SUBJECT = '100000000000000000042';

/**
 * The operator's three-month promotional code, and Iris Calder, an artist who applied it three
 * weeks ago, so her free period runs for two more months (promo flags on, no subscription check).
 * Theo Marsh signed up with his password and then linked his Google identity: he signs in either
 * way. Both share the demo password (the artist's hash: one argon2 run for the whole seed).
 */
export async function seedPromoCodes(ctx: DemoContext): Promise<void> {
  const { deps, clock, accounts } = ctx;
  clock.setDaysAgo(40);
  const now = deps.clock.now();
  const common = {
    passwordHash: accounts.artist.passwordHash,
    confirmedAt: now,
    hasCompletedInit: true,
    type: 'artist' as const,
    createdAt: now,
    updatedAt: now,
  };
  const [iris, theo] = await insertAccounts(deps.db, [
    {
      ...common,
      email: 'promo@liner.local',
      username: 'iris',
      firstName: 'Iris',
      lastName: 'Calder',
      displayName: 'Iris Calder',
      artistName: 'Iris Calder',
    },
    {
      ...common,
      email: 'google@liner.local',
      username: 'theo',
      firstName: 'Theo',
      lastName: 'Marsh',
      displayName: 'Theo Marsh',
      artistName: 'Theo Marsh',
      googleSubject: DEMO_GOOGLE_SUBJECT,
    },
  ]);
  await insertAccountDetails(deps.db, [
    { userId: iris.id, updatedAt: now },
    { userId: theo.id, updatedAt: now },
  ]);

  clock.setDaysAgo(30);
  await createPromoCode(deps, accounts.operator.id, {
    code: DEMO_PROMO_CODE,
    durationDays: 90,
    maxUses: 500,
    expiresOn: null,
  });
  clock.setDaysAgo(21);
  await applyPromoCode(deps, iris.id, { code: DEMO_PROMO_CODE });
}

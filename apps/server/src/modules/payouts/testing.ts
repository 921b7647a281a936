// Helpers shared by the payout tests (not used by the server).
import { bearer, type CreatedUser } from '../../../test/factories.js';
import type { TestContext } from '../../../test/harness.js';

export const VALID_IBAN = 'GB82 WEST 1234 5698 7654 32';

export function call(ctx: TestContext, who: CreatedUser | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

/** Connects a verified bank account and lets any 48-hour block pass (a first method starts none); answers the method id. */
export async function connectBankAndWait(ctx: TestContext, who: CreatedUser): Promise<number> {
  const res = await call(ctx, who, 'POST', '/api/profile/update/bank/connect', {
    accountHolder: 'Test Holder',
    iban: VALID_IBAN,
    country: 'GB',
    currency: 'GBP',
    password: who.password,
  });
  if (res.statusCode !== 200) throw new Error(`bank connect failed: ${res.body}`);
  ctx.clock.advanceMinutes(48 * 60 + 1);
  const methods = (await call(ctx, who, 'GET', '/api/profile/payout-methods')).json();
  return methods.data.find((method: { type: string }) => method.type === 'bank').id;
}

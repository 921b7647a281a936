import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import type { AppDeps } from '../../platform/deps.js';
import type { PayoutBatch, PayoutItem } from './payout-provider.js';
import { withUserEmails } from './payout-user-emails.js';
import { payoutBatches, payoutMethods, payoutRequests } from './tables.js';

export type ApprovedRow = {
  request: typeof payoutRequests.$inferSelect;
  method: typeof payoutMethods.$inferSelect;
  email: string;
};

/** What a provider is told of one payout: the request, its method as it is now, the payee's e-mail. */
export function batchItem({ request, method, email }: ApprovedRow): PayoutItem {
  return {
    payoutId: request.id,
    userId: request.userId,
    userEmail: email,
    method: request.methodType,
    paypalEmail: method.paypalEmail,
    bank: method.bank,
    phone: method.phone,
    providerAccountId: method.providerAccountId,
    methodVerified: method.status === 'verified' && method.removedAt === null,
    amountMicros: request.amountMicros,
    feeMicros: request.feeMicros,
    withheldMicros: request.withheldMicros,
    netMicros: request.netMicros,
  };
}

/** A recorded batch with its payouts as a provider is given them (submit again, sync). */
export async function loadBatch(
  deps: AppDeps,
  db: DbExecutor,
  batchId: number,
): Promise<{ batch: PayoutBatch; row: typeof payoutBatches.$inferSelect } | null> {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!row) return null;
  const rows = await withUserEmails(
    db,
    await db
      .select({ request: payoutRequests, method: payoutMethods })
      .from(payoutRequests)
      .innerJoin(payoutMethods, eq(payoutMethods.id, payoutRequests.methodId))
      .where(eq(payoutRequests.batchId, batchId))
      .orderBy(asc(payoutRequests.id)),
  );
  return {
    row,
    batch: {
      batchId,
      currency: deps.config.money.currency,
      items: rows.map(batchItem),
    },
  };
}

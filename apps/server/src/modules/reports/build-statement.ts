import { resolveDisplayName } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { statementAccount, storeGrossOf, userBalancesBefore, userMovements } from './queries/statement-ledger.js';
import { statementIdsOf, statementRates } from './queries/statement-rates.js';
import { categoriseMovements, movementsTotal, type StatementModel } from './statement-model.js';

/** Month boundaries in UTC, like the wallet's "last month's earnings". */
export function monthBounds(month: string): { from: Date; to: Date; lastDay: string } {
  const [year, monthIndex] = month.split('-').map(Number);
  const from = new Date(Date.UTC(year, monthIndex - 1, 1));
  const to = new Date(Date.UTC(year, monthIndex, 1));
  return { from, to, lastDay: new Date(to.getTime() - 86_400_000).toISOString().slice(0, 10) };
}

const sum = (balances: Map<string, bigint>) => [...balances.values()].reduce((total, value) => total + value, 0n);

/** The statement of `month` (yyyy-mm) for one user; fails if the figures do not reconcile. */
export async function buildMonthlyStatement(deps: AppDeps, userId: number, month: string): Promise<StatementModel> {
  const account = await statementAccount(deps.db, userId);
  if (!account) throw new Error(`No user ${userId}`);
  const { from, to, lastDay } = monthBounds(month);
  const opening = await userBalancesBefore(deps.db, userId, from);
  const closing = await userBalancesBefore(deps.db, userId, to);
  const ledgerMovements = await userMovements(deps.db, userId, from, to);
  const movements = await categoriseMovements(ledgerMovements, (movement) => storeGrossOf(deps.db, userId, movement));
  const earningKeys = ledgerMovements
    .filter((movement) => movement.kind === 'statement-earnings')
    .map((movement) => movement.idempotencyKey);
  const exchangeRates = await statementRates(deps.db, userId, statementIdsOf(earningKeys));
  const model: StatementModel = {
    ...movements,
    month,
    periodStart: from.toISOString().slice(0, 10),
    periodEnd: lastDay,
    currency: deps.config.money.currency,
    issuer: { name: 'Liner', url: deps.config.publicUrl },
    account: {
      name: resolveDisplayName(account),
      email: account.email,
      addressLines: [
        account.address,
        [account.zip, account.city].filter(Boolean).join(' '),
        account.state,
        account.country,
      ]
        .map((line) => line?.trim() ?? '')
        .filter((line) => line !== '' && line !== '0'),
    },
    exchangeRates,
    openingMicros: sum(opening),
    closingMicros: sum(closing),
    closing: {
      availableMicros: closing.get('earnings') ?? 0n,
      heldMicros: closing.get('held-split') ?? 0n,
      pendingPayoutMicros: closing.get('pending-payout') ?? 0n,
    },
    generatedAt: deps.clock.now().toISOString(),
  };
  // A statement that does not add up must never be sent: fail the job instead.
  const difference = model.closingMicros - model.openingMicros - movementsTotal(model);
  if (difference !== 0n)
    throw new Error(`Statement for ${month} does not reconcile (${difference} micro-units unaccounted)`);
  return model;
}

// The ledger area's public surface: other areas, app.ts and the seed import only this file (README, Layout).
export { accountKey } from './account-key.js';
export { availableBalanceMicros, balanceMicros, lockAvailableBalance, lockUserAccountBalances } from './balances.js';
export { monthlyEarningsBooked } from './earnings-booked.js';
export {
  postLedgerTransaction,
  postLedgerTransactions,
  type LedgerLine,
  type LedgerTransactionInput,
} from './post-transaction.js';
export { earningsBookedBetween } from './earnings-booked.js';
export { netLinesOfTransactions } from './transaction-lines.js';
export { type AccountTransactionRow, listAccountTransactions } from './list-account-transactions.js';
export { earningsTotalsByUser, type UserEarningsTotals } from './earnings-summary.js';

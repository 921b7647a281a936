/**
 * The monthly statement as numbers, built only from the ledger (plus the sales lines behind an
 * import, to name the stores). Every transaction of the month is put in exactly one category by
 * the user's net amount in it, so closing - opening = the sum of the listed movements, exactly.
 */
import { OTHER_REVENUE_CHANNEL } from '@liner/domain';
import type { UserLedgerMovement } from './queries/statement-ledger.js';

export interface StatementMovements {
  earningsByStore: { store: string; amountMicros: bigint }[];
  splitsInMicros: bigint;
  splitsOutMicros: bigint;
  transfersInMicros: bigint;
  transfersOutMicros: bigint;
  payoutsMicros: bigint;
  feesMicros: bigint;
  /** The distribution fee kept from the month's earnings (negative). */
  distributionFeesMicros: bigint;
  /** Tax withheld from the month's payouts (negative; positive when a withholding was released). */
  taxWithheldMicros: bigint;
  /** A royalty advance paid in (positive) and what earnings repaid of one (negative). */
  advancesMicros: bigint;
  advanceRepaymentsMicros: bigint;
  adjustmentsMicros: bigint;
}

export interface StatementModel extends StatementMovements {
  month: string;
  periodStart: string;
  periodEnd: string;
  currency: string;
  issuer: { name: string; url: string };
  account: { name: string; email: string; addressLines: string[] };
  /** The rates the month's statements converted the user's foreign-currency lines with. */
  exchangeRates: { currency: string; month: string; rate: string; source: string }[];
  openingMicros: bigint;
  closingMicros: bigint;
  /** Where the closing balance sits: spendable, held for split payees, awaiting payout. */
  closing: { availableMicros: bigint; heldMicros: bigint; pendingPayoutMicros: bigint };
  generatedAt: string;
}

export type StoreGross = (movement: UserLedgerMovement) => Promise<Map<string, bigint> | null>;

/**
 * Categories (decided here):
 * - statement-earnings: the user's own lines by store (gross, before splits); whatever the user
 *   received beyond that is "splits in", short of it "splits out" (net per statement).
 * - split-release: a hold settled between two people (to oneself it nets to 0 and is not shown).
 * - transfer / payout-approved: the fee-income part is "fees", the rest transfer or payout.
 * - statement-earnings: the distribution fee kept from the credit is its own line (negative).
 * - payout-returned: the payout's net back under payouts, its refunded fee and tax under theirs.
 * - payout-request and payout-rejected move money between the user's own accounts: net 0.
 * - advance / advance-recoup: a royalty advance paid in and the earnings that repaid it, each its
 *   own line (the advance debt account is not part of the position, see statement-ledger.ts).
 */
export async function categoriseMovements(
  movements: UserLedgerMovement[],
  storeGross: StoreGross,
): Promise<StatementMovements> {
  const stores = new Map<string, bigint>();
  const result: StatementMovements = {
    earningsByStore: [],
    splitsInMicros: 0n,
    splitsOutMicros: 0n,
    transfersInMicros: 0n,
    transfersOutMicros: 0n,
    payoutsMicros: 0n,
    feesMicros: 0n,
    distributionFeesMicros: 0n,
    taxWithheldMicros: 0n,
    advancesMicros: 0n,
    advanceRepaymentsMicros: 0n,
    adjustmentsMicros: 0n,
  };
  const addStore = (store: string, amount: bigint) =>
    stores.set(store || OTHER_REVENUE_CHANNEL, (stores.get(store || OTHER_REVENUE_CHANNEL) ?? 0n) + amount);
  const addSplit = (amount: bigint) => {
    if (amount > 0n) result.splitsInMicros += amount;
    else result.splitsOutMicros += amount;
  };
  for (const movement of movements) {
    const net = movement.netMicros;
    if (net === 0n) continue;
    // Only a payer pays the fee: a receiver's side of a transfer has none.
    const fee = net < 0n ? movement.feeIncomeMicros : 0n;
    switch (movement.kind) {
      case 'statement-earnings': {
        // The user's credit before the distribution fee: stores and splits show gross, the fee its own line.
        const credited = net + movement.distributionFeeMicros;
        result.distributionFeesMicros -= movement.distributionFeeMicros;
        const gross = await storeGross(movement);
        if (!gross || gross.size === 0) {
          // No own lines: a payee's share of someone else's sales (or a posting we cannot break down).
          if (gross) addSplit(credited);
          else addStore(OTHER_REVENUE_CHANNEL, credited);
          break;
        }
        let own = 0n;
        for (const [store, amount] of gross) {
          addStore(store, amount);
          own += amount;
        }
        addSplit(credited - own);
        break;
      }
      case 'split-release':
        addSplit(net);
        break;
      case 'transfer':
        if (net > 0n) result.transfersInMicros += net;
        else result.transfersOutMicros += net + fee;
        result.feesMicros -= fee;
        break;
      case 'payout-approved':
      case 'payout-returned':
        // Payouts show what was sent (a return: what came back); the payout fee and the tax
        // withheld (refunded on a return) are lines of their own.
        result.payoutsMicros += net + movement.feeIncomeMicros + movement.taxWithheldMicros;
        result.feesMicros -= movement.feeIncomeMicros;
        result.taxWithheldMicros -= movement.taxWithheldMicros;
        break;
      case 'advance':
        result.advancesMicros += net;
        break;
      case 'advance-recoup':
        result.advanceRepaymentsMicros += net;
        break;
      default:
        result.adjustmentsMicros += net;
    }
  }
  result.earningsByStore = [...stores.entries()]
    .filter(([, amount]) => amount !== 0n)
    .sort((a, b) => (a[1] === b[1] ? a[0].localeCompare(b[0]) : a[1] > b[1] ? -1 : 1))
    .map(([store, amountMicros]) => ({ store, amountMicros }));
  return result;
}

/** The sum of every movement the statement lists. */
export function movementsTotal(model: StatementMovements): bigint {
  return (
    model.earningsByStore.reduce((sum, row) => sum + row.amountMicros, 0n) +
    model.splitsInMicros +
    model.splitsOutMicros +
    model.transfersInMicros +
    model.transfersOutMicros +
    model.payoutsMicros +
    model.feesMicros +
    model.distributionFeesMicros +
    model.taxWithheldMicros +
    model.advancesMicros +
    model.advanceRepaymentsMicros +
    model.adjustmentsMicros
  );
}

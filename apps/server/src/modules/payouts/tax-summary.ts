import { and, gte, inArray, lt } from 'drizzle-orm';
import { formatMicros, formatRatePercent } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { findUserEmails } from '../auth/index.js';
import { earningsTotalsByUser } from '../ledger/index.js';
import { csvCell } from './payout-provider.js';
import { payeeTaxProfiles, payoutRequests } from './tables.js';

export const TAX_SUMMARY_HEADER = [
  'year',
  'user_id',
  'email',
  'residency_country',
  'tax_form',
  'withholding_rate',
  'earnings_gross',
  'distribution_fees',
  'earnings_net',
  'payouts',
  'payouts_gross',
  'payout_fees',
  'tax_withheld',
  'payouts_net',
  'currency',
];

interface PayoutTotals {
  count: number;
  gross: bigint;
  fee: bigint;
  withheld: bigint;
  net: bigint;
}

/**
 * GET admin/payouts/tax-summary?year=: one CSV row per payee with earnings, payouts or a tax
 * profile in the calendar year (UTC). Earnings are what statements credited that year (gross,
 * the distribution fee, net); payouts are those approved that year and not returned (a
 * returned payment gave the money, its fee and its withholding back).
 */
export async function taxSummaryCsv(deps: AppDeps, year: number): Promise<{ name: string; body: string }> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const earnings = await earningsTotalsByUser(deps.db, from, to);
  const payoutRows = await deps.db
    .select()
    .from(payoutRequests)
    .where(
      and(
        gte(payoutRequests.reviewedAt, from),
        lt(payoutRequests.reviewedAt, to),
        inArray(payoutRequests.status, ['approved', 'sending', 'paid']),
      ),
    );
  const payouts = new Map<number, PayoutTotals>();
  for (const row of payoutRows) {
    const totals = payouts.get(row.userId) ?? { count: 0, gross: 0n, fee: 0n, withheld: 0n, net: 0n };
    totals.count += 1;
    totals.gross += row.amountMicros;
    totals.fee += row.feeMicros;
    totals.withheld += row.withheldMicros;
    totals.net += row.netMicros;
    payouts.set(row.userId, totals);
  }
  const profiles = new Map((await deps.db.select().from(payeeTaxProfiles)).map((row) => [row.userId, row]));
  const userIds = [...new Set([...earnings.keys(), ...payouts.keys(), ...profiles.keys()])].sort((a, b) => a - b);
  const emails = await findUserEmails(deps.db, userIds);
  const money = (micros: bigint) => formatMicros(micros, 2);
  const lines = [TAX_SUMMARY_HEADER.join(',')];
  for (const userId of userIds) {
    const earned = earnings.get(userId) ?? { grossMicros: 0n, distributionFeeMicros: 0n };
    const paid = payouts.get(userId) ?? { count: 0, gross: 0n, fee: 0n, withheld: 0n, net: 0n };
    const profile = profiles.get(userId);
    lines.push(
      [
        String(year),
        String(userId),
        emails.get(userId) ?? '',
        profile?.residencyCountry ?? '',
        profile?.taxForm ?? 'none',
        formatRatePercent(profile?.withholdingBasisPoints ?? 0),
        // Earnings keep their six decimals (sales lines carry sub-cents); payouts are whole cents.
        formatMicros(earned.grossMicros, 6),
        formatMicros(earned.distributionFeeMicros, 6),
        formatMicros(earned.grossMicros - earned.distributionFeeMicros, 6),
        String(paid.count),
        money(paid.gross),
        money(paid.fee),
        money(paid.withheld),
        money(paid.net),
        deps.config.money.currency,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return { name: `tax-summary-${year}.csv`, body: `${lines.join('\r\n')}\r\n` };
}
